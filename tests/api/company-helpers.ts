import type { Db } from '../../db/client';
import { newId, nowIso } from '../../db/ids';
import { quickCustomer } from './orders-helpers';

// Shared set-up of the dealer tests: a company written straight to the
// database (its group, limits and terms as a test needs them), its people,
// and price lists for a group or the company itself.

const NASHIK = JSON.stringify({
  name: 'Krishi Kendra',
  address: 'Market Yard',
  locality: '',
  city: 'Nashik',
  state: 'Maharashtra',
  pincode: '422001',
  mobile: '9822012345',
});

export interface CompanyTerms {
  groupId?: string | null;
  approvalLimitPaise?: number | null;
  creditLimitPaise?: number | null;
  termsDays?: number | null;
}

/** An active company of Nashik, "Krishi Kendra Traders"; answers its id. */
export async function insertCompany(db: Db, terms: CompanyTerms = {}): Promise<string> {
  const id = newId();
  const now = nowIso();
  await db
    .insertInto('companies')
    .values({
      id,
      legal_name: 'Krishi Kendra Traders',
      gstin: null,
      billing_address: NASHIK,
      shipping_address: NASHIK,
      group_id: terms.groupId ?? null,
      status: 'active',
      source: 'staff',
      lead_id: null,
      approval_limit_paise: terms.approvalLimitPaise ?? null,
      credit_limit_paise: terms.creditLimitPaise ?? null,
      payment_terms_days: terms.termsDays ?? null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** A new customer (with a session) who is `role` in the company. */
export async function companyPerson(db: Db, companyId: string, name: string, role: string) {
  const person = await quickCustomer(db, name);
  await db.insertInto('company_members').values({ user_id: person.id, company_id: companyId, role, created_at: nowIso() }).execute();
  return person;
}

/** A customer group of its own name; answers its id. */
export async function insertGroup(db: Db): Promise<string> {
  const id = newId();
  await db
    .insertInto('customer_groups')
    .values({ id, name: `Dealers ${id.slice(-6)}`, created_at: nowIso() })
    .execute();
  return id;
}

const DAY = 86_400_000;

/** A price list of one pack's price for a group or a company, starting and ending so many days from now (none: open). */
export async function insertPriceList(
  db: Db,
  of: { groupId: string } | { companyId: string },
  item: { variantId: string; pricePaise: number },
  when: { startsIn?: number; endsIn?: number } = {},
) {
  const id = newId();
  const now = nowIso();
  const at = (days?: number) => (days === undefined ? null : new Date(Date.now() + days * DAY).toISOString());
  const group = 'groupId' in of;
  await db
    .insertInto('price_lists')
    .values({
      id,
      name: group ? 'Dealer prices 2026' : 'Contract prices',
      group_id: group ? of.groupId : null,
      company_id: group ? null : of.companyId,
      starts_at: at(when.startsIn),
      ends_at: at(when.endsIn),
      active: 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db.insertInto('price_list_items').values({ price_list_id: id, variant_id: item.variantId, price_paise: item.pricePaise }).execute();
  return id;
}
