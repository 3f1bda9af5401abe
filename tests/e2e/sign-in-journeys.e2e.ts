import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, expectAccessible, newCustomer, useBrowser } from './support/browser';
import { smsCodeFor } from './support/sms-outbox';
import { useShopDb } from './support/shop-db';

// A farmer on a 360 px phone (or a dealer at a desk) taps Add to Cart (a pack and a quantity) or the
// calculator's "Add these packs" before signing in; whichever way they sign in
// (a code by SMS, a new account, e-mail and password) they land back where
// they were, told what was added, and the cart holds exactly that.

const browser = useBrowser();
const shop = useShopDb();

interface CartLine {
  product: { _id: string };
  pack: string;
  quantity: number;
}

/** The signed-in browser's cart as the cart API answers it. */
async function cartOf(page: Page): Promise<{ product: string; pack: string; quantity: number }[]> {
  const res = await page.request.get('/api/get/card');
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { items: CartLine[] };
  return body.items.map((i) => ({ product: i.product._id, pack: i.pack, quantity: i.quantity }));
}

const prefix = (lang: string) => (lang === 'en' ? '' : `/${lang}`);

/** A product with at least two packs, and its second pack with stock for a bulk tier. */
async function productWithPacks() {
  const products = (await (await fetch(`${baseURL()}/api/get/all/products`)).json()) as {
    _id: string;
    variants?: { _id: string; pack: string; stock: number }[];
  }[];
  for (const p of products) {
    const second = p.variants?.[1];
    if (second && second.stock >= 20) return { id: p._id, variant: second._id, pack: second.pack };
  }
  throw new Error('no product with a second pack in stock');
}

let n = 0;
const newMobile = () => `8${String(Date.now() + n++ * 7919).slice(-9)}`;

/** On the product page: the second pack, a quantity typed, Add to Cart (not signed in); answers the line total shown, in paise. */
async function tapAddToCart(page: Page, lang: string, product: { id: string; variant: string }, quantity: number) {
  await page.goto(`${prefix(lang)}/product_details/${product.id}`);
  await page.locator(`input[name="variant"][value="${product.variant}"]`).check();
  await page.locator('.pack-form input[name="quantity"]').fill(String(quantity));
  const shown = page.getByTestId('pack-line-total');
  await expect.poll(() => shown.textContent()).toContain(`${quantity} ×`);
  const paise = Number(await shown.getAttribute('data-paise'));
  await page.locator('.pack-form button[type="submit"]:not([name]):not([formmethod])').first().click();
  await page.waitForURL((u) => u.pathname === `${prefix(lang)}/login`);
  return paise;
}

/** The cart page's products total, in paise: what the product page showed before signing in. */
async function cartTotal(page: Page, lang: string) {
  await page.goto(`${prefix(lang)}/cart`);
  return Number(await page.getByTestId('total-product-price').first().getAttribute('data-paise'));
}

