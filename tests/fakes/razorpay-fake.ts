/**
 * A local stand-in for Razorpay's REST API, enough to prove the razorpay
 * adapter: POST /v1/orders, GET /v1/orders/:id(/payments), GET /v1/payments/:id,
 * POST /v1/payments/:id/refund,
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
