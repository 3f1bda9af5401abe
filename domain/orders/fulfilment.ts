import { tk } from '../i18n/translate';
import type { PaymentProvider } from '../../adapters/payments/types';
import { badRequest, DomainError, notFound } from '../errors';
import { MSG } from '../messages';
import type { OutboxSenders } from '../outbox/outbox';
import { issueInvoice } from '../invoices/invoices';
import { audit } from '../staff/audit';
import type { StaffMember } from '../staff/staff';
import { cancelInTransaction } from './cancel';
import { refundReturn } from './refunds';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { transition, type Actor, type EventData } from './lifecycle';
import { sendOrderNotices } from './notices';
import { orderWithCustomer, type OrderView } from './views';
import { settleOrderTaxDocuments, type TaxPortals } from './tax-documents';

// What staff do with an order, along the transition table: confirm a Cash on
// Delivery order, ship it with a carrier and tracking number, mark it
// delivered, or cancel it (stock back, payment refunded). Each change is
// audited in its own transaction, with its messages to the customer queued in
// the outbox and sent at once after the commit.

type Deps = Omit<OutboxSenders, 'attach'> & { payments: PaymentProvider } & TaxPortals;
type Staff = Pick<StaffMember, 'id' | 'email'>;
const asActor = (staff: Staff): Actor => ({ kind: 'staff', id: staff.id, email: staff.email });

export interface FulfilmentResult {
  order: OrderView;
  /** The e-mail to the customer could not be sent (the change itself stands). */
  mailError: Error | null;
  /** A refund that failed now and is retried in the background. */
  refundQueued?: boolean;
}

const TEXT_MAX = 80;

async function load(db: Deps['db'], orderId: string) {
  const found = typeof orderId === 'string' && orderId.length <= 64 ? await orderWithCustomer(db, orderId) : null;
  if (!found) throw notFound(MSG.orderNotFound);
  return found;
}

const summary = (o: OrderView) => ({
  status: o.status,
  paymentStatus: o.paymentStatus,
  carrier: o.carrier,
  trackingNumber: o.trackingNumber,
});

/** The order as it is now, and its messages sent (a mail that could not go is retried by the outbox worker). */
async function finish(deps: Deps, orderId: string): Promise<FulfilmentResult> {
  const { mailError } = await sendOrderNotices(deps, orderId);
  const { order } = await load(deps.db, orderId);
  return { order, mailError };
}

export async function confirmOrder(deps: Deps, staff: Staff, orderId: string): Promise<FulfilmentResult> {
  const { order } = await load(deps.db, orderId);
  await deps.db.transaction().execute(async (trx) => {
    await transition(trx, order.id, 'confirm', {}, asActor(staff));
    await audit(trx, staff, 'order.confirm', 'order', order.id, summary(order), { ...summary(order), status: 'Confirmed' });
  });
  return finish(deps, order.id);
}

export async function shipOrder(
  deps: Deps,
  staff: Staff,
  orderId: string,
  input: { carrier: string; trackingNumber: string },
): Promise<FulfilmentResult> {
  const carrier = (input.carrier ?? '').trim();
  const trackingNumber = (input.trackingNumber ?? '').trim();
  if (!carrier) throw badRequest(MSG.carrierRequired, 'carrier');
  if (!trackingNumber) throw badRequest(MSG.trackingRequired, 'trackingNumber');
  if (carrier.length > TEXT_MAX) throw badRequest(MSG.carrierRequired, 'carrier');
  if (trackingNumber.length > TEXT_MAX || !/^[A-Za-z0-9 -]+$/.test(trackingNumber))
    throw badRequest(MSG.trackingRequired, 'trackingNumber');
  const { order } = await load(deps.db, orderId);
  const after = { status: 'Shipped', carrier, trackingNumber };
  await deps.db.transaction().execute(async (trx) => {
    await shipInTransaction(trx, order.id, { carrier, trackingNumber }, asActor(staff));
    await audit(trx, staff, 'order.ship', 'order', order.id, summary(order), { ...summary(order), ...after });
  });
  await settleOrderTaxDocuments(deps, order.id);
  return finish(deps, order.id);
}

