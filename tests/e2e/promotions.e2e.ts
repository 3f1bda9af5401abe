import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { formatInr } from '../../domain/money';
import { baseURL, expectAccessible, login, newCustomer, saveAddress, useBrowser } from './support/browser';
import { useShopDb } from './support/shop-db';

// A coupon from the back office to a paid order: the owner makes a code; a
// customer reading the shop in Hindi applies it in the cart, changes the
// delivery address at checkout (the charge follows, the discount stays) and
// pays the discounted amount. Each figure is checked against the shop's own
// database: the order, its line's discount, the code it used.

const browser = useBrowser();
const shop = useShopDb();
let db: Database.Database | undefined;
const stored = () => (db ??= new Database(join(inject('dataDir'), 'shop.db'), { readonly: true, fileMustExist: true }));
afterAll(() => db?.close());

const PUNE = { pincode: '411005', locality: 'Shivajinagar', city: 'Pune', state: 'Maharashtra', address: '12 FC Road' }; // free
const BIDAR = { pincode: '585401', locality: 'Naubad', city: 'Bidar', state: 'Karnataka', address: 'Plot 9, KIADB Road' }; // ₹60 below ₹1,500

const paise = async (page: Page, testId: string) => Number(await page.getByTestId(testId).first().getAttribute('data-paise'));

/** A pack between ₹300 and ₹700 with stock: two of them reach the code's ₹500 minimum and stay under ₹1,500. */
async function modestPack() {
  const all = (await (await fetch(`${baseURL()}/api/get/all/products`)).json()) as {
    _id: string;
    variants?: { _id: string; price: number; stock: number }[];
  }[];
  for (const p of all) {
    const v = p.variants?.find((x) => x.price >= 300 && x.price <= 700 && x.stock >= 10);
    if (v) return { id: p._id, variant: v._id, paise: Math.round(v.price * 100) };
  }
  throw new Error('no pack between ₹300 and ₹700');
}

