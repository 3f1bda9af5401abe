import type { Db } from '../../db/client';
import { companyPerson, insertCompany } from './company-helpers';
import { makeAddress } from './orders-helpers';

// A dealer company for the credit tests: Net 30, ₹1,00,000 of credit, orders
// above ₹20,000 approved by its approver; a buyer and an approver, each with
// a saved address and a session.

export async function dealerCompany(db: Db) {
  const id = await insertCompany(db, { approvalLimitPaise: 2_000_000, creditLimitPaise: 10_000_000, termsDays: 30 });
  const member = async (name: string, role: string) => {
    const u = await companyPerson(db, id, name, role);
    return { ...u, address: await makeAddress(db, u.id, `${name} Patil`) };
  };
  return { id, buyer: await member('Buyer', 'buyer'), approver: await member('Approver', 'approver') };
}
