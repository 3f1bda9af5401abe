import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { newId, nowIso } from '../../db/ids';
import { badRequest, conflict, notFound } from '../errors';
import { audit } from '../staff/audit';
import type { StaffMember } from '../staff/staff';
import { COMPANY_STAFF_MSG } from './messages';

// Customer groups and their price lists (dealer prices), and companies' own
// lists (contract prices), each with a start and an end and paused or not.
// Which price a buyer pays is worked out in catalog/buyer-prices.ts.

type Executor = Kysely<Database> | Transaction<Database>;
type Staff = Pick<StaffMember, 'id' | 'email'>;

export async function listGroups(db: Executor) {
  const rows = await db
    .selectFrom('customer_groups')
    .select((eb) => [
      'id',
      'name',
      eb
        .selectFrom('companies')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('companies.group_id', '=', 'customer_groups.id')
        .as('companies'),
    ])
    .orderBy('name')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, companies: Number(r.companies ?? 0) }));
}

/** A new group (id null) or a new name for one. */
export async function saveGroup(db: Kysely<Database>, staff: Staff, id: string | null, name: string): Promise<string> {
  const clean = name.trim().slice(0, 100);
  if (!clean) throw badRequest(COMPANY_STAFF_MSG.groupNameNeeded, 'name');
  const same = await db.selectFrom('customer_groups').select('id').where('name', '=', clean).executeTakeFirst();
  if (same && same.id !== id) throw conflict(COMPANY_STAFF_MSG.groupExists, 'name');
  return db.transaction().execute(async (trx) => {
    if (id) {
      const before = await trx.selectFrom('customer_groups').select('name').where('id', '=', id).executeTakeFirst();
      if (!before) throw notFound(COMPANY_STAFF_MSG.groupUnknown);
      await trx.updateTable('customer_groups').set({ name: clean }).where('id', '=', id).execute();
      await audit(trx, staff, 'group.rename', 'customer_group', id, before, { name: clean });
      return id;
    }
    const newGroup = newId();
    await trx.insertInto('customer_groups').values({ id: newGroup, name: clean, created_at: nowIso() }).execute();
    await audit(trx, staff, 'group.create', 'customer_group', newGroup, null, { name: clean });
    return newGroup;
  });
}

export interface PriceListRow {
  id: string;
  name: string;
  groupId: string | null;
  companyId: string | null;
  /** The group's or the company's name. */
  forName: string;
  startsAt: string | null;
  endsAt: string | null;
  active: boolean;
  items: number;
}

/** 'paused', 'scheduled' (starts later), 'ended' or 'in force' at `now`. */
export function listState(l: Pick<PriceListRow, 'active' | 'startsAt' | 'endsAt'>, now = new Date()): string {
  const at = now.toISOString();
  if (!l.active) return 'paused';
  if (l.startsAt && l.startsAt > at) return 'scheduled';
  if (l.endsAt && l.endsAt <= at) return 'ended';
  return 'in force';
}

function lists(db: Executor) {
  return db
    .selectFrom('price_lists')
    .leftJoin('customer_groups', 'customer_groups.id', 'price_lists.group_id')
    .leftJoin('companies', 'companies.id', 'price_lists.company_id')
    .select((eb) => [
      'price_lists.id',
      'price_lists.name',
      'price_lists.group_id',
      'price_lists.company_id',
      'price_lists.starts_at',
      'price_lists.ends_at',
      'price_lists.active',
      'customer_groups.name as group_name',
      'companies.legal_name',
      eb
        .selectFrom('price_list_items')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('price_list_items.price_list_id', '=', 'price_lists.id')
        .as('items'),
    ]);
}

type ListRow = Awaited<ReturnType<ReturnType<typeof lists>['executeTakeFirstOrThrow']>>;
const toRow = (r: ListRow): PriceListRow => ({
  id: r.id,
  name: r.name,
  groupId: r.group_id,
  companyId: r.company_id,
  forName: r.group_name ?? r.legal_name ?? '',
  startsAt: r.starts_at,
  endsAt: r.ends_at,
  active: Number(r.active) === 1,
  items: Number(r.items ?? 0),
});

/** Every list, or those of one company (its contract prices) and its group. */
export async function listPriceLists(db: Executor, of?: { companyId: string; groupId: string | null }): Promise<PriceListRow[]> {
  let q = lists(db).orderBy('price_lists.name');
  if (of)
    q = q.where((eb) =>
      eb.or([eb('price_lists.company_id', '=', of.companyId), ...(of.groupId ? [eb('price_lists.group_id', '=', of.groupId)] : [])]),
    );
  return (await q.execute()).map(toRow);
}

export async function getPriceList(db: Executor, id: string): Promise<PriceListRow> {
  const r = await lists(db).where('price_lists.id', '=', id).executeTakeFirst();
  if (!r) throw notFound(COMPANY_STAFF_MSG.listUnknown);
  return toRow(r);
}

export interface PriceListItem {
  variantId: string;
  sku: string;
  pack: string;
  product: string;
  pricePaise: number;
  listPaise: number;
}

/** A list's prices by product and pack, with each pack's list price beside. */
export async function priceListItems(db: Executor, id: string): Promise<PriceListItem[]> {
  const rows = await db
    .selectFrom('price_list_items')
    .innerJoin('product_variants', 'product_variants.id', 'price_list_items.variant_id')
    .innerJoin('products', 'products.id', 'product_variants.product_id')
    .select([
      'product_variants.id',
      'product_variants.sku',
      'product_variants.pack',
      'products.title',
      'price_list_items.price_paise',
      'product_variants.price_paise as list_paise',
    ])
    .where('price_list_items.price_list_id', '=', id)
    .orderBy('products.title')
    .orderBy('product_variants.position')
    .execute();
  return rows.map((r) => ({
    variantId: r.id,
    sku: r.sku,
    pack: r.pack,
    product: r.title,
    pricePaise: Number(r.price_paise),
    listPaise: Number(r.list_paise),
  }));
}
