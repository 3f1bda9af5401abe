import { fmt } from './i18n/translate';

// Texts of signing in with a mobile number and of WhatsApp (ours: SPEC.md has
// neither), part of MSG in messages.ts. Hindi and Marathi in locales/*/phone.json.

export const PHONE_MSG = {
  mobileCodeSent: (masked: string) => fmt('We sent a 6-digit code by SMS to {mobile}. It is valid for 10 minutes.', { mobile: masked }),
  mobileCodeWrong: 'That code is not right, or it has expired. Check the SMS or ask for a new code.',
  mobileCodeUsedUp: 'Too many wrong codes. Ask for a new code.',
  mobileCodeRequired: 'Enter the 6-digit code from the SMS.',
  mobileCodeTooMany: 'Too many codes asked for. Please wait a few minutes and try again.',
  mobileCodeNotSent: 'The SMS could not be sent just now. Please try again in a minute.',
  mobileNameRequired: 'Tell us your name to create your account.',
  mobileAccountCreated: 'Welcome to Mitti Biotech! Your account is ready.',
  whatsappOn: 'Order updates on WhatsApp are on.',
  whatsappOff: 'Order updates on WhatsApp are off.',
} as const;

/** The SMS with a sign-in code (sent in the language of the page it was asked from). */
export const SMS_CODE_TEXT = '{code} is your Mitti Biotech login code. It is valid for 10 minutes. Do not share it with anyone.';

/** What an order update by WhatsApp says, by what happened. */
export const WHATSAPP_ORDER_TEXT = {
  placed: 'Namaste {name}, thank you for your order {ref} of {total} with Mitti Biotech. See it here: {link}',
  paid: 'Namaste {name}, we have received your payment of {total} for order {ref}. Thank you! {link}',
  shipped: 'Namaste {name}, your order {ref} has shipped with {carrier}, tracking number {tracking}. {link}',
  delivered: 'Namaste {name}, your order {ref} has been delivered. We hope it grows well for you! {link}',
  cancelled: 'Namaste {name}, your order {ref} has been cancelled. Any payment will be refunded to the way you paid. {link}',
} as const;

/** The prefilled texts of the click-to-chat and share buttons. */
export const WHATSAPP_CHAT_TEXT = {
  product: 'Namaste, I would like to know more about {product}.',
  contact: 'Namaste Mitti Biotech, I have a question.',
  share: '{product} from Mitti Biotech, from {price}: {link}',
} as const;
