// Every user-facing text of SPEC.md (messages, labels, toasts, alerts), shared
// by the server and the web app. Texts the spec does not give are marked "ours".

import { fmt } from './i18n/translate';
import { BACKOFFICE_MSG } from './messages-backoffice';
import { CROP_MSG } from './messages-crops';
import { PHONE_MSG } from './messages-phone';
import { PACK_MSG } from './messages-product-page';
import { SAFETY_ACCOUNTS_MSG } from './messages-safety-accounts';
import { SAFETY_INPUTS_MSG } from './messages-safety-inputs';
import { SIGN_IN_MSG } from './messages-sign-in';

export const TAGLINE = "India's Leading Mycorrhizae (VAM) Manufacturer";

export const MSG = {
  // Accounts (§5, §8)
  loginRequired: 'Email and Password are required',
  loginSuccess: 'Logged in Successfully',
  loginAndAdded: 'Login successful. The item you chose is in your cart.', // ours
  loginFailed: 'Invalid email or password', // ours: same for unknown email and wrong password
  loginLocked: 'Too many failed attempts. Please wait 15 minutes and try again.', // ours
  passwordMismatch: 'Password and confirm password should be the same',
  usernameShort: 'Username should be greater than 3 characters',
  passwordShort: 'Password should be equal or greater than 8 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address', // ours
  emailTaken: 'An account with this email already exists', // ours
  mobileTaken: 'An account with this mobile number already exists', // ours
  mobileInvalid: 'Please enter a valid 10-digit mobile number.',
  signupSuccess: 'Account created successfully. Please log in.', // ours
  usernameLong: 'Username must be at most 60 characters.', // ours
  emailLong: 'Email must be at most 254 characters.', // ours
  passwordLong: 'Password must be at most 128 characters.', // ours
  signupFailed: 'An error occurred',
  signupRateLimited: 'Too many sign-ups from this address. Please try again later.', // ours
  loggedOut: 'You have been logged out', // ours
  authRequired: 'Please log in to continue', // ours
  accountDisabled: 'This account has been disabled. Please contact us.', // ours

  ...BACKOFFICE_MSG,
  ...SAFETY_ACCOUNTS_MSG,
  ...SAFETY_INPUTS_MSG,
  ...PHONE_MSG,
  ...CROP_MSG,
  ...PACK_MSG,
  ...SIGN_IN_MSG,

  // Contact (§8)
  contactSuccess: 'Form submitted successfully!',
  contactFailed: 'Failed to submit the form. Please try again.',
  contactNameRequired: 'Please enter your name.', // ours
  contactEmailRequired: 'Please enter your email address.', // ours
  contactPhoneInvalid: 'Enter a 10-digit phone number (with the STD code for a landline), or leave it empty.', // ours
  contactTooLong: (field: string, max: number) => fmt('{field} can be at most {max} characters.', { field, max }), // ours
  contactRateLimited: 'You have sent several messages in a short time. Please try again in a few minutes.', // ours

  // Enquiries (§8)
  enquirySuccess: 'Enquiry submitted successfully!',
  enquiryFailed: 'Failed to submit enquiry. Please try again.',
  enquireNameShort: 'Name should be greater than 3 characters.',
  enquireMobileShort: 'Mobile number should be at least 10 digits.',
  enquireEmailRequired: 'Email is required.',
  enquiryNameRequired: 'Please enter your full name.', // ours
  enquiryPhoneRequired: 'Please enter your phone number.', // ours
  enquiryMessageRequired: 'Please write your message.', // ours
  enquiryMessageTooLong: 'Please keep the message under 2000 characters.', // ours
  enquiryFieldTooLong: 'This field is too long (at most 200 characters).', // ours
  noEnquiries: 'You have not sent any enquiries yet.', // ours

  // Reviews (§8)
  reviewSuccess: 'Review Added Successfully',
  ratingRequired: 'Please choose a rating from 1 to 5 stars.', // ours
  reviewTooLong: 'Please keep the review under 2000 characters.', // ours
  noReviews: 'No reviews yet. Be the first to rate this product.', // ours

  // Catalogue (§2, §8)
  loading: 'Loading...',
  noProductsForCategory: 'No products found for the selected category.',
  noDataForCategory: 'No Data Found For This Category',
  productNotFound: 'Product not found', // ours
  categoryNotFound: 'Category not found', // ours
  unknownProductType: 'type must be one of Liquid, Powder or Granular.', // ours
  unknownPriceSort: 'priceRange must be asc or desc.', // ours
  unknownCategory: 'There is no category with this categoryId.', // ours
  searchTooLong: 'The search text is too long.', // ours
  noSearchResults: 'No products match your search. Try another spelling or a crop name.', // ours
  outOfStock: 'Out of stock', // ours

  // Cart (§2, §5, §8)
  itemAdded: 'Item Added Successfully',
  cartUpdateFailed: 'Error updating quantity or item not found',
  cartDeleteConfirm: 'Are you sure you want to delete this item?',
  cartMissing: 'Missing Cart items?',
  cartEmpty: 'Your cart is empty!',
  cartQuantityRange: 'Quantity must be a whole number from 1 to 100.', // ours
  cartQuantityMax: 'You can order at most 100 of one product at a time.', // ours
  cartOutOfStock: 'Sorry, this product is out of stock.', // ours
  cartStockLimit: (stock: number, wanted: number) =>
    fmt('Only {stock} in stock, so {wanted} cannot be added. Please lower the quantity.', { stock, wanted }), // ours
  cartProductNotFound: 'This product is no longer available.', // ours
  cartPackNotFound: 'This pack size is not available. Please choose another.', // ours
  cartDeleteTitle: 'Remove this item?', // ours: the confirmation step without JavaScript

  // Addresses (§5, §8)
  fillField: (field: string) => fmt('Please fill in the {field} field.', { field }),
  addressMobileInvalid: 'Please enter a valid 10-digit mobile number.',
  addressFailed: 'An error occurred',
  geoNotSupported: 'Geolocation not supported',
  geoError: 'Error getting location',
  geoNotFound: 'Address not found',
  geoAddressError: 'Error getting address',
  addressPincodeInvalid: 'Please enter a valid 6-digit PIN code.', // ours
  addressAltPhoneInvalid: 'Please enter a valid 10-digit alternate phone number.', // ours
  addressTypeInvalid: 'Please choose Home or Office as the address type.', // ours
  addressTooLong: (field: string) => fmt('The {field} is too long.', { field }), // ours
  addressLimit: 'You can save up to 50 addresses. Please delete one you no longer use.', // ours
  addressNotFound: 'Address not found', // ours
  addressSaved: 'Address saved', // ours
  addressDeleted: 'Address deleted', // ours
  addressDeleteConfirm: 'Delete this address?', // ours
  pincodeUnknown: 'We could not find this PIN code. Please type the city and state.', // ours
  gstinLength: 'A GSTIN has 15 letters and digits, like 27AAPFU0939F1ZV.', // ours
  gstinState: 'A GSTIN starts with the two-digit code of its state (01 to 38).', // ours
  gstinPan: 'Characters 3 to 12 of a GSTIN are the PAN (5 letters, 4 digits, 1 letter), then the entity number.', // ours
  gstinChecksum: 'This GSTIN has a typing mistake: its last character does not match the rest.', // ours
  invoiceNotIssued: 'This order has no invoice yet: it is issued once the order is paid, or shipped for Cash on Delivery.', // ours
  creditNoteNotIssued: 'This order has no credit note: one is issued only when an invoiced order is cancelled.', // ours
  businessNameRequired: 'Please enter the business name registered with this GSTIN.', // ours
  cartItemRemoved: 'Item removed from your cart', // ours

  // Orders and payment (§5, §8)
  addAddress: 'Please Add Address',
  sdkNotLoaded: (provider: string) => fmt('{provider} SDK not loaded. Please check your internet connection.', { provider }),
  deliveryFieldsRequired: 'All fields are required',
  orderPlaced: 'Order placed successfully', // ours
  orderPlacedCod: 'Order placed. Please pay in cash when it is delivered.', // ours
  orderNotFound: 'Order not found', // ours
  paymentOrderMissing: 'Which order is this payment for? Place the order first, then send its id as orderId.', // ours
  orderNoItems: 'Please add at least one product to your order.', // ours
  orderTooManyLines: 'An order can hold at most 50 different products.', // ours
  orderProductGone: 'A product in your order is no longer available. Please review your cart.', // ours
  orderOutOfStock: (title: string, stock: number) =>
    stock > 0
      ? fmt('Only {stock} of {title} left in stock. Please lower the quantity.', { stock, title })
      : fmt('Sorry, {title} is out of stock.', { title }), // ours
  orderPaymentMethod: 'Please choose a payment method: Card, Net Banking, UPI or Cash on Delivery.', // ours
  orderChooseAddress: 'Please choose a delivery address.', // ours
  orderAddressNotFound: 'This delivery address was not found. Please choose another.', // ours
  orderIdempotencyReused: 'This Idempotency-Key was already used for a different order request. Use a new key for a new order.', // ours
  orderIdempotencyKey: 'The Idempotency-Key header must be 1 to 100 letters, digits, dashes or underscores.', // ours
  orderCancelled: 'Your order has been cancelled.', // ours
  orderCancelWindow: 'This order can no longer be cancelled: free cancellation is within 48 hours and before it ships.', // ours
  orderCancelConfirm: 'Cancel this order?', // ours
  orderNotPayable: 'This order cannot be paid online.', // ours
  orderSwitchedToCod: 'Done: you will pay in cash when the order is delivered.', // ours
  orderNotSwitchable: 'Only an online order that is not yet paid can switch to Cash on Delivery.', // ours
  unpaidCancelNote: 'Not paid within 30 minutes', // ours
  unpaidWillCancel: (time: string) =>
    fmt('Not paid yet: this order is cancelled at {time} unless it is paid or switched to Cash on Delivery.', { time }), // ours
  orderAlreadyPaid: 'This order is already paid.', // ours
  paymentSuccess: 'Payment successful. Thank you for your order!', // ours
  paymentFailed: 'Payment failed. No money was taken; please try again.', // ours
  paymentReturned: (amount: string, refunded: boolean) =>
    refunded
      ? fmt(
          'This order was already paid or cancelled, so your payment of {amount} has been refunded. It reaches your account within 7 business days.',
          { amount },
        )
      : fmt(
          'This order was already paid or cancelled, so your payment of {amount} will be refunded. We have queued the refund; it reaches your account within 7 business days.',
          { amount },
        ), // ours
  paymentVerifyFailed: 'We could not verify this payment. If money was taken, it will be refunded.', // ours
  paymentUnavailable: 'The payment service is not answering. Please try again in a minute.', // ours
  paymentCancelled: 'Payment was not completed. You can pay any time from My Orders.', // ours
  webhookSignature: 'Invalid webhook signature', // ours
  otpSent: (email: string) => fmt('We have sent a 6-digit code to {email}. It is valid for 10 minutes.', { email }), // ours
  otpTooMany: 'Too many codes asked for. Please wait a few minutes and try again.', // ours
  crossSiteForm: 'This form can only be sent from this shop’s own pages. Please reload the page and try again.', // ours
  otpOwnEmailOnly: 'A code can only be sent to the e-mail address of your account.', // ours
  otpInvalid: 'This code is not right or has expired. Please ask for a new one.', // ours
  otpVerified: 'Email confirmed', // ours

  // Careers and updates (§8)
  jobsFailed: 'Failed to fetch job openings. Please try again later.',
  jobFailed: 'Failed to fetch job details. Please try again later.',
  jobNotFound: 'Job details not found.',
  noJobs: 'No job openings available.',
  noNews: 'No news available at the moment.',
  applyNameRequired: 'Please enter your name.', // ours
  applyEmailRequired: 'Please enter your email address.', // ours
  applyMobileRequired: 'Please enter your mobile number.', // ours
  applyTooLong: (field: string, max: number) => fmt('{field} can be at most {max} characters.', { field, max }), // ours
  resumeRequired: 'Please attach your resume (PDF, DOC or DOCX, up to 5 MB).', // ours
  resumeTooLarge: 'Your resume is larger than 5 MB. Please attach a smaller file.', // ours
  resumeWrongType: 'Your resume must be a PDF, DOC or DOCX file.', // ours
  applyJobClosed: 'This position is no longer open. Please see our current openings.', // ours
  applyRateLimited: 'You have sent several applications in a short time. Please try again in an hour.', // ours
  applySuccess: 'Thank you for applying! We have received your resume and will reply within three weeks.', // ours
  applyFailed: 'Failed to submit your application. Please try again.', // ours
  noBlogs: 'No blog posts available at the moment.', // ours

  // Delivery by PIN code, Buy again (ours)
  pinInvalid: 'Enter a 6-digit PIN code.',
  pinNotServiceable: (pin: string) => fmt('Sorry, we do not deliver to PIN code {pin} yet. Please choose another address.', { pin }),
  buyAgainAdded: 'The items of this order are in your cart.',
  buyAgainPartly: (missing: string[]) =>
    fmt('Added to your cart. No longer available as before: {missing}.', { missing: missing.join('; ') }),
  buyAgainNothing: 'None of these items can be ordered now.',
  deliveryNotServed: (pin: string) => fmt('Sorry, we do not deliver to {pin} yet.', { pin }),
  deliveryBy: (date: string, place: string) => fmt('Delivery by {date} to {place}', { date, place }),
  deliveryCod: (limit: string) => fmt('Cash on Delivery available (up to {limit})', { limit }),
  deliveryNoCod: 'Cash on Delivery is not offered here: pay online',
  deliveryFree: 'Free delivery',
  deliveryCharge: (charge: string, freeFrom: string | null) =>
    freeFrom ? fmt('Delivery {charge}, free on orders of {freeFrom} or more', { charge, freeFrom }) : fmt('Delivery {charge}', { charge }),
  codNotOffered: 'Cash on Delivery is not offered for this address and amount. Please choose another payment method.',

  // Generic
  routerError: 'Unexpected Application Error!',
  serverError: 'Something went wrong. Please try again.', // ours
  unavailable: 'The shop is briefly unavailable. Please try again in a moment.', // ours
  notFound: 'Page not found', // ours
  tooManyRequests: 'Too many requests. Please slow down and try again shortly.', // ours
  bodyTooLarge: 'The request is too large.', // ours
  badJson: 'The request body is not valid JSON.', // ours
  badCharacters: 'The request contains characters that cannot be accepted.', // ours
} as const;

