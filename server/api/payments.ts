import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MSG } from '../../domain/messages';
import { getOrder, toApiOrder } from '../../domain/orders/views';
import { createPaymentOrder, handleWebhook, offlineCheckout, recordPaymentFailure, verifyPayment } from '../../domain/payments/payments';
import type { Services } from '../services';
import { mailOrder } from './orders';
import { looseText, parse } from './parse';

// SPEC.md §7 POST /api/order/create-{provider}-order and verify-{provider},
// the provider's webhook, and the offline provider's payment page.

const createBody = z.object({ orderId: looseText, amount: z.unknown().optional() });
const proofBody = z.record(z.string(), z.unknown());
const failBody = z.object({ razorpay_order_id: looseText });
const offlineBody = z.object({ razorpay_order_id: looseText, outcome: looseText });

export function paymentsApi(app: FastifyInstance, services: Services) {
  const { db, payments } = services;

  app.post('/api/order/create-razorpay-order', { config: { access: 'customer' } }, async (request) => {
    const { orderId } = parse(createBody, request.body);
    return createPaymentOrder(db, payments, request.user!.id, orderId);
  });

  app.post('/api/order/verify-razorpay', { config: { access: 'customer' } }, async (request) => {
    const user = request.user!;
    const { outcome, order } = await verifyPayment(db, payments, user.id, parse(proofBody, request.body));
    if (outcome === 'paid') await mailOrder(services, request, user, order, 'paid');
    return { status: true, msg: MSG.paymentSuccess, message: MSG.paymentSuccess, order: toApiOrder(order) };
  });

  app.post('/api/order/payment-failed', { config: { access: 'customer' } }, async (request) => {
    const { razorpay_order_id } = parse(failBody, request.body);
    const order = await recordPaymentFailure(db, request.user!.id, razorpay_order_id);
    return { status: true, message: MSG.paymentFailed, order: toApiOrder(order) };
  });

  app.post('/api/payments/offline/checkout', { config: { access: 'customer' } }, async (request) => {
    const { razorpay_order_id, outcome } = parse(offlineBody, request.body);
    return offlineCheckout(db, payments, request.user!.id, razorpay_order_id, outcome);
  });

  // The webhook is signed over its exact bytes: this scope alone keeps the raw body.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post('/api/payments/razorpay/webhook', { config: { access: 'public' } }, async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const result = await handleWebhook(
        db,
        payments,
        raw,
        request.headers['x-razorpay-signature'],
        request.headers['x-razorpay-event-id'],
      );
      if (result.handled && 'orderId' in result && result.orderId) {
        const owner = await db
          .selectFrom('orders')
          .innerJoin('users', 'users.id', 'orders.user_id')
          .select(['users.id', 'users.email', 'users.username'])
          .where('orders.id', '=', result.orderId)
          .executeTakeFirst();
        const order = owner ? await getOrder(db, owner.id, result.orderId) : null;
        if (owner && order?.paymentStatus === 'Paid') {
          await mailOrder(
            services,
            request,
            { id: owner.id, email: owner.email, username: owner.username, mobileNo: '', role: 'customer' },
            order,
            'paid',
          );
        }
      }
      return { status: true, duplicate: result.duplicate };
    });
  });
}
