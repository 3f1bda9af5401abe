import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { orderRef } from '../../app/components/order-parts';
import { translatorFor } from '../../domain/i18n/dictionaries';
import { MSG } from '../../domain/messages';
import { formatInr } from '../../domain/money';
import { baseURL, newCustomer, saveAddress, useBrowser } from './support/browser';
import { useShopDb } from './support/shop-db';

// A dealer's whole visit, as a person walks it, in each language at a phone's
// and a desk's width: a pack and a quantity chosen logged out, a change of
// mind about the quantity (into a bulk tier), a sign-in half-way, the cart,
// the checkout above the Cash on Delivery limit, paying online, then
// cancelling the paid order. At every step the one amount the product page
// showed, and the one address chosen, are checked against the shop's own
// database; the e-mails carry the same figure. Selectors are names, ids and
// test ids that read the same in every language.

const browser = useBrowser();
const shop = useShopDb();

const PUNE = { name: 'Shinde Agro Kendra', pincode: '411005', locality: 'Shivajinagar', city: 'Pune', state: 'Maharashtra' };

interface ApiVariant {
  _id: string;
  pack: string;
  price: number;
  stock: number;
}

/** A product whose first pack has stock for a bulk order, with its price in paise. */
async function bulkPack() {
  const all = (await (await fetch(`${baseURL()}/api/get/all/products`)).json()) as {
    _id: string;
    title: string;
    variants?: ApiVariant[];
  }[];
  for (const p of all) {
    const v = p.variants?.find((x) => x.stock >= 100);
    if (v && v.price >= 150) return { id: p._id, title: p.title, variant: v._id, pack: v.pack, paise: Math.round(v.price * 100) };
  }
  throw new Error('no pack with stock for a bulk order');
}

const paise = async (page: Page, testId: string) => Number(await page.getByTestId(testId).first().getAttribute('data-paise'));

const matrix = [
  ['en', 1280],
  ['hi', 360],
  ['mr', 1280],
  ['en', 360],
  ['hi', 1280],
  ['mr', 360],
] as const;