/** Labels and fixed texts of the screens (SPEC.md §2). */
export const LABEL = {
  sampleBanner: 'To buy a sample now, Click here!',
  myEnquiries: 'My Enquiries',
  myOrders: 'My Orders',
  /** My Orders, a page at a time (ours). */
  orderPages: 'Pages of your orders',
  newerOrders: 'Newer orders',
  olderOrders: 'Older orders',
  manageAddresses: 'Manage Addresses',
  logout: 'Logout',
  login: 'Login',
  register: 'Register',
  getInTouch: 'Get in Touch',
  knowMore: 'Know More',
  enquireNow: 'Enquire Now',
  addToCart: 'Add to Cart',
  buyNow: 'Buy Now',
  shopNow: 'Shop now',
  rateNow: 'Rate Now',
  placeOrder: 'Place Order',
  placeYourOrder: 'Place your order',
  addNewAddress: 'Add a new address +',
  saveAndDeliver: 'Save and deliver here',
  taxInvoice: 'GST invoice', // ours
  creditNote: 'Credit note', // ours
  gstInvoiceToggle: 'Buying for a business? Add your GSTIN for a GST invoice', // ours
  gstinHint: '15 characters, e.g. 27AAPFU0939F1ZV. The invoice then names your business.', // ours
  useMyLocation: 'Use My current Location',
  homeDelivery: 'All day delivery',
  officeDelivery: 'Delivery between 10am to 5pm',
  totalProductPrice: 'Total Product Price',
  deliveryCharges: 'Delivery Charges',
  orderTotal: 'Order Total',
  applyNow: 'Apply now',
  payNow: 'Pay Now',
  payAgain: 'Pay again', // ours
  switchToCod: 'Switch to Cash on Delivery', // ours
  buyAgain: 'Buy again', // ours: the order's packs back in the cart
  shopOnline: 'Shop online', // ours: the listing with prices and Add to Cart
  close: 'Close',
  bulkManufacturing: 'Bulk and contract manufacturing',
  whyChooseUs: 'Why Choose Us?',
  contractRnd: 'Contract R&D',
  contractManufacturing: 'Contract Manufacturing',
  heroTiles: ['Superior Quality', 'Trusted Partner', 'Research and Innovation', 'Experience the Difference'],
} as const;
