import { describe, expect, it } from 'vitest';
import { LABEL, MSG } from '../../domain/messages';
import { formatInr } from '../../domain/money';
import { baseURL, expectAccessible, login, newCustomer, saveAddress, useBrowser } from './support/browser';

const browser = useBrowser();

interface ApiProduct {
  _id: string;
  title: string;
  variants: { _id: string; pack: string; price: number; mrp: number; stock: number; batch?: string }[];
}

/** A product whose three or more packs are all in stock. */
async function threePacks(): Promise<ApiProduct> {
  const all = (await (await fetch(`${baseURL()}/api/get/all/products`)).json()) as ApiProduct[];
  return all.find((p) => p.variants.length >= 3 && p.variants.every((v) => v.stock >= 5))!;
}

describe.each([360, 1280] as const)('pack sizes at %i px', (width) => {
  it('chooses a pack and a quantity on the product page, sees the pack in the cart, and buys another pack at once', async () => {
    const customer = await newCustomer(width === 360 ? 'Vasant' : 'Yamuna');
    await saveAddress(customer);
    const p = await threePacks();
    const [, middle] = p.variants;
    const big = { ...p.variants[2], ...(await (await fetch(`${baseURL()}/api/get/product/${p._id}`)).json()).variants[2] };
    const page = await browser.page(width);
    await login(page, customer, `/product_page/${p._id}`);

    // Each pack shows its price, MRP and saving.
    const packs = page.getByRole('group', { name: 'Pack size' });
    const middleLabel = packs.getByRole('radio', { name: new RegExp(`^${middle.pack}`) });
    await expect.poll(() => packs.textContent()).toContain(`MRP ${formatInr(Math.round(middle.mrp * 100))}`);
    await expect.poll(() => packs.textContent()).toContain(`save ${formatInr(Math.round((middle.mrp - middle.price) * 100))}`);
    await expectAccessible(page);

    // The product's own page: best before of the batch a buyer gets, and every pack's label facts.
    await page.goto(`/product_details/${p._id}`);
    await expect.poll(() => page.getByTestId('best-before').textContent()).toMatch(/^Best before \d{1,2} \w{3} \d{4} \(/);
    const label = page.getByTestId('label-facts');
    await expect.poll(() => label.getByRole('listitem').count()).toBe(p.variants.length);
    await expect.poll(() => label.getByRole('listitem').nth(2).textContent()).toContain(`Batch${big.batch}`);
    await expectAccessible(page);
    await page.goto(`/product_page/${p._id}`);

    await middleLabel.check();
    await page.getByLabel('Quantity').fill('2');
    await page.getByRole('button', { name: LABEL.addToCart }).click();
    await page.waitForURL(`**/product_page/${p._id}`);
    await expect.poll(() => page.getByTestId('toast').last().textContent()).toContain(MSG.itemAdded);
    // The toast leaves the page's main button free, even with the button at the bottom of the screen.
    await page.getByRole('button', { name: LABEL.addToCart }).evaluate((b) => b.scrollIntoView({ block: 'end' }));
    const toast = (await page.getByTestId('toast').last().boundingBox())!;
    const button = (await page.getByRole('button', { name: LABEL.addToCart }).boundingBox())!;
    expect(toast.y + toast.height <= button.y || button.y + button.height <= toast.y).toBe(true);
    await page.goto('/cart');
    const line = page.getByTestId('cart-line').filter({ hasText: p.title });
    await expect.poll(() => line.getByTestId('pack').textContent()).toBe(middle.pack);
    await expect.poll(() => line.getByTestId('quantity').inputValue()).toBe('2');
    await expect.poll(() => line.getByTestId('line-total').textContent()).toContain(formatInr(Math.round(middle.price * 100) * 2));

    // Buy Now with the biggest pack: the checkout has that pack alone, and the order names it.
    await page.goto(`/product_page/${p._id}`);
    await packs.getByRole('radio', { name: new RegExp(`^${big.pack}`) }).check();
    await page.getByRole('button', { name: LABEL.buyNow }).click();
    await page.waitForURL(/\/checkout\?/);
    await expect.poll(() => page.getByTestId('checkout-line').count()).toBe(1);
    await expect.poll(() => page.getByRole('main').textContent()).toContain(big.pack);
    await page.getByLabel('Cash on Delivery').check();
    await page.getByRole('button', { name: LABEL.placeYourOrder }).click();
    await page.waitForURL(/\/orders\/[0-9a-f]{24}$/);
    await expect.poll(() => page.getByRole('main').textContent()).toContain(`${p.title} (${big.pack})`);
    await expect.poll(() => page.getByTestId('order-total').textContent()).toBe(formatInr(Math.round(big.price * 100)));
    // The order names the batch its pack came from: the one the product page promised.
    await expect.poll(() => page.getByTestId('order-batch').textContent()).toBe(`Batch ${big.batch}`);

    // The cart keeps the other pack; Buy again puts the ordered one back beside it.
    const orderUrl = page.url();
    await page.goto('/cart');
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(1);
    await expect.poll(() => line.getByTestId('pack').textContent()).toBe(middle.pack);
    await page.goto(orderUrl);
    await page.getByRole('button', { name: LABEL.buyAgain }).click();
    await page.waitForURL('**/cart');
    await expect.poll(() => page.getByTestId('toast').last().textContent()).toContain(MSG.buyAgainAdded);
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(2);
  });
});
