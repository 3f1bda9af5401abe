// Texts of confirming a mobile number and of answering sign-ups alike (ours:
// SPEC.md has none of them), part of MSG in messages.ts. Hindi and Marathi in
// locales/*/safety-accounts.json.

export const SAFETY_ACCOUNTS_MSG = {
  /** A number another account has confirmed by SMS code: refused without saying which account. */
  mobileInUse: 'This mobile number cannot be used for a new account. If it is yours, log in with it by SMS code.',
  /** The logged-in customer's number, confirmed with the code. */
  mobileConfirmed: 'Your mobile number is confirmed. You can now log in with it by SMS code.',
  /** The mobile login page, for a logged-in customer whose number is not confirmed yet. */
  mobileConfirmIntro: 'Confirm your mobile number {mobile}: we send a code by SMS, and from then on you can log in with it.',
  mobileConfirmSend: 'Send the code',
  mobileConfirmButton: 'Confirm my number',
  mobileAlreadyConfirmed: 'Your mobile number {mobile} is confirmed: you can log in with it by SMS code.',
  /** The sign-up page's answer for an e-mail that already has an account (the owner is told by e-mail). */
  signupCheckEmail:
    'Thank you. If this e-mail is new to us, your account is ready: please log in. If it already had an account, we have sent an e-mail to it.',
} as const;

/** The e-mail to the owner of an address someone tried to sign up with again. */
export const SIGNUP_AGAIN_MAIL = {
  subject: 'Someone tried to sign up with your e-mail',
  body: 'Namaste {name}, someone (perhaps you) tried to make a new Mitti Biotech account with this e-mail address. It already has an account: log in at {link}, or set a new password there if you forgot it. If it was not you, you need not do anything.',
} as const;
