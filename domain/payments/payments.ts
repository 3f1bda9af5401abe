import { createHash } from 'node:crypto';
import { PaymentProviderError, type OfflinePaymentProvider, type PaymentProof, type PaymentProvider } from '../../adapters/payments/types';
import type { Db } from '../../db/client';
import { nowIso } from '../../db/ids';
import { CURRENCY } from '../constants';
import { DomainError, badRequest, conflict, notFound, unavailable } from '../errors';
import { MSG } from '../messages';
import { getOrder, requireOrder, type OrderView } from '../orders/views';
import { moveOrderStatus } from '../orders/status';

// Online payment of an order, in Razorpay's protocol, whichever provider is
// configured: create the provider order (amount from our database), let the
// browser pay, verify the signature, mark the order paid exactly once.

const paymentUnavailable = () => unavailable(MSG.paymentUnavailable);

function payable(order: OrderView) {
  if (order.paymentMethod === 'COD' || order.status !== 'Pending') throw conflict(MSG.orderNotPayable);
  if (order.paymentStatus === 'Paid') throw conflict(MSG.orderAlreadyPaid);
}

/** The provider order for the customer's pending order; created once and reused. */
export async function createPaymentOrder(db: Db, provider: PaymentProvider, userId: string, orderId: unknown) {
  const order = await requireOrder(db, userId, typeof orderId === 'string' ? orderId : '');
  payable(order);
  let providerOrderId = order.providerOrderId;
  if (!providerOrderId) {
    let created;
    try {
      created = await provider.createOrder({
        amountPaise: order.totalPaise,
        currency: CURRENCY,
        receipt: order.id,
        notes: { orderId: order.id },
      });
    } catch (e) {
      if (e instanceof PaymentProviderError) throw paymentUnavailable();
      throw e;
    }
    const res = await db
      .updateTable('orders')
      .set({ provider_order_id: created.id, updated_at: nowIso() })
      .where('id', '=', order.id)
      .where('provider_order_id', 'is', null)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 1) providerOrderId = created.id;
    else providerOrderId = (await requireOrder(db, userId, order.id)).providerOrderId; // a parallel call won
  }
  return {
    id: providerOrderId!,
    amount: order.totalPaise,
    currency: CURRENCY,
    status: { id: providerOrderId!, amount: order.totalPaise },
    orderId: order.id,
    key: provider.keyId,
    provider: provider.name,
  };
}

function proofOf(body: Record<string, unknown>): PaymentProof {
  const get = (k: keyof PaymentProof) => {
    const v = body[k];
    if (typeof v !== 'string' || !v || v.length > 200) throw badRequest(MSG.paymentVerifyFailed, k);
    return v;
  };
  return {
    razorpay_order_id: get('razorpay_order_id'),
    razorpay_payment_id: get('razorpay_payment_id'),
    razorpay_signature: get('razorpay_signature'),
  };
}

async function orderByProviderOrder(db: Db, providerOrderId: string) {
  return db.selectFrom('orders').select(['id', 'user_id']).where('provider_order_id', '=', providerOrderId).executeTakeFirst();
}

/**
 * Marks an order paid by a verified payment, once: a replay of the same payment
 * changes nothing; a different payment for a paid order is refused. A payment
 * that arrives for a cancelled order answers 'refund'.
 */
export async function markPaid(db: Db, userId: string, orderId: string, paymentId: string): Promise<'paid' | 'already' | 'refund'> {
  return db.transaction().execute(async (trx) => {
    const o = await trx
      .selectFrom('orders')
      .select(['status', 'payment_status', 'provider_payment_id'])
      .where('id', '=', orderId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!o) throw notFound(MSG.orderNotFound);
    if (o.payment_status === 'Paid' || o.payment_status === 'Refunded') {
      if (o.provider_payment_id === paymentId) return 'already';
      throw conflict(MSG.orderAlreadyPaid);
    }
    if (o.status === 'Cancelled') return 'refund';
    await moveOrderStatus(trx, orderId, o.status, 'Confirmed', { payment_status: 'Paid', provider_payment_id: paymentId });
    return 'paid';
  });
}

/** POST /api/order/verify-razorpay: the payment handler's response, checked and applied. */
export async function verifyPayment(db: Db, provider: PaymentProvider, userId: string, body: Record<string, unknown>) {
  const proof = proofOf(body);
  const row = await orderByProviderOrder(db, proof.razorpay_order_id);
  if (!row || row.user_id !== userId) throw notFound(MSG.orderNotFound);
  if (!provider.verifyPayment(proof)) throw badRequest(MSG.paymentVerifyFailed, 'razorpay_signature');
  const outcome = await markPaid(db, userId, row.id, proof.razorpay_payment_id);
  if (outcome === 'refund') await refundQuietly(provider, proof.razorpay_payment_id);
  return { outcome, order: (await getOrder(db, userId, row.id))! };
}

