// Texts of the order lifecycle (decision 034): the history's notes, the
// states' names, the refusal of a step the table does not allow, and the
// customer's e-mail, WhatsApp and SMS texts of the changes that had none
// before. Hindi and Marathi in locales/*/order-updates.json.

/** What the order history says of each event (values filled with fmt). */
export const ORDER_NOTE = {
  place: 'Order placed',
  hold_for_approval: 'Waiting for the company’s approval',
  approve: 'Approved by the company',
  reject: 'Rejected by the company',
  hold_for_credit: 'Waiting for the shop to approve credit',
  approve_credit: 'Credit approved by the shop',
  refuse_credit: 'Credit refused by the shop',
  payment_failed: 'Payment failed',
  switch_to_cod: 'Switched to Cash on Delivery',
  pay: 'Payment received',
  confirm: 'Confirmed',
  pack: 'Packed for {carrier}, AWB {trackingNumber}',
  unpack: 'Courier booking cancelled',
  ship: 'Shipped with {carrier}, tracking {trackingNumber}',
  in_transit: 'In transit',
  out_for_delivery: 'Out for delivery',
  delivery_failed: 'Delivery failed: {reason}',
  reattempt: 'Delivery to be tried again',
  reattemptOn: 'Delivery to be tried again on {date}',
  reattemptAddress: 'Delivery address corrected',
  deliver: 'Delivered',
  return_to_origin: 'Returning to the shop',
  returned_to_origin: 'Returned to the shop',
  cancel: 'Cancelled',
  refund_queued: 'Refund of {amount} queued',
  refunded: '{amount} refunded',
  return_requested: 'Return requested',
  return_approved: 'Return approved',
  return_refused: 'Return refused',
  return_received: 'Return received',
  return_refunded: '{amount} refunded for the return',
  return_replaced: 'Replacement sent',
  place_replacement: 'Replacement order placed',
} as const;

/** A step the lifecycle does not allow from where the order is. */
export const ORDER_STEP_REFUSED = 'This step ({step}) is not possible for an order that is {state}.';

/** The steps as people read them, in that refusal. */
export const ORDER_STEP_LABEL = {
  place: 'place',
  hold_for_approval: 'wait for approval',
  approve: 'approve',
  reject: 'reject',
  hold_for_credit: 'wait for credit approval',
  approve_credit: 'approve credit',
  refuse_credit: 'refuse credit',
  payment_failed: 'payment failed',
  switch_to_cod: 'switch to Cash on Delivery',
  pay: 'pay',
  confirm: 'confirm',
  pack: 'pack',
  unpack: 'cancel the courier booking',
  ship: 'ship',
  in_transit: 'in transit',
  out_for_delivery: 'out for delivery',
  delivery_failed: 'delivery failed',
  reattempt: 'deliver again',
  deliver: 'deliver',
  return_to_origin: 'return to the shop',
  returned_to_origin: 'returned to the shop',
  cancel: 'cancel',
  refund_queued: 'refund',
  refunded: 'refunded',
  return_requested: 'return request',
  return_approved: 'approve the return',
  return_refused: 'refuse the return',
  return_received: 'return received',
  return_refunded: 'refund the return',
  return_replaced: 'replace the return',
  place_replacement: 'place the replacement',
} as const;

/** The states as people read them. */
export const ORDER_STATE_LABEL = {
  new: 'being placed',
  awaiting_approval: 'waiting for approval',
  awaiting_staff_approval: 'waiting for credit approval',
  placed: 'placed',
  confirmed: 'confirmed',
  packed: 'packed',
  shipped: 'shipped',
  in_transit: 'in transit',
  out_for_delivery: 'out for delivery',
  delivery_failed: 'not delivered',
  delivered: 'delivered',
  returning: 'returning to the shop',
  returned_to_origin: 'returned to the shop',
  cancelled: 'cancelled',
} as const;

