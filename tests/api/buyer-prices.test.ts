import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, nowIso } from '../../db/ids';
import type { Db } from '../../db/client';
import { getCart } from '../../domain/cart/cart';
import { quoteOrder } from '../../domain/orders/quote';
import { databases, startTestApp, type TestApp } from '../setup/test-app';
import { makeAddress, makeProduct, putInCart, quickCustomer } from './orders-helpers';

// A dealer's prices: the price lists of their company's group and their
// company's own contract prices, between their start and end, the lowest of
// them, and only where lower than the list price after quantity tiers. The
// cart and the order's quote (so checkout and placing) charge the same.

const DAY = 86_400_000;

async function dealerWith(db: Db, lists: { pricePaise: number; group?: boolean; startsIn?: number; endsIn?: number; variantId: string }[]) {
  const buyer = await quickCustomer(db, 'Dealer');
  const now = nowIso();
  const groupId = newId();
  await db
    .insertInto('customer_groups')
    .values({ id: groupId, name: `Dealers ${groupId.slice(-6)}`, created_at: now })
    .execute();
  const companyId = newId();
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
      id: companyId,
      legal_name: 'Krishi Kendra Traders',
      gstin: null,
      billing_address: address,
      shipping_address: address,
      group_id: groupId,
      status: 'active',
      source: 'staff',
      lead_id: null,
      approval_limit_paise: null,
      credit_limit_paise: null,
      payment_terms_days: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db.insertInto('company_members').values({ user_id: buyer.id, company_id: companyId, role: 'buyer', created_at: now }).execute();
  for (const l of lists) {
    const id = newId();
    const at = (days?: number) => (days === undefined ? null : new Date(Date.now() + days * DAY).toISOString());
    await db
      .insertInto('price_lists')
      .values({
        id,
        name: l.group ? 'Dealer prices' : 'Contract prices',
        group_id: l.group ? groupId : null,
        company_id: l.group ? null : companyId,
        starts_at: at(l.startsIn),
        ends_at: at(l.endsIn),
        active: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db.insertInto('price_list_items').values({ price_list_id: id, variant_id: l.variantId, price_paise: l.pricePaise }).execute();
  }
  return { ...buyer, companyId };
}

describe.each(databases)('dealer and contract prices on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('charges a dealer the lowest price list that applies now, in the cart and the quote alike; others pay the list price', async () => {
    const db = t.services.db;
    const p = await makeProduct(db, { pricePaise: 50_000, stock: 100 });
    const dealer = await dealerWith(db, [
      { pricePaise: 44_000, group: true, variantId: p.variantId },
      { pricePaise: 42_000, variantId: p.variantId, endsIn: 30 },
      { pricePaise: 30_000, variantId: p.variantId, startsIn: 10 }, // not yet
      { pricePaise: 31_000, group: true, variantId: p.variantId, endsIn: -1 }, // over
    ]);
    const farmer = await quickCustomer(db, 'Farmer');
    for (const c of [dealer, farmer]) await putInCart(db, c.id, p.id, 2);
    const dealerCart = await getCart(db, dealer.id);
    expect(dealerCart.items[0]).toMatchObject({ pricePaise: 42_000, listPaise: 50_000 });
    expect(dealerCart.totalPaise).toBe(84_000);
    expect((await getCart(db, farmer.id)).items[0].pricePaise).toBe(50_000);

    const address = await db
      .selectFrom('addresses')
      .select('pincode')
      .where('id', '=', await makeAddress(db, dealer.id))
      .executeTakeFirstOrThrow();
    const quote = await quoteOrder(db, [{ productId: p.id, variantId: p.variantId, quantity: 2 }], address.pincode, new Date(), {
      userId: dealer.id,
    });
    expect(quote.lines[0]).toMatchObject({ unitPaise: 42_000, listPaise: 50_000, linePaise: 84_000 });
    const visitor = await quoteOrder(db, [{ productId: p.id, variantId: p.variantId, quantity: 2 }], address.pincode);
    expect(visitor.lines[0].unitPaise).toBe(50_000);
  });

  it('keeps the list price with its quantity tier where that is lower than the dealer price', async () => {
    const db = t.services.db;
    const p = await makeProduct(db, { pricePaise: 50_000, stock: 500 });
    await db.insertInto('price_tiers').values({ id: newId(), product_id: p.id, min_quantity: 100, percent_off: 20 }).execute();
    const dealer = await dealerWith(db, [{ pricePaise: 45_000, group: true, variantId: p.variantId }]);
    await putInCart(db, dealer.id, p.id, 120);
    // 20% off 500 = 400 beats the dealer's 450 at this quantity.
    expect((await getCart(db, dealer.id)).items[0]).toMatchObject({ pricePaise: 40_000, percentOff: 20 });
  });

  it('gives a company waiting for staff approval no dealer prices yet', async () => {
    const db = t.services.db;
    const p = await makeProduct(db, { pricePaise: 50_000 });
    const dealer = await dealerWith(db, [{ pricePaise: 40_000, group: true, variantId: p.variantId }]);
    await db.updateTable('companies').set({ status: 'pending' }).where('id', '=', dealer.companyId).execute();
    await putInCart(db, dealer.id, p.id, 1);
    expect((await getCart(db, dealer.id)).items[0].pricePaise).toBe(50_000);
  });
});
