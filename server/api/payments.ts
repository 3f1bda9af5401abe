import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest, conflict } from '../../domain/errors';
import { MSG } from '../../domain/messages';
import { formatInr } from '../../domain/money';
import { toApiOrder } from './shapes/orders';
import { createPaymentOrder, handleWebhook, offlineCheckout, recordPaymentFailure, verifyPayment } from '../../domain/payments/payments';
import { handlePaymentLinkWebhook, isPaymentLinkEvent } from '../../domain/payments/draft-pay';
import type { Services } from '../services';
import { sendNotices } from './orders';
import {
  createProviderOrderSchema,
  offlineCheckoutSchema,
  paymentFailedSchema,
  verifyPaymentSchema,
  webhookSchema,
} from './schemas/payments';

// SPEC.md §7 POST /api/order/create-{provider}-order and verify-{provider},
// the provider's webhook, and the offline provider's payment page.

export function paymentsApi(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, payments } = services;
  const base = services.config.PUBLIC_URL;
  const customer = { access: 'customer' } as const;

  api.post('/api/order/create-razorpay-order', { config: customer, schema: createProviderOrderSchema }, async (request) => {
    const { orderId } = request.body;
    // The original client sends only an amount; the amount is the order's, so the order must be named.
    if (!orderId) throw badRequest(MSG.paymentOrderMissing, 'orderId');
    return createPaymentOrder(db, payments, request.user!.id, orderId);
  });

  api.post('/api/order/verify-razorpay', { config: customer, schema: verifyPaymentSchema }, async (request) => {
    const user = request.user!;
    const { outcome, order, returned } = await verifyPayment(db, payments, user.id, request.body);
    if (returned) {
      request.log.warn({ orderId: order.id, paymentId: returned.paymentId, outcome }, 'payment for a paid or cancelled order: given back');
      throw conflict(MSG.paymentReturned(formatInr(returned.amountPaise), outcome === 'refunded'));
    }
    if (outcome === 'paid') await sendNotices(services, request, order.id);
    return { status: true, msg: MSG.paymentSuccess, message: MSG.paymentSuccess, order: toApiOrder(order, base) };
  });

  api.post('/api/order/payment-failed', { config: customer, schema: paymentFailedSchema }, async (request) => {
    const { razorpay_order_id } = request.body;
    const order = await recordPaymentFailure(db, request.user!.id, razorpay_order_id);
    return { status: true, message: MSG.paymentFailed, order: toApiOrder(order, base) };
  });

  api.post('/api/payments/offline/checkout', { config: customer, schema: offlineCheckoutSchema }, async (request) => {
    const { razorpay_order_id, outcome } = request.body;
    return offlineCheckout(db, payments, request.user!.id, razorpay_order_id, outcome);
  });

  // The webhook is signed over its exact bytes: this scope alone keeps the raw body.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post('/api/payments/razorpay/webhook', { config: { access: 'public' }, schema: webhookSchema }, async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      // A draft order's payment link (decision 037) settles through its draft.
      const handle = isPaymentLinkEvent(raw) ? handlePaymentLinkWebhook : handleWebhook;
      const result = await handle(db, payments, raw, request.headers['x-razorpay-signature'], request.headers['x-razorpay-event-id']);
      if (result.handled && 'orderId' in result && result.orderId) await sendNotices(services, request, result.orderId);
      return { status: true, duplicate: result.duplicate };
    });
  });
}
