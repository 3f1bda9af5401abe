import { paymentMessage, signatureMatches } from './signature';
import { PaymentProviderError, type PaymentProvider, type ProviderOrder, type ProviderPayment, type ProviderPaymentLink } from './types';

/** Every call to the provider gives up after this long (the customer retries; the reconciler settles). */
export const PROVIDER_TIMEOUT_MS = 5_000;

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
  const timeoutMs = config.timeoutMs ?? PROVIDER_TIMEOUT_MS;

  async function call(path: string, body?: unknown): Promise<Record<string, unknown>> {
    let res: Response;
    let text: string;
    try {
      res = await fetch(base + path, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { authorization: auth, 'content-type': 'application/json', accept: 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
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
    async fetchPayment(paymentId) {
      return paymentOf(await call(`/v1/payments/${encodeURIComponent(paymentId)}`));
    },
    async orderPayments(providerOrderId) {
      const list = await call(`/v1/orders/${encodeURIComponent(providerOrderId)}/payments`);
      return Array.isArray(list.items) ? (list.items as Record<string, unknown>[]).map(paymentOf) : [];
    },
    async refund(paymentId, amountPaise) {
      const r = await call(`/v1/payments/${encodeURIComponent(paymentId)}/refund`, amountPaise ? { amount: amountPaise } : {});
      if (typeof r.id !== 'string') throw new PaymentProviderError('Razorpay: unexpected refund answer');
      return { id: r.id };
    },
    async createPaymentLink(input) {
      const link = await call('/v1/payment_links', {
        amount: input.amountPaise,
        currency: input.currency,
        reference_id: input.referenceId,
        description: input.description,
        expire_by: Math.floor(input.expireBy.getTime() / 1000),
        customer: input.customer,
        // The shop sends its own message, in the customer's language and channels.
        notify: { sms: false, email: false },
        reminder_enable: false,
        callback_url: input.callbackUrl,
        callback_method: 'get',
      });
      return paymentLinkOf(link);
    },
    async fetchPaymentLink(linkId) {
      return paymentLinkOf(await call(`/v1/payment_links/${encodeURIComponent(linkId)}`));
    },
    async cancelPaymentLink(linkId) {
      await call(`/v1/payment_links/${encodeURIComponent(linkId)}/cancel`, {});
    },
  };
}

function paymentLinkOf(l: Record<string, unknown>): ProviderPaymentLink {
  if (typeof l.id !== 'string' || typeof l.short_url !== 'string')
    throw new PaymentProviderError('Razorpay: unexpected payment link answer');
  const payments = Array.isArray(l.payments) ? (l.payments as Record<string, unknown>[]) : [];
  return {
    id: l.id,
    shortUrl: l.short_url,
    status: String(l.status ?? ''),
    amountPaise: Number(l.amount),
    referenceId: String(l.reference_id ?? ''),
    payments: payments.map((p) => ({
      id: String(p.payment_id ?? p.id),
      amountPaise: Number(p.amount),
      status: String(p.status ?? ''),
      method: p.method ? String(p.method) : undefined,
    })),
  };
}

function paymentOf(p: Record<string, unknown>): ProviderPayment {
  if (typeof p.id !== 'string' || typeof p.order_id !== 'string') throw new PaymentProviderError('Razorpay: unexpected payment answer');
  return {
    id: p.id,
    orderId: p.order_id,
    amount: Number(p.amount),
    currency: String(p.currency ?? ''),
    status: String(p.status ?? ''),
    method: p.method ? String(p.method) : undefined,
  };
}
