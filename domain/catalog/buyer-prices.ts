import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

// The prices a logged-in buyer gets beyond the list: their company's group's
// price lists (dealer prices) and their company's own (contract prices), each
// only between its start and end. Where several apply, the lowest wins; the
// caller compares it with the list price after quantity tiers and keeps the
// better of the two, so a buyer never pays more for being a dealer.

type Executor = Kysely<Database> | Transaction<Database>;

export interface BuyerPrice {
  pricePaise: number;
  /** The price list's name, as the buyer reads it ("Dealer prices 2026"). */
  list: string;
}

/** The buyer's company, when it is active (a pending self-registration has no prices yet). */
export async function activeCompanyOf(db: Executor, userId: string) {
  return db
    .selectFrom('company_members')
    .innerJoin('companies', 'companies.id', 'company_members.company_id')
    .select(['companies.id', 'companies.group_id', 'company_members.role'])
    .where('company_members.user_id', '=', userId)
    .where('companies.status', '=', 'active')
    .executeTakeFirst();
}

/** The best list price of each pack for this buyer now (packs without one are left out; a visitor gets none). */
export async function buyerPrices(
  db: Executor,
  userId: string | null | undefined,
  variantIds: readonly string[],
  now = new Date(),
): Promise<Map<string, BuyerPrice>> {
  const out = new Map<string, BuyerPrice>();
  if (!userId || !variantIds.length) return out;
  const company = await activeCompanyOf(db, userId);
  if (!company) return out;
  const at = now.toISOString();
  const rows = await db
    .selectFrom('price_list_items')
    .innerJoin('price_lists', 'price_lists.id', 'price_list_items.price_list_id')
    .select(['price_list_items.variant_id', 'price_list_items.price_paise', 'price_lists.name'])
    .where('price_list_items.variant_id', 'in', [...new Set(variantIds)])
    .where('price_lists.active', '=', 1)
    .where((eb) =>
      eb.or([
        eb('price_lists.company_id', '=', company.id),
        ...(company.group_id ? [eb('price_lists.group_id', '=', company.group_id)] : []),
      ]),
    )
    .where((eb) => eb.or([eb('price_lists.starts_at', 'is', null), eb('price_lists.starts_at', '<=', at)]))
    .where((eb) => eb.or([eb('price_lists.ends_at', 'is', null), eb('price_lists.ends_at', '>', at)]))
    .execute();
  for (const r of rows) {
    const price = Number(r.price_paise);
    const best = out.get(r.variant_id);
    if (!best || price < best.pricePaise) out.set(r.variant_id, { pricePaise: price, list: r.name });
  }
  return out;
}

/** Whether this customer has prices of their own at all (their pages and API answers are then theirs, not the shared ones). */
export async function hasOwnPrices(db: Executor, userId: string): Promise<boolean> {
  return !!(await activeCompanyOf(db, userId));
}