/**
 * The order leaves with its courier, inside the caller's transaction: a Cash
 * on Delivery order is invoiced as it leaves (a prepaid one was when paid), so
 * the shipping message carries the invoice. Staff marking it shipped and a
 * courier's pickup scan both come here.
 */
export async function shipInTransaction(trx: Transaction<Database>, orderId: string, data: EventData<'ship'>, actor: Actor) {
  const o = await trx.selectFrom('orders').select(['payment_method', 'replacement_of']).where('id', '=', orderId).executeTakeFirst();
  // A replacement is sent free for goods invoiced on the order it replaces: no invoice of its own.
  // On account (decision 040) likewise: its invoice, issued as it leaves, starts the payment terms.
  if ((o?.payment_method === 'COD' || o?.payment_method === 'On account') && !o.replacement_of) await issueInvoice(trx, orderId);
  return transition(trx, orderId, 'ship', data, actor);
}

/** Delivered; a Cash on Delivery order is paid at the door. */
export async function deliverOrder(deps: Deps, staff: Staff, orderId: string): Promise<FulfilmentResult> {
  const { order } = await load(deps.db, orderId);
  await deps.db.transaction().execute(async (trx) => {
    await transition(trx, order.id, 'deliver', {}, asActor(staff));
    await audit(trx, staff, 'order.deliver', 'order', order.id, summary(order), {
      ...summary(order),
      status: 'Delivered',
      paymentStatus: order.paymentMethod === 'COD' ? 'Paid' : order.paymentStatus,
    });
  });
  return finish(deps, order.id);
}

/** Cancels before shipping, at any time (the customer's 48 hours do not bind staff); a paid order is refunded. */
export async function cancelOrderForCustomer(deps: Deps, staff: Staff, orderId: string): Promise<FulfilmentResult> {
  const { order } = await load(deps.db, orderId);
  const refund = await deps.db.transaction().execute(async (trx) => {
    const r = await cancelInTransaction(trx, order, asActor(staff), tk('Cancelled by the shop'));
    await audit(trx, staff, 'order.cancel', 'order', order.id, summary(order), { ...summary(order), status: 'Cancelled' });
    return r;
  });
  const refunded = refund ? await refundReturn(deps.db, deps.payments, refund.paymentId) : true;
  await settleOrderTaxDocuments(deps, order.id);
  return { ...(await finish(deps, order.id)), refundQueued: !refunded };
}

/**
 * Ships many orders with one carrier, from lines "ORDER-REF TRACKING-NUMBER"
 * (as a courier's manifest lists them). Each line stands alone: one that
 * cannot ship is reported, the others still ship.
 */
export async function shipMany(
  deps: Deps,
  staff: Staff,
  carrier: string,
  manifest: string,
): Promise<{ line: string; ok: boolean; message: string }[]> {
  const lines = manifest
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, 200);
  if (!lines.length) throw badRequest(MSG.manifestEmpty, 'manifest');
  const results = [];
  for (const line of lines) {
    const [ref = '', trackingNumber = ''] = line.split(/[\s,;]+/);
    try {
      const match = await deps.db
        .selectFrom('orders')
        .select('id')
        .where((eb) => eb.or([eb('id', '=', ref), eb(eb.fn('upper', ['id']), 'like', `%${ref.toUpperCase().replace(/[%_]/g, '')}`)]))
        .where('status', '=', 'Confirmed')
        .limit(2)
        .execute();
      if (ref.length < 8 || match.length !== 1) throw notFound(MSG.manifestOrderUnknown(ref));
      const r = await shipOrder(deps, staff, match[0].id, { carrier, trackingNumber });
      results.push({ line, ok: true, message: r.mailError ? MSG.orderShipped + ' ' + MSG.mailNotSent : MSG.orderShipped });
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
      results.push({ line, ok: false, message: e.message });
    }
  }
  return results;
}
