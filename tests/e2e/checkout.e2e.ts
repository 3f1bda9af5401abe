import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LABEL, MSG } from '../../domain/messages';
import { formatInr } from '../../domain/money';
import { baseURL, expectAccessible, login, newCustomer, useBrowser } from './support/browser';

const browser = useBrowser();

/** No serious or critical axe finding, checked at the top of the page. */
async function checkAccessible(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectAccessible(page);
}

interface ApiProduct {
  _id: string;
  title: string;
  price: number;
  stock?: number;
}

async function twoProducts(page: Page, skip: number) {
  const list = (await (await page.request.get('/api/get/all/products')).json()) as ApiProduct[];
  const [a, b] = list.filter((p) => p.stock === undefined || p.stock >= 10).slice(skip, skip + 2);
  return [a, b].map((p) => ({ id: p._id, title: p.title, paise: Math.round(p.price * 100) }));
}

const addToCart = (page: Page, product: string) =>
  page.request.post('/cart/add', { form: { product, quantity: '1', next: '/cart' }, headers: { origin: baseURL() } });

/** Cart with two products, the first at quantity 2 (changed on the checkout page), and a new address saved there (with a GSTIN, if given). */
async function readyCheckout(page: Page, width: number, skip: number, gstin = '') {
  const customer = await newCustomer(width === 360 ? 'Buyphone' : 'Buydesk');
  await login(page, customer, '/cart');
  const [a, b] = await twoProducts(page, skip);
  expect((await addToCart(page, a.id)).ok()).toBe(true);
  expect((await addToCart(page, b.id)).ok()).toBe(true);

  await page.goto('/checkout');
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Checkout');
  await expect.poll(() => page.getByTestId('checkout-mobile').textContent()).toBe(customer.mobileNo);
  await expect.poll(() => page.getByTestId('add-address').textContent()).toBe(MSG.addAddress);
  await expect.poll(() => page.getByRole('button', { name: LABEL.placeYourOrder }).isDisabled()).toBe(true);
  await expect.poll(() => page.getByTestId('checkout-line').count()).toBe(2);

  // Quantity change in the order summary.
  await page.getByRole('button', { name: `Increase quantity of ${a.title}` }).click();
  const lineA = page.getByTestId('checkout-line').filter({ hasText: a.title });
  await expect.poll(() => lineA.getByTestId('checkout-quantity').textContent()).toBe('2');
  await expect.poll(() => page.getByTestId('order-total').textContent()).toBe(formatInr(a.paise * 2 + b.paise));

  // A new address, with the PIN code filling city and state.
  const form = page.getByTestId('address-form');
  await expect.poll(() => form.isVisible()).toBe(true);
  await form.getByLabel('Name', { exact: true }).fill('Kiran ShindeVenkatanarasimharajuvaripeta');
  await form.getByLabel('Mobile number', { exact: true }).fill('9823456710');
  await form.getByLabel('PIN code', { exact: true }).fill('411005');
  await expect.poll(() => form.getByLabel('City / District').inputValue()).toBe('Pune');
  await expect.poll(() => form.getByLabel('State', { exact: true }).inputValue()).toBe('Maharashtra');
  await form.getByLabel('Locality', { exact: true }).fill('Shivajinagarkothrudbanerpashanlinkroadextensionarea');
  await form.getByLabel('Address (house no., building, street, area)').fill('Plot 7, ModelColonyShivajinagarNearTheOldRailwayCrossing');
  if (gstin) {
    await form.getByText(LABEL.gstInvoiceToggle).click();
    await form.getByLabel('GSTIN (optional)').fill(`${gstin.slice(0, 14)}Q`); // a typing mistake
    await form.getByRole('button', { name: LABEL.saveAndDeliver }).click();
    await expect.poll(() => form.locator('#addr-gstin-error').textContent()).toBe(MSG.gstinChecksum);
    await form.getByLabel('GSTIN (optional)').fill(gstin);
    await form.getByLabel('Business name (as registered for GST)').fill('Shinde Agro Kendra');
  }
  await form.getByRole('button', { name: LABEL.saveAndDeliver }).click();
  await page.waitForURL((u) => u.pathname === '/checkout');
  const choice = page.getByTestId('address-choice').filter({ hasText: 'Kiran Shinde' });
  await expect.poll(() => choice.getByRole('radio').isChecked()).toBe(true);
  // The long word wraps: the page never grows wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await expect.poll(() => lineA.getByTestId('checkout-quantity').textContent()).toBe('2');
  return { customer, a, b, total: a.paise * 2 + b.paise };
}

