import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { newId, nowIso } from '../../db/ids';
import { badRequest } from '../errors';
import { parseRupees } from '../money';
import { audit } from '../staff/audit';
import type { StaffMember } from '../staff/staff';
import { checkGroup } from './companies';
import { COMPANY_STAFF_MSG } from './messages';
import { getPriceList } from './price-lists';

// Staff writing price lists: name, whom it is for, its schedule, paused or
// not, and one pack's price at a time (a whole list by CSV: price-csv.ts).
// Every change audited.

type Staff = Pick<StaffMember, 'id' | 'email'>;

/** "2026-04-01" or "2026-04-01T09:00" (India time, as staff think of it) → ISO; '' → null. */
export function whenFrom(text: string, field: string): string | null {
  const v = text.trim();
  if (!v) return null;
  const m = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}))?$/.exec(v);
  const at = m ? new Date(`${m[1]}T${m[2] ?? '00:00'}:00+05:30`) : null;
  if (!at || Number.isNaN(at.getTime())) throw badRequest(COMPANY_STAFF_MSG.dateInvalid, field);
  return at.toISOString();
}

export interface PriceListInput {
  name: string;
  groupId: string;
  companyId: string;
  startsAt: string;
  endsAt: string;
}

export async function savePriceList(db: Kysely<Database>, staff: Staff, id: string | null, input: PriceListInput): Promise<string> {
  const name = input.name.trim().slice(0, 100);
  if (!name) throw badRequest(COMPANY_STAFF_MSG.listNameNeeded, 'name');
  const groupId = await checkGroup(db, input.groupId.trim());
  let companyId: string | null = input.companyId.trim() || null;
  if (companyId && !(await db.selectFrom('companies').select('id').where('id', '=', companyId).executeTakeFirst()))
    throw badRequest(COMPANY_STAFF_MSG.companyUnknown, 'companyId');
  if (!groupId === !companyId) throw badRequest(COMPANY_STAFF_MSG.listForWhom, 'groupId');
  companyId = groupId ? null : companyId;
  const startsAt = whenFrom(input.startsAt, 'startsAt');
  const endsAt = whenFrom(input.endsAt, 'endsAt');
  if (startsAt && endsAt && endsAt <= startsAt) throw badRequest(COMPANY_STAFF_MSG.endBeforeStart, 'endsAt');
  const after = { name, groupId, companyId, startsAt, endsAt };
  const before = id ? await getPriceList(db, id) : null;
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const listId = id ?? newId();
    const values = { name, group_id: groupId, company_id: companyId, starts_at: startsAt, ends_at: endsAt, updated_at: now };
    if (before) await trx.updateTable('price_lists').set(values).where('id', '=', listId).execute();
    else
      await trx
        .insertInto('price_lists')
        .values({ ...values, id: listId, active: 1, created_at: now })
        .execute();
    const was = before && {
      name: before.name,
      groupId: before.groupId,
      companyId: before.companyId,
      startsAt: before.startsAt,
      endsAt: before.endsAt,
    };
    await audit(trx, staff, before ? 'price-list.update' : 'price-list.create', 'price_list', listId, was, after);
    return listId;
  });
}

export async function setPriceListActive(db: Kysely<Database>, staff: Staff, id: string, active: boolean) {
  const before = await getPriceList(db, id);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('price_lists')
      .set({ active: active ? 1 : 0, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
    await audit(trx, staff, active ? 'price-list.resume' : 'price-list.pause', 'price_list', id, { active: before.active }, { active });
  });
}

/** A pack's list price by SKU (the SKUs staff type and files carry). */
export async function packBySku(db: Kysely<Database>, sku: string) {
  return db
    .selectFrom('product_variants')
    .select(['id', 'price_paise'])
    .where('sku', '=', sku.trim())
    .where('archived_at', 'is', null)
    .executeTakeFirst();
}

/** One pack's price on a list: a price above the pack's list price is refused (a dealer never pays more than a farmer). */
export async function setItemPrice(db: Kysely<Database>, staff: Staff, listId: string, sku: string, price: string) {
  await getPriceList(db, listId);
  const pack = await packBySku(db, sku);
  if (!pack) throw badRequest(COMPANY_STAFF_MSG.skuUnknown, 'sku');
  const paise = parseRupees(price);
  if (!paise) throw badRequest(COMPANY_STAFF_MSG.priceInvalid, 'price');
  if (paise > Number(pack.price_paise)) throw badRequest(COMPANY_STAFF_MSG.priceAboveList, 'price');
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('price_list_items')
      .select('price_paise')
      .where('price_list_id', '=', listId)
      .where('variant_id', '=', pack.id)
      .executeTakeFirst();
    if (before)
      await trx
        .updateTable('price_list_items')
        .set({ price_paise: paise })
        .where('price_list_id', '=', listId)
        .where('variant_id', '=', pack.id)
        .execute();
    else await trx.insertInto('price_list_items').values({ price_list_id: listId, variant_id: pack.id, price_paise: paise }).execute();
    await trx.updateTable('price_lists').set({ updated_at: nowIso() }).where('id', '=', listId).execute();
    await audit(trx, staff, 'price-list.price', 'price_list', listId, before ? { sku, pricePaise: Number(before.price_paise) } : null, {
      sku,
      pricePaise: paise,
    });
  });
}

export async function removeItem(db: Kysely<Database>, staff: Staff, listId: string, variantId: string) {
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('price_list_items')
      .select('price_paise')
      .where('price_list_id', '=', listId)
      .where('variant_id', '=', variantId)
      .executeTakeFirst();
    if (!before) return;
    await trx.deleteFrom('price_list_items').where('price_list_id', '=', listId).where('variant_id', '=', variantId).execute();
    await audit(trx, staff, 'price-list.price-remove', 'price_list', listId, { variantId, pricePaise: Number(before.price_paise) }, null);
  });
}
