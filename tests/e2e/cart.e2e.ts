import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages';
import { formatInr } from '../../domain/money';
import { baseURL, expectAccessible, islandsReady, login, newCustomer, useBrowser } from './support/browser';

const browser = useBrowser();

interface ApiProduct {
  _id: string;
  title: string;
  price: number;
  stock?: number;
}

/** Two products in stock, with their prices in paise as the API shows them. */
async function twoProducts(page: Page) {
  const res = await page.request.get('/api/get/all/products');
  const list = (await res.json()) as ApiProduct[];
  const [a, b] = list.filter((p) => p.stock === undefined || p.stock >= 5).slice(0, 2);
  return [a, b].map((p) => ({ id: p._id, title: p.title, paise: Math.round(p.price * 100) }));
}

/** Posts the Add to Cart form as a product card does; answers where it redirects to. */
async function addToCart(page: Page, product: string, next = '/cart') {
  const res = await page.request.post('/cart/add', {
    form: { product, quantity: '1', next },
    headers: { origin: baseURL() },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(303);
  return res.headers().location;
}

describe.each([360, 1280] as const)('cart at %i px', (width) => {
  it('shows the login prompt to a visitor, and sends a visitor who adds to cart to login', async () => {
    const page = await browser.page(width);
    await page.goto('/cart');
    await expect.poll(() => page.getByRole('heading', { name: MSG.cartMissing }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('main').getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login?next=%2Fcart');
    await expectAccessible(page);
    const [product] = (await (await page.request.get('/api/get/all/products')).json()) as { _id: string }[];
    const res = await page.request.post('/cart/add', {
      form: { product: product._id, quantity: '1', next: '/b2b' },
      headers: { origin: baseURL() },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(303);
    expect(res.headers().location).toBe('/login?next=%2Fb2b');
  });

  it('adds two products, changes quantities, deletes with a confirmation and keeps the totals right', async () => {
    const customer = await newCustomer(width === 360 ? 'Cartphone' : 'Cartdesk');
    const page = await browser.page(width);
    await login(page, customer, '/cart');
    expect(new URL(page.url()).pathname).toBe('/cart');
    await expect.poll(() => page.getByRole('heading', { name: MSG.cartEmpty }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('main').getByRole('link', { name: 'Shop now' }).isVisible()).toBe(true);

    const [a, b] = await twoProducts(page);
    expect(await addToCart(page, a.id, '/b2b')).toBe('/b2b');
    expect(await addToCart(page, b.id)).toBe('/cart');
    await page.goto('/cart');
    await expect.poll(() => page.getByTestId('toast').first().textContent()).toContain(MSG.itemAdded);
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('2');
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(2);
    const total = () => page.getByTestId('total-product-price').textContent();
    const orderTotal = () => page.getByTestId('order-total').textContent();
    await expect.poll(total).toBe(formatInr(a.paise + b.paise));
    // Delivery charges follow the PIN code, asked here and remembered.
    await expect.poll(() => page.getByTestId('delivery-charges').textContent()).toBe('By PIN code');
    await page.getByLabel('PIN code').fill('110001');
    await page.getByRole('button', { name: 'Check' }).click();
    await page.waitForURL(/pin=110001/);
    await expect.poll(() => page.getByTestId('pin-result').textContent()).toContain('Central Delhi, Delhi');
    await expect.poll(() => page.getByTestId('delivery-charges').textContent()).toBe(formatInr(9_900));
    await page.getByLabel('PIN code').fill('411005');
    await page.getByRole('button', { name: 'Check' }).click();
    await page.waitForURL(/pin=411005/);
    await expect.poll(() => page.getByTestId('pin-result').textContent()).toContain('Cash on Delivery available');
    await expect.poll(() => page.getByTestId('delivery-charges').textContent()).toBe('Free');
    await expectAccessible(page);

    const lineA = page.getByTestId('cart-line').filter({ hasText: a.title });
    await page.getByRole('button', { name: `Increase quantity of ${a.title}` }).click();
    await expect.poll(() => lineA.getByTestId('quantity').inputValue()).toBe('2');
    await page.getByRole('button', { name: `Increase quantity of ${a.title}` }).click();
    await expect.poll(() => lineA.getByTestId('quantity').inputValue()).toBe('3');
    await page.getByRole('button', { name: `Decrease quantity of ${a.title}` }).click();
    await expect.poll(() => lineA.getByTestId('quantity').inputValue()).toBe('2');
    await expect.poll(total).toBe(formatInr(a.paise * 2 + b.paise));
    await expect.poll(orderTotal).toBe(formatInr(a.paise * 2 + b.paise));
    await expect.poll(() => lineA.getByTestId('line-total').textContent()).toContain(formatInr(a.paise * 2));
    await expect.poll(() => lineA.getByTestId('pack').textContent()).toBeTruthy();

    // A typed quantity applies; ten packs of a size cost 5 % less each.
    await lineA.getByTestId('quantity').fill('10');
    await lineA.getByTestId('quantity').blur();
    await expect.poll(() => lineA.getByTestId('quantity').inputValue()).toBe('10');
    await expect.poll(() => lineA.getByTestId('unit-price').textContent()).toBe(formatInr(Math.round(a.paise * 0.95)));
    await expect.poll(total).toBe(formatInr(Math.round(a.paise * 0.95) * 10 + b.paise));
    await lineA.getByTestId('quantity').fill('2');
    await lineA.getByTestId('quantity').press('Enter');
    await expect.poll(() => lineA.getByTestId('quantity').inputValue()).toBe('2');
    await expect.poll(total).toBe(formatInr(a.paise * 2 + b.paise));

    // Delete asks first; Cancel keeps the item.
    const dialog = page.getByRole('dialog');
    await page.getByRole('button', { name: `Delete ${b.title}` }).click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect.poll(() => dialog.textContent()).toContain(MSG.cartDeleteConfirm);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(2);
    await page.getByRole('button', { name: `Delete ${b.title}` }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(1);
    await expect.poll(() => page.getByTestId('toast').last().textContent()).toContain(MSG.cartItemRemoved);
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('1');
    await expect.poll(total).toBe(formatInr(a.paise * 2));
    await expect.poll(() => page.getByRole('link', { name: 'Place Order' }).getAttribute('href')).toBe('/checkout');

    // − at a quantity of 1 asks before removing the line, as Delete does.
    await page.getByRole('button', { name: `Decrease quantity of ${a.title}` }).click();
    await expect.poll(() => page.getByRole('button', { name: `Remove ${a.title}` }).count()).toBe(1);
    await islandsReady(page);
    await page.getByRole('button', { name: `Remove ${a.title}` }).click();
    await expect.poll(() => dialog.textContent()).toContain(MSG.cartDeleteConfirm);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByRole('heading', { name: MSG.cartEmpty }).isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('0');
  });

  it('works without JavaScript: delete goes through a confirmation step', async () => {
    const customer = await newCustomer(width === 360 ? 'Nojsphone' : 'Nojsdesk');
    const withJs = await browser.page(width);
    await login(withJs, customer);
    const [a] = await twoProducts(withJs);
    await addToCart(withJs, a.id);
    const context = await withJs
      .context()
      .browser()!
      .newContext({ baseURL: baseURL(), javaScriptEnabled: false, viewport: { width, height: 800 } });
    await context.addCookies(await withJs.context().cookies());
    const page = await context.newPage();
    await page.goto('/cart');
    await page.getByRole('button', { name: `Increase quantity of ${a.title}` }).click();
    await expect.poll(() => page.getByTestId('quantity').inputValue()).toBe('2');
    await page.getByRole('button', { name: `Delete ${a.title}` }).click();
    const step = page.getByRole('alertdialog');
    await expect.poll(() => step.textContent()).toContain(MSG.cartDeleteConfirm);
    await step.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByRole('heading', { name: MSG.cartEmpty }).isVisible()).toBe(true);
    await context.close();
  });
});
