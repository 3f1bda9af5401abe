import { moveStock, packOnSale } from '../catalog/variants';
import { badRequest, conflict } from '../errors';
import { transition } from '../orders/lifecycle';
import { sendOrderNotices } from '../orders/notices';
import { audit } from '../staff/audit';
import { loadReturn, moveReturn, staffActor, type DecideDeps, type Staff } from './decide';
import { RETURN_STAFF_MSG } from './messages';
import type { ReturnView } from './returns';

// The returned packs reach the shop and staff inspect them: each line goes
// back into the lots it was sold from (sellable again) or is written off with
// a reason (damaged, opened, expired: it never counts as stock). Either way the
// return is then ready to be refunded or replaced.

export interface Inspection {
  /** Order line id → what staff found. */
  [lineId: string]: { disposition: 'restock' | 'write_off'; reason?: string };
}

export async function receiveReturn(deps: DecideDeps, staff: Staff, returnId: string, inspection: Inspection): Promise<ReturnView> {
  const { order, ret } = await loadReturn(deps.db, returnId);
  if (ret.state !== 'approved') throw conflict(RETURN_STAFF_MSG.notApproved);
  for (const l of ret.lines) {
    const found = inspection[l.lineId];
    if (!found || (found.disposition !== 'restock' && found.disposition !== 'write_off'))
      throw badRequest(RETURN_STAFF_MSG.dispositionNeeded, `disposition-${l.lineId}`);
    if (found.disposition === 'write_off' && !found.reason?.trim())
      throw badRequest(RETURN_STAFF_MSG.writeOffReason.replace('{name}', `${l.title} (${l.pack})`), `reason-${l.lineId}`);
  }
  await deps.db.transaction().execute(async (trx) => {
    await moveReturn(trx, ret.id, 'approved', { state: 'received' });
    for (const l of ret.lines) {
      const { disposition, reason } = inspection[l.lineId];
      await trx
        .updateTable('return_lines')
        .set({ disposition, write_off_reason: disposition === 'write_off' ? reason!.trim().slice(0, 200) : null })
        .where('return_id', '=', ret.id)
        .where('order_line_id', '=', l.lineId)
        .execute();
      if (disposition !== 'restock') continue;
      const sold = order.lines.find((x) => x.lineId === l.lineId)!;
      // Into the lots the order took them from (a line from before pack sizes: the product's smallest pack).
      const variantId = sold.variantId ?? (await packOnSale(trx, sold.productId))?.id;
      if (variantId) await moveStock(trx, { productId: sold.productId, variantId, delta: l.quantity, reason: 'return', orderId: order.id });
    }
    await transition(trx, order.id, 'return_received', { returnId: ret.id }, staffActor(staff));
    await audit(trx, staff, 'return.receive', 'return', ret.id, { state: ret.state }, { state: 'received', inspection });
  });
  await sendOrderNotices(deps, order.id);
  return (await loadReturn(deps.db, ret.id)).ret;
}
