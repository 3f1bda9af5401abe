import type { Db } from '../../db/client';
import { ADMIN_PAGE_SIZE } from '../constants';
import { readPositiveInteger } from '../decimal-integer';
import { orderRef } from '../order-ref';
import { paged, pageWindow, type Paged } from '../paging';
import type { ReturnReason } from './policy';
import { paidFor, type ReturnState } from './returns';

// The back office's list of returns (/admin/returns): newest first, by state,
// a page at a time; by default the ones staff still act on. And how many wait
// for staff (asked, or back in the warehouse to settle), for the dashboard.

/** The states a staff member picks from; `open` (the default) is every one staff still act on. */
export const RETURN_FILTERS = ['open', 'requested', 'approved', 'received', 'refunded', 'refused', 'replaced', 'all'] as const;
export type ReturnFilter = (typeof RETURN_FILTERS)[number];

/** Waiting for staff to decide, collect, inspect or settle (a refund being made too, in case it stopped halfway). */
export const OPEN_STATES: readonly ReturnState[] = ['requested', 'approved', 'received', 'refunding'];
/** Waiting on staff now: a request to decide, packs received to settle. */
export const WAITING_STATES: readonly ReturnState[] = ['requested', 'received'];

/** The back office's words for a return's state and what the customer wants (English, as the rest of the back office). */
export const RETURN_STATE_STAFF: Record<ReturnState, string> = {
  requested: 'Requested: to decide',
  approved: 'Approved: pickup booked',
  received: 'Received: to settle',
  refunding: 'Refund being made',
  refunded: 'Refunded',
  refused: 'Refused',
  replaced: 'Replaced',
};
export const RETURN_REASON_STAFF: Record<ReturnReason, string> = {
  damaged: 'Damaged or leaking',
  wrong: 'Wrong product or pack',
  expired: 'Expired or near expiry',
  short: 'Packs missing from the parcel',
};
export const RETURN_KIND_STAFF: Record<'refund' | 'replace', string> = { refund: 'Refund', replace: 'Replacement' };

/** How long ago, roughly: "2 h", "3 days". */
export function ageText(iso: string, now: number): string {
  const hours = Math.max(0, Math.floor((now - Date.parse(iso)) / 3_600_000));
  if (hours < 1) return 'just now';
  if (hours < 48) return `${hours} h ago`;
  return `${Math.floor(hours / 24)} days ago`;
}

export interface ReturnFilters {
  state: ReturnFilter;
  page: number;
}

export interface StaffReturnRow {
  id: string;
  orderId: string;
  orderRef: string;
  customer: { name: string; mobile: string };
  reason: ReturnReason;
  kind: 'refund' | 'replace';
  state: ReturnState;
  /** What the packs come to (what the customer paid for them, after discounts). */
  amountPaise: number;
  packs: number;
  createdAt: string;
}

/** Only a filter that means something; anything else is the default. */
export function cleanReturnFilters(raw: Record<string, string | undefined>): ReturnFilters {
  const state = (RETURN_FILTERS as readonly string[]).includes(raw.state ?? '') ? (raw.state as ReturnFilter) : 'open';
  return { state, page: readPositiveInteger(raw.page) ?? 1 };
}

export async function listReturnsForStaff(db: Db, f: ReturnFilters): Promise<Paged<StaffReturnRow>> {
  let query = db.selectFrom('returns').innerJoin('users', 'users.id', 'returns.user_id');
  if (f.state === 'open') query = query.where('returns.state', 'in', [...OPEN_STATES]);
  else if (f.state !== 'all') query = query.where('returns.state', '=', f.state);
  const counted = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const total = Number(counted?.n ?? 0);
  const window = pageWindow(f.page, ADMIN_PAGE_SIZE);
  const rows = await query
    .select([
      'returns.id',
      'returns.order_id',
      'returns.reason',
      'returns.kind',
      'returns.state',
      'returns.created_at',
      'users.username',
      'users.mobile_no',
    ])
    .orderBy('returns.created_at', 'desc')
    .orderBy('returns.id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  const ids = rows.map((r) => r.id);
  const lines = ids.length
    ? await db
        .selectFrom('return_lines')
        .innerJoin('order_lines', 'order_lines.id', 'return_lines.order_line_id')
        .select([
          'return_lines.return_id',
          'return_lines.quantity',
          'order_lines.quantity as sold',
          'order_lines.price_paise',
          'order_lines.discount_paise',
        ])
        .where('return_lines.return_id', 'in', ids)
        .execute()
    : [];
  return paged(
    rows.map((r) => {
      const own = lines.filter((l) => l.return_id === r.id);
      return {
        id: r.id,
        orderId: r.order_id,
        orderRef: orderRef(r.order_id),
        customer: { name: r.username, mobile: r.mobile_no },
        reason: r.reason as ReturnReason,
        kind: r.kind as StaffReturnRow['kind'],
        state: r.state as ReturnState,
        amountPaise: own.reduce(
          (s, l) =>
            s +
            paidFor(
              { pricePaise: Number(l.price_paise), quantity: Number(l.sold), discountPaise: Number(l.discount_paise ?? 0) },
              Number(l.quantity),
            ),
          0,
        ),
        packs: own.reduce((s, l) => s + Number(l.quantity), 0),
        createdAt: r.created_at,
      };
    }),
    total,
    ADMIN_PAGE_SIZE,
  );
}

/** How many returns wait for staff: requests to decide and received packs to refund or replace. */
export async function returnsWaiting(db: Db): Promise<number> {
  const row = await db
    .selectFrom('returns')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('state', 'in', [...WAITING_STATES])
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
