import type { Db } from '../../db/client';
import { today } from '../../db/lots';
import type { StaffRole } from '../constants';
import { canUse } from '../staff/roles';
import { entitiesFor } from '../translations/editing';
import { translationWork, type WorkCounts } from '../translations/work';

// The back office's first page: what needs doing today for the role signed
// in. Owner and sales: revenue (paid orders and delivered Cash on Delivery
// orders only; a pending UPI order or a cancelled one is not revenue), orders
// waiting to ship and new leads. Catalogue: packs running low (each pack's own
// stock) and lots expiring soon. Content: the company pages edited from their
// original text. HR: new applications. The owner sees all of it. Every role
// that edits texts: how many miss their Hindi or Marathi, or are to check.

const IST_OFFSET_MS = 5.5 * 3_600_000;
const DAY_MS = 86_400_000;
/** Lots expiring within this many days are listed for catalogue (expired ones still holding stock too). */
export const EXPIRING_SOON_DAYS = 60;
const LIST_MAX = 20;

/** The calendar day in India (YYYY-MM-DD) of an instant. */
export const istDay = (iso: string | number) => new Date(new Date(iso).getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

export interface LowPack {
  productId: string;
  title: string;
  pack: string;
  stock: number;
  threshold: number;
}

export interface ExpiringLot {
  productId: string;
  title: string;
  pack: string;
  batch: string;
  expiresOn: string;
  quantity: number;
  expired: boolean;
}

export interface Dashboard {
  /** Owner and sales. */
  sales?: {
    today: { orders: number; revenuePaise: number };
    waitingToShip: number;
    newLeads: number;
    /** Oldest first, one entry a day, today last: revenue orders and their total. */
    days: { day: string; orders: number; revenuePaise: number }[];
  };
  /** Owner and catalogue. */
  stock?: { lowPacks: LowPack[]; expiringLots: ExpiringLot[] };
  /** Owner and content: company pages whose text staff changed, newest first. */
  content?: { editedPages: { slug: string; title: string; updatedAt: string; updatedBy: string }[] };
  /** The roles that edit texts (catalogue, content, HR, owner): texts missing a translation and to check, per language. */
  translations?: WorkCounts;
  /** Owner and HR. */
  careers?: {
    newApplications: number;
    latest: { id: string; name: string; position: string | null; jobId: string | null; createdAt: string }[];
  };
}

/** Orders that are revenue: paid (online, or COD marked paid on delivery) or COD delivered; never cancelled. */
async function revenueOrders(db: Db, since: string) {
  return db
    .selectFrom('orders')
    .select(['created_at', 'total_paise'])
    .where('created_at', '>=', since)
    .where('status', '!=', 'Cancelled')
    .where((eb) => eb.or([eb('payment_status', '=', 'Paid'), eb.and([eb('payment_method', '=', 'COD'), eb('status', '=', 'Delivered')])]))
    .execute();
}

async function salesFigures(db: Db, now: number): Promise<NonNullable<Dashboard['sales']>> {
  const since = new Date(now - 30 * DAY_MS).toISOString();
  const [recent, waiting, leads] = await Promise.all([
    revenueOrders(db, since),
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'Confirmed')
      .executeTakeFirst(),
    Promise.all(
      (['enquiries', 'contact_messages'] as const).map((t) =>
        db
          .selectFrom(t)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('status', '=', 'new')
          .executeTakeFirst(),
      ),
    ),
  ]);
  const days = Array.from({ length: 30 }, (_, i) => ({ day: istDay(now - (29 - i) * DAY_MS), orders: 0, revenuePaise: 0 }));
  const byDay = new Map(days.map((d) => [d.day, d]));
  for (const o of recent) {
    const d = byDay.get(istDay(o.created_at));
    if (!d) continue;
    d.orders += 1;
    d.revenuePaise += Number(o.total_paise);
  }
  const last = days[days.length - 1];
  return {
    today: { orders: last.orders, revenuePaise: last.revenuePaise },
    waitingToShip: Number(waiting?.n ?? 0),
    newLeads: leads.reduce((sum, r) => sum + Number(r?.n ?? 0), 0),
    days,
  };
}

