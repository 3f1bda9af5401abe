import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { baseURL, expectAccessible, login, newCustomer, saveAddress, useBrowser } from './support/browser';

// A farmer returns a damaged pack from their phone, in Hindi: from the
// delivered order's page to the return page, a reason, how many, a photo
// taken with the camera, the UPI id for the refund of a Cash on Delivery
// order; the request then shows with its photo.

const browser = useBrowser();

async function api(path: string, token: string, body?: unknown) {
  const res = await fetch(`${baseURL()}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A Cash on Delivery order of 2 packs, confirmed, shipped and delivered by the owner through the admin API. */
async function deliveredOrder(name: string) {
  const customer = await newCustomer(name);
  const token = await saveAddress(customer, { name: customer.username });
  const [address] = await api('/api/get/user/address', token);
  const [product] = await (await fetch(`${baseURL()}/api/get/all/products`)).json();
  const { order } = await api('/api/order/place', token, {
    products: [{ productId: product._id, quantity: 2 }],
    paymentMethod: 'COD',
    address: address._id,
  });
  const admin = inject('admin');
  const { token: staff } = await api('/api/admin/login', '', { email: admin.email, password: admin.password });
  await api(`/api/admin/orders/${order._id}/confirm`, staff, {});
  await api(`/api/admin/orders/${order._id}/ship`, staff, { carrier: 'Delhivery', trackingNumber: `DLV${Date.now()}` });
  await api(`/api/admin/orders/${order._id}/deliver`, staff, {});
  return { customer, id: order._id as string };
}

describe('a return from a phone, in Hindi', () => {
  it('asks for a return of a damaged pack with a photo and sees it waiting for an answer', async () => {
    const { customer, id } = await deliveredOrder('Rekha');
    const photo = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: { r: 150, g: 110, b: 60 } } })
      .jpeg()
      .toBuffer();
    const page = await browser.page(360);
    await login(page, customer, `/hi/orders/${id}`);
    await page.waitForURL(`**/hi/orders/${id}`);
    await page.getByRole('link', { name: 'पैक लौटाएँ या बदलवाएँ' }).click();
    await page.waitForURL(`**/hi/orders/${id}/return`);
    await expect.poll(() => page.locator('h1').textContent()).toMatch(/^ऑर्डर [0-9A-F]{8} की वापसी$/);
    await expectAccessible(page);

    await page.getByLabel('पैक टूटा हुआ या रिसता हुआ पहुँचा').check();
    await page.getByLabel('रिफ़ंड', { exact: true }).check();
    await page.locator('input[name^="qty-"]').fill('1');
    await page.getByLabel('बताएँ क्या हुआ (वैकल्पिक)').fill('एक थैला फटा हुआ था');
    await page.locator('input[name="photo1"]').setInputFiles({ name: 'pack.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByLabel('UPI आईडी').fill('rekha.shinde@oksbi');
    await page.screenshot({ path: '/tmp/shot-ret-form.png', fullPage: true });
    await page.getByRole('button', { name: 'वापसी अनुरोध भेजें' }).click();

    await page.waitForURL(`**/hi/orders/${id}/return`);
    await expect.poll(() => page.getByTestId('toast').last().textContent()).toContain('आपका वापसी अनुरोध हमें मिल गया है');
    await expect.poll(() => page.getByTestId('return-state').textContent()).toBe('हमारे जवाब का इंतज़ार');
    const returned = page.getByTestId('return');
    await expect.poll(() => returned.textContent()).toContain('रिफ़ंड re•••@oksbi में जाएगा।');
    const img = returned.locator('img').first();
    await expect.poll(() => img.evaluate((e: HTMLImageElement) => e.complete && e.naturalWidth)).toBe(1280);
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/shot-ret-done.png', fullPage: true });

    // The order page now leads to the customer's returns.
    await page.goto(`/hi/orders/${id}`);
    await expect.poll(() => page.getByTestId('order-return-link').textContent()).toBe('आपकी वापसियाँ');
  });
});
