import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../domain/i18n/dictionaries';
import { MSG } from '../../domain/messages';
import { formatInr } from '../../domain/money';
import { baseURL, expectAccessible, login, newCustomer, useBrowser } from './support/browser';
import { useShopDb } from './support/shop-db';

// A farmer starts from the crop: home → Tomato → a problem's product with its
// dose → the dosage calculator in bigha → Add these packs to cart; the pages
// are accessible in English and Hindi and fit a phone.

const browser = useBrowser();
const shop = useShopDb();
const PHONE = 360;

interface Plan {
  packs: { variant: string; pack: string; quantity: number; total: number }[];
  total: number;
  quantity: number;
}

describe('shopping by crop', () => {
  it('leads from the home page to a crop, its problems and products with doses', async () => {
    const page = await browser.page(PHONE);
    await page.goto('/');
    await page.getByRole('region', { name: 'Shop by crop' }).getByRole('link', { name: 'Tomato' }).click();
    await page.waitForURL('**/crops/tomato');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Tomato');
    const firstStage = page.locator('.stage').first();
    await expect.poll(() => firstStage.locator('.remedy-list li').count()).toBeGreaterThan(0);
    expect(await firstStage.locator('.remedy-list li').first().textContent()).toMatch(/per (acre|kg of seed)/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE);
    await expectAccessible(page);

    // A problem's own page, and back to a product from it.
    await firstStage.locator('h4 a').first().click();
    await page.waitForURL('**/problems/**');
    await expect.poll(() => page.getByRole('heading', { name: 'Signs to look for' }).isVisible()).toBe(true);
    await expectAccessible(page);
    await page.locator('.advised-title').first().click();
    await page.waitForURL('**/product_details/**');
    await expect.poll(() => page.getByRole('heading', { name: 'Dosage calculator' }).isVisible()).toBe(true);
  });

  it('works out the packs for a field measured in bigha and puts them in the cart', async () => {
    const customer = await newCustomer('Bhola');
    const products = (await (await fetch(`${baseURL()}/api/get/all/products`)).json()) as {
      _id: string;
      title: string;
      productcode: string;
    }[];
    const vam = products.find((p) => p.productcode === 'MB-VAM-P01')!;
    const page = await browser.page(PHONE);
    await login(page, customer, `/product_details/${vam._id}`);

    // The product page's calculator asks only for the crop and the field.
    const calc = page.getByRole('region', { name: 'Dosage calculator' });
    await calc.getByLabel('Crop').selectOption('tomato');
    await calc.getByLabel('Field area').fill('3');
    await calc.getByLabel('Measured in').selectOption('bigha');
    await calc.getByLabel('State (for bigha)').selectOption('Uttar Pradesh');
    await calc.getByRole('button', { name: 'Calculate' }).click();
    await page.waitForURL('**/calculator?**');
    const answer = page.getByRole('region', { name: /VAM Mycorrhiza Powder for 3 bigha of Tomato/ });
    await expect.poll(() => answer.isVisible()).toBe(true);
    expect(await answer.textContent()).toContain('1 bigha in Uttar Pradesh = 27,000 sq ft');
    const plan = (await (
      await fetch(`${baseURL()}/api/dosage?product=${vam._id}&crop=tomato&area=3&unit=bigha&state=Uttar%20Pradesh`)
    ).json()) as Plan;
    expect(await answer.locator('tfoot').textContent()).toContain(formatInr(Math.round(plan.total * 100)));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE);
    await expectAccessible(page);

    await answer.getByRole('button', { name: 'Add these packs to cart' }).click();
    await page.waitForURL('**/cart');
    await expect.poll(() => page.getByTestId('toast').last().textContent()).toContain(MSG.dosePacksAdded);
    for (const p of plan.packs) {
      const line = page.getByTestId('cart-line').filter({ has: page.getByTestId('pack').getByText(p.pack, { exact: true }) });
      await expect.poll(() => line.getByTestId('quantity').inputValue()).toBe(String(p.quantity));
    }
  });

  it('reads the crop pages and the calculator in Hindi', async () => {
    const t = translatorFor('hi');
    const tomato = shop.translation('crop', 'tomato', 'name', 'hi')!; // staff-edited content, stored per record
    expect(tomato).toMatch(/[\u0900-\u097F]/);
    const page = await browser.page(PHONE);
    await page.goto('/hi/crops');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(t('Shop by crop'));
    await page.getByRole('link', { name: tomato }).first().click();
    await page.waitForURL('**/hi/crops/tomato');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(tomato);
    await expectAccessible(page);
    await page.goto('/hi/calculator');
    await expect.poll(() => page.getByRole('button', { name: t('Calculate') }).isVisible()).toBe(true);
    await expectAccessible(page);
  });
});