/** The customer's e-mails of the changes beyond placed, paid, shipped, delivered and cancelled (orders/mail.ts has those). */
export const ORDER_MAIL = {
  deliveryFailedSubject: 'Order {ref} could not be delivered',
  deliveryFailed: 'The courier could not deliver your order {ref}: {reason}.',
  deliveryFailedAsk: 'Choose a new delivery date or correct your address and phone number here: {url}',
  returnedSubject: 'Order {ref} came back to us',
  returned:
    'Your order {ref} could not be delivered and has come back to us. Nothing is due for it; a payment you made is refunded to the way you paid.',
  refundedSubject: 'Refund for order {ref}',
  refunded: 'We have refunded {amount} for your order {ref}. It reaches your account within 7 business days.',
  returnRequestedSubject: 'Return request for order {ref} received',
  returnRequested: 'We have received your request to return part of order {ref}. We will answer within 2 working days.',
  returnApprovedSubject: 'Return approved for order {ref}',
  returnApproved:
    'Your return for order {ref} is approved. The courier will collect the packs from you (pickup AWB {awb}). Please keep them packed.',
  returnRefusedSubject: 'Return for order {ref} not accepted',
  returnRefused: 'We could not accept your return for order {ref}: {reason}',
  returnReceivedSubject: 'Return for order {ref} received',
  returnReceived: 'The packs you returned from order {ref} have reached us and are being checked.',
  returnReplacedSubject: 'Replacement for order {ref} on its way',
  returnReplaced: 'We are sending you new packs for order {ref}, free of charge. You will get the tracking number when they ship.',
  returnDetails: 'Your return: {url}',
} as const;

/** WhatsApp texts of the same changes (orders/whatsapp.ts). */
export const WHATSAPP_ORDER_MORE = {
  out_for_delivery: 'Namaste {name}, your order {ref} is out for delivery today. {link}',
  delivery_failed: 'Namaste {name}, the courier could not deliver your order {ref}. Choose a new date or correct your address here: {link}',
  returned_to_origin:
    'Namaste {name}, your order {ref} could not be delivered and has come back to us. Any payment will be refunded. {link}',
  refunded: 'Namaste {name}, we have refunded {total} for your order {ref}. {link}',
  return_requested: 'Namaste {name}, we have received your return request for order {ref}. We will answer within 2 working days. {link}',
  return_approved: 'Namaste {name}, your return for order {ref} is approved. The courier will collect the packs (AWB {awb}). {link}',
  return_refused: 'Namaste {name}, we could not accept your return for order {ref}: {reason} {link}',
  return_received: 'Namaste {name}, the packs you returned from order {ref} have reached us. {link}',
  return_replaced: 'Namaste {name}, we are sending you new packs for order {ref}, free of charge. {link}',
} as const;

/**
 * Order updates by SMS for customers without WhatsApp updates: short fixed
 * texts with few values, as India's DLT registration wants them (each text
 * and language is registered once as a template).
 */
export const ORDER_SMS = {
  placed: 'Mitti Biotech: order {ref} of {total} placed. Details: {link}',
  paid: 'Mitti Biotech: payment of {total} received for order {ref}. Details: {link}',
  shipped: 'Mitti Biotech: order {ref} shipped with {carrier}, tracking {tracking}. Details: {link}',
  out_for_delivery: 'Mitti Biotech: order {ref} is out for delivery today. Details: {link}',
  delivered: 'Mitti Biotech: order {ref} delivered. Thank you! Details: {link}',
  delivery_failed: 'Mitti Biotech: order {ref} could not be delivered. Choose a new date or correct the address: {link}',
  returned_to_origin: 'Mitti Biotech: order {ref} came back to us undelivered. Any payment will be refunded. Details: {link}',
  cancelled: 'Mitti Biotech: order {ref} cancelled. Any payment will be refunded. Details: {link}',
  refunded: 'Mitti Biotech: {total} refunded for order {ref}. It reaches your account within 7 business days. {link}',
  return_requested: 'Mitti Biotech: return request for order {ref} received. Details: {link}',
  return_approved: 'Mitti Biotech: return for order {ref} approved, pickup AWB {awb}. Details: {link}',
  return_refused: 'Mitti Biotech: return for order {ref} not accepted. Details: {link}',
  return_received: 'Mitti Biotech: returned packs of order {ref} received. Details: {link}',
  return_replaced: 'Mitti Biotech: replacement packs for order {ref} on their way. Details: {link}',
} as const;

/** The sales mailbox's e-mails of changes someone has to act on, in its staff account's language. */
export const ORDER_STAFF_MAIL = {
  deliveryFailedSubject: 'Delivery failed: order {ref}',
  deliveryFailed: 'The courier could not deliver order {ref} to {name} ({mobile}): {reason}.',
  returnRequestedSubject: 'Return requested: order {ref}',
  returnRequested: '{name} asked to return part of order {ref}.',
  openOrder: 'The order in the back office: {link}',
} as const;
