import { expect } from 'vitest';
import type { Db } from '../../db/client';
import type { TestApp } from '../setup/test-app';
import { companyPerson, insertCompany } from './company-helpers';
import { makeAddress, makeProduct } from './orders-helpers';

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

/** The approver's order on account of `quantity` packs at `pricePaise`, taken by sales through `steps` (confirm, ship, deliver). */
export async function onAccountOrder(
  t: TestApp,
  sales: string,
  c: Awaited<ReturnType<typeof dealerCompany>>,
  { pricePaise, quantity, steps = ['confirm', 'ship'] }: { pricePaise: number; quantity: number; steps?: string[] },
) {
  const product = await makeProduct(t.services.db, { pricePaise, stock: 10 });
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/order/place',
    headers: { authorization: c.approver.token },
    payload: { products: [{ productId: product.id, quantity }], paymentMethod: 'On account', address: c.approver.address },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const orderId = placed.json().order._id as string;
  for (const step of steps) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/${step}`,
      headers: { authorization: sales },
      payload: step === 'ship' ? { carrier: 'Delhivery', trackingNumber: `DL${orderId.slice(-6)}` } : undefined,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return { orderId, product };
}
