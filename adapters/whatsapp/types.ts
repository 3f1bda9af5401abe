/** A WhatsApp message to a customer's Indian mobile number. */
export interface WhatsAppMessage {
  /** 10 digits, without +91 or 0. */
  to: string;
  text: string;
  /** What it is about, kept with it ("order-shipped", …). */
  topic: string;
  /** The customer it goes to, when known. */
  userId?: string;
}

/**
 * Sends WhatsApp messages. Every message is kept in `whatsapp_messages` with
 * how it went (sent, kept in the offline outbox, failed); a failure is
 * recorded and thrown, never retried.
 */
export interface WhatsAppSender {
  readonly name: 'offline' | 'cloud';
  send(message: WhatsAppMessage): Promise<{ id: string }>;
}

/** Delivers one message, or throws; answers the provider's message id. */
export interface WhatsAppTransport {
  readonly name: 'offline' | 'cloud';
  deliver(message: WhatsAppMessage, id: string): Promise<string | null>;
}

export class WhatsAppError extends Error {}
