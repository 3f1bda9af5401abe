import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../domain/i18n/dictionaries';
import { LABEL, MSG } from '../../domain/messages';
import { expectAccessible, newCustomer, useBrowser } from './support/browser';

// Hindi in the browser (decision 024): chosen in the header, kept through the
// catalogue, a login and Add to Cart, remembered on the next unprefixed
// address, accessible, and set in Noto Sans Devanagari, which English pages
// never download.

const browser = useBrowser();
const hi = JSON.parse(readFileSync('locales/hi/layout.json', 'utf8')) as Record<string, string>;
const tHi = translatorFor('hi');

/** The font files a page asked for, by name. */
function fontsOf(page: Page): string[] {
  const fonts: string[] = [];
  page.on('request', (r) => {
    const m = /\/fonts\/([^/?]+)$/.exec(new URL(r.url()).pathname);
    if (m) fonts.push(m[1]);
  });
  return fonts;
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('the shop in Hindi', () => {
  it('is chosen in the header, kept through browsing, login and Add to Cart, and remembered', async () => {
    const customer = await newCustomer('Hindi');
    const page = await browser.page(1280);
    const fonts = fontsOf(page);
    await page.goto('/');
    expect(await page.getAttribute('html', 'lang')).toBe('en-IN');

    // The header's switcher: the same page in each language, named in itself.
    await page.locator('.lang-menu summary').click();
    const hindi = page.locator('.lang-menu').getByRole('link', { name: 'हिन्दी' });
    expect(await hindi.getAttribute('hreflang')).toBe('hi-IN');
    expect(await hindi.getAttribute('lang')).toBe('hi-IN');
    await hindi.click();
    await page.waitForURL((u) => u.pathname === '/hi/');
    expect(await page.getAttribute('html', 'lang')).toBe('hi-IN');
    const nav = page.locator('nav.wide-nav');
    await expect.poll(() => nav.getByRole('link', { name: hi['Our Products'] }).isVisible()).toBe(true);
    expect(await page.locator('.lang-menu a[hreflang="hi-IN"]').getAttribute('aria-current')).toBe('true');
    await expectAccessible(page);
    // Noto Sans Devanagari, only its Devanagari subset and one weight (the browser draws bold), asked
    // for at once so a first visit is not drawn in a fallback font (or empty boxes where a device has none).
    await expect.poll(() => fonts.filter((f) => f.startsWith('noto-sans-devanagari-devanagari-')).length).toBeGreaterThan(0);
    expect(fonts.every((f) => /^noto-sans-(latin-(400|700)|devanagari-devanagari-400)-normal\.woff2$/.test(f))).toBe(true);
    expect(await page.locator('link[rel="preload"][href$="/noto-sans-devanagari-devanagari-400-normal.woff2"]').count()).toBe(1);

    // The header's search island woke in Hindi (same markup as the server's) and
    // shows texts it renders only in the browser from the page's dictionary.
    const search = page.locator('#search-wide');
    expect(await search.getAttribute('placeholder')).toBe(hi['Search products, e.g. mycorrhiza']);
    await search.fill('zzqx');
    const none = hi['No products match “{text}”'].replace('{text}', 'zzqx');
    await expect.poll(() => page.locator('.header-search .search-empty').textContent()).toBe(none);
    await search.fill('');

    // Log in from the header, in Hindi; the login comes back to the Hindi page.
    await page
      .getByRole('banner')
      .getByRole('link', { name: tHi(LABEL.login) })
      .click();
    await page.waitForURL((u) => u.pathname === '/hi/login');
    await page.locator('input[name="email"]').fill(customer.email);
    await page.locator('input[name="password"]').fill(customer.password);
    await page.locator('main form button[type="submit"]').first().click();
    await page.waitForURL((u) => u.pathname === '/hi/');

    // Browse to a product through the menu and a product card.
    await nav.getByRole('link', { name: tHi(LABEL.shopOnline) }).click();
    await page.waitForURL((u) => u.pathname === '/hi/categoriwise_product');
    expect(await page.getAttribute('html', 'lang')).toBe('hi-IN');
    await page.locator('main .product-card-title a').first().click();
    await page.waitForURL((u) => u.pathname.startsWith('/hi/product_details/'));
    const productPath = pathOf(page);
    await expectAccessible(page);

    // Add to Cart posts to the Hindi address and comes back with its toast in Hindi.
    const form = page.locator('main form[action$="/cart/add"]').first();
    expect(await form.getAttribute('action')).toBe('/hi/cart/add');
    await form.locator('button[type="submit"]').first().click();
    await page.waitForURL((u) => u.pathname.startsWith('/hi/'));
    await expect.poll(() => page.getByTestId('toast').last().textContent()).toContain(tHi(MSG.itemAdded));
    expect(await page.getByTestId('toast').last().locator('button').getAttribute('aria-label')).toBe(tHi('Dismiss'));
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('1');
    expect(await page.getAttribute('html', 'lang')).toBe('hi-IN');

    // The choice is remembered: an unprefixed address opens in Hindi.
    await page.goto('/');
    expect(pathOf(page)).toBe('/hi/');
    await page.goto(productPath.replace(/^\/hi/, ''));
    expect(pathOf(page)).toBe(productPath);

    // English from the footer, and English stays.
    await page.locator('footer').getByRole('link', { name: 'English' }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/hi'));
    expect(pathOf(page)).toBe(productPath.replace(/^\/hi/, ''));
    expect(await page.getAttribute('html', 'lang')).toBe('en-IN');
    await page.goto('/');
    expect(pathOf(page)).toBe('/');
  });

  it('never downloads the Devanagari font on an English page, even with the switcher showing हिन्दी', async () => {
    const page = await browser.page(1280);
    const fonts = fontsOf(page);
    await page.goto('/');
    await page.locator('.lang-menu summary').click();
    await expect.poll(() => page.locator('.lang-menu').getByRole('link', { name: 'मराठी' }).isVisible()).toBe(true);
    await page.evaluate(() => document.fonts.ready);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((f) => f.includes('devanagari'))).toEqual([]);
  });

  it('offers the languages in the compact menu and the footer on a phone, and the Hindi product page is accessible', async () => {
    const page = await browser.page(360);
    await page.goto('/b2b');
    await page.locator('.compact-menu summary').click();
    await page.locator('.compact-menu').getByRole('link', { name: 'मराठी' }).click();
    await page.waitForURL((u) => u.pathname === '/mr/b2b');
    expect(await page.getAttribute('html', 'lang')).toBe('mr-IN');
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.goto('/hi/b2b');
    await page.locator('main .product-card-title a').first().click();
    await page.waitForURL((u) => u.pathname.startsWith('/hi/product_details/'));
    await expectAccessible(page);
  });
});
