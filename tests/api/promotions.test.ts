import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatInr } from '../../domain/money';
import { PROMO_MSG } from '../../domain/promotions/messages';
import { databases, startTestApp, type TestApp } from '../setup/test-app';
import { makeProduct, putInCart, quickCustomer } from './orders-helpers';
import { addPack, daysFromNow, makeCategory, makePromotion, orderUsing } from './promotions-helpers';

// Coupons and offers as a customer meets them through the cart API (the pages
// call the same functions; promotions-pages.test.ts walks them): every refusal
// says why, and each rule takes off what it says, to the paisa, per line.

describe.each(databases)('promotions on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const apply = (token: string, code: string, lang = '') =>
    t.app.inject({ method: 'POST', url: `/api/cart/coupon${lang}`, headers: { authorization: token }, payload: { code } });
  /** The cart API's answer; promotions here are written straight to the database, which no request tells the kept answers about. */
  const cartOf = async (token: string) => {
    t.services.personal.forget(null);
    return (await t.app.inject({ url: '/api/get/card', headers: { authorization: token } })).json();
  };
  const paise = (rupees: number) => Math.round(rupees * 100);
  /** Each line's discount by its product (lines added in the same millisecond may come back in either order). */
  const discountsOf = (cart: { items: { product: { _id: string }; discount: number }[] }) =>
    Object.fromEntries(cart.items.map((i) => [i.product._id, paise(i.discount)]));
  const sortedDiscounts = (cart: { items: { discount: number }[] }) => cart.items.map((i) => paise(i.discount)).sort((x, y) => x - y);

  /** A customer with ₹900 + ₹300 in the cart: two packs of A (category of the seed) and one of B (another category). */
  async function shopper() {
    const c = await quickCustomer(t.services.db, 'Coupon');
    const a = await makeProduct(t.services.db, { pricePaise: 45_000, stock: 50 });
    const b = await makeProduct(t.services.db, { pricePaise: 30_000, stock: 50 });
    const other = await makeCategory(t.services.db);
    await t.services.db.updateTable('products').set({ category_id: other }).where('id', '=', b.id).execute();
    await putInCart(t.services.db, c.id, a.id, 2);
    await putInCart(t.services.db, c.id, b.id, 1);
    const seedCategory = (await t.services.db.selectFrom('products').select('category_id').where('id', '=', a.id).executeTakeFirstOrThrow())
      .category_id;
    return { c, a, b, categoryA: seedCategory, categoryB: other };
  }

  it('refuses each code with its own reason, and keeps none of them', async () => {
    const { c, a, categoryB } = await shopper();
    const db = t.services.db;
    const someoneElse = await quickCustomer(db, 'Other');
    const refusals: [string, number, string][] = [];
    const expect422 = async (code: string, message: string, status = 422) => {
      const res = await apply(c.token, code);
      refusals.push([code, res.statusCode, res.json().message]);
      expect([res.statusCode, res.json().message], code).toEqual([status, message]);
    };

    await expect422('', PROMO_MSG.codeEmpty, 400);
    await expect422('nope 2026', PROMO_MSG.unknown('NOPE2026'), 404);
    const ended = await makePromotion(db, { percent_off: 10, starts_at: '2026-01-01T00:00:00.000Z', ends_at: '2026-01-15T18:30:00.000Z' });
    await expect422(ended.code.toLowerCase(), PROMO_MSG.expired(ended.code, '15/01/2026')); // the end of 15 January in India
    const later = await makePromotion(db, { percent_off: 10, starts_at: '2099-02-28T18:30:00.000Z' });
    await expect422(later.code, PROMO_MSG.notStarted(later.code, '01/03/2099'));
    const paused = await makePromotion(db, { percent_off: 10, paused_at: daysFromNow(-1) });
    await expect422(paused.code, PROMO_MSG.paused(paused.code));
    // The cart holds ₹1,200: ₹300 short of ₹1,500.
    const big = await makePromotion(db, { percent_off: 10, min_order_paise: 150_000 });
    await expect422(big.code, PROMO_MSG.minimum(big.code, formatInr(30_000), formatInr(150_000)));
    const scarce = await makePromotion(db, { percent_off: 10, usage_limit: 1 });
    await orderUsing(db, someoneElse.id, scarce.id);
    await expect422(scarce.code, PROMO_MSG.usedUp(scarce.code));
    const once = await makePromotion(db, { percent_off: 10, per_customer_limit: 1 });
    await orderUsing(db, c.id, once.id);
    await expect422(once.code, PROMO_MSG.usedByYou(once.code));
    const welcome = await makePromotion(db, { percent_off: 10, first_order_only: 1 });
    await expect422(welcome.code, PROMO_MSG.firstOrder(welcome.code)); // the order above was theirs
    const elsewhere = await makePromotion(db, { percent_off: 10, categories: [categoryB], packs: ['5 kg'] });
    await expect422(elsewhere.code, PROMO_MSG.nothingApplies(elsewhere.code));
    // Not combinable: on lines already on offer (A's, on sale), and with another code.
    const sale = await makePromotion(db, { kind: 'sale', percent_off: 15, products: [a.id] });
    const onOffer = await makePromotion(db, { percent_off: 5, products: [a.id] });
    await expect422(onOffer.code, PROMO_MSG.notWithOffers(onOffer.code));
    await db
      .updateTable('promotions')
      .set({ paused_at: daysFromNow(0) })
      .where('id', '=', sale.id)
      .execute();
    const first = await makePromotion(db, { amount_off_paise: 5_000 });
    expect((await apply(c.token, first.code)).statusCode).toBe(200);
    const second = await makePromotion(db, { percent_off: 5, combinable: 1 });
    await expect422(second.code, PROMO_MSG.notWithCode(second.code, first.code));

    // Only the code that applied is kept; the answer says each reason in Hindi too.
    const cart = await cartOf(c.token);
    expect(cart.coupons).toEqual([{ code: first.code, applied: true, discount: 50, message: null }]);
    expect(refusals).toHaveLength(12);
    await t.app.inject({ method: 'DELETE', url: `/api/cart/coupon/${first.code}`, headers: { authorization: c.token } });
    const hindi = await apply(c.token, big.code, '?lang=hi');
    expect(hindi.json().message).toBe(`कोड ${big.code} इस्तेमाल करने के लिए ₹300 का सामान और जोड़ें: यह ₹1,500 या उससे अधिक के ऑर्डर के लिए है।`);

    // A cancelled order gives its use back: the scarce code is free again.
    await db.updateTable('orders').set({ status: 'Cancelled' }).where('user_id', '=', someoneElse.id).execute();
    expect((await apply(c.token, scarce.code)).json().message).toBe(PROMO_MSG.applied(scarce.code, formatInr(12_000)));
  });

  it('takes percent and flat amounts off the lines each code names, shared to the paisa', async () => {
    const db = t.services.db;
    const { c, a, b, categoryA } = await shopper();
    const big = await addPack(db, b.id, '5 kg', 1_30_000);
    await t.app.inject({
      method: 'POST',
      url: '/api/post/card',
      headers: { authorization: c.token },
      payload: { product: b.id, variant: big },
    });

    // 10% of everything: ₹900, ₹300 and ₹1,300 lines.
    const tenth = await makePromotion(db, { percent_off: 10, combinable: 1 });
    const res = await apply(c.token, tenth.code);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(PROMO_MSG.applied(tenth.code, formatInr(25_000)));
    let cart = await cartOf(c.token);
    expect(sortedDiscounts(cart)).toEqual([3_000, 9_000, 13_000]);
    expect([cart.total, cart.discount, cart.totalAfterDiscount]).toEqual([2_500, 250, 2_250]);

    // ₹100 off the 5 kg packs only, on top: that line alone, after the 10%.
    const packOnly = await makePromotion(db, { amount_off_paise: 10_000, packs: ['5 KG'], combinable: 1 });
    expect((await apply(c.token, packOnly.code)).statusCode).toBe(200);
    cart = await cartOf(c.token);
    expect(sortedDiscounts(cart)).toEqual([3_000, 9_000, 23_000]);

    // ₹100 shared over the seed category's line and B's 1 kg: not this category's other packs.
    const c2 = await quickCustomer(db, 'Flat');
    await putInCart(db, c2.id, a.id, 1); // ₹450
    await putInCart(db, c2.id, b.id, 3); // ₹900
    const flat = await makePromotion(db, { amount_off_paise: 10_000, min_order_paise: 1_00_000 });
    expect((await apply(c2.token, flat.code)).statusCode).toBe(200);
    cart = await cartOf(c2.token);
    // 100 × 450/1350 = 33.33…, 100 × 900/1350 = 66.66…: the odd paisa to the larger remainder.
    expect(discountsOf(cart)).toEqual({ [a.id]: 3_333, [b.id]: 6_667 });

    // A flat amount larger than the lines it names takes at most their value; a category limits it.
    const c3 = await quickCustomer(db, 'Capped');
    await putInCart(db, c3.id, a.id, 1);
    await putInCart(db, c3.id, b.id, 1);
    const capped = await makePromotion(db, { amount_off_paise: 50_000, categories: [categoryA] });
    expect((await apply(c3.token, capped.code)).json().message).toBe(PROMO_MSG.applied(capped.code, formatInr(45_000)));
    cart = await cartOf(c3.token);
    expect(discountsOf(cart)).toEqual({ [a.id]: 45_000, [b.id]: 0 });

    // A first-order code for a customer with no orders yet.
    const welcome = await makePromotion(db, { percent_off: 20, first_order_only: 1, per_customer_limit: 1 });
    const newcomer = await quickCustomer(db, 'New');
    await putInCart(db, newcomer.id, b.id, 1);
    expect((await apply(newcomer.token, welcome.code)).json().message).toBe(PROMO_MSG.applied(welcome.code, formatInr(6_000)));
    // Applying it again says so; removing it twice says it is not applied.
    expect((await apply(newcomer.token, welcome.code)).json().message).toBe(PROMO_MSG.alreadyApplied(welcome.code));
    const remove = () =>
      t.app.inject({ method: 'DELETE', url: `/api/cart/coupon/${welcome.code}`, headers: { authorization: newcomer.token } });
    expect((await remove()).json()).toMatchObject({ message: PROMO_MSG.removed(welcome.code), discount: 0, coupons: [] });
    expect((await remove()).json()).toMatchObject({ status: false, message: PROMO_MSG.notApplied(welcome.code) });
  });

  it('takes a season sale off its category and buy X get Y off its product by themselves, the larger on a line', async () => {
    const db = t.services.db;
    const { c, a, b, categoryA } = await shopper();
    const sale = await makePromotion(db, { kind: 'sale', percent_off: 20, categories: [categoryA], ends_at: daysFromNow(5) });
    let cart = await cartOf(c.token);
    expect(cart.items.map((i: { discount: number }) => paise(i.discount))).toEqual([18_000, 0]);

    // Buy 2, get 1 free of B: 3 packs → 1 free, 5 → 1, 6 → 2.
    const bxgy = await makePromotion(db, { kind: 'bxgy', buy_quantity: 2, get_quantity: 1, products: [b.id] });
    const lineB = cart.items[1];
    for (const [quantity, free] of [
      [3, 1],
      [5, 1],
      [6, 2],
    ]) {
      await t.app.inject({
        method: 'PUT',
        url: `/api/carts/${cart._id}/items/${lineB._id}`,
        headers: { authorization: c.token },
        payload: { quantity },
      });
      cart = await cartOf(c.token);
      expect(paise(cart.items[1].discount), `${quantity} packs`).toBe(free * 30_000);
    }

    // On one line the larger offer wins: buy 1 get 1 (half) beats the 20% sale on A's 2 packs.
    await makePromotion(db, { kind: 'bxgy', buy_quantity: 1, get_quantity: 1, products: [a.id] });
    cart = await cartOf(c.token);
    expect(paise(cart.items[0].discount)).toBe(45_000);

    // A combinable code comes off what the offers leave; an offer paused or over stops at once.
    const extra = await makePromotion(db, { percent_off: 10, combinable: 1 });
    expect((await apply(c.token, extra.code)).statusCode).toBe(200);
    cart = await cartOf(c.token);
    expect(cart.items.map((i: { discount: number }) => paise(i.discount))).toEqual([45_000 + 4_500, 60_000 + 12_000]);
    await db
      .updateTable('promotions')
      .set({ paused_at: daysFromNow(0) })
      .where('id', '=', bxgy.id)
      .execute();
    await db
      .updateTable('promotions')
      .set({ ends_at: daysFromNow(-1) })
      .where('id', '=', sale.id)
      .execute();
    cart = await cartOf(c.token);
    expect(cart.items.map((i: { discount: number }) => paise(i.discount))).toEqual([45_000 + 4_500, 18_000]);
  });
});
