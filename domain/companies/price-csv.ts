import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/ids';
import { parseRupees, toRupees } from '../money';
import { audit } from '../staff/audit';
import type { StaffMember } from '../staff/staff';
import { formatCsv, parseCsv } from '../translations/csv';
import { COMPANY_STAFF_MSG } from './messages';
import { getPriceList, priceListItems } from './price-lists';

// A price list by CSV (sku,price_rupees; other columns, such as the export's
// pack and product, are read past). The file is the whole list: importing it
// replaces the list's prices, so export → edit → import is the way to change
// many. Anything wrong refuses the whole file, every bad line with its reason,
// so a half-applied price list never reaches a dealer.

type Staff = Pick<StaffMember, 'id' | 'email'>;

export type CsvOutcome = { ok: true; count: number } | { ok: false; problems: string[] };

/** Checks every line; writes only when all are good. */
export async function importPriceCsv(db: Kysely<Database>, staff: Staff, listId: string, text: string): Promise<CsvOutcome> {
  await getPriceList(db, listId);
  const parsed = parseCsv(text);
  if ('error' in parsed) return { ok: false, problems: [`Line ${parsed.line}: ${parsed.error}`] };
  const rows = parsed.rows.filter((r) => r.some((c) => c.trim()));
  const head = (rows[0] ?? []).map((c) => c.trim().toLowerCase());
  const skuAt = head.indexOf('sku');
  const priceAt = head.indexOf('price_rupees');
  if (skuAt < 0 || priceAt < 0) return { ok: false, problems: ['Line 1: the first line must name the columns sku and price_rupees.'] };
  if (rows.length < 2) return { ok: false, problems: ['The file has no prices: one line per pack after the column names.'] };
  const skus = rows.slice(1).map((r) => (r[skuAt] ?? '').trim());
  const packs = await db
    .selectFrom('product_variants')
    .select(['id', 'sku', 'price_paise'])
    .where('sku', 'in', [...new Set(skus.filter(Boolean)), ''])
    .where('archived_at', 'is', null)
    .execute();
  const bySku = new Map(packs.map((p) => [p.sku, p]));
  const seen = new Map<string, number>();
  const problems: string[] = [];
  const items: { variantId: string; pricePaise: number }[] = [];
  rows.slice(1).forEach((r, i) => {
    const line = i + 2;
    const sku = skus[i];
    const pack = bySku.get(sku);
    const paise = parseRupees(r[priceAt] ?? '');
    if (!sku) return problems.push(`Line ${line}: no SKU.`);
    if (!pack) return problems.push(`Line ${line}: ${sku}: no pack has this SKU.`);
    if (seen.has(sku)) return problems.push(`Line ${line}: ${sku} is on line ${seen.get(sku)} already.`);
    seen.set(sku, line);
    if (!paise) return problems.push(`Line ${line}: ${sku}: “${(r[priceAt] ?? '').trim()}” is not a price in rupees.`);
    const listPaise = Number(pack.price_paise);
    if (paise > listPaise)
      return problems.push(`Line ${line}: ${sku}: ₹${toRupees(paise)} is above the list price ₹${toRupees(listPaise)}.`);
    items.push({ variantId: pack.id, pricePaise: paise });
  });
  if (problems.length) return { ok: false, problems };
  const before = await priceListItems(db, listId);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('price_list_items').where('price_list_id', '=', listId).execute();
    for (let i = 0; i < items.length; i += 500)
      await trx
        .insertInto('price_list_items')
        .values(items.slice(i, i + 500).map((it) => ({ price_list_id: listId, variant_id: it.variantId, price_paise: it.pricePaise })))
        .execute();
    await trx.updateTable('price_lists').set({ updated_at: nowIso() }).where('id', '=', listId).execute();
    await audit(
      trx,
      staff,
      'price-list.import',
      'price_list',
      listId,
      { prices: before.length },
      {
        prices: items.length,
        skus: skus.slice(0, 50),
      },
    );
  });
  return { ok: true, count: items.length };
}

/** The refusal as staff read it: the heading and each line's reason. */
export const csvRefusal = (problems: string[]) => [COMPANY_STAFF_MSG.csvRefused, ...problems].join('\n');
export const csvImported = (count: number) => COMPANY_STAFF_MSG.csvImported.replace('{count}', String(count));

/** The list as a spreadsheet opens it (sku,price_rupees first: the file imports back as it is). */
export async function exportPriceCsv(db: Kysely<Database>, listId: string): Promise<string> {
  await getPriceList(db, listId);
  const items = await priceListItems(db, listId);
  const safe = (v: string) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);
  return formatCsv([
    ['sku', 'price_rupees', 'pack', 'product', 'list_price_rupees'],
    ...items.map((i) => [i.sku, String(toRupees(i.pricePaise)), i.pack, safe(i.product), String(toRupees(i.listPaise))]),
  ]);
}
