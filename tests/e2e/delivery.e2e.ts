import { describe, expect, it } from 'vitest';
import { LABEL } from '../../domain/messages';
import { formatInr } from '../../domain/money';
import { baseURL, expectAccessible, login, newCustomer, saveAddress, useBrowser } from './support/browser';

const browser = useBrowser();

describe.each([360, 1280] as const)('delivery by PIN code at %i px', (width) => {
  it('checks a PIN on the product page, and at checkout to Assam offers no Cash on Delivery (saying why) and adds the delivery charge', async () => {
    const customer = await newCustomer(width === 360 ? 'Bikash' : 'Pranjal');
    // Guwahati: a zone without Cash on Delivery.
    await saveAddress(customer, {
      pincode: '781001',
      locality: 'Pan Bazaar',
      city: 'Guwahati',
      state: 'Assam',
      address: 'House 12, MG Road',
      addressType: 'home',
    });
    const [product] = (await (await fetch(`${baseURL()}/api/get/all/products`)).json()) as { _id: string; price: number }[];
    const page = await browser.page(width);

    await page.goto(`/product_details/${product._id}`);
    await page.getByLabel('PIN code').fill('781001');
    await page.getByRole('button', { name: 'Check' }).click();
    await page.waitForURL(/pin=781001/);
    await expect.poll(() => page.getByTestId('pin-result').textContent()).toContain('Kamrup, Assam');
    await expect.poll(() => page.getByTestId('pin-result').textContent()).toContain('Cash on Delivery is not offered here');
    await page.getByLabel('PIN code').fill('999999');
    await page.getByRole('button', { name: 'Check' }).click();
    await expect.poll(() => page.getByTestId('pin-result').textContent()).toContain('we do not deliver to 999999');
    await expectAccessible(page);

    await login(page, customer, `/product_page/${product._id}`);
    await page.getByRole('button', { name: LABEL.buyNow }).click();
    await page.waitForURL(/\/checkout\?/);
    await expect.poll(() => page.getByTestId('checkout-delivery').textContent()).toContain('Kamrup, Assam');
    await expect.poll(() => page.getByLabel('Cash on Delivery').isDisabled()).toBe(true);
    await expect
      .poll(() => page.getByTestId('cod-reason').textContent())
      .toBe('Cash on Delivery is not offered in Assam: please pay online.');
    const paise = Math.round(product.price * 100);
    await expect.poll(() => page.getByTestId('delivery-charges').textContent()).toBe(formatInr(19_900));
    await expect.poll(() => page.getByTestId('order-total').textContent()).toBe(formatInr(paise + 19_900));
    await expectAccessible(page);
    await page.getByRole('button', { name: LABEL.placeYourOrder }).click();
    await page.waitForURL(/\/orders\/[0-9a-f]{24}\/pay$/);
    await expect.poll(() => page.getByTestId('order-total').textContent()).toBe(formatInr(paise + 19_900));
    // No Cash on Delivery here: the pay page does not offer to switch to it.
    expect(await page.getByRole('button', { name: LABEL.switchToCod }).count()).toBe(0);
  });
});
