/** A one-time sign-in code by SMS to an Indian mobile number. */
export interface SmsCode {
  /** 10 digits, without +91 or 0. */
  to: string;
  /** The code itself (DLT-registered OTP templates take it as their variable). */
  code: string;
  /** The whole text, for providers and outboxes that send or keep plain text. */
  text: string;
}

/**
 * A transactional SMS (an order update). India's DLT rules let a business send
 * only texts registered as templates: `template` names ours (`order-shipped.hi`,
 * the text's topic and language), `values` fill its variables, `text` is the
 * whole message as it reads.
 */
export interface SmsText {
  to: string;
  text: string;
  template: string;
  values: Record<string, string>;
}

/** Sends SMS; throws SmsError when the provider cannot be reached or refuses. */
export interface SmsSender {
  readonly name: 'offline' | 'msg91';
  sendCode(message: SmsCode): Promise<void>;
  sendText(message: SmsText): Promise<void>;
}

/** `permanent`: trying again cannot help (no template registered for the text, the number refused). */
export class SmsError extends Error {
  constructor(message: string, options?: ErrorOptions & { permanent?: boolean }) {
    super(message, options);
    this.permanent = options?.permanent ?? false;
  }
  readonly permanent: boolean;
}
