import { tk } from '../i18n/translate';

// What reminders say, in English; their Hindi and Marathi are in
// locales/{hi,mr}/reminders.json. {site} links are filled in when sent.
export const REMINDER_TEXT = {
  backSubject: tk('{product} ({pack}) is back in stock'),
  back: tk('Good news: {product} ({pack}) is back in stock at Mitti Biotech. Order it here: {link}'),
  cartSubject: tk('Your cart at Mitti Biotech is waiting'),
  cart: tk('You left products in your cart at Mitti Biotech. Your cart is kept for you: {link}'),
  paymentSubject: tk('Pay again for order {ref}'),
  payment: tk('The online payment for your order {ref} did not go through. Pay again, or switch to Cash on Delivery, here: {link}'),
  stop: tk('To stop these reminders: {link}'),
  // By SMS: short fixed texts with few values, as India's DLT registration wants them (one template per text and language).
  backSms: tk('Mitti Biotech: {product} ({pack}) is back in stock. Order: {link} Stop reminders: {stop}'),
  cartSms: tk('Mitti Biotech: your cart is waiting for you: {link} Stop reminders: {stop}'),
  paymentSms: tk('Mitti Biotech: payment for order {ref} did not go through. Pay again or choose COD: {link} Stop reminders: {stop}'),
  // The pages' and forms' words.
  notifyAsk: tk('Tell me when {pack} is back'),
  notifyAskVisitor: tk('Out of stock. Leave your e-mail and we will write once when {pack} is back.'),
  notifyEmail: tk('Your e-mail'),
  notifyByMobile: tk('Or log in with a code sent to your mobile, and get it by SMS or WhatsApp'),
  notifyWaiting: tk('We will tell you once when {pack} is back.'),
  notifyCancel: tk('Cancel the alert'),
  notifySaved: tk('Done: we will tell you once when this pack is back.'),
  notifyCancelled: tk('The alert is cancelled.'),
  notifyInStock: tk('This pack is in stock: you can order it now.'),
  notifyNotFound: tk('This alert is not ours to change, or it was already sent.'),
  packNotFound: tk('We could not find this pack. Please choose it again.'),
  stopTitle: tk('Stop reminders'),
  stopExplain: tk('We will send no more reminders (back in stock, cart, payment). Order updates still come.'),
  stopButton: tk('Stop reminders'),
  stopped: tk('Reminders stopped. We will send you no more.'),
  stopInvalid: tk('This link is not valid. Please use the link in the latest message.'),
  consentTitle: tk('Reminders'),
  consentLabel: tk('Remind me once when I leave products in my cart for a day.'),
  consentSave: tk('Save my choice'),
  consentOn: tk('We will remind you once about a cart you leave.'),
  consentOff: tk('No cart reminders.'),
} as const;
