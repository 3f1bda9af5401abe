import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BANNER_ROTATION_MS, SPLASH_MS } from '../../domain/constants';
import { LABEL } from '../../domain/messages';
import { expectAccessible, login, newCustomer, useBrowser } from './support/browser';

const browser = useBrowser();
const pressed = (page: import('playwright-core').Page) => page.locator('.hero-tile[aria-pressed="true"]').textContent();

/** The contrast ratio of an element's text on the first solid background behind it; 0 when that background is not solid. */
function contrastOf(el: Locator) {
  return el.evaluate((node) => {
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const lin = (v: number) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    let behind: Element | null = node;
    while (behind && rgb(getComputedStyle(behind).backgroundColor)[3] === 0) behind = behind.parentElement;
    if (!behind || getComputedStyle(behind).backgroundImage !== 'none') return 0;
    const bg = rgb(getComputedStyle(behind).backgroundColor);
    if (bg.length === 4 && bg[3] < 1) return 0;
    const [a, b] = [luminance(rgb(getComputedStyle(node).color)), luminance(bg)].sort((x, y) => y - x);
    return (a + 0.05) / (b + 0.05);
  });
}

describe('home', () => {
  it('rotates the hero tiles every 3 seconds, pauses on hover, and a tile click selects it', async () => {
    const page = await browser.page(1280);
    await page.clock.install();
    await page.goto('/');
    await page.waitForFunction(() => document.querySelector('.hero-pause') !== null); // the island is awake
    // From here the page's time moves only when the test moves it, however slow this machine is.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 200);
    expect(await pressed(page)).toBe(LABEL.heroTiles[0]);
    for (let waited = 0; (await pressed(page)) === LABEL.heroTiles[0] && waited <= BANNER_ROTATION_MS; waited += 100) {
      await page.clock.runFor(100);
    }
    expect(await pressed(page)).toBe(LABEL.heroTiles[1]);
    // The next tile comes a full rotation later, not sooner.
    await page.clock.runFor(BANNER_ROTATION_MS - 300);
    expect(await pressed(page)).toBe(LABEL.heroTiles[1]);
    await page.clock.runFor(600);
    await expect.poll(() => pressed(page)).toBe(LABEL.heroTiles[2]);
    await expect.poll(() => page.locator('.hero-img.is-active').getAttribute('src')).toBe('/images/hero/research-innovation.svg');

    await page.locator('.hero-title').hover();
    await page.clock.runFor(BANNER_ROTATION_MS * 3);
    expect(await pressed(page)).toBe(LABEL.heroTiles[2]);

    await page.mouse.move(5, 890);
    await page.clock.runFor(BANNER_ROTATION_MS + 300);
    await expect.poll(() => pressed(page)).toBe(LABEL.heroTiles[3]);

    await page.getByRole('button', { name: LABEL.heroTiles[0] }).click();
    await expect.poll(() => pressed(page)).toBe(LABEL.heroTiles[0]);
    await expect.poll(() => page.locator('.hero-title').textContent()).toBe(LABEL.heroTiles[0]);
  });

  it('keeps the hero still for people who prefer reduced motion', async () => {
    const page = await browser.page(1280);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await page.waitForFunction(() => document.querySelectorAll('.hero-img').length === 4);
    await page.clock.runFor(BANNER_ROTATION_MS * 3);
    expect(await pressed(page)).toBe(LABEL.heroTiles[0]);
  });

  it('the featured carousel links open the real products, and on a phone it advances one product every 2 s', async () => {
    const page = await browser.page(1280);
    await page.goto('/');
    const links = page.locator('.carousel-card-title a');
    await expect.poll(() => links.count()).toBe(4);
    const titles = await links.allTextContents();
    expect(titles.join('|')).toMatch(/VAM.*\|Azotobacter.*\|Phosphate Solubilizing.*\|Potash Mobilizing/);
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    for (const [i, href] of hrefs.entries()) {
      expect(href).toMatch(/^\/product_page\/[0-9a-f]{24}$/);
      const res = await page.request.get(`/api/get/product/${href!.split('/').pop()}`);
      expect(res.status()).toBe(200);
      expect(JSON.stringify(await res.json())).toContain(titles[i]);
    }
    await links.first().click();
    await page.waitForURL(`**${hrefs[0]}`);
    await expect.poll(() => page.locator('h1').first().textContent()).toContain(titles[0]);
    await expectAccessible(page);

    const phone = await browser.page(360);
    await phone.clock.install();
    await phone.goto('/');
    const position = phone.getByTestId('carousel-position');
    await expect.poll(() => position.textContent()).toBe('1 / 4');
    await phone.clock.runFor(2100);
    await expect.poll(() => position.textContent()).toBe('2 / 4');
    await phone.getByRole('button', { name: 'Previous products' }).click();
    await expect.poll(() => position.textContent()).toBe('1 / 4');
  });

  it('shows the logo splash once, on the first home visit after login', async () => {
    const customer = await newCustomer('Splash');
    const page = await browser.page(360);
    await page.clock.install();
    // The page notes (on its own clock) when the splash opened, so the test counts from there however slow this machine is.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const w = window as unknown as { splashOpenedAt?: number };
        if (!w.splashOpenedAt && document.querySelector('[data-testid="splash"][open]')) w.splashOpenedAt = Date.now();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['open'] });
    });
    await login(page, customer);
    const splash = page.getByTestId('splash');
    await expect.poll(() => splash.isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('splashShown'))).not.toBeNull();
    // Its words and button sit on a solid colour with at least WCAG AA contrast (4.5:1).
    for (const el of [splash.locator('.splash-text'), splash.getByRole('button')]) expect(await contrastOf(el)).toBeGreaterThanOrEqual(4.5);
    const shownFor = await page.evaluate(() => Date.now() - (window as unknown as { splashOpenedAt: number }).splashOpenedAt);
    await page.clock.runFor(SPLASH_MS - 500 - shownFor);
    expect(await splash.isVisible()).toBe(true);
    await page.clock.runFor(1000);
    await expect.poll(() => splash.isVisible()).toBe(false);
    await expectAccessible(page);

    await page.goto('/');
    await page.waitForFunction(() => document.querySelector('.hero-pause') !== null);
    await page.clock.runFor(500);
    expect(await splash.isVisible()).toBe(false);

    // A visitor never sees it.
    const visitor = await browser.page(1280);
    await visitor.goto('/');
    expect(await visitor.getByTestId('splash').count()).toBe(0);
  });
});
