import { EwayBillError, type EwayBillPortal } from '../../adapters/ewaybill/types';
import type { Db } from '../../db/client';
import { nowIso } from '../../db/ids';
import { EWAY_BILL_THRESHOLD_PAISE } from '../constants';
import { documentOf, invoiceDocument } from '../invoices/invoices';
import { orderRef } from '../order-ref';
import { MAX_REFUSALS } from './e-invoicing';
import { ewayBillRequestOf } from './tax-document-requests';
import { orderWithCustomer } from './views';

// A consignment worth more than ₹50,000 moves with an e-way bill: made when
// the order is booked with the courier (or shipped by hand), after that
// change committed. A system that is down does not hold the parcel back in
// the shop's records: the bill stays pending, the packing slip says so, and
// the background job asks again.

export interface EwayBillDeps {
  db: Db;
  ewaybill: EwayBillPortal;
}

/** The order's e-way bill, made when it needs one and has none; answers whether one was made now. */
export async function ensureEwayBill(deps: EwayBillDeps, orderId: string): Promise<boolean> {
  const found = await orderWithCustomer(deps.db, orderId);
  if (!found || found.order.totalPaise <= EWAY_BILL_THRESHOLD_PAISE || found.order.status === 'Cancelled') return false;
  const { order } = found;
  const existing = await deps.db.selectFrom('eway_bills').select('status').where('order_id', '=', order.id).executeTakeFirst();
  if (existing?.status === 'generated') return false;
  if (!existing)
    await deps.db
      .insertInto('eway_bills')
      .values({ order_id: order.id, number: null, valid_until: null, status: 'pending', last_error: null, created_at: nowIso() })
      .onConflict((oc) => oc.column('order_id').doNothing())
      .execute();
  const invoice = documentOf(order, 'invoice');
  const doc = invoiceDocument(order, invoice ?? { kind: 'invoice', number: `CHL-${orderRef(order.id)}`, issuedAt: nowIso() });
  try {
    const bill = await deps.ewaybill.generate(ewayBillRequestOf(order, doc, invoice !== null));
    await deps.db
      .updateTable('eway_bills')
      .set({ number: bill.number, valid_until: bill.validUntil, status: 'generated', last_error: null })
      .where('order_id', '=', order.id)
      .execute();
    return true;
  } catch (e) {
    if (!(e instanceof EwayBillError)) throw e;
    // Only a refusal counts against the bill: a system that is down is asked again until it answers.
    const refused = e.reason === 'refused' ? 1 : 0;
    await deps.db
      .updateTable('eway_bills')
      .set((eb) => ({ attempts: eb('attempts', '+', refused), last_error: e.message.slice(0, 500) }))
      .where('order_id', '=', order.id)
      .execute();
    return false;
  }
}

/** E-way bills still pending (the system was down), asked again; answers how many were made. */
export async function retryEwayBills(deps: EwayBillDeps): Promise<number> {
  const rows = await deps.db
    .selectFrom('eway_bills')
    .select('order_id')
    .where('status', '=', 'pending')
    .where('attempts', '<', MAX_REFUSALS)
    .orderBy('created_at')
    .limit(50)
    .execute();
  let done = 0;
  for (const r of rows) if (await ensureEwayBill(deps, r.order_id)) done++;
  return done;
}