describe('a coupon code, in Hindi, from the cart to the payment', () => {
  it('applies in the cart, survives a change of address at checkout, and the discounted amount is what is paid', async () => {
    // 1. The owner makes the code in the back office.
    const code = `KHARIF${randomBytes(2).toString('hex').toUpperCase()}`;
    const staff = await browser.page(1280);
    await staff.goto('/admin/promotions/new');
    await staff.waitForURL(/\/admin\/login/);
    const admin = inject('admin');
    await staff.getByLabel('Email').fill(admin.email);
    await staff.getByLabel('Password').fill(admin.password);
    await staff.getByRole('button', { name: 'Sign in' }).click();
    await staff.waitForURL((u) => u.pathname === '/admin/promotions/new');
    await staff.getByLabel('Title', { exact: false }).fill('Kharif sowing offer');
    await staff.getByLabel('Code (coupons)').fill(code.toLowerCase());
    await staff.getByLabel('Percent off', { exact: false }).fill('10');
    await staff.getByLabel('Minimum order, ₹').fill('500');
    await staff.getByRole('button', { name: 'Save promotion' }).click();
    await staff.waitForURL((u) => /^\/admin\/promotions\/[0-9a-f]{24}$/.test(u.pathname));
    await expectAccessible(staff);
    const promotionId = new URL(staff.url()).pathname.split('/').pop()!;

    // 2. A farmer with two addresses (Bidar saved last: the checkout starts there) and two packs in the cart.
    const farmer = await newCustomer('Sowing');
    await saveAddress(farmer, { name: 'Shinde at Pune', ...PUNE, addressType: 'home' });
    const token = await saveAddress(farmer, { name: 'Shinde at Bidar', ...BIDAR, addressType: 'office' });
    const pack = await modestPack();
    const added = await fetch(`${baseURL()}/api/post/card`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify({ product: pack.id, variant: pack.variant, quantity: 2 }),
    });
    expect(added.status).toBe(200);
    const addresses = (await (await fetch(`${baseURL()}/api/get/user/address`, { headers: { authorization: token } })).json()) as {
      _id: string;
      pincode: string;
    }[];
    const pune = addresses.find((a) => a.pincode === PUNE.pincode)!._id;
    const bidar = addresses.find((a) => a.pincode === BIDAR.pincode)!._id;
    const products = 2 * pack.paise;
    const discount = Math.round(products / 10);
    const paid = products - discount;

    // 3. The Hindi cart: the code typed in lower case is applied, said in Hindi, and taken off.
    const page = await browser.page(360);
    await login(page, farmer, '/hi/cart');
    await page.getByTestId('coupon-input').fill(` ${code.toLowerCase()} `);
    await page.getByTestId('apply-coupon').click();
    await page.waitForURL((u) => u.pathname === '/hi/cart');
    await expect.poll(() => page.getByTestId('toast').first().textContent()).toContain(`कोड ${code} लागू हो गया`);
    expect(await paise(page, 'coupon-saving')).toBe(discount);
    expect(await paise(page, 'discount')).toBe(discount);
    expect(await paise(page, 'delivery-charges')).toBe(6_000); // to Bidar, under ₹1,500 after the discount
    expect(await paise(page, 'order-total')).toBe(paid + 6_000);
    expect(await page.getByTestId('free-delivery').textContent()).toContain(`मुफ़्त डिलीवरी के लिए ${formatInr(1_50_000 - paid)}`);
    expect(stored().prepare('select count(*) as n from cart_coupons where user_id = ?').get(shop.userId(farmer.email))).toEqual({ n: 1 });
    await expectAccessible(page);

    // 4. Checkout, starting at Bidar; the farmer ticks Pune: free delivery, the discount unchanged.
    await page.locator('.price-details a.btn-accent').click();
    await page.waitForURL((u) => u.pathname === '/hi/checkout');
    await expect.poll(() => page.locator(`#choose-address-${bidar}`).isChecked()).toBe(true);
    expect([await paise(page, 'discount'), await paise(page, 'order-total')]).toEqual([discount, paid + 6_000]);
    await page.locator(`#choose-address-${pune}`).check();
    await expect.poll(() => paise(page, 'order-total')).toBe(paid);
    expect([await paise(page, 'discount'), await paise(page, 'delivery-charges')]).toEqual([discount, 0]);
    expect(await page.getByTestId('coupon').getAttribute('data-code')).toBe(code);

    // 5. Placed with UPI: the order stored has the discounted amount, Pune, the line's discount and the code.
    await page.locator('#pay-UPI').check();
    await page.getByTestId('place-order').click();
    await page.waitForURL((u) => /^\/hi\/orders\/[0-9a-f]{24}\/pay$/.test(u.pathname));
    const [order] = shop.orders(farmer.email);
    expect(order).toMatchObject({ totalPaise: paid, shippingPaise: 0, paymentStatus: 'Unpaid', addressId: pune });
    expect(order.address).toMatchObject({ pincode: PUNE.pincode, city: 'Pune' });
    expect(stored().prepare('select discount_paise as d from order_lines where order_id = ?').all(order.id)).toEqual([{ d: discount }]);
    expect(
      stored().prepare('select promotion_id as p, code, discount_paise as d from order_promotions where order_id = ?').all(order.id),
    ).toEqual([{ p: promotionId, code, d: discount }]);
    expect(stored().prepare('select count(*) as n from cart_coupons where user_id = ?').get(shop.userId(farmer.email))).toEqual({ n: 0 });
    expect([await paise(page, 'discount'), await paise(page, 'order-total')]).toEqual([discount, paid]);

    // 6. The payment asks for that amount, and the order is paid at it.
    await page.getByTestId('pay-now').click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('textbox').inputValue()).toBe(formatInr(paid));
    await dialog.locator('.pay-dialog-actions button').first().click();
    await page.waitForURL((u) => u.pathname === `/hi/orders/${order.id}`);
    await expect.poll(() => shop.orders(farmer.email)[0].paymentStatus).toBe('Paid');
    expect(shop.orders(farmer.email)[0].totalPaise).toBe(paid);
    expect(await paise(page, 'order-total')).toBe(paid);

    // The back office counts the order against the code.
    await staff.goto(`/admin/promotions/${promotionId}`);
    expect(await staff.getByTestId('promotion-results').textContent()).toBe(
      `1 order by 1 customer · ${formatInr(discount)} discount given · ${formatInr(paid)} order value`,
    );
  });
});
