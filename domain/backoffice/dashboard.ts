import type { Db } from '../../db/client';

// The back office's first page: what needs doing today, and the last 30 days.

const IST_OFFSET_MS = 5.5 * 3_600_000;
const DAY_MS = 86_400_000;

/** The calendar day in India (YYYY-MM-DD) of an instant. */
export const istDay = (iso: string | number) => new Date(new Date(iso).getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

export interface Dashboard {
  today: { orders: number; revenuePaise: number };
  waitingToShip: number;
  newLeads: number;
  lowStock: { id: string; title: string; stock: number; threshold: number }[];
  /** Oldest first, one entry a day, today last. */
  days: { day: string; orders: number; revenuePaise: number }[];
}

export async function loadDashboard(db: Db, now = Date.now()): Promise<Dashboard> {
  const since = new Date(now - 30 * DAY_MS).toISOString();
  const recent = await db
    .selectFrom('orders')
    .select(['created_at', 'total_paise'])
    .where('created_at', '>=', since)
    .where('status', '!=', 'Cancelled')
    .execute();
  const days = Array.from({ length: 30 }, (_, i) => ({ day: istDay(now - (29 - i) * DAY_MS), orders: 0, revenuePaise: 0 }));
  const byDay = new Map(days.map((d) => [d.day, d]));
  for (const o of recent) {
    const d = byDay.get(istDay(o.created_at));
    if (!d) continue;
    d.orders += 1;
    d.revenuePaise += Number(o.total_paise);
  }
  const waiting = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'Confirmed')
    .executeTakeFirst();
  const leads = await Promise.all(
    (['enquiries', 'contact_messages'] as const).map((t) =>
      db
        .selectFrom(t)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'new')
        .executeTakeFirst(),
    ),
  );
  const low = await db
    .selectFrom('products')
    .select(['id', 'title', 'stock', 'low_stock_threshold'])
    .where('archived_at', 'is', null)
    .whereRef('stock', '<=', 'low_stock_threshold')
    .orderBy('stock')
    .limit(20)
    .execute();
  const today = days[days.length - 1];
  return {
    today: { orders: today.orders, revenuePaise: today.revenuePaise },
    waitingToShip: Number(waiting?.n ?? 0),
    newLeads: leads.reduce((sum, r) => sum + Number(r?.n ?? 0), 0),
    lowStock: low.map((p) => ({ id: p.id, title: p.title, stock: Number(p.stock), threshold: Number(p.low_stock_threshold) })),
    days,
  };
}
