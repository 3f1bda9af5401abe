import { fmt, tk } from '../i18n/translate';
import type { Mailer } from '../../adapters/mail/types';
import type { PaymentProvider } from '../../adapters/payments/types';
import type { WhatsAppSender } from '../../adapters/whatsapp/types';
import type { Db } from '../../db/client';
import { badRequest, conflict, DomainError, notFound } from '../errors';
import { MSG } from '../messages';
import { refundReturn } from '../payments/settle';
import { issueInvoice } from '../invoices/invoices';
import { audit } from '../staff/audit';
import type { StaffMember } from '../staff/staff';
import { sendOrderMail, type OrderMailKind } from './mail';
import { cancelInTransaction } from './cancel';
import { moveOrderStatus } from './status';
import { orderWithCustomer, type OrderView } from './views';

// What staff do with an order, along the transition table: confirm a Cash on
// Delivery order, ship it with a carrier and tracking number, mark it
// delivered, or cancel it (stock back, payment refunded). Each change is
// audited in its own transaction and the customer is e-mailed.

type Deps = { db: Db; mail: Mailer; whatsapp?: WhatsAppSender; payments: PaymentProvider; config: { PUBLIC_URL: string } };
type Staff = Pick<StaffMember, 'id' | 'email'>;

export interface FulfilmentResult {
  order: OrderView;
  /** The e-mail to the customer could not be sent (the change itself stands). */
  mailError: Error | null;
  /** A refund that failed now and is retried in the background. */
  refundQueued?: boolean;
}

const TEXT_MAX = 80;

async function load(db: Db, orderId: string) {
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

async function finish(deps: Deps, orderId: string, kind: OrderMailKind | null): Promise<FulfilmentResult> {
  const { order, customer } = await load(deps.db, orderId);
  const mailError = kind ? await sendOrderMail(deps, order, customer, deps.config.PUBLIC_URL, kind) : null;
  return { order, mailError };
}

export async function confirmOrder(deps: Deps, staff: Staff, orderId: string): Promise<FulfilmentResult> {
  const { order } = await load(deps.db, orderId);
  if (order.paymentMethod !== 'COD' && order.status === 'Pending') throw conflict(MSG.onlyCodConfirm);
  await deps.db.transaction().execute(async (trx) => {
    await moveOrderStatus(trx, order.id, order.status, 'Confirmed', { actor: staff.email, note: tk('Confirmed') });
    await audit(trx, staff, 'order.confirm', 'order', order.id, summary(order), { ...summary(order), status: 'Confirmed' });
  });
  return finish(deps, order.id, null);
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
    await moveOrderStatus(
      trx,
      order.id,
      order.status,
      'Shipped',
      { actor: staff.email, note: fmt('Shipped with {carrier}, tracking {trackingNumber}', { carrier, trackingNumber }) },
      { carrier, tracking_number: trackingNumber },
    );
    // Cash on Delivery is invoiced as it leaves (a prepaid order was, when paid).
    if (order.paymentMethod === 'COD') await issueInvoice(trx, order.id);
    await audit(trx, staff, 'order.ship', 'order', order.id, summary(order), { ...summary(order), ...after });
  });
  return finish(deps, order.id, 'shipped');
}

/** Delivered; a Cash on Delivery order is paid at the door. */
export async function deliverOrder(deps: Deps, staff: Staff, orderId: string): Promise<FulfilmentResult> {
  const { order } = await load(deps.db, orderId);
  const also = order.paymentMethod === 'COD' ? { payment_status: 'Paid' } : {};
  await deps.db.transaction().execute(async (trx) => {
    await moveOrderStatus(trx, order.id, order.status, 'Delivered', { actor: staff.email, note: tk('Delivered') }, also);
    await audit(trx, staff, 'order.deliver', 'order', order.id, summary(order), {
      ...summary(order),
      status: 'Delivered',
      paymentStatus: also.payment_status ?? order.paymentStatus,
    });
  });
  return finish(deps, order.id, 'delivered');
}

/** Cancels before shipping, at any time (the customer's 48 hours do not bind staff); a paid order is refunded. */
export async function cancelOrderForCustomer(deps: Deps, staff: Staff, orderId: string): Promise<FulfilmentResult> {
  const { order } = await load(deps.db, orderId);
  const refund = await deps.db.transaction().execute(async (trx) => {
    const r = await cancelInTransaction(trx, order, { actor: staff.email, note: tk('Cancelled by the shop') });
    await audit(trx, staff, 'order.cancel', 'order', order.id, summary(order), { ...summary(order), status: 'Cancelled' });
    return r;
  });
  const refunded = refund ? await refundReturn(deps.db, deps.payments, refund.paymentId) : true;
  return { ...(await finish(deps, order.id, 'cancelled')), refundQueued: !refunded };
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
