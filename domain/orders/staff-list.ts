import type { Db } from '../../db/client';
import { paged, pageWindow, type Paged } from '../paging';
import { ADMIN_PAGE_SIZE, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '../constants';
import { readPositiveInteger } from '../decimal-integer';
import { orderRef } from '../order-ref';

// The back office's order list: filters and search run in the database, a page at a time.

export interface OrderFilters {
  status?: string;
  payment?: string;
  method?: string;
  /** ISO dates (YYYY-MM-DD), inclusive, in India's time. */
  from?: string;
  to?: string;
  pincode?: string;
  /** An order id (or its last 8 characters), a phone number or an e-mail. */
  q?: string;
  page?: number;
}

export interface StaffOrderRow {
  id: string;
  ref: string;
  createdAt: string;
  customer: { name: string; email: string; mobile: string };
  pincode: string;
  totalPaise: number;
  status: string;
  paymentStatus: string;
  paymentMethod: string;
}

const oneOf = (list: readonly string[], v?: string) => (v && list.includes(v) ? v : undefined);
const isDate = (v?: string) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);
/** Midnight in India (UTC+5:30) as an ISO instant. */
const istStart = (date: string, days = 0) => new Date(Date.parse(`${date}T00:00:00+05:30`) + days * 86_400_000).toISOString();

/** Only the filters that mean something; anything else is dropped, never an error. */
export function cleanFilters(raw: Record<string, string | undefined>): OrderFilters {
  const page = readPositiveInteger(raw.page); // decimal digits only ('0x10' is no page 16)
  return {
    status: oneOf(ORDER_STATUSES, raw.status),
    payment: oneOf(PAYMENT_STATUSES, raw.payment),
    method: oneOf(PAYMENT_METHODS, raw.method),
    from: isDate(raw.from),
    to: isDate(raw.to),
    pincode: /^\d{6}$/.test(raw.pincode ?? '') ? raw.pincode : undefined,
    q: raw.q?.trim().slice(0, 100) || undefined,
    page: page ?? 1,
  };
}

export async function listOrdersForStaff(db: Db, f: OrderFilters): Promise<Paged<StaffOrderRow>> {
  let query = db.selectFrom('orders').innerJoin('users', 'users.id', 'orders.user_id');
  if (f.status) query = query.where('orders.status', '=', f.status);
  if (f.payment) query = query.where('orders.payment_status', '=', f.payment);
  if (f.method) query = query.where('orders.payment_method', '=', f.method);
  if (f.from) query = query.where('orders.created_at', '>=', istStart(f.from));
  if (f.to) query = query.where('orders.created_at', '<', istStart(f.to, 1));
  // The address is kept as JSON written by us: the PIN code appears exactly like this.
  if (f.pincode) query = query.where('orders.address_snapshot', 'like', `%"pincode":"${f.pincode}"%`);
  if (f.q) {
    const q = f.q.toLowerCase();
    const digits = q.replace(/\D/g, '').slice(-10);
    query = query.where((eb) =>
      eb.or([
        eb('orders.id', '=', f.q!),
        eb(eb.fn('lower', ['orders.id']), 'like', `%${q.replace(/[%_]/g, '')}`),
        eb('users.email_lower', '=', q),
        ...(digits.length === 10
          ? [eb('users.mobile_no', '=', digits), eb('orders.address_snapshot', 'like', `%"mobile":"${digits}"%`)]
          : []),
      ]),
    );
  }
  const counted = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const total = Number(counted?.n ?? 0);
  const window = pageWindow(f.page, ADMIN_PAGE_SIZE);
  const rows = await query
    .select([
      'orders.id',
      'orders.created_at',
      'orders.address_snapshot',
      'orders.total_paise',
      'orders.status',
      'orders.payment_status',
      'orders.payment_method',
      'users.username',
      'users.email',
      'users.mobile_no',
    ])
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return paged(
    rows.map((r) => ({
      id: r.id,
      ref: orderRef(r.id),
      createdAt: r.created_at,
      customer: { name: r.username, email: r.email ?? '', mobile: r.mobile_no },
      pincode: pincodeOf(r.address_snapshot),
      totalPaise: Number(r.total_paise),
      status: r.status,
      paymentStatus: r.payment_status,
      paymentMethod: r.payment_method,
    })),
    total,
    ADMIN_PAGE_SIZE,
  );
}

function pincodeOf(snapshot: string): string {
  try {
    return String((JSON.parse(snapshot) as { pincode?: string }).pincode ?? '');
  } catch {
    return '';
  }
}
