import { tk } from '../i18n/translate';
import { createHash, randomBytes } from 'node:crypto';
import {
  PaymentProviderError,
  type OfflinePaymentProvider,
  type PaymentProof,
  type PaymentProvider,
  type ProviderPayment,
} from '../../adapters/payments/types';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/client';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/ids';
import { CURRENCY, RECONCILE_AFTER_MS } from '../constants';
import { badRequest, conflict, notFound, unavailable } from '../errors';
import { MSG } from '../messages';
import { transition, type Actor } from '../orders/lifecycle';
import { canHappen } from '../orders/transitions';
import { getOrder, requireOrder, type OrderView } from '../orders/views';
import { refundReturn, settlePayment, type ReceivedPayment, type Settlement } from './settle';

// Online payment of an order, in Razorpay's protocol, whichever provider is
// configured: create the provider order (amount from our database), let the
// browser pay, verify the signature, mark the order paid exactly once.

const paymentUnavailable = () => unavailable(MSG.paymentUnavailable);

function payable(order: OrderView) {
  // Waiting for a company's approver or for credit (decision 040): nothing may be charged yet.
  if (order.paymentMethod === 'COD' || order.status !== 'Pending' || order.state !== 'placed') throw conflict(MSG.orderNotPayable);
  if (order.paymentStatus === 'Paid') throw conflict(MSG.orderAlreadyPaid);
}

/**
 * While one call asks the provider for the order's provider order, the order's
 * provider_order_id holds its claim (`claim:<ms>:<random>`): parallel calls
 * wait for the id instead of asking the provider too, so one shop order has
 * one provider order. A claim left by a process that stopped mid-call goes
 * stale and is taken over (the browser never saw an id from it, so nothing
 * can have been paid on it).
 */
const CLAIM = 'claim:';
const CLAIM_STALE_MS = 30_000;
const CLAIM_WAIT_MS = 15_000;

/** A claim in provider_order_id, not a provider's order id. */
export const isClaim = (providerOrderId: string | null) => !!providerOrderId?.startsWith(CLAIM);

/** The order's provider order id: the one it has, or a new one made once, whichever call gets there first. */
async function providerOrderFor(db: Db, provider: PaymentProvider, order: OrderView): Promise<string> {
  const giveUpAt = Date.now() + CLAIM_WAIT_MS;
  for (;;) {
    const row = await db.selectFrom('orders').select('provider_order_id').where('id', '=', order.id).executeTakeFirstOrThrow();
    const current = row.provider_order_id;
    if (current && !isClaim(current)) return current;
    if (current && Date.now() - Number(current.split(':')[1]) < CLAIM_STALE_MS) {
      if (Date.now() > giveUpAt) throw paymentUnavailable();
      await new Promise((r) => setTimeout(r, 50)); // another call is asking the provider
      continue;
    }
    const claim = `${CLAIM}${Date.now()}:${randomBytes(6).toString('hex')}`;
    const claimed = await db
      .updateTable('orders')
      .set({ provider_order_id: claim })
      .where('id', '=', order.id)
      .where((eb) => (current ? eb('provider_order_id', '=', current) : eb('provider_order_id', 'is', null)))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue; // another call claimed it first
    let created;
    try {
      created = await provider.createOrder({
        amountPaise: order.totalPaise,
        currency: CURRENCY,
        receipt: order.id,
        notes: { orderId: order.id },
      });
    } catch (e) {
      await db
        .updateTable('orders')
        .set({ provider_order_id: null })
        .where('id', '=', order.id)
        .where('provider_order_id', '=', claim)
        .execute();
      if (e instanceof PaymentProviderError) throw paymentUnavailable();
      throw e;
    }
    const stored = await db
      .updateTable('orders')
      .set({ provider_order_id: created.id, updated_at: nowIso() })
      .where('id', '=', order.id)
      .where('provider_order_id', '=', claim)
      .executeTakeFirst();
    if (Number(stored.numUpdatedRows) === 1) return created.id;
    // Our claim went stale and another call took over: use what it stored.
  }
}

/** The provider order for the customer's pending order; created once and reused, however many calls come at once. */
export async function createPaymentOrder(db: Db, provider: PaymentProvider, userId: string, orderId: unknown) {
  const order = await requireOrder(db, userId, typeof orderId === 'string' ? orderId : '');
  payable(order);
  const providerOrderId = await providerOrderFor(db, provider, order);
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
  return db
    .selectFrom('orders')
    .select(['id', 'user_id', 'total_paise'])
    .where('provider_order_id', '=', providerOrderId)
    .executeTakeFirst();
}

/** Is the provider's payment the one this order is waiting for (right order, amount and currency, money taken)? */
export function paymentMatches(payment: ProviderPayment, providerOrderId: string, totalPaise: number): boolean {
  return (
    payment.orderId === providerOrderId &&
    payment.amount === totalPaise &&
    payment.currency === CURRENCY &&
    (payment.status === 'captured' || payment.status === 'authorized')
  );
}

/**
 * Settles a payment the provider vouched for and, when the shop must give it
 * back, refunds it at once (or leaves it queued for the background retry).
 */
export async function applyPayment(
  db: Db,
  provider: PaymentProvider,
  payment: ReceivedPayment,
): Promise<Settlement | 'refunded' | 'refund-queued'> {
  const settled = await db.transaction().execute((trx) => settlePayment(trx, payment));
  if (settled !== 'return') return settled;
  return (await refundReturn(db, provider, payment.paymentId)) ? 'refunded' : 'refund-queued';
}

