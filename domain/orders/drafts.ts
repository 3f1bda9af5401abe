import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/client';
import { newId, nowIso } from '../../db/ids';
import type { Database } from '../../db/schema';
import type { DraftOrdersTable } from '../../db/schema-drafts';
import { getAddress, type Address } from '../addresses/addresses';
import { checkQuickLines, problemInEnglish, type QuickLine } from '../cart/quick-order';
import { badRequest, notFound } from '../errors';
import { audit } from '../staff/audit';
import type { StaffMember } from '../staff/staff';
import { quoteOrder, type OrderQuote } from './quote';

// Draft orders (decision 037): staff write an order for a customer who phoned
// or wrote on WhatsApp — the customer, one of their addresses, packs and
// quantities — and see what it costs through quoteOrder with that customer,
// so the customer's own prices apply. A draft lives in its own table and
// takes no stock; it becomes an order (orders.ts placeOrder, the lifecycle's
// `place` and `pay`) only when it is paid by its link, sent Cash on Delivery or
// placed on account (a company member with credit).

type Executor = Kysely<Database> | Transaction<Database>;
export type DraftRow = Selectable<DraftOrdersTable>;

/** A draft's pack: what placeOrder and quoteOrder are asked for. */
export interface DraftLine {
  productId: string;
  variantId: string;
  quantity: number;
}

/** Back office texts (English only). */
export const DRAFT_STAFF_MSG = {
  notFound: 'That draft order does not exist.',
  noCustomer: 'Choose the customer first.',
  noAddress: 'Choose one of the customer’s addresses (add one on their behalf if they have none).',
  noLines: 'Add at least one pack: its SKU and quantity.',
  notServed: 'The shop does not deliver to this address’s PIN code.',
  notOpen: 'This draft is already paid, Cash on Delivery, on account or cancelled.',
  linkLive: 'A payment link was sent and still works; cancel the draft or wait until it expires to send another.',
  saved: 'Draft saved. Check the quote, then send the payment link, make it Cash on Delivery or place it on account.',
} as const;

export interface CustomerHit {
  id: string;
  name: string;
  email: string | null;
  mobile: string;
  lang: string;
}

/** Customers whose name, e-mail or mobile number holds what staff typed (at most 20). */
export async function findCustomers(db: Executor, typed: string): Promise<CustomerHit[]> {
  const q = typed.trim().toLowerCase().replace(/[%_]/g, '').slice(0, 100);
  if (q.length < 2) return [];
  const digits = q.replace(/\D/g, '');
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'mobile_no', 'lang'])
    .where('role', '=', 'customer')
    .where('disabled_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['username']), 'like', `%${q}%`),
        eb('email_lower', 'like', `%${q}%`),
        ...(digits.length >= 4 ? [eb('mobile_no', 'like', `%${digits.slice(-10)}%`)] : []),
      ]),
    )
    .orderBy('username')
    .limit(20)
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.username, email: r.email, mobile: r.mobile_no, lang: r.lang }));
}

/** The customer as staff see them, with their saved addresses. */
export async function customerForDraft(db: Executor, userId: string) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'mobile_no', 'lang'])
    .where('id', '=', userId.slice(0, 64))
    .where('role', '=', 'customer')
    .executeTakeFirst();
  if (!user) return null;
  const ids = await db
    .selectFrom('addresses')
    .select('id')
    .where('user_id', '=', user.id)
    .where('deleted_at', 'is', null)
    .orderBy('created_at')
    .execute();
  const addresses = (await Promise.all(ids.map((a) => getAddress(db, user.id, a.id)))).filter((a): a is Address => !!a);
  return { id: user.id, name: user.username, email: user.email, mobile: user.mobile_no, lang: user.lang, addresses };
}

/** The packs of typed lines, or 400 with every wrong line named (staff read English). */
export async function draftLinesOf(db: Executor, typed: readonly QuickLine[]): Promise<DraftLine[]> {
  if (!typed.length) throw badRequest(DRAFT_STAFF_MSG.noLines, 'sku');
  const { found, problems } = await checkQuickLines(db, typed);
  if (problems.length) throw badRequest(problems.map(problemInEnglish).join(' '), 'sku');
  return found.map((f) => ({ productId: f.productId, variantId: f.variantId, quantity: f.quantity }));
}

/** What the draft costs delivered to the address, for that customer (their prices, their codes). */
export async function quoteDraft(db: Executor, userId: string, pincode: string, lines: readonly DraftLine[]): Promise<OrderQuote> {
  return quoteOrder(db, lines, pincode, new Date(), { userId });
}

/** Saves a new draft for the customer: their address, checked lines, the quote's total. Audited. */
export async function createDraft(
  db: Db,
  staff: Pick<StaffMember, 'id' | 'email'>,
  input: { userId: string; addressId: string; lines: readonly QuickLine[] },
): Promise<string> {
  const customer = input.userId ? await customerForDraft(db, input.userId) : null;
  if (!customer) throw badRequest(DRAFT_STAFF_MSG.noCustomer, 'customer');
  const address = customer.addresses.find((a) => a.id === input.addressId);
  if (!address) throw badRequest(DRAFT_STAFF_MSG.noAddress, 'address');
  const lines = await draftLinesOf(db, input.lines);
  const quote = await quoteDraft(db, customer.id, address.pincode, lines);
  if (!quote.delivery?.serviceable) throw badRequest(DRAFT_STAFF_MSG.notServed, 'address');
  const id = newId();
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('draft_orders')
      .values({
        id,
        user_id: customer.id,
        address_id: address.id,
        lines: JSON.stringify(lines),
        total_paise: quote.totalPaise,
        status: 'draft',
        link_token: null,
        provider_link_id: null,
        link_url: null,
        link_expires_at: null,
        payment_id: null,
        order_id: null,
        problem: null,
        created_by: staff.id,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await audit(trx, staff, 'draft.create', 'draft_orders', id, null, { userId: customer.id, lines, totalPaise: quote.totalPaise });
  });
  return id;
}

export const draftLines = (d: Pick<DraftRow, 'lines'>): DraftLine[] => JSON.parse(d.lines) as DraftLine[];

/** A draft by its id, or 404. */
export async function requireDraft(db: Executor, id: string): Promise<DraftRow> {
  const row =
    typeof id === 'string' && id.length <= 64
      ? await db.selectFrom('draft_orders').selectAll().where('id', '=', id).executeTakeFirst()
      : null;
  if (!row) throw notFound(DRAFT_STAFF_MSG.notFound);
  return row;
}

/** The newest drafts, for the back office's list. */
export async function recentDrafts(db: Executor, limit = 20) {
  return db
    .selectFrom('draft_orders')
    .innerJoin('users', 'users.id', 'draft_orders.user_id')
    .select([
      'draft_orders.id',
      'draft_orders.status',
      'draft_orders.total_paise',
      'draft_orders.created_at',
      'draft_orders.order_id',
      'users.username',
      'users.mobile_no',
    ])
    .orderBy('draft_orders.created_at', 'desc')
    .limit(limit)
    .execute();
}

/** Is the draft's link past its time? */
export const linkExpired = (d: Pick<DraftRow, 'link_expires_at'>, now = new Date()) =>
  !!d.link_expires_at && d.link_expires_at <= now.toISOString();