/** Packs on sale at or below their product's low-stock threshold, each pack by its own stock; fewest first. */
export async function lowStockPacks(db: Db, limit = LIST_MAX): Promise<LowPack[]> {
  const rows = await db
    .selectFrom('product_variants')
    .innerJoin('products', 'products.id', 'product_variants.product_id')
    .select(['products.id', 'products.title', 'product_variants.pack', 'product_variants.stock', 'products.low_stock_threshold'])
    .where('products.archived_at', 'is', null)
    .where('product_variants.archived_at', 'is', null)
    .whereRef('product_variants.stock', '<=', 'products.low_stock_threshold')
    .orderBy('product_variants.stock')
    .orderBy('products.position')
    .orderBy('product_variants.position')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    productId: r.id,
    title: r.title,
    pack: r.pack,
    stock: Number(r.stock),
    threshold: Number(r.low_stock_threshold),
  }));
}

/** Lots still holding stock that have expired or expire within EXPIRING_SOON_DAYS; the first to expire first. */
export async function expiringLots(db: Db, now = Date.now()): Promise<ExpiringLot[]> {
  const day = today(new Date(now));
  const until = today(new Date(now + EXPIRING_SOON_DAYS * DAY_MS));
  const rows = await db
    .selectFrom('stock_lots')
    .innerJoin('product_variants', 'product_variants.id', 'stock_lots.variant_id')
    .innerJoin('products', 'products.id', 'stock_lots.product_id')
    .select(['products.id', 'products.title', 'product_variants.pack', 'stock_lots.batch', 'stock_lots.expires_on', 'stock_lots.quantity'])
    .where('stock_lots.quantity', '>', 0)
    .where('stock_lots.expires_on', '<=', until)
    .where('products.archived_at', 'is', null)
    .orderBy('stock_lots.expires_on')
    .orderBy('products.position')
    .limit(LIST_MAX)
    .execute();
  return rows.map((r) => ({
    productId: r.id,
    title: r.title,
    pack: r.pack,
    batch: r.batch,
    expiresOn: r.expires_on,
    quantity: Number(r.quantity),
    expired: r.expires_on <= day,
  }));
}

async function contentFigures(db: Db): Promise<NonNullable<Dashboard['content']>> {
  const rows = await db
    .selectFrom('page_texts')
    .select(['slug', 'title', 'updated_at', 'updated_by'])
    .orderBy('updated_at', 'desc')
    .limit(LIST_MAX)
    .execute();
  return { editedPages: rows.map((r) => ({ slug: r.slug, title: r.title, updatedAt: r.updated_at, updatedBy: r.updated_by })) };
}

async function careersFigures(db: Db): Promise<NonNullable<Dashboard['careers']>> {
  const [count, latest] = await Promise.all([
    db
      .selectFrom('resumes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'new')
      .executeTakeFirst(),
    db
      .selectFrom('resumes')
      .leftJoin('jobs', 'jobs.id', 'resumes.job_id')
      .select(['resumes.id', 'resumes.name', 'resumes.job_id', 'resumes.created_at', 'jobs.position'])
      .where('resumes.status', '=', 'new')
      .orderBy('resumes.created_at', 'desc')
      .limit(10)
      .execute(),
  ]);
  return {
    newApplications: Number(count?.n ?? 0),
    latest: latest.map((r) => ({ id: r.id, name: r.name, position: r.position, jobId: r.job_id, createdAt: r.created_at })),
  };
}

/** The dashboard of a role: only the figures its areas cover. */
export async function loadDashboard(db: Db, role: StaffRole, now = Date.now()): Promise<Dashboard> {
  const sees = (area: Parameters<typeof canUse>[1]) => canUse(role, area);
  const [sales, lowPacks, lots, content, careers, translations] = await Promise.all([
    sees('orders') ? salesFigures(db, now) : undefined,
    sees('catalogue') ? lowStockPacks(db) : undefined,
    sees('catalogue') ? expiringLots(db, now) : undefined,
    sees('content') ? contentFigures(db) : undefined,
    sees('careers') ? careersFigures(db) : undefined,
    entitiesFor(role).length ? translationWork(db, role) : undefined,
  ]);
  return {
    ...(sales ? { sales } : {}),
    ...(lowPacks && lots ? { stock: { lowPacks, expiringLots: lots } } : {}),
    ...(content ? { content } : {}),
    ...(careers ? { careers } : {}),
    ...(translations ? { translations } : {}),
  };
}
