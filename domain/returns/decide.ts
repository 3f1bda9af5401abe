import type { Courier, PostalAddress, ReturnRequest } from '../../adapters/courier/types';
import { CourierError } from '../../adapters/courier/types';
import type { Transaction } from 'kysely';
import { nowIso } from '../../db/ids';
import type { Database } from '../../db/schema';
import { company } from '../content/company';
import { badRequest, conflict, notFound, unavailable } from '../errors';
import { transition, type Actor } from '../orders/lifecycle';
import { sendOrderNotices } from '../orders/notices';
import { orderRef } from '../order-ref';
import { orderWithCustomer, type OrderView } from '../orders/views';
import { defaultParcel, postalAddressOf, shipmentLines } from '../shipping/parcel';
import { audit } from '../staff/audit';
import type { StaffMember } from '../staff/staff';
import { RETURN_STAFF_MSG } from './messages';
import type { ReturnDeps } from './request';
import { returnOfOrder, type ReturnState, type ReturnView } from './returns';

// Staff decide a return: refused with a note the customer reads, or approved,
// which books the reverse pickup with the courier (its AWB kept on the
// return; asking again answers the same pickup). Each decision is in the
// order's history, the audit log and the customer's messages.

export type DecideDeps = ReturnDeps & { courier: Courier };
export type Staff = Pick<StaffMember, 'id' | 'email'>;
type Trx = Transaction<Database>;

/** A return with its order, for staff (any customer's). */
export async function loadReturn(
  db: DecideDeps['db'],
  returnId: string,
): Promise<{ order: OrderView; ret: ReturnView; customerName: string }> {
  const row = await db.selectFrom('returns').select(['order_id']).where('id', '=', String(returnId).slice(0, 64)).executeTakeFirst();
  const found = row ? await orderWithCustomer(db, row.order_id) : undefined;
  if (!row || !found) throw notFound('There is no such return.');
  return { order: found.order, ret: await returnOfOrder(db, found.order, returnId), customerName: found.customer.username };
}

/** Moves the return from one state to the next, only if nobody moved it meanwhile. */
export async function moveReturn(trx: Trx, id: string, from: ReturnState, set: Partial<Database['returns']> & { state: ReturnState }) {
  const res = await trx
    .updateTable('returns')
    .set({ ...set, updated_at: nowIso() })
    .where('id', '=', id)
    .where('state', '=', from)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw conflict('This return changed meanwhile. Please reload the page.');
}

export const staffActor = (staff: Staff): Actor => ({ kind: 'staff', id: staff.id, email: staff.email });

export async function refuseReturn(deps: DecideDeps, staff: Staff, returnId: string, note: string): Promise<ReturnView> {
  const { order, ret } = await loadReturn(deps.db, returnId);
  if (ret.state !== 'requested') throw conflict(RETURN_STAFF_MSG.notRequested);
  const reason = note.trim().slice(0, 500);
  if (!reason) throw badRequest(RETURN_STAFF_MSG.noteNeeded, 'note');
  await deps.db.transaction().execute(async (trx) => {
    await moveReturn(trx, ret.id, 'requested', { state: 'refused', staff_note: reason });
    await transition(trx, order.id, 'return_refused', { returnId: ret.id, reason }, staffActor(staff));
    await audit(trx, staff, 'return.refuse', 'return', ret.id, { state: ret.state }, { state: 'refused', note: reason });
  });
  await sendOrderNotices(deps, order.id);
  return returnOfOrder(deps.db, order, ret.id);
}

/** The shop's warehouse, where returned parcels go (the factory, whose PIN the courier collects from). */
function warehouse(pin: string | undefined): PostalAddress {
  const lines = company.factory.lines;
  const [city = '', state = ''] = (lines.at(-1) ?? '').split(',').map((s) => s.replace(/ District$/, '').trim());
  return {
    name: company.name,
    phone: company.phone.replace(/\D/g, '').slice(-10),
    address: lines.slice(0, -1).join('\n'),
    city,
    pin: pin ?? company.factory.pincode,
    state,
    email: company.email,
  };
}

/** The reverse pickup of the return's packs from the customer's delivery address. */
async function pickupRequest(deps: DecideDeps, order: OrderView, ret: ReturnView, customerName: string): Promise<ReturnRequest> {
  const a = order.address;
  if (!a) throw badRequest(`Order ${orderRef(order.id)} has no address to collect from.`);
  const taken = { ...order, lines: ret.lines.map((r) => ({ ...order.lines.find((l) => l.lineId === r.lineId)!, quantity: r.quantity })) };
  // The declared value is what the customer paid for these packs.
  const lines = (await shipmentLines(deps.db, order))
    .map((l, i) => ({ line: l, sold: order.lines[i] }))
    .flatMap(({ line, sold }) => {
      const r = ret.lines.find((x) => x.lineId === sold.lineId);
      return r ? [{ ...line, quantity: r.quantity, unitPricePaise: Math.round(r.amountPaise / r.quantity) }] : [];
    });
  return {
    returnId: ret.id,
    orderId: order.id,
    pickup: postalAddressOf(a, customerName),
    returnTo: warehouse(deps.config.COURIER_PICKUP_PIN),
    lines,
    parcel: await defaultParcel(deps.db, taken),
  };
}

/** Approves the return and books its reverse pickup; approving again after a lost answer books nothing new. */
export async function approveReturn(deps: DecideDeps, staff: Staff, returnId: string, note = ''): Promise<ReturnView> {
  const { order, ret, customerName } = await loadReturn(deps.db, returnId);
  if (ret.state !== 'requested') throw conflict(RETURN_STAFF_MSG.notRequested);
  let awb: string;
  try {
    awb = (await deps.courier.createReturn(await pickupRequest(deps, order, ret, customerName))).awb;
  } catch (e) {
    if (!(e instanceof CourierError)) throw e;
    const text = `Return of order ${orderRef(order.id)}: ${e.message}`;
    throw e.reason === 'unreachable' ? unavailable(`${text}. Please try again in a minute.`, e) : badRequest(text);
  }
  const staffNote = note.trim().slice(0, 500) || null;
  await deps.db.transaction().execute(async (trx) => {
    await moveReturn(trx, ret.id, 'requested', { state: 'approved', staff_note: staffNote, pickup_awb: awb, pickup_status: 'booked' });
    await transition(trx, order.id, 'return_approved', { returnId: ret.id, awb }, staffActor(staff));
    await audit(trx, staff, 'return.approve', 'return', ret.id, { state: ret.state }, { state: 'approved', awb, note: staffNote });
  });
  await sendOrderNotices(deps, order.id);
  return returnOfOrder(deps.db, order, ret.id);
}
