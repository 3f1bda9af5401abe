import { describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages';
import type { Page } from 'playwright-core';
import { baseURL, expectAccessible, login, newCustomer, useBrowser } from './support/browser';
import { useShopDb } from './support/shop-db';

const browser = useBrowser();
const shop = useShopDb();

/** The islands have woken (their scripts loaded), so a choice applies at once. */
const ready = (page: Page) => page.waitForLoadState('networkidle');

const rupees = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

describe.each([360, 1280] as const)('catalogue at %i px', (width) => {
  it('browse → filter → details → rate → enquire, then My Enquiries lists it', async () => {
    const customer = await newCustomer(width === 360 ? 'Meena' : 'Arjun');
    const page = await browser.page(width);
    await login(page, customer, '/b2b');
    expect(new URL(page.url()).pathname).toBe('/b2b');

    // Our Products, every product a row; filter by category (applies at once).
    const rows = page.locator('article.product-row');
    const all = await rows.count();
    expect(all).toBeGreaterThanOrEqual(24);
    await expectAccessible(page);
    await ready(page);
    if (width === 360) {
      // On a phone the filters fold under one button: the products start on the first screen.
      expect(await page.locator('form.filters').isVisible()).toBe(false);
      expect((await rows.first().boundingBox())!.y).toBeLessThan(640);
      await page.locator('summary.filters-toggle').click();
    }
    // A choice applies in place: the address follows, the page is not reloaded, the focus stays on the choice.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.getByRole('radio', { name: 'Biopesticides' }).check();
    await page.waitForURL('**/b2b/biopesticides');
    await expect.poll(() => rows.count()).toBeLessThan(all);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Biopesticides');
    await page.getByRole('radio', { name: 'Liquid' }).check();
    await page.waitForURL('**/b2b/biopesticides?type=Liquid');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
    // The new rows' own islands (Enquire Now) are awake.
    await expect.poll(() => rows.first().locator('[data-island]').first().getAttribute('data-hydrated')).toBe('');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('value'))).toBe('Liquid');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'product' }).first().textContent()).toBe('1 product');
    await expect.poll(() => page.locator('summary.filters-toggle').textContent()).toBe('Filters (2 chosen)');
    // Back goes to the listing before.
    await page.goBack();
    await page.waitForURL('**/b2b/biopesticides');
    await expect.poll(() => rows.count()).toBeGreaterThan(1);

    // Know More → details.
    await page.getByRole('link', { name: /Know More about Bacillus thuringiensis/ }).click();
    await page.waitForURL('**/product_details/**');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Bacillus thuringiensis var. kurstaki Liquid');
    await expect.poll(() => page.getByRole('heading', { name: 'Mode of action' }).isVisible()).toBe(true);
    expect(await page.locator('#s-dosage + ul li').count()).toBeGreaterThan(1);
    await expectAccessible(page);
    const details = page.url();

    // Rate Now: a rating must be chosen.
    await ready(page);
    await page.getByRole('link', { name: 'Rate Now' }).click();
    const rateDialog = page.getByRole('dialog', { name: /Rate/ });
    await expect.poll(() => rateDialog.isVisible()).toBe(true);
    await rateDialog.getByRole('button', { name: 'Submit review' }).click();
    await expect.poll(() => rateDialog.getByRole('alert').textContent()).toBe(MSG.ratingRequired);
    await rateDialog.locator('label[for="rate-star-4"]').click();
    await rateDialog.getByLabel('Your review (optional)').fill('Controlled diamondback moth on cabbage at 2 ml per litre.');
    await rateDialog.getByRole('button', { name: 'Submit review' }).click();
    await page.waitForURL(details);
    await expect.poll(() => page.getByTestId('toast').last().textContent()).toContain(MSG.reviewSuccess);
    const mine = page.locator('.review', { hasText: customer.username });
    await expect.poll(() => mine.count()).toBe(1);
    await expect.poll(() => mine.textContent()).toContain('diamondback moth');
    await expect.poll(() => mine.getByRole('img', { name: 'Rated 4.0 out of 5' }).isVisible()).toBe(true);

    // Enquire Now: required fields are checked, then the enquiry is sent and the form reset.
    await ready(page);
    await page.getByRole('main').getByRole('link', { name: 'Enquire Now' }).click();
    const enquiry = page.getByRole('dialog', { name: 'Enquire Now' });
    await expect.poll(() => enquiry.isVisible()).toBe(true);
    await enquiry.getByRole('button', { name: 'Send enquiry' }).click();
    await expect.poll(() => enquiry.getByText(MSG.enquiryNameRequired).isVisible()).toBe(true);
    await enquiry.getByLabel('Full name').fill('Meena Kulkarni');
    await enquiry.getByLabel('Phone').fill('9822012345');
    await enquiry.getByLabel('Email').fill('meena@krishikendra.example');
    await enquiry.getByLabel('Message').fill('Dealer price for 100 litres, please.');
    await enquiry.getByRole('button', { name: 'Send enquiry' }).click();
    await expect.poll(() => page.getByTestId('toast').last().textContent()).toContain(MSG.enquirySuccess);
    await expect.poll(() => enquiry.isVisible()).toBe(false);

    await page.goto('/my_enquiries');
    await expect.poll(() => page.locator('.enquiry-item').first().textContent()).toContain('Dealer price for 100 litres');
    await expect.poll(() => page.locator('.enquiry-item h2').first().textContent()).toBe('Bacillus thuringiensis var. kurstaki Liquid');
    await expectAccessible(page);
  });

  it('the category listing filters and sorts by price on the server, in the URL', async () => {
    const page = await browser.page(width);
    await page.goto('/categoriwise_product');
    await ready(page);
    if (width === 360) await page.locator('summary.filters-toggle').click();
    await page.getByRole('radio', { name: 'Price: high to low' }).check();
    await page.waitForURL('**/categoriwise_product?priceRange=desc');
    const prices = (await page.locator('.product-card .product-price').allTextContents()).map(rupees);
    expect(prices.length).toBeGreaterThan(20);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    await expectAccessible(page);

    await ready(page);
    await page.getByRole('radio', { name: 'Micronutrients' }).check();
    await page.waitForURL(/\/categoriwise_product\/\w+\?priceRange=desc$/);
    await ready(page);
    await page.getByRole('radio', { name: 'Granular' }).check();
    await page.waitForURL(/type=Granular/);
    await expect.poll(() => page.locator('.product-card').count()).toBeGreaterThan(0);
    const forms = await page.locator('.product-card .form-chip').allTextContents();
    expect(new Set(forms)).toEqual(new Set(['Granular']));
    const response = await page.goto('/categoriwise_product/000000000000000000000000');
    expect(response?.status()).toBe(404);
  });

  it('header search suggests as you type, forgives a typo and opens the product', async () => {
    const page = await browser.page(width);
    await page.goto('/');
    await ready(page);
    const id = width === 360 ? 'search-compact' : 'search-wide';
    if (width === 360)
      await page.getByRole('button', { name: 'Search products' }).or(page.locator('summary[aria-label="Search products"]')).first().click();
    const box = page.locator(`#${id}`);
    await box.pressSequentially('azotobactr', { delay: 30 });
    // One clear button: ours, not the browser's as well.
    await expect.poll(() => page.getByRole('button', { name: 'Clear search' }).filter({ visible: true }).count()).toBe(1);
    expect(await box.getAttribute('type')).toBe('text'); // a search box would add the browser's own clear button
    const options = page.locator(`#${id}-list [role="option"]`);
    await expect.poll(() => options.first().textContent()).toBe('Azotobacter Liquid Biofertilizer');
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    await box.press('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBe(`${id}-opt-0`);
    await box.press('Enter');
    await page.waitForURL('**/product_details/**');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Azotobacter Liquid Biofertilizer');
  });

  it('header search on a Hindi page suggests in Hindi', async () => {
    const [hit] = (await (await fetch(`${baseURL()}/api/search/products?search=azotobacter`)).json()) as { _id: string }[];
    const hindi = shop.translation('product', hit._id, 'title', 'hi')!;
    expect(hindi).toMatch(/[\u0900-\u097F]/);
    const page = await browser.page(width);
    await page.goto('/hi/');
    await ready(page);
    const id = width === 360 ? 'search-compact' : 'search-wide';
    if (width === 360) await page.locator(`details:has(#${id}) > summary`).click();
    await page.locator(`#${id}`).pressSequentially('azotobactr', { delay: 30 });
    await expect.poll(() => page.locator(`#${id}-list [role="option"]`).first().textContent()).toBe(hindi);
  });
});
