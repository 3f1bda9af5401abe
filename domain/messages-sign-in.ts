// Texts of signing in without losing what was tapped, of a new account's
// welcome, of a forgotten password and of changing it (ours: SPEC.md has
// none of them), part of MSG in messages.ts. Hindi and Marathi in locales/*/sign-in.json.

export const SIGN_IN_MSG = {
  /** What went into the cart as the visitor signed in: "2 × 4 kg Mycorrhiza" (several joined by commas); templates, filled by t(). */
  addedToCart: '{items} added to your cart.',
  /** One line of that message. */
  cartLine: '{quantity} × {pack} {title}',
  /** A sign-in whose remembered Add to Cart could not go in (out of stock, gone): the reason follows. */
  notAddedAfterSignIn: 'You are logged in, but we could not add what you chose:',
  welcomeNew: 'Welcome to Mitti Biotech, {name}! Your account is ready.',
  resetSent:
    'If an account has this e-mail or mobile number, we have sent it a way to set a new password: a link by e-mail, or a code by SMS. It is valid for 30 minutes.',
  resetLoginRequired: 'Enter your e-mail or your 10-digit mobile number.',
  resetTooMany: 'Too many requests. Please wait a while and try again.',
  resetLinkInvalid: 'This link to set a new password is not valid any more (used or expired). Ask for a new one.',
  resetCodeWrong: 'That code is not right, or it has expired. Check the SMS or ask for a new code.',
  resetCodeRequired: 'Enter the 6-digit code from the SMS.',
  resetDone: 'Your new password is set and you are logged in. Every other device was logged out.',
  currentPasswordRequired: 'Enter your current password.',
  currentPasswordWrong: 'Your current password is not right.',
  passwordChanged: 'Your password is changed. Every other device was logged out.',
  noPasswordYet: 'This account signs in with a code by SMS; it has no password to change.',
} as const;

/** The e-mail with a link to set a new password (in the customer's language). */
export const RESET_MAIL = {
  subject: 'Set a new password for Mitti Biotech',
  body: 'Namaste {name}, someone (we hope you) asked to set a new password for your Mitti Biotech account. Open this link within 30 minutes to choose one: {link}',
  ignore: 'If you did not ask for it, ignore this mail: your password stays as it is.',
} as const;

/** The SMS with a code to set a new password. */
export const RESET_SMS_TEXT =
  '{code} is your Mitti Biotech code to set a new password. It is valid for 10 minutes. Do not share it with anyone.';