describe.each([1280, 360] as const)('checkout at %i px', (width) => {
  it('buys two products with the offline provider and finds the order in My Orders', async () => {
    const page = await browser.page(width);
    const { total, a } = await readyCheckout(page, width, 0);
    await checkAccessible(page);

    await page.getByLabel('UPI').check();
    await page.getByRole('button', { name: LABEL.placeYourOrder }).click();
    await page.waitForURL(/\/orders\/[0-9a-f]{24}\/pay$/);
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('0');

    // A failed attempt leaves the order payable.
    await page.getByTestId('pay-now').click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect.poll(() => dialog.getByRole('textbox').inputValue()).toBe(formatInr(total));
    await dialog.getByRole('button', { name: 'Fail', exact: true }).click();
    await expect.poll(() => page.getByTestId('toast').last().textContent()).toContain(MSG.paymentFailed);
    await expect.poll(() => dialog.isVisible()).toBe(false);

    // The order page offers to pay again or to switch to Cash on Delivery, and says when it lapses.
    await page.goto(page.url().replace(/\/pay$/, ''));
    const unpaid = page.getByTestId('unpaid');
    await expect.poll(() => unpaid.textContent()).toContain('Not paid yet: this order is cancelled at');
    await expect.poll(() => unpaid.getByRole('button', { name: LABEL.switchToCod }).isVisible()).toBe(true);
    await unpaid.getByRole('link', { name: LABEL.payAgain }).click();
    await page.waitForURL(/\/pay$/);
    await page.getByTestId('pay-now').click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(/\/orders\/[0-9a-f]{24}\?paid=1$/);
    await expect.poll(() => page.getByRole('status').filter({ hasText: MSG.paymentSuccess }).isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('order-status').textContent()).toBe('Confirmed');
    await expect.poll(() => page.getByTestId('payment-state').textContent()).toBe('UPI · paid');

    await page.goto('/my_orders');
    const card = page.getByTestId('order-card').first();
    await expect.poll(() => card.getByTestId('order-card-total').textContent()).toBe(formatInr(total));
    await expect.poll(() => card.textContent()).toContain(a.title);
    await expect.poll(() => card.textContent()).toMatch(/\(\d+(\.\d+)? (g|ml|L|kg)\) × 2/);
    await expect.poll(() => card.textContent()).toContain('ModelColonyShivajinagar');
    await expect.poll(() => card.getByTestId('payment-state').textContent()).toBe('UPI · paid');
    await checkAccessible(page);
  });

  it('buys with Cash on Delivery, then cancels within the free window', async () => {
    const page = await browser.page(width);
    const { total, customer } = await readyCheckout(page, width, 2, '27AAGCK4321M1ZD');
    const choice = page.getByTestId('address-choice').filter({ hasText: 'Kiran Shinde' });
    await expect.poll(() => choice.textContent()).toContain('GST invoice to Shinde Agro Kendra, GSTIN 27AAGCK4321M1ZD');

    // The delivery-detail form: all three fields required, then a code by e-mail.
    await page.getByText('Delivery updates by e-mail').click();
    const details = page.locator('.delivery-details');
    await details.getByLabel('Name', { exact: true }).fill('');
    await details.getByRole('button', { name: 'Send code' }).click();
    await expect.poll(() => details.getByRole('alert').textContent()).toBe(MSG.deliveryFieldsRequired);
    await details.getByLabel('Name', { exact: true }).fill('Kiran Shinde');
    await details.getByRole('button', { name: 'Send code' }).click();
    await expect.poll(() => details.getByLabel('6-digit code').isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('toast').last().textContent()).toContain(MSG.otpSent(customer.email.toLowerCase()));

    // Each radio sits level with the first line of its label.
    for (const choice of await page.locator('.payment-choice, .address-choice').all()) {
      const radio = (await choice.getByRole('radio').boundingBox())!;
      const title = (await choice.locator('label strong').first().boundingBox())!;
      expect(Math.abs(radio.y + radio.height / 2 - (title.y + Math.min(title.height, 26) / 2))).toBeLessThan(6);
    }
    await page.getByLabel('Cash on Delivery').check();
    await page.getByRole('button', { name: LABEL.placeYourOrder }).click();
    await page.waitForURL(/\/orders\/[0-9a-f]{24}$/);
    await expect.poll(() => page.getByTestId('toast').last().textContent()).toContain(MSG.orderPlacedCod);
    await expect.poll(() => page.getByTestId('order-status').textContent()).toBe('Pending');
    await expect.poll(() => page.getByTestId('payment-state').textContent()).toBe('Cash on Delivery · pay on delivery');
    await expect.poll(() => page.getByTestId('order-total').textContent()).toBe(formatInr(total));
    await expect.poll(() => page.getByTestId('address-gstin').textContent()).toBe('27AAGCK4321M1ZD');
    await checkAccessible(page);

    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toContain(MSG.orderCancelConfirm);
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect.poll(() => page.getByTestId('order-status').textContent()).toBe('Cancelled');

    await page.goto('/my_orders');
    await expect.poll(() => page.getByTestId('order-card').count()).toBe(1);
    await expect.poll(() => page.getByTestId('order-card').first().textContent()).toContain('Cancelled');
  });
});
