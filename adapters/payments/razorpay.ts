import { paymentMessage, signatureMatches } from './signature';
import { PaymentProviderError, type PaymentProvider, type ProviderOrder } from './types';

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret?: string;
  apiUrl: string;
  timeoutMs?: number;
}

/** The provider could not be reached or refused: the customer may try again. */

/** Razorpay's REST API (orders, refunds) with basic auth and a hard timeout. */
export function createRazorpayPayments(config: RazorpayConfig): PaymentProvider {
  const base = config.apiUrl.replace(/\/+$/, '');
  const auth = 'Basic ' + Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64');
  const timeoutMs = config.timeoutMs ?? 10_000;

  async function call(path: string, body: unknown): Promise<Record<string, unknown>> {
    let res: Response;
    let text: string;
    try {
      res = await fetch(base + path, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await res.text();
    } catch (err) {
      const name = (err as { name?: string } | null)?.name;
      const why = name === 'TimeoutError' || name === 'AbortError' ? `no answer within ${timeoutMs} ms` : 'request failed';
      throw new PaymentProviderError(`Razorpay: ${why}`, { cause: err });
    }
    let json: Record<string, unknown> = {};
    try {
      json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      // not JSON (a proxy's error page): handled by the status check below
    }
    if (!res.ok) {
      const error = json.error as { description?: string } | undefined;
      throw new PaymentProviderError(`Razorpay ${res.status}: ${error?.description ?? 'error'}`);
    }
    return json;
  }

  return {
    name: 'razorpay',
    keyId: config.keyId,
    async createOrder({ amountPaise, currency, receipt, notes }): Promise<ProviderOrder> {
      const o = await call('/v1/orders', { amount: amountPaise, currency, receipt, notes: notes ?? {} });
      if (typeof o.id !== 'string' || Number(o.amount) !== amountPaise) {
        throw new PaymentProviderError('Razorpay: unexpected order answer');
      }
      return { id: o.id, amount: Number(o.amount), currency: String(o.currency ?? currency), status: String(o.status ?? 'created') };
    },
    verifyPayment(proof) {
      return signatureMatches(
        config.keySecret,
        paymentMessage(proof.razorpay_order_id, proof.razorpay_payment_id),
        proof.razorpay_signature,
      );
    },
    verifyWebhook(rawBody, signature) {
      return !!config.webhookSecret && signatureMatches(config.webhookSecret, rawBody, signature);
    },
    async refund(paymentId, amountPaise) {
      const r = await call(`/v1/payments/${encodeURIComponent(paymentId)}/refund`, amountPaise ? { amount: amountPaise } : {});
      if (typeof r.id !== 'string') throw new PaymentProviderError('Razorpay: unexpected refund answer');
      return { id: r.id };
    },
  };
}
