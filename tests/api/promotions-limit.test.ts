import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, nowIso } from '../../db/ids';
import { DomainError } from '../../domain/errors';
import { formatInr } from '../../domain/money';
import { QUOTE_MSG } from '../../domain/orders/quote';
import { placeOrder } from '../../domain/orders/orders';
import { PROMO_MSG } from '../../domain/promotions/messages';
import { databases, startTestApp, type TestApp } from '../setup/test-app';
import { makeAddress, makeProduct, quickCustomer } from './orders-helpers';
import { makePromotion } from './promotions-helpers';

// A code limited to 10 uses holds under 50 checkouts at once: placing an order
// locks the code's row before counting its uses, on SQLite and PostgreSQL.

const LATUR = { pincode: '413512', city: 'Latur', state: 'Maharashtra' }; // free delivery

describe.each(databases)('a coupon usage limit under concurrent checkouts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  /** Customers with an address and the code applied to their cart. */
  async function customersWith(promotionId: string, n: number) {
    return Promise.all(
      Array.from({ length: n }, async (_, i) => {
        const c = await quickCustomer(t.services.db, `Racer${i}`);
        const address = await makeAddress(t.services.db, c.id, `Racer ${i}`, LATUR);
        await t.services.db.insertInto('cart_coupons').values({ user_id: c.id, promotion_id: promotionId, applied_at: nowIso() }).execute();
        return { c, address };
      }),
    );
  }
  const usesOf = async (promotionId: string) =>
    t.services.db.selectFrom('order_promotions').select(['order_id', 'discount_paise']).where('promotion_id', '=', promotionId).execute();

  it('places exactly 10 orders with a code limited to 10 when 50 customers check out with it at once', async () => {
    const p = await makeProduct(t.services.db, { pricePaise: 50_000, stock: 1_000 });
    const code = await makePromotion(t.services.db, { percent_off: 10, usage_limit: 10 });
    const buyers = await customersWith(code.id, 50);
    // Each was shown ₹450 (₹500 less 10%) and places the order at that total, as the checkout does.
    const results = await Promise.allSettled(
      buyers.map(({ c, address }) =>
        placeOrder(t.services.db, {
          userId: c.id,
          lines: [{ productId: p.id, quantity: 1 }],
          addressId: address,
          paymentMethod: 'COD',
          idempotencyKey: newId(),
          expectedTotalPaise: 45_000,
        }),
      ),
    );
    const placed = results.filter((r) => r.status === 'fulfilled');
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as DomainError] : []));
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(40);
    // Every one refused says why its total changed, and nothing of it was placed.
    for (const e of refused) {
      expect(e.kind).toBe('conflict');
      expect(e.message).toBe(QUOTE_MSG.totalChangedBecause(PROMO_MSG.usedUp(code.code), formatInr(50_000), formatInr(45_000)));
    }
    const uses = await usesOf(code.id);
    expect(uses).toHaveLength(10);
    expect(uses.every((u) => Number(u.discount_paise) === 5_000)).toBe(true);
    const orders = await t.services.db.selectFrom('order_lines').select('order_id').where('product_id', '=', p.id).execute();
    expect(orders).toHaveLength(10);
    expect(new Set(orders.map((o) => o.order_id))).toEqual(new Set(uses.map((u) => u.order_id)));
  }, 120_000);

  it('gives the code to 10 of 50 orders placed without a total shown, the rest at the full price', async () => {
    const p = await makeProduct(t.services.db, { pricePaise: 20_000, stock: 1_000 });
    const code = await makePromotion(t.services.db, { amount_off_paise: 2_500, usage_limit: 10 });
    const buyers = await customersWith(code.id, 50);
    const results = await Promise.all(
      buyers.map(({ c, address }) =>
        placeOrder(t.services.db, { userId: c.id, lines: [{ productId: p.id, quantity: 1 }], addressId: address, paymentMethod: 'UPI' }),
      ),
    );
    const totals = results.map((r) => r.order.totalPaise).sort((a, b) => a - b);
    expect(totals.filter((x) => x === 17_500)).toHaveLength(10);
    expect(totals.filter((x) => x === 20_000)).toHaveLength(40);
    expect(await usesOf(code.id)).toHaveLength(10);
  }, 120_000);

  it('lets one customer use a once-per-customer code once, however many checkouts they start at once', async () => {
    const p = await makeProduct(t.services.db, { pricePaise: 30_000, stock: 100 });
    const code = await makePromotion(t.services.db, { percent_off: 20, per_customer_limit: 1 });
    const [{ c, address }] = await customersWith(code.id, 1);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        placeOrder(t.services.db, { userId: c.id, lines: [{ productId: p.id, quantity: 1 }], addressId: address, paymentMethod: 'COD' }),
      ),
    );
    expect(results.map((r) => r.order.totalPaise).sort()).toEqual([24_000, 30_000, 30_000, 30_000, 30_000]);
    expect(await usesOf(code.id)).toHaveLength(1);
  }, 60_000);
});
