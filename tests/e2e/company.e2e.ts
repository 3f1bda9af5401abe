import { describe, expect, it } from 'vitest';
import { fileText } from '../../domain/content/pages';
import { expectAccessible, useBrowser } from './support/browser';

const browser = useBrowser();

const PAGES = [
  '/',
  '/contact',
  '/enquirenow',
  '/gallery',
  '/social',
  '/aboutus',
  '/aboutus/overview',
  '/aboutus/journey',
  '/aboutus/vision-mission',
  '/aboutus/leadership',
  '/aboutus/quality',
  '/aboutus/awards',
  '/innovation',
  '/innovation/research',
  '/innovation/facility',
  '/innovation/quality-control',
  '/innovation/collaborations',
  '/explore/experience',
  '/explore/revamping',
  '/explore/ourPremier',
  '/explore/values',
  '/ourproduct',
  '/journey',
  '/vision',
  '/contractmfg',
  '/whychooseus',
  '/biofertilizer',
  '/biopesticide',
  '/biostimulants',
  '/micronutrients',
  '/newsandevents',
  '/r_and_d',
  '/whyus',
  '/AwardsAndRecognization',
  '/contactforR&D',
  '/vam',
  '/privacypolicies',
  '/shipping',
  '/return',
  '/cancellation',
];

describe('company pages', () => {
  it.each(PAGES)('%s has one heading and no serious accessibility finding at 1280 px', async (path) => {
    const page = await browser.page(1280);
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    expect(await page.locator('h1').count()).toBe(1);
    await expectAccessible(page);
    await page.context().close();
  });

  it('a few pages at 360 px: readable without sideways scrolling, accessible', async () => {
    const page = await browser.page(360);
    for (const path of ['/', '/aboutus/journey', '/contact', '/enquirenow', '/gallery', '/shipping']) {
      await page.goto(path);
      await expectAccessible(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    }
  });

  it('section navigation moves between sections and an unknown section is the 404 page', async () => {
    const page = await browser.page(360);
    await page.goto('/aboutus');
    await page.getByRole('navigation', { name: 'About Us' }).getByRole('link', { name: 'Our Journey Since 2009' }).click();
    await page.waitForURL('**/aboutus/journey');
    await expect.poll(() => page.locator('h1').textContent()).toBe(fileText('aboutus/journey')!.heading);
    const res = await page.goto('/aboutus/nowhere');
    expect(res?.status()).toBe(404);
  });

  it('the gallery shows six captioned pictures', async () => {
    const page = await browser.page(1280);
    await page.goto('/gallery');
    await expect.poll(() => page.locator('figure img').count()).toBe(6);
    await expect.poll(() => page.locator('figcaption').first().textContent()).toMatch(/^Research lab — /);
  });
});