describe.each(matrix)('a dealer’s journey in %s at %i px', (lang, width) => {
  const prefix = lang === 'en' ? '' : `/${lang}`;

  it('chooses packs logged out, changes the quantity, signs in half-way, pays above the COD limit and cancels: one amount, one address throughout', async () => {
    const product = await bulkPack();
    const dealer = await newCustomer('Dealer');
    await saveAddress(dealer, PUNE);
    const page = await browser.page(width);

    // 1. The product page, logged out: a few packs first, then enough for the bulk price and over the COD limit.
    await page.goto(`${prefix}/product_details/${product.id}`);
    await page.locator(`input[name="variant"][value="${product.variant}"]`).check();
    const quantity = page.locator('.pack-form input[name="quantity"]');
    await quantity.fill('3');
    await expect.poll(() => paise(page, 'pack-line-total')).toBe(3 * product.paise);
    const bulk = Math.max(50, Math.ceil(1_200_000 / product.paise)); // at least the 50-pack tier, and above ₹10,000
    await quantity.fill(String(bulk));
    await expect.poll(() => paise(page, 'pack-line-total')).toBeLessThan(bulk * product.paise); // the tier's saving
    const shown = await paise(page, 'pack-line-total');
    expect(await page.getByTestId('pack-line-total').textContent()).toContain(formatInr(shown));
    expect(shown).toBeGreaterThan(1_000_000);

    // 2. Add to Cart asks to sign in; signing in brings the dealer back with exactly that in the cart.
    await page.locator('.pack-form button[type="submit"]:not([name]):not([formmethod])').first().click();
    await page.waitForURL((u) => u.pathname === `${prefix}/login`);
    expect(shop.cart(dealer.email)).toEqual([]);
    await page.locator('input[name="email"]').fill(dealer.email);
    await page.locator('input[name="password"]').fill(dealer.password);
    await page.locator('form:has(input[name="password"]) button[type="submit"]').click();
    await page.waitForURL((u) => u.pathname === `${prefix}/product_details/${product.id}`);
    await expect.poll(() => page.getByTestId('toast').first().textContent()).toContain(`${bulk} × ${product.pack}`);
    expect(shop.cart(dealer.email)).toMatchObject([{ variantId: product.variant, quantity: bulk }]);

    // 3. The cart says the same amount.
    await page.goto(`${prefix}/cart`);
    expect(await paise(page, 'total-product-price')).toBe(shown);

    // 4. Checkout: the saved Pune address chosen, delivery free in the home state, Cash on Delivery not offered above its limit.
    await page.goto(`${prefix}/checkout`);
    const [address] = (await (await page.request.get('/api/get/user/address')).json()) as { _id: string }[];
    await expect.poll(() => page.locator(`#choose-address-${address._id}`).isChecked()).toBe(true);
    expect(await paise(page, 'order-total')).toBe(shown);
    expect(await paise(page, 'delivery-charges')).toBe(0);
    expect(await page.locator('#pay-COD').isDisabled()).toBe(true);
    expect(await page.getByTestId('cod-reason').isVisible()).toBe(true);
    // The price box gives the order's own reason (its total over the limit), never "not offered here" of the home state.
    const t = translatorFor(lang);
    expect(await page.locator('main').textContent()).not.toContain(t(MSG.deliveryNoCod));
    expect(shop.orders(dealer.email)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    // 5. Place the order (UPI): the stored order has the amount shown and the address chosen; the pay page asks for it.
    await page.locator('#pay-UPI').check();
    await page.getByTestId('place-order').click();
    await page.waitForURL((u) => /\/orders\/[0-9a-f]{24}\/pay$/.test(u.pathname));
    const [placed] = shop.orders(dealer.email);
    expect(placed).toMatchObject({ totalPaise: shown, shippingPaise: 0, paymentMethod: 'UPI', paymentStatus: 'Unpaid', status: 'Pending' });
    expect(placed.address).toMatchObject({ pincode: PUNE.pincode, city: PUNE.city, state: PUNE.state });
    expect(placed.lines).toEqual([{ title: product.title, pack: product.pack, quantity: bulk, pricePaise: shown / bulk }]);
    expect(await paise(page, 'order-total')).toBe(shown);
    expect(await page.locator('main').textContent()).toContain(PUNE.pincode);

    // 6. Pay online: the payment dialog asks for that amount, and the order is paid.
    await page.getByTestId('pay-now').click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('textbox').inputValue()).toBe(formatInr(shown));
    await dialog.locator('.pay-dialog-actions button').first().click();
    await page.waitForURL((u) => u.pathname === `${prefix}/orders/${placed.id}`);
    await expect.poll(() => shop.orders(dealer.email)[0].paymentStatus).toBe('Paid');
    expect(shop.orders(dealer.email)[0].totalPaise).toBe(shown);
    expect(await paise(page, 'order-total')).toBe(shown);

    // 7. Cancel the paid order: the page speaks of the refund, never of a successful payment.
    await page.goto(`${prefix}/orders/${placed.id}`);
    await page.getByTestId('delete').click();
    await page.locator('dialog.confirm-dialog form button[type="submit"]').click();
    await page.waitForURL((u) => u.pathname === `${prefix}/orders/${placed.id}` && !u.search);
    await expect.poll(() => shop.orders(dealer.email)[0].status).toBe('Cancelled');
    const facts = (await page.locator('.order-facts').textContent()) ?? '';
    expect(facts).toContain(formatInr(shown));
    expect(await page.locator('.order-paid-note').count()).toBe(0);
    expect(await paise(page, 'order-total')).toBe(shown);

    // 8. Every mail about the order names the same amount.
    const mails = shop.mails(dealer.email).filter((m) => m.body.includes(orderRef(placed.id)));
    expect(mails.length).toBeGreaterThan(0);
    for (const m of mails) expect(m.body).toContain(formatInr(shown));
  });
});
