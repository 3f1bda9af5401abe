import { createHmac, timingSafeEqual } from 'node:crypto';

/** Hex HMAC-SHA256 of a message, as Razorpay signs payments and webhooks. */
export function hmacHex(secret: string, message: string | Buffer): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** Compares a received signature with the expected one in constant time. */
export function signatureMatches(secret: string, message: string | Buffer, received: unknown): boolean {
  if (typeof received !== 'string' || !/^[0-9a-f]{64}$/i.test(received)) return false;
  const expected = Buffer.from(hmacHex(secret, message), 'hex');
  const given = Buffer.from(received, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The message a payment signature covers. */
export const paymentMessage = (orderId: string, paymentId: string) => `${orderId}|${paymentId}`;
