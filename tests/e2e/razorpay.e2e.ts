import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MSG } from '../../domain/messages';
import { razorpayEnv, startRazorpayFake, type RazorpayFake } from '../fakes/razorpay-fake';
import { json, startServer, type RunningServer } from '../resilience/support/server';
import { newApiCustomer, type ApiCustomer } from '../resilience/support/shop-client';
import { islandsReady, useBrowser } from './support/browser';

const browser = useBrowser();

// With the razorpay provider the browser loads Razorpay's checkout.js; when it
// cannot (no connection), the customer reads the spec's message.
describe('paying with Razorpay when its script cannot load', () => {
  let fake: RazorpayFake;
  let server: RunningServer;
  let customer: ApiCustomer;
  let orderId: string;
  const dir = mkdtempSync(join(tmpdir(), 'shop-rzp-'));

  beforeAll(async () => {
    fake = await startRazorpayFake();
    server = await startServer({
      DATA_DIR: dir,
      DATABASE_URL: '',
      ASSETS_DIR: inject('assetsDir'),
      ...razorpayEnv(fake),
    });
    customer = await newApiCustomer(server.url);
    const products = (await json(`${server.url}/api/get/all/products`)).body as unknown as { _id: string }[];
    await json(`${server.url}/api/post/card`, {
      method: 'POST',
      token: customer.token,
      body: JSON.stringify({ product: products[0]._id, quantity: 1 }),
    });
    const placed = await json(`${server.url}/api/order/place`, {
      method: 'POST',
      token: customer.token,
      body: JSON.stringify({ products: [{ productId: products[0]._id, quantity: 1 }], paymentMethod: 'UPI', address: customer.addressId }),
    });
    orderId = String((placed.body.order as { _id: string })._id);
  });
  afterAll(async () => {
    await server?.stop();
    await fake?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('shows "Razorpay SDK not loaded. Please check your internet connection." and keeps the order unpaid', async () => {
    const page = await browser.page(1280);
    await page.route('https://checkout.razorpay.com/**', (route) => route.abort('internetdisconnected'));
    await page.goto(`${server.url}/login?next=/orders/${orderId}/pay`);
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password', { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`**/orders/${orderId}/pay`);
    await islandsReady(page);
    await page.getByTestId('pay-now').click();
    await expect.poll(() => page.getByText(MSG.sdkNotLoaded('Razorpay')).first().isVisible()).toBe(true);
    // The provider order was created on Razorpay (the fake), but nothing was paid.
    expect(fake.orders.size).toBe(1);
    const order = await json(`${server.url}/api/order/get/${orderId}`, { token: customer.token });
    expect(JSON.stringify(order.body)).toContain('"paymentStatus":"Unpaid"');
  });
});
