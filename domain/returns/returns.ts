import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../errors';
import type { OrderLineView, OrderView } from '../orders/views';
import { RETURN_MSG } from './messages';
import { returnPolicy, windowEnd, type PolicyRule, type ReturnReason } from './policy';

// What a return is, as its pages read it: the lines taken back (each at what
// the customer paid for it, after discounts), its photos, what staff decided
// and found, and where the money went. And what an order still allows: which
// reasons are open until when, and how many of each line can still go back.

type Executor = Kysely<Database> | Transaction<Database>;

/** `refunding`: the provider is being asked (a moment; back to `received` if it fails). */
export type ReturnState = 'requested' | 'approved' | 'refused' | 'received' | 'refunding' | 'refunded' | 'replaced';

export interface ReturnLineView {
  lineId: string;
  title: string;
  pack: string;
  quantity: number;
  /** What the customer paid for these packs: the line's amount after its discount, for this many. */
  amountPaise: number;
  disposition: 'restock' | 'write_off' | null;
  writeOffReason: string | null;
}

export interface ReturnView {
  id: string;
  orderId: string;
  userId: string;
  kind: 'refund' | 'replace';
  reason: ReturnReason;
  note: string;
  state: ReturnState;
  staffNote: string | null;
  refundTo: 'original' | 'upi' | 'bank' | 'account' | null;
  payoutMasked: string | null;
  refundPaise: number | null;
  refundRef: string | null;
  replacementOrderId: string | null;
  pickupAwb: string | null;
  pickupStatus: string | null;
  createdAt: string;
  updatedAt: string;
  lines: ReturnLineView[];
  photos: number;
  /** Its credit note's number and date, once refunded (an order never invoiced has none). */
  creditNote: string | null;
  creditNoteAt: string | null;
  /** What the packs come to (the refund, for a refund). */
  amountPaise: number;
}

/** The share of a line's paid amount that `quantity` of its packs stand for (rounded to the paisa). */
export function paidFor(line: Pick<OrderLineView, 'pricePaise' | 'quantity' | 'discountPaise'>, quantity: number): number {
  const paid = line.pricePaise * line.quantity - line.discountPaise;
  return Math.round((paid * quantity) / line.quantity);
}

async function viewsOf(db: Executor, rows: Database['returns'][], order: OrderView): Promise<ReturnView[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const lines = await db.selectFrom('return_lines').selectAll().where('return_id', 'in', ids).execute();
  const photos = await db.selectFrom('return_photos').select(['return_id']).where('return_id', 'in', ids).execute();
  const notes = await db.selectFrom('invoices').select(['return_id', 'number', 'issued_at']).where('return_id', 'in', ids).execute();
  return rows.map((r) => {
    const own = lines
      .filter((l) => l.return_id === r.id)
      .map((l): ReturnLineView => {
        const sold = order.lines.find((x) => x.lineId === l.order_line_id);
        const quantity = Number(l.quantity);
        return {
          lineId: l.order_line_id,
          title: sold?.title ?? '',
          pack: sold?.pack ?? '',
          quantity,
          amountPaise: sold ? paidFor(sold, quantity) : 0,
          disposition: l.disposition as ReturnLineView['disposition'],
          writeOffReason: l.write_off_reason,
        };
      });
    return {
      id: r.id,
      orderId: r.order_id,
      userId: r.user_id,
      kind: r.kind as ReturnView['kind'],
      reason: r.reason as ReturnReason,
      note: r.note,
      state: r.state as ReturnState,
      staffNote: r.staff_note,
      refundTo: r.refund_to as ReturnView['refundTo'],
      payoutMasked: r.payout_masked,
      refundPaise: r.refund_paise === null ? null : Number(r.refund_paise),
      refundRef: r.refund_ref,
      replacementOrderId: r.replacement_order_id,
      pickupAwb: r.pickup_awb,
      pickupStatus: r.pickup_status,
      createdAt: r.created_at,
      updatedAt: r.updated_at,
      lines: own,
      photos: photos.filter((p) => p.return_id === r.id).length,
      creditNote: notes.find((n) => n.return_id === r.id)?.number ?? null,
      creditNoteAt: notes.find((n) => n.return_id === r.id)?.issued_at ?? null,
      amountPaise: own.reduce((s, l) => s + l.amountPaise, 0),
    };
  });
}

/** The order's returns, newest first. */
export async function returnsOfOrder(db: Executor, order: OrderView): Promise<ReturnView[]> {
  const rows = await db.selectFrom('returns').selectAll().where('order_id', '=', order.id).orderBy('created_at', 'desc').execute();
  return viewsOf(db, rows, order);
}

/** One return of the order, or 404. */
export async function returnOfOrder(db: Executor, order: OrderView, returnId: string): Promise<ReturnView> {
  const row = await db
    .selectFrom('returns')
    .selectAll()
    .where('id', '=', String(returnId).slice(0, 64))
    .where('order_id', '=', order.id)
    .executeTakeFirst();
  if (!row) throw notFound(RETURN_MSG.notFound);
  return (await viewsOf(db, [row], order))[0];
}

/** When the order was delivered (its last delivery in the history), or null. */
export async function deliveredAt(db: Executor, orderId: string): Promise<string | null> {
  const row = await db
    .selectFrom('order_history')
    .select('at')
    .where('order_id', '=', orderId)
    .where('event', '=', 'deliver')
    .orderBy('at', 'desc')
    .executeTakeFirst();
  return row?.at ?? null;
}

export interface Returnable {
  /** The reasons open now, with the day each closes. */
  reasons: (PolicyRule & { until: string })[];
  /** How many of each line can still go back (lines bought minus those in returns not refused). */
  left: Record<string, number>;
}

/** What the customer may still return of the order now; no reasons when it is not delivered or every window has closed. */
export async function returnableOf(db: Executor, order: OrderView, returns: ReturnView[], now = new Date()): Promise<Returnable> {
  const left: Record<string, number> = {};
  for (const l of order.lines) left[l.lineId] = l.quantity;
  for (const r of returns) if (r.state !== 'refused') for (const l of r.lines) left[l.lineId] = (left[l.lineId] ?? 0) - l.quantity;
  const at = order.state === 'delivered' ? await deliveredAt(db, order.id) : null;
  if (!at) return { reasons: [], left };
  const reasons = (await returnPolicy(db))
    .filter((r) => r.enabled)
    .map((r) => ({ ...r, until: windowEnd(at, r.days).toISOString() }))
    .filter((r) => Date.parse(r.until) > now.getTime());
  return { reasons, left };
}
