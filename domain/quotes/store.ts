import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { ADMIN_PAGE_SIZE } from '../constants';
import { notFound } from '../errors';
import { paged, pageWindow, type Paged } from '../paging';
import { QUOTE_MSG, QUOTE_STATES, type QuoteState } from './messages';

// A quote as both sides read it: the request (its lines, note and files),
// every version staff sent with its lines and totals, and the comments in the
// order they were written. A buyer only ever reaches their own quotes: anyone
// else's is "not found", never "forbidden".

type Executor = Kysely<Database> | Transaction<Database>;

export interface QuoteLineView {
  productId: string | null;
  variantId: string | null;
  title: string;
  pack: string;
  quantity: number;
  unitPaise: number | null;
  hsnCode: string;
  gstRate: number;
}

export interface QuoteVersionView {
  number: number;
  deliveryTerms: string;
  deliveryPaise: number;
  validUntil: string;
  comment: string;
  createdAt: string;
  lines: QuoteLineView[];
  /** The packs at the quoted prices, GST included. */
  itemsPaise: number;
  totalPaise: number;
}

export interface QuoteView {
  id: string;
  number: string;
  userId: string;
  buyer: { name: string; email: string | null; mobile: string; lang: string };
  leadId: string | null;
  state: QuoteState;
  note: string;
  currentVersion: number;
  orderId: string | null;
  acceptedVersion: number | null;
  createdAt: string;
  updatedAt: string;
  requestLines: QuoteLineView[];
  versions: QuoteVersionView[];
  comments: { version: number; author: 'customer' | 'staff'; body: string; createdAt: string }[];
  attachments: { position: number; fileName: string; contentType: string; size: number; storageKey: string }[];
}

/** "Q-1A2B3C4D": what the buyer and staff call a quote. */
export const quoteNumber = (id: string) => `Q-${id.slice(-8).toUpperCase()}`;

/** Today in India (YYYY-MM-DD): a quote is valid through its last day there. */
export const indiaToday = (now = new Date()) => new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
export const isExpired = (v: Pick<QuoteVersionView, 'validUntil'>, now = new Date()) => v.validUntil < indiaToday(now);

const lineOf = (r: Database['quote_lines']): QuoteLineView => ({
  productId: r.product_id,
  variantId: r.variant_id,
  title: r.title,
  pack: r.pack,
  quantity: Number(r.quantity),
  unitPaise: r.unit_paise === null ? null : Number(r.unit_paise),
  hsnCode: r.hsn_code,
  gstRate: Number(r.gst_rate),
});

/** The quote with everything on it; 404 when it does not exist (or is not this buyer's, when one is given). */
export async function loadQuote(db: Executor, id: string, ownerId?: string): Promise<QuoteView> {
  const q = await db
    .selectFrom('quotes')
    .innerJoin('users', 'users.id', 'quotes.user_id')
    .selectAll('quotes')
    .select(['users.username', 'users.email', 'users.mobile_no', 'users.lang'])
    .where('quotes.id', '=', String(id).slice(0, 64))
    .executeTakeFirst();
  if (!q || (ownerId !== undefined && q.user_id !== ownerId)) throw notFound(QUOTE_MSG.notFound);
  const [versions, lines, comments, files] = await Promise.all([
    db.selectFrom('quote_versions').selectAll().where('quote_id', '=', q.id).orderBy('number').execute(),
    db.selectFrom('quote_lines').selectAll().where('quote_id', '=', q.id).orderBy('position').execute(),
    db.selectFrom('quote_comments').selectAll().where('quote_id', '=', q.id).orderBy('created_at').orderBy('id').execute(),
    db.selectFrom('quote_attachments').selectAll().where('quote_id', '=', q.id).orderBy('position').execute(),
  ]);
  return {
    id: q.id,
    number: quoteNumber(q.id),
    userId: q.user_id,
    buyer: { name: q.username, email: q.email, mobile: q.mobile_no, lang: q.lang },
    leadId: q.lead_id,
    state: (QUOTE_STATES as readonly string[]).includes(q.state) ? (q.state as QuoteState) : 'requested',
    note: q.note,
    currentVersion: Number(q.current_version),
    orderId: q.order_id,
    acceptedVersion: q.accepted_version === null ? null : Number(q.accepted_version),
    createdAt: q.created_at,
    updatedAt: q.updated_at,
    requestLines: lines.filter((l) => l.version_id === null).map(lineOf),
    versions: versions.map((v) => {
      const own = lines.filter((l) => l.version_id === v.id).map(lineOf);
      const itemsPaise = own.reduce((s, l) => s + (l.unitPaise ?? 0) * l.quantity, 0);
      return {
        number: Number(v.number),
        deliveryTerms: v.delivery_terms,
        deliveryPaise: Number(v.delivery_paise),
        validUntil: v.valid_until,
        comment: v.comment,
        createdAt: v.created_at,
        lines: own,
        itemsPaise,
        totalPaise: itemsPaise + Number(v.delivery_paise),
      };
    }),
    comments: comments.map((c) => ({ version: Number(c.version), author: c.author_kind, body: c.body, createdAt: c.created_at })),
    attachments: files.map((f) => ({
      position: Number(f.position),
      fileName: f.file_name,
      contentType: f.content_type,
      size: Number(f.size),
      storageKey: f.storage_key,
    })),
  };
}

/** One version of a quote; 404 when it has none of that number. */
export function versionOf(q: QuoteView, n: unknown): QuoteVersionView {
  const v = q.versions.find((x) => String(x.number) === String(n));
  if (!v) throw notFound(QUOTE_MSG.versionMissing);
  return v;
}

export interface QuoteListItem {
  id: string;
  number: string;
  state: QuoteState;
  buyer: string;
  currentVersion: number;
  orderId: string | null;
  createdAt: string;
  updatedAt: string;
}

function listQuery(db: Executor) {
  return db
    .selectFrom('quotes')
    .innerJoin('users', 'users.id', 'quotes.user_id')
    .select([
      'quotes.id',
      'quotes.state',
      'quotes.current_version',
      'quotes.order_id',
      'quotes.created_at',
      'quotes.updated_at',
      'users.username',
    ]);
}

const itemOf = (r: Awaited<ReturnType<ReturnType<typeof listQuery>['execute']>>[number]): QuoteListItem => ({
  id: r.id,
  number: quoteNumber(r.id),
  state: r.state as QuoteState,
  buyer: r.username,
  currentVersion: Number(r.current_version),
  orderId: r.order_id,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

/** A buyer's quotes, newest first. */
export async function quotesOf(db: Executor, userId: string): Promise<QuoteListItem[]> {
  const rows = await listQuery(db).where('quotes.user_id', '=', userId).orderBy('quotes.created_at', 'desc').limit(200).execute();
  return rows.map(itemOf);
}

/** Staff's list: one state (or all), the longest waiting first for the states staff act on. */
export async function listQuotes(db: Executor, state: QuoteState | undefined, page = 1): Promise<Paged<QuoteListItem>> {
  let q = listQuery(db);
  if (state) q = q.where('quotes.state', '=', state);
  const counted = await db
    .selectFrom('quotes')
    .$if(!!state, (b) => b.where('state', '=', state!))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  const waiting = state === 'requested' || state === 'revision';
  const { limit, offset } = pageWindow(page, ADMIN_PAGE_SIZE);
  const rows = await q
    .orderBy('quotes.updated_at', waiting ? 'asc' : 'desc')
    .orderBy('quotes.id')
    .limit(limit)
    .offset(offset)
    .execute();
  return paged(rows.map(itemOf), Number(counted?.n ?? 0), ADMIN_PAGE_SIZE);
}
