/** A one-time sign-in code by SMS to an Indian mobile number. */
export interface SmsCode {
  /** 10 digits, without +91 or 0. */
  to: string;
  /** The code itself (DLT-registered OTP templates take it as their variable). */
  code: string;
  /** The whole text, for providers and outboxes that send or keep plain text. */
  text: string;
}

/** Sends SMS; throws SmsError when the provider cannot be reached or refuses. */
export interface SmsSender {
  readonly name: 'offline' | 'msg91';
  sendCode(message: SmsCode): Promise<void>;
}

export class SmsError extends Error {}
