/**
 * A local stand-in for Razorpay's REST API, enough to prove the razorpay
 * adapter: POST /v1/orders, GET /v1/orders/:id(/payments), GET /v1/payments/:id,
 * POST /v1/payments/:id/refund, payment links (POST /v1/payment_links,
 * GET /v1/payment_links/:id, POST /v1/payment_links/:id/cancel),
 * with basic auth and Razorpay's error shape. `pay()` plays checkout.js: it
 * makes a payment for an order and answers the handler's signed response;
 * `webhook()` builds a signed webhook as Razorpay would deliver it.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string;
  status: 'created' | 'attempted' | 'paid';
  notes: Record<string, string>;
  created_at: number;
}

export interface FakePayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'captured' | 'failed' | 'refunded';
  order_id: string;
}

export interface FakePaymentLink {
  id: string;
  entity: 'payment_link';
  amount: number;
  amount_paid: number;
  currency: string;
  reference_id: string;
  description: string;
  short_url: string;
  status: 'created' | 'paid' | 'expired' | 'cancelled';
  expire_by: number;
  customer: Record<string, string>;
  notify: unknown;
  callback_url: string;
  payments: { payment_id: string; amount: number; method: string; status: string }[] | null;
}

export type RazorpayFailure = 'server-error' | 'hang' | null;

export interface RazorpayFake {
  url: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  orders: Map<string, FakeOrder>;
  payments: Map<string, FakePayment>;
  refunds: { id: string; payment_id: string; amount: number }[];
  requests: { method: string; path: string; authorized: boolean; body: unknown }[];
  failure: RazorpayFailure;
  /** Plays checkout.js: a captured payment of the order's amount (or another, to test the shop's checks). */
  pay(orderId: string, amount?: number): { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
  webhook(event: string, orderId: string, paymentId: string): { body: string; headers: Record<string, string> };
  links: Map<string, FakePaymentLink>;
  /** Plays the customer paying a payment link: a captured payment, and the callback's query as Razorpay signs it. */
  payLink(linkId: string): Record<string, string>;
  /** A signed payment_link.paid or payment_link.expired webhook (the link's last payment, if any). */
  linkWebhook(event: string, linkId: string): { body: string; headers: Record<string, string> };
  close(): Promise<void>;
}

const rid = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex').slice(0, 14)}`;

