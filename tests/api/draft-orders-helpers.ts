import { expect } from 'vitest';
import type { TestApp } from '../setup/test-app';
import { makeAddress, makeProduct, quickCustomer } from './orders-helpers';

// Shared set-up of the draft order tests: a customer to write an order for, and staff's steps as the pages post them.

/** A page form posted as an island posts it, with repeated fields kept. */
export const postPage = (t: TestApp, url: string, token: string, fields: [string, string][]) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: {
      authorization: token,
      accept: 'application/json',
      origin: t.services.config.PUBLIC_URL,
      'content-type': 'application/x-www-form-urlencoded',
    },
  });

/** A customer reading Hindi with a confirmed mobile, an address in Pune, and a product of 400 ₹ with 10 in stock. */
export async function draftSetting(t: TestApp, name = 'Meera') {
  const db = t.services.db;
  const customer = await quickCustomer(db, name, { mobileVerified: true });
  await db.updateTable('users').set({ lang: 'hi' }).where('id', '=', customer.id).execute();
  const addressId = await makeAddress(db, customer.id);
  const product = await makeProduct(db, { pricePaise: 40_000, stock: 10 });
  const { sku } = await db.selectFrom('product_variants').select('sku').where('id', '=', product.variantId).executeTakeFirstOrThrow();
  return { customer, addressId, product, sku };
}

/** Staff save a draft of `quantity` packs for the customer; answers its id. */
export async function saveDraft(t: TestApp, staff: string, s: Awaited<ReturnType<typeof draftSetting>>, quantity = 3) {
  const res = await postPage(t, '/admin/orders/new', staff, [
    ['customer', s.customer.id],
    ['address', s.addressId],
    ['sku', s.sku],
    ['quantity', String(quantity)],
  ]);
  expect(res.json()).toMatchObject({ ok: true });
  return /\/admin\/orders\/drafts\/([0-9a-f]+)/.exec(res.json().redirect)![1];
}

export const draftRow = (t: TestApp, id: string) =>
  t.services.db.selectFrom('draft_orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
