import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../db/ids';
import type { Db } from '../../db/client';
import { getCart } from '../../domain/cart/cart';
import { quoteOrder } from '../../domain/orders/quote';
import { databases, startTestApp, type TestApp } from '../setup/test-app';
import { companyPerson, insertCompany, insertGroup, insertPriceList } from './company-helpers';
import { makeAddress, makeProduct, putInCart, quickCustomer } from './orders-helpers';

// A dealer's prices: the price lists of their company's group and their
// company's own contract prices, between their start and end, the lowest of
// them, and only where lower than the list price after quantity tiers. The
// cart and the order's quote (so checkout and placing) charge the same.

/** A buyer of a dealer company, with price lists for its group or for the company itself. */
async function dealerWith(db: Db, lists: { pricePaise: number; group?: boolean; startsIn?: number; endsIn?: number; variantId: string }[]) {
  const groupId = await insertGroup(db);
  const companyId = await insertCompany(db, { groupId });
  const buyer = await companyPerson(db, companyId, 'Dealer', 'buyer');
  for (const l of lists) await insertPriceList(db, l.group ? { groupId } : { companyId }, l, { startsIn: l.startsIn, endsIn: l.endsIn });
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