describe.each([
  ['en', 360],
  ['hi', 360],
  ['mr', 360],
  ['en', 1280],
  ['hi', 1280],
  ['mr', 1280],
] as const)('sign-in journeys in %s at %i px', (lang, width) => {
  it('Add to Cart with a pack and a quantity, then a code by SMS: back on the product with that pack in the cart', async () => {
    const product = await productWithPacks();
    const page = await browser.page(width);
    const shown = await tapAddToCart(page, lang, product, 12); // the 10-pack tier
    // The mobile number comes first on the login page.
    const mobileLink = page.locator('a[href*="/login/mobile"]').first();
    const emailField = page.locator('input[name="email"]');
    const [linkBox, emailBox] = [await mobileLink.boundingBox(), await emailField.boundingBox()];
    expect(linkBox!.y).toBeLessThan(emailBox!.y);
    await expectAccessible(page);
    await mobileLink.click();
    await page.waitForURL((u) => u.pathname === `${prefix(lang)}/login/mobile`);

    const mobile = newMobile();
    await page.locator('input[name="mobile"]').fill(mobile);
    await page.locator('form:has(input[name="mobile"]) button[type="submit"]').first().click();
    await page.waitForURL((u) => u.searchParams.get('mobile') === mobile);
    await expect.poll(() => smsCodeFor(mobile)).toMatch(/^\d{6}$/);
    await page.locator('input[name="code"]').fill(smsCodeFor(mobile)!);
    // The name is asked only once the code is right (the number is new).
    await page.locator('form:has(input[name="code"]) button[type="submit"]').click();
    await page.locator('input[name="username"]').fill('Shankar Bhosale');
    await page.locator('form:has(input[name="code"]) button[type="submit"]').click();
    await page.waitForURL((u) => u.pathname === `${prefix(lang)}/product_details/${product.id}`);
    await expect.poll(() => page.getByTestId('toast').first().textContent()).toContain(`12 × ${product.pack}`);
    expect(await cartOf(page)).toEqual([{ product: product.id, pack: product.pack, quantity: 12 }]);
    expect(await cartTotal(page, lang)).toBe(shown);
  });

  it('Add to Cart, then registering and the first login: back on the product, greeted as new, the pack in the cart', async () => {
    const product = await productWithPacks();
    const page = await browser.page(width);
    const shown = await tapAddToCart(page, lang, product, 10);
    await page.locator(`a[href^="${prefix(lang)}/register"]`).click();
    await page.waitForURL((u) => u.pathname === `${prefix(lang)}/register`);
    const tag = `${Date.now()}${n++}`;
    const email = `sunita.${tag}@example.com`;
    await page.locator('input[name="username"]').fill('Sunita More');
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="mobileNo"]').fill(newMobile());
    await page.locator('input[name="password"]').fill('soil-and-roots-42');
    await page.locator('input[name="confirmPassword"]').fill('soil-and-roots-42');
    await page.locator('form:has(input[name="mobileNo"]) button[type="submit"]').click();
    // The login form, the e-mail filled in (as for an e-mail that already had an account); nothing in a cart yet.
    await page.waitForURL((u) => u.pathname === `${prefix(lang)}/login`);
    expect(await page.locator('input[name="email"]').inputValue()).toBe(email);
    expect(shop.cart(email)).toEqual([]);
    await page.locator('input[name="password"]').fill('soil-and-roots-42');
    await page.locator('form:has(input[name="password"]) button[type="submit"]').click();
    await page.waitForURL((u) => u.pathname === `${prefix(lang)}/product_details/${product.id}`);
    expect(shop.cart(email)).toMatchObject([{ variantId: product.variant, pack: product.pack, quantity: 10 }]);
    const toast = () => page.getByTestId('toast').first().textContent();
    await expect.poll(toast).toContain('Sunita More');
    await expect.poll(toast).toContain(`10 × ${product.pack}`);
    expect(await cartOf(page)).toEqual([{ product: product.id, pack: product.pack, quantity: 10 }]);
    expect(await cartTotal(page, lang)).toBe(shown);
  });
});

describe.each([
  ['en', 360],
  ['mr', 360],
  ['hi', 1280],
] as const)('the calculator across sign-in in %s at %i px', (lang, width) => {
  it('calculator → Add these packs → sign in by e-mail → back on the calculator → checkout with those packs', async () => {
    const c = await newCustomer('Ramrao');
    const products = (await (await fetch(`${baseURL()}/api/get/all/products`)).json()) as { _id: string; code: string }[];
    const vam = products.find((p) => p.code === 'MB-VAM-P01') ?? products[0];
    const fields = { product: vam._id, crop: 'tomato', area: '3', unit: 'acre', state: '', method: 'soil' };
    const plan = (await (await fetch(`${baseURL()}/api/dosage?${new URLSearchParams(fields)}`)).json()) as {
      packs: { pack: string; quantity: number }[];
    };
    expect(plan.packs.length).toBeGreaterThan(0);

    const page = await browser.page(width);
    await page.goto(`${prefix(lang)}/calculator?${new URLSearchParams(fields)}`);
    await page.locator('form.calc-add button[type="submit"]').click();
    await page.waitForURL((u) => u.pathname === `${prefix(lang)}/login`);
    await page.locator('input[name="email"]').fill(c.email);
    await page.locator('input[name="password"]').fill(c.password);
    await page.locator('form:has(input[name="password"]) button[type="submit"]').click();
    await page.waitForURL((u) => u.pathname === `${prefix(lang)}/calculator`);
    for (const p of plan.packs)
      await expect.poll(() => page.getByTestId('toast').first().textContent()).toContain(`${p.quantity} × ${p.pack}`);
    const cart = await cartOf(page);
    expect(cart.map(({ pack, quantity }) => ({ pack, quantity })).sort((a, b) => a.pack.localeCompare(b.pack))).toEqual(
      plan.packs.map(({ pack, quantity }) => ({ pack, quantity })).sort((a, b) => a.pack.localeCompare(b.pack)),
    );
    await page.goto(`${prefix(lang)}/checkout`);
    expect(new URL(page.url()).pathname).toBe(`${prefix(lang)}/checkout`);
    for (const p of plan.packs) expect(await page.locator('main').textContent()).toContain(p.pack);
  });
});
