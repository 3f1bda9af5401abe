import { tk } from '../i18n/translate';

// What a customer reads of returns and replacements, and the answers to their
// request (Hindi and Marathi in locales/<lang>/returns.json). The back office's
// own words stay English, as its other pages.

export const RETURN_REASON_LABEL: Record<string, string> = {
  damaged: tk('The pack arrived damaged or leaking'),
  wrong: tk('I received the wrong product or pack'),
  expired: tk('The pack is expired or near its expiry'),
  short: tk('Packs are missing from the parcel'),
};

export const RETURN_KIND_LABEL: Record<string, string> = {
  refund: tk('Refund'),
  replace: tk('Replacement'),
};

export const RETURN_STATE_LABEL: Record<string, string> = {
  requested: tk('Waiting for our answer'),
  approved: tk('Approved: the courier will collect the packs'),
  refused: tk('Not accepted'),
  received: tk('Received: being checked'),
  refunding: tk('Refund on its way'),
  refunded: tk('Refunded'),
  replaced: tk('Replacement sent'),
};

export const RETURN_MSG = {
  notDelivered: tk('Only a delivered order can be returned.'),
  windowClosed: tk('The time to ask for a return of this order has passed.'),
  pickReason: tk('Please choose why you are returning the packs.'),
  reasonClosed: tk('Returns for this reason are no longer possible for this order.'),
  pickKind: tk('Please choose a refund or a replacement.'),
  pickLines: tk('Please choose the packs to return and how many.'),
  tooMany: tk('You cannot return more packs than you received.'),
  photoNeeded: tk('Please add a photo of the packs.'),
  tooManyPhotos: tk('Please add at most 4 photos.'),
  photoUnreadable: tk('This photo could not be read. Please use a JPEG, PNG or WebP picture.'),
  photoTooLarge: tk('This photo is too large. Please use a picture under 25 megapixels.'),
  noteTooLong: tk('Please keep the note under 500 characters.'),
  payoutNeeded: tk('Please tell us the UPI id or bank account for your refund.'),
  upiInvalid: tk('Please enter a UPI id like name@bank.'),
  bankInvalid: tk('Please enter the account holder, the account number (9 to 18 digits) and the IFSC (like SBIN0001234).'),
  requested: tk('Thank you. We have your return request and will answer within 2 working days.'),
  notFound: tk('There is no such return.'),
} as const;

/** The back office's refusals (English, as the rest of the back office). */
export const RETURN_STAFF_MSG = {
  notRequested: 'This return has been decided already.',
  notApproved: 'Only an approved return can be received.',
  notReceived: 'The packs must be received and inspected first.',
  noteNeeded: 'Please say why the return is refused: the customer reads it.',
  dispositionNeeded: 'Please choose for each line: back into stock, or write off with a reason.',
  writeOffReason: 'Please give the reason for writing off {name}.',
  referenceNeeded: 'Please enter the bank transfer reference (UTR) of the refund.',
  notRefund: 'This return asked for a replacement, not a refund.',
  notReplace: 'This return asked for a refund, not a replacement.',
  noStock: 'There is not enough stock of {name} to send a replacement.',
  policyDays: 'Days must be a whole number from 0 to 60.',
} as const;