/**
 * POST /api/order/verify-razorpay: the payment handler's response. The
 * signature must be the provider's, and the payment itself is fetched from the
 * provider (order, amount, currency, captured) before anything changes.
 */
export async function verifyPayment(db: Db, provider: PaymentProvider, userId: string, body: Record<string, unknown>) {
  const proof = proofOf(body);
  const row = await orderByProviderOrder(db, proof.razorpay_order_id);
  if (!row || row.user_id !== userId) throw notFound(MSG.orderNotFound);
  if (!provider.verifyPayment(proof)) throw badRequest(MSG.paymentVerifyFailed, 'razorpay_signature');
  let payment: ProviderPayment;
  try {
    payment = await provider.fetchPayment(proof.razorpay_payment_id);
  } catch (e) {
    if (e instanceof PaymentProviderError) throw paymentUnavailable();
    throw e;
  }
  if (!paymentMatches(payment, proof.razorpay_order_id, Number(row.total_paise)))
    throw badRequest(MSG.paymentVerifyFailed, 'razorpay_payment_id');
  const received = { orderId: row.id, paymentId: payment.id, amountPaise: payment.amount, method: payment.method };
  const outcome = await applyPayment(db, provider, received);
  const returned = outcome === 'refunded' || outcome === 'refund-queued' ? received : null;
  return { outcome, returned, order: (await getOrder(db, userId, row.id))! };
}

/**
 * Orders left Pending with a provider order (the browser closed before the
 * handler ran, a webhook lost): asks the provider and settles what it paid.
 * Run on start, every few minutes, and by `npm run payments:reconcile`.
 */
export async function reconcilePayments(db: Db, provider: PaymentProvider, now = new Date()): Promise<number> {
  const quietSince = new Date(now.getTime() - RECONCILE_AFTER_MS).toISOString();
  const pending = await db
    .selectFrom('orders')
    .select(['id', 'provider_order_id', 'total_paise'])
    .where('status', '=', 'Pending')
    .where('payment_method', '!=', 'COD')
    .where('payment_status', 'in', ['Unpaid', 'Failed'])
    .where('provider_order_id', 'is not', null)
    .where('provider_order_id', 'not like', `${CLAIM}%`)
    .where('updated_at', '<=', quietSince)
    .limit(100)
    .execute();
  let settled = 0;
  for (const o of pending) {
    const payments = await provider.orderPayments(o.provider_order_id!);
    for (const p of payments.filter((p) => paymentMatches(p, o.provider_order_id!, Number(o.total_paise)))) {
      const outcome = await applyPayment(db, provider, { orderId: o.id, paymentId: p.id, amountPaise: p.amount, method: p.method });
      if (outcome === 'paid') settled += 1;
    }
  }
  return settled;
}

/** A failed payment marks an unpaid order Failed (it stays payable); a later failure of a paid or failed order changes nothing. */
async function paymentFailed(trx: Transaction<Database>, orderId: string, actor: Actor) {
  const o = await trx.selectFrom('orders').select(['state', 'payment_status']).where('id', '=', orderId).executeTakeFirst();
  if (o?.payment_status === 'Unpaid' && canHappen(o.state, 'payment_failed')) await transition(trx, orderId, 'payment_failed', {}, actor);
}

/** The customer closed or failed the payment: the order stays payable, marked Failed. */
export async function recordPaymentFailure(db: Db, userId: string, providerOrderId: unknown) {
  const row = typeof providerOrderId === 'string' ? await orderByProviderOrder(db, providerOrderId) : undefined;
  if (!row || row.user_id !== userId) throw notFound(MSG.orderNotFound);
  await db.transaction().execute((trx) => paymentFailed(trx, row.id, { kind: 'customer', id: userId }));
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
  if (outcome !== 'pay') throw badRequest(tk('outcome must be pay or fail.'), 'outcome');
  return { status: true as const, ...(provider as OfflinePaymentProvider).pay(providerOrderId as string, Number(row.total_paise)) };
}

interface WebhookPayment {
  id?: string;
  order_id?: string;
  amount?: number;
  status?: string;
  method?: string;
}

/**
 * POST /api/payments/razorpay/webhook: signature over the raw body. The event
 * id is recorded in the same transaction as the order change it causes, so a
 * crash between them loses neither: the provider's retry finds no record and
 * is applied then. A payment to give back is refunded after the commit.
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

  const result = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('payment_events')
      .values({ id: eventId, kind, created_at: nowIso() })
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return { handled: false, duplicate: true };
    const row = providerOrderId
      ? await trx.selectFrom('orders').select(['id', 'total_paise']).where('provider_order_id', '=', providerOrderId).executeTakeFirst()
      : undefined;
    if (!row) return { handled: false, duplicate: false };
    if ((kind === 'payment.captured' || kind === 'order.paid') && payment.id) {
      const amountPaise = Number(payment.amount ?? row.total_paise);
      if (amountPaise !== Number(row.total_paise)) return { handled: false, duplicate: false, orderId: row.id };
      const settled = await settlePayment(trx, { orderId: row.id, paymentId: payment.id, amountPaise, method: payment.method });
      return { handled: settled === 'paid', duplicate: false, orderId: row.id, giveBack: settled === 'return' ? payment.id : undefined };
    }
    if (kind === 'payment.failed') {
      await paymentFailed(trx, row.id, { kind: 'system' });
      return { handled: true, duplicate: false, orderId: row.id };
    }
    return { handled: false, duplicate: false };
  });
  if ('giveBack' in result && result.giveBack) await refundReturn(db, provider, result.giveBack);
  return result;
}
