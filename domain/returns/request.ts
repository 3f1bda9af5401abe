import type { Storage } from '../../adapters/storage/types';
import { newId, nowIso } from '../../db/ids';
import { badRequest, conflict } from '../errors';
import { transition } from '../orders/lifecycle';
import { sendOrderNotices } from '../orders/notices';
import { requireOrder } from '../orders/views';
import type { OutboxSenders } from '../outbox/outbox';
import { RETURN_MSG } from './messages';
import { maskPayout, readPayout, sealPayout } from './payout-account';
import { checkReturnPhotos, storeReturnPhotos } from './photos';
import { isReturnReason } from './policy';
import { returnableOf, returnOfOrder, returnsOfOrder, type ReturnView } from './returns';

// A customer asks to return or replace packs of a delivered order: the
// reason (open in the policy's window), how many of which lines (never more
// than they still have), a note, photos (needed where the policy says), and
// for a refund of a Cash on Delivery order the UPI id or bank account the money
// goes to. Saved with the order's history and the messages to the customer
// and the sales mailbox, all at once; photos are stored first (an unused photo
// is harmless, a return without its photos is not).

export type ReturnDeps = Omit<OutboxSenders, 'attach'> & {
  storage: Storage;
  config: { PAYOUT_ACCOUNTS_KEY?: string; COURIER_PICKUP_PIN?: string };
};

export interface ReturnRequestInput {
  kind: string;
  reason: string;
  /** Order line id → how many packs. */
  quantities: Record<string, number>;
  note: string;
  photos: Buffer[];
  payout: { upi?: string; holder?: string; account?: string; ifsc?: string };
}

const NOTE_MAX = 500;

export async function requestReturn(deps: ReturnDeps, userId: string, orderId: string, input: ReturnRequestInput): Promise<ReturnView> {
  const order = await requireOrder(deps.db, userId, orderId);
  if (order.state !== 'delivered') throw conflict(RETURN_MSG.notDelivered);
  const { reasons, left } = await returnableOf(deps.db, order, await returnsOfOrder(deps.db, order));
  if (!reasons.length) throw conflict(RETURN_MSG.windowClosed);
  if (!isReturnReason(input.reason)) throw badRequest(RETURN_MSG.pickReason, 'reason');
  const rule = reasons.find((r) => r.reason === input.reason);
  if (!rule) throw badRequest(RETURN_MSG.reasonClosed, 'reason');
  if (input.kind !== 'refund' && input.kind !== 'replace') throw badRequest(RETURN_MSG.pickKind, 'kind');
  const lines = Object.entries(input.quantities).filter(([, q]) => q > 0);
  if (!lines.length) throw badRequest(RETURN_MSG.pickLines, 'lines');
  for (const [lineId, q] of lines) {
    if (!(lineId in left)) throw badRequest(RETURN_MSG.pickLines, 'lines');
    if (!Number.isInteger(q) || q > left[lineId]) throw badRequest(RETURN_MSG.tooMany, `qty-${lineId}`);
  }
  const note = input.note.trim();
  if (note.length > NOTE_MAX) throw badRequest(RETURN_MSG.noteTooLong, 'note');
  // Online payments go back the way they came; Cash on Delivery needs somewhere to send the money.
  const online = order.paymentMethod !== 'COD' && !!order.providerPaymentId;
  // On account (decision 040): nothing was paid per order; the credit note lowers the company's balance, no money moves.
  const onAccount = order.paymentMethod === 'On account';
  const payout = input.kind === 'refund' && !online && !onAccount ? readPayout(input.payout) : null;
  if (input.kind === 'refund' && !online && !onAccount && !payout) throw badRequest(RETURN_MSG.payoutNeeded, 'upi');
  const photos = await checkReturnPhotos(input.photos, rule.photoRequired);

  const id = newId();
  const keys = await storeReturnPhotos(deps.storage, id, photos);
  const now = nowIso();
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('returns')
      .values({
        id,
        order_id: order.id,
        user_id: userId,
        kind: input.kind,
        reason: input.reason,
        note,
        state: 'requested',
        staff_note: null,
        refund_to: input.kind === 'refund' ? (online ? 'original' : onAccount ? 'account' : payout!.kind) : null,
        payout_sealed: payout ? sealPayout(payout, payoutKey(deps)) : null,
        payout_masked: payout ? maskPayout(payout) : null,
        refund_paise: null,
        refund_ref: null,
        replacement_order_id: null,
        pickup_awb: null,
        pickup_status: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    for (const [lineId, quantity] of lines)
      await trx
        .insertInto('return_lines')
        .values({ id: newId(), return_id: id, order_line_id: lineId, quantity, disposition: null, write_off_reason: null })
        .execute();
    for (const [i, key] of keys.entries())
      await trx
        .insertInto('return_photos')
        .values({ id: newId(), return_id: id, storage_key: key, position: i + 1 })
        .execute();
    await transition(trx, order.id, 'return_requested', { returnId: id }, { kind: 'customer', id: userId });
  });
  await sendOrderNotices(deps, order.id);
  return returnOfOrder(deps.db, order, id);
}

/** The key that seals payout accounts (the services always set one; see server/services-factory.ts). */
export function payoutKey(deps: { config: { PAYOUT_ACCOUNTS_KEY?: string } }): string {
  const key = deps.config.PAYOUT_ACCOUNTS_KEY;
  if (!key) throw new Error('PAYOUT_ACCOUNTS_KEY is not set');
  return key;
}