export async function startRazorpayFake(): Promise<RazorpayFake> {
  const fake: RazorpayFake = {
    url: '',
    keyId: 'rzp_test_' + randomBytes(6).toString('hex'),
    keySecret: randomBytes(16).toString('hex'),
    webhookSecret: randomBytes(16).toString('hex'),
    orders: new Map(),
    payments: new Map(),
    refunds: [],
    requests: [],
    failure: null,
    pay(orderId, amount) {
      const order = fake.orders.get(orderId);
      if (!order) throw new Error(`no such fake order ${orderId}`);
      order.status = 'paid';
      order.amount_paid = order.amount;
      order.amount_due = 0;
      const paymentId = rid('pay');
      fake.payments.set(paymentId, {
        id: paymentId,
        entity: 'payment',
        amount: amount ?? order.amount,
        currency: 'INR',
        status: 'captured',
        order_id: orderId,
      });
      return {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: createHmac('sha256', fake.keySecret).update(`${orderId}|${paymentId}`).digest('hex'),
      };
    },
    webhook(event, orderId, paymentId) {
      const order = fake.orders.get(orderId);
      const body = JSON.stringify({
        entity: 'event',
        account_id: 'acc_fake',
        event,
        contains: ['payment'],
        payload: {
          payment: {
            entity: {
              id: paymentId,
              entity: 'payment',
              amount: order?.amount ?? 0,
              currency: 'INR',
              status: event === 'payment.failed' ? 'failed' : 'captured',
              order_id: orderId,
            },
          },
        },
        created_at: Math.floor(Date.now() / 1000),
      });
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': createHmac('sha256', fake.webhookSecret).update(body).digest('hex'),
          'x-razorpay-event-id': rid('evt'),
        },
      };
    },
    links: new Map(),
    payLink(linkId) {
      const link = fake.links.get(linkId);
      if (!link) throw new Error(`no such fake payment link ${linkId}`);
      const paymentId = rid('pay');
      fake.payments.set(paymentId, {
        id: paymentId,
        entity: 'payment',
        amount: link.amount,
        currency: 'INR',
        status: 'captured',
        order_id: rid('order'),
      });
      link.status = 'paid';
      link.amount_paid += link.amount;
      link.payments = [...(link.payments ?? []), { payment_id: paymentId, amount: link.amount, method: 'upi', status: 'captured' }];
      const signed = `${link.id}|${link.reference_id}|${link.status}|${paymentId}`;
      return {
        razorpay_payment_id: paymentId,
        razorpay_payment_link_id: link.id,
        razorpay_payment_link_reference_id: link.reference_id,
        razorpay_payment_link_status: link.status,
        razorpay_signature: createHmac('sha256', fake.keySecret).update(signed).digest('hex'),
      };
    },
    linkWebhook(event, linkId) {
      const link = fake.links.get(linkId);
      const last = link?.payments?.at(-1);
      const payment = last && {
        id: last.payment_id,
        entity: 'payment',
        amount: last.amount,
        currency: 'INR',
        status: last.status,
        method: last.method,
      };
      const body = JSON.stringify({
        entity: 'event',
        account_id: 'acc_fake',
        event,
        contains: payment ? ['payment_link', 'payment'] : ['payment_link'],
        payload: { payment_link: { entity: link }, ...(payment && { payment: { entity: payment } }) },
        created_at: Math.floor(Date.now() / 1000),
      });
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': createHmac('sha256', fake.webhookSecret).update(body).digest('hex'),
          'x-razorpay-event-id': rid('evt'),
        },
      };
    },
    close: async () => {},
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      const expected = 'Basic ' + Buffer.from(`${fake.keyId}:${fake.keySecret}`).toString('base64');
      const authorized = req.headers.authorization === expected;
      let body: Record<string, unknown> = {};
      try {
        body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
      } catch {
        body = {};
      }
      fake.requests.push({ method: req.method ?? 'GET', path, authorized, body });
      const json = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      const error = (status: number, code: string, description: string) =>
        json(status, {
          error: { code, description, source: 'business', step: 'payment_initiation', reason: 'input_validation_failed', metadata: {} },
        });
      if (fake.failure === 'hang') return;
      if (fake.failure === 'server-error')
        return error(500, 'SERVER_ERROR', 'The server encountered an error. The incident has been reported to admins.');
      if (!authorized) return error(401, 'BAD_REQUEST_ERROR', 'Authentication failed');

      if (req.method === 'POST' && path === '/v1/orders') {
        const amount = body.amount;
        if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100)
          return error(400, 'BAD_REQUEST_ERROR', 'The amount must be atleast INR 1.00');
        if (body.currency !== 'INR') return error(400, 'BAD_REQUEST_ERROR', 'The currency field is invalid');
        const order: FakeOrder = {
          id: rid('order'),
          entity: 'order',
          amount,
          amount_paid: 0,
          amount_due: amount,
          currency: 'INR',
          receipt: String(body.receipt ?? ''),
          status: 'created',
          notes: (body.notes as Record<string, string>) ?? {},
          created_at: Math.floor(Date.now() / 1000),
        };
        fake.orders.set(order.id, order);
        return json(200, order);
      }
      const orderMatch = /^\/v1\/orders\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && orderMatch) {
        const order = fake.orders.get(orderMatch[1]);
        return order ? json(200, order) : error(400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
      }
      const paymentsOfOrder = /^\/v1\/orders\/([^/]+)\/payments$/.exec(path);
      if (req.method === 'GET' && paymentsOfOrder) {
        const items = [...fake.payments.values()].filter((p) => p.order_id === paymentsOfOrder[1]);
        return json(200, { entity: 'collection', count: items.length, items });
      }
      const paymentMatch = /^\/v1\/payments\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && paymentMatch) {
        const payment = fake.payments.get(paymentMatch[1]);
        return payment ? json(200, payment) : error(400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
      }
      const refundMatch = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path);
      if (req.method === 'POST' && refundMatch) {
        const refund = {
          id: rid('rfnd'),
          entity: 'refund',
          payment_id: refundMatch[1],
          amount: Number(body.amount ?? 0),
          currency: 'INR',
          status: 'processed',
        };
        fake.refunds.push(refund);
        const paid = fake.payments.get(refundMatch[1]);
        if (paid) paid.status = 'refunded';
        return json(200, refund);
      }
      if (req.method === 'POST' && path === '/v1/payment_links') {
        const amount = body.amount;
        if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100)
          return error(400, 'BAD_REQUEST_ERROR', 'The amount must be atleast INR 1.00');
        const reference = String(body.reference_id ?? '');
        if ([...fake.links.values()].some((l) => l.reference_id === reference && reference && l.status !== 'cancelled'))
          return error(400, 'BAD_REQUEST_ERROR', 'Payment Link with reference id already exists');
        const id = rid('plink');
        const link: FakePaymentLink = {
          id,
          entity: 'payment_link',
          amount,
          amount_paid: 0,
          currency: String(body.currency ?? 'INR'),
          reference_id: reference,
          description: String(body.description ?? ''),
          short_url: `https://rzp.io/i/${id.slice(6)}`,
          status: 'created',
          expire_by: Number(body.expire_by ?? 0),
          customer: (body.customer as Record<string, string>) ?? {},
          notify: body.notify,
          callback_url: String(body.callback_url ?? ''),
          payments: null,
        };
        fake.links.set(id, link);
        return json(200, link);
      }
      const linkMatch = /^\/v1\/payment_links\/([^/]+)(\/cancel)?$/.exec(path);
      if (linkMatch) {
        const link = fake.links.get(linkMatch[1]);
        if (!link) return error(400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
        if (req.method === 'GET' && !linkMatch[2]) return json(200, link);
        if (req.method === 'POST' && linkMatch[2]) {
          if (link.status !== 'created') return error(400, 'BAD_REQUEST_ERROR', `Payment link cannot be cancelled in ${link.status} state`);
          link.status = 'cancelled';
          return json(200, link);
        }
      }
      return error(404, 'BAD_REQUEST_ERROR', 'The requested URL was not found on the server.');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

/** The env that points the shop at a fake: PAYMENT_PROVIDER=razorpay with its keys and address. */
export const razorpayEnv = (fake: RazorpayFake) => ({
  PAYMENT_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: fake.keyId,
  RAZORPAY_KEY_SECRET: fake.keySecret,
  RAZORPAY_WEBHOOK_SECRET: fake.webhookSecret,
  RAZORPAY_API_URL: fake.url,
});
