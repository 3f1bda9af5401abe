import type { Db } from '../../db/client';
import { newId, nowIso } from '../../db/ids';
import { makeAddress, quickCustomer } from './orders-helpers';

// A dealer company for the credit tests: Net 30, ₹1,00,000 of credit, orders
// above ₹20,000 approved by its approver; a buyer and an approver, each with
// a saved address and a session.

export async function dealerCompany(db: Db) {
  const now = nowIso();
  const id = newId();
  const address = JSON.stringify({
    name: 'Krishi Kendra',
    address: 'Market Yard',
    locality: '',
    city: 'Nashik',
    state: 'Maharashtra',
    pincode: '422001',
    mobile: '9822012345',
  });
  await db
    .insertInto('companies')
    .values({
      id,
      legal_name: 'Krishi Kendra Traders',
      gstin: null,
      billing_address: address,
      shipping_address: address,
      group_id: null,
      status: 'active',
      source: 'staff',
      lead_id: null,
      approval_limit_paise: 2_000_000,
      credit_limit_paise: 10_000_000,
      payment_terms_days: 30,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const member = async (name: string, role: string) => {
    const u = await quickCustomer(db, name);
    await db.insertInto('company_members').values({ user_id: u.id, company_id: id, role, created_at: now }).execute();
    return { ...u, address: await makeAddress(db, u.id, `${name} Patil`) };
  };
  return { id, buyer: await member('Buyer', 'buyer'), approver: await member('Approver', 'approver') };
}
