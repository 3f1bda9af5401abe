import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getCart } from '../../domain/cart/cart';
import { MSG } from '../../domain/messages';
import { sendOrderNotices } from '../../domain/orders/notices';
import { placeOrder } from '../../domain/orders/orders';
import { placeCompanyOrder } from '../../domain/credit/placing';
import { cancelAndRefund } from '../../domain/payments/settle';
import { listOrders, requireOrder } from '../../domain/orders/views';
import { toApiOrder } from './shapes/orders';
import type { Services } from '../services';
import { buyAgainSchema, switchToCodSchema, cancelOrderSchema, getOrderSchema, listOrdersSchema, placeOrderSchema } from './schemas/orders';
import { buyAgain } from '../../domain/orders/buy-again';
import { switchToCod } from '../../domain/payments/unpaid';

// SPEC.md §7 POST /api/order/place, and the customer's orders (issue 4 part 6).

/** Sends what the order's change queued (the outbox retries what fails); a mail failure is logged, never shown as a failed order. */
export async function sendNotices(services: Services, request: FastifyRequest, orderId: string) {
  const { mailError: err } = await sendOrderNotices(services, orderId);
  if (err) request.log.warn({ err, orderId }, 'order mail not sent; the outbox tries again');
}

export function ordersApi(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = services;
  const base = services.config.PUBLIC_URL;
  const customer = { access: 'customer' } as const;

  api.post('/api/order/place', { config: customer, schema: placeOrderSchema }, async (request, reply) => {
    const body = request.body;
    const user = request.user!;
    const lines = body.products
      ? body.products.map((p) => ({ productId: p.productId, variant: p.variant, quantity: p.quantity }))
      : (await getCart(db, user.id)).items.map((i) => ({ productId: i.productId, variant: i.variantId, quantity: i.quantity }));
    const { order, replayed } = await placeOrder(db, {
      userId: user.id,
      lines,
      addressId: body.address ?? body.addressId,
      paymentMethod: body.paymentMethod,
      idempotencyKey: request.headers['idempotency-key'] as string | undefined,
      request: request.body,
      expectedTotalPaise: body.total === undefined ? null : Math.round(body.total * 100),
      // A company's order may wait for its approver or for staff (decision 040).
      placement: placeCompanyOrder,
    });
    if (!replayed) await sendNotices(services, request, order.id);
    if (replayed) reply.header('idempotent-replayed', 'true');
    return reply
      .code(replayed ? 200 : 201)
      .send({ status: true, msg: MSG.orderPlaced, message: MSG.orderPlaced, order: toApiOrder(order, base) });
  });

  // The existing client calls it with a trailing slash too (the router ignores it).
  api.get('/api/order/get/user', { config: customer, schema: listOrdersSchema }, async (request) => {
    return (await listOrders(db, request.user!.id)).map((o) => toApiOrder(o, base));
  });

  api.get('/api/order/get/:id', { config: customer, schema: getOrderSchema }, async (request) => {
    const { id } = request.params;
    return { status: true, order: toApiOrder(await requireOrder(db, request.user!.id, id), base) };
  });

  api.post('/api/order/cancel/:id', { config: customer, schema: cancelOrderSchema }, async (request) => {
    const { id } = request.params;
    const { order, refundQueued } = await cancelAndRefund(db, services.payments, request.user!.id, id);
    if (refundQueued) request.log.warn({ orderId: order.id }, 'refund failed; queued and retried in the background');
    await sendNotices(services, request, order.id);
    return { status: true, msg: MSG.orderCancelled, order: toApiOrder(order, base) };
  });

  api.post('/api/order/switch-to-cod/:id', { config: customer, schema: switchToCodSchema }, async (request) => {
    const order = await switchToCod(db, request.user!.id, request.params.id);
    await sendNotices(services, request, order.id);
    return { status: true, msg: MSG.orderSwitchedToCod, order: toApiOrder(order, base) };
  });

  api.post('/api/order/buy-again/:id', { config: customer, schema: buyAgainSchema }, async (request) => {
    const { added, missing } = await buyAgain(db, request.user!.id, request.params.id);
    const message = !added ? MSG.buyAgainNothing : missing.length ? MSG.buyAgainPartly(missing) : MSG.buyAgainAdded;
    return { status: true as const, message, added, missing };
  });
}
