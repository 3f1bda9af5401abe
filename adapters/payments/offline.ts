import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hmacHex, paymentMessage, signatureMatches } from './signature';
import { PaymentProviderError, type OfflinePaymentProvider, type PaymentProof } from './types';

const SECRET_FILE = 'payment-secret';

/** The local secret: generated once into DATA_DIR and kept there (owner-only). */
export function localPaymentSecret(dataDir: string): string {
  const file = join(dataDir, SECRET_FILE);
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not there yet
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  try {
    writeFileSync(file, secret + '\n', { flag: 'wx', mode: 0o600 });
  } catch {
    // another process wrote it first: use theirs
    return readFileSync(file, 'utf8').trim();
  }
  chmodSync(file, 0o600);
  return secret;
}

const id = (prefix: string) => `${prefix}_${randomBytes(7).toString('base64url').replace(/[-_]/g, 'x')}`;

/**
 * The default provider: no account, no network. It creates order ids locally,
 * signs payments with the local secret exactly as Razorpay signs them, and the
 * browser shows a local payment dialog (Pay or Fail) instead of checkout.js.
 */
export function createOfflinePayments(dataDir: string): OfflinePaymentProvider {
  const secret = localPaymentSecret(dataDir);
  return {
    name: 'offline',
    keyId: 'offline_local',
    async createOrder({ amountPaise, currency }) {
      return { id: id('order'), amount: amountPaise, currency, status: 'created' };
    },
    verifyPayment(proof: PaymentProof) {
      return signatureMatches(secret, paymentMessage(proof.razorpay_order_id, proof.razorpay_payment_id), proof.razorpay_signature);
    },
    verifyWebhook(rawBody, signature) {
      return signatureMatches(secret, rawBody, signature);
    },
    // Stateless, so any instance can answer: the payment id carries its order and
    // amount, and the signature over `order|payment` vouches for both.
    async fetchPayment(paymentId) {
      const [, orderId, amount] = /^pay_[A-Za-z0-9]+\.(order_[A-Za-z0-9]+)\.(\d+)$/.exec(paymentId) ?? [];
      if (!orderId) throw new PaymentProviderError('offline: unknown payment');
      return { id: paymentId, orderId, amount: Number(amount), currency: 'INR', status: 'captured' };
    },
    async orderPayments() {
      return []; // the local dialog reports every payment at once; nothing is left to find
    },
    async refund() {
      return { id: id('rfnd') };
    },
    pay(providerOrderId, amountPaise) {
      const paymentId = `${id('pay')}.${providerOrderId}.${amountPaise}`;
      return {
        razorpay_order_id: providerOrderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: hmacHex(secret, paymentMessage(providerOrderId, paymentId)),
      };
    },
    signWebhook(rawBody) {
      return hmacHex(secret, rawBody);
    },
    // A local link is the shop's own page (the callback address): the shop keeps
    // its state, so the provider has nothing more to say about it.
    async createPaymentLink({ amountPaise, referenceId, callbackUrl }) {
      return { id: id('plink'), shortUrl: callbackUrl, status: 'created', amountPaise, referenceId, payments: [] };
    },
    async fetchPaymentLink(linkId) {
      return { id: linkId, shortUrl: '', status: 'created', amountPaise: 0, referenceId: '', payments: [] };
    },
    async cancelPaymentLink() {},
    payLink(linkId, amountPaise) {
      return { paymentId: `${id('pay')}.${linkId}.${amountPaise}` };
    },
  };
}