async function refundQuietly(provider: PaymentProvider, paymentId: string) {
  try {
    await provider.refund(paymentId);
  } catch {
    // staff see the cancelled order with a payment id and refund it by hand
  }
}

/** The customer closed or failed the payment: the order stays payable, marked Failed. */
export async function recordPaymentFailure(db: Db, userId: string, providerOrderId: unknown) {
  const row = typeof providerOrderId === 'string' ? await orderByProviderOrder(db, providerOrderId) : undefined;
  if (!row || row.user_id !== userId) throw notFound(MSG.orderNotFound);
  await db
    .updateTable('orders')
    .set({ payment_status: 'Failed', updated_at: nowIso() })
    .where('id', '=', row.id)
    .where('payment_status', '=', 'Unpaid')
    .execute();
  return (await getOrder(db, userId, row.id))!;
}

/** The offline provider's payment page: pays (signs) or fails the customer's provider order. */
export async function offlineCheckout(db: Db, provider: PaymentProvider, userId: string, providerOrderId: unknown, outcome: unknown) {
  if (provider.name !== 'offline') throw notFound(MSG.notFound);
  const row = typeof providerOrderId === 'string' ? await orderByProviderOrder(db, providerOrderId) : undefined;
  if (!row || row.user_id !== userId) throw notFound(MSG.orderNotFound);
  if (outcome === 'fail') {
    await recordPaymentFailure(db, userId, providerOrderId);
    return { status: false as const, error: { description: MSG.paymentFailed } };
  }
  if (outcome !== 'pay') throw badRequest('outcome must be pay or fail.', 'outcome');
  return { status: true as const, ...(provider as OfflinePaymentProvider).pay(providerOrderId as string) };
}

interface WebhookPayment {
  id?: string;
  order_id?: string;
  status?: string;
}

/**
 * POST /api/payments/razorpay/webhook: signature over the raw body; each event
 * id handled once (payment_events), in the same transaction as its effect.
 */
export async function handleWebhook(db: Db, provider: PaymentProvider, rawBody: Buffer, signature: unknown, eventIdHeader: unknown) {
  if (typeof signature !== 'string' || !provider.verifyWebhook(rawBody, signature)) throw badRequest(MSG.webhookSignature);
  let event: { event?: string; payload?: { payment?: { entity?: WebhookPayment }; order?: { entity?: { id?: string } } } };
  try {
    event = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw badRequest(MSG.badJson);
  }
  const eventId =
    typeof eventIdHeader === 'string' && eventIdHeader && eventIdHeader.length <= 100
      ? eventIdHeader
      : 'sha256:' + createHash('sha256').update(rawBody).digest('hex');
  const kind = typeof event.event === 'string' ? event.event.slice(0, 100) : 'unknown';
  const payment = event.payload?.payment?.entity ?? {};
  const providerOrderId = payment.order_id ?? event.payload?.order?.entity?.id;

  const inserted = await db
    .insertInto('payment_events')
    .values({ id: eventId, kind, created_at: nowIso() })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return { handled: false, duplicate: true };

  try {
    const row = providerOrderId ? await orderByProviderOrder(db, providerOrderId) : undefined;
    if (!row) return { handled: false, duplicate: false };
    if ((kind === 'payment.captured' || kind === 'order.paid') && payment.id) {
      const outcome = await markPaid(db, row.user_id, row.id, payment.id).catch((e) => {
        if (e instanceof DomainError && e.kind === 'conflict') return 'already' as const;
        throw e;
      });
      if (outcome === 'refund') await refundQuietly(provider, payment.id);
      return { handled: outcome === 'paid', duplicate: false, orderId: row.id };
    }
    if (kind === 'payment.failed') {
      await db
        .updateTable('orders')
        .set({ payment_status: 'Failed', updated_at: nowIso() })
        .where('id', '=', row.id)
        .where('payment_status', '=', 'Unpaid')
        .execute();
      return { handled: true, duplicate: false, orderId: row.id };
    }
    return { handled: false, duplicate: false };
  } catch (e) {
    // let the provider deliver it again
    await db.deleteFrom('payment_events').where('id', '=', eventId).execute();
    throw e;
  }
}
