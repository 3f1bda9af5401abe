import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { MSG } from '../../domain/messages';
import { pages } from '../../app/routes';
import { baseURL, expectAccessible, login, newCustomer, saveAddress, useBrowser, type Customer } from './support/browser';

const browser = useBrowser();

async function api(path: string, token: string, body?: unknown) {
  const res = await fetch(`${baseURL()}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: token, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  return res.json();
}

/** The mails the shop wrote to this address (the offline transport's outbox). */
const mailsTo = (email: string) => {
  const dir = join(inject('dataDir'), 'outbox');
  return readdirSync(dir)
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .filter((m) => m.includes(email));
};

/** Signs the owner in through the sign-in page the visit to `path` leads to. */
async function signIn(page: Page, path: string) {
  await page.goto(path);
  await page.waitForURL(/\/admin\/login/);
  const admin = inject('admin');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/admin/login'));
}

/** A customer's Cash on Delivery order of one product, to an address in Maharashtra saved first, through the API. */
async function codOrder(customer: Customer, productId: string, quantity: number, place: Record<string, string>) {
  const token = await saveAddress(customer, { name: customer.username, ...place });
  const [address] = await api('/api/get/user/address', token);
  const { order } = await api('/api/order/place', token, {
    products: [{ productId, quantity }],
    paymentMethod: 'COD',
    address: address._id,
  });
  return order;
}

describe('back office', () => {
  it.each([1280, 360] as const)(
    'every back-office page has one heading and no serious accessibility finding at %i px',
    async (width) => {
      // A customer and a lead to open, whichever journeys ran before.
      await newCustomer(width === 360 ? 'Lata' : 'Vijay');
      await fetch(`${baseURL()}/api/contactus/post`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${width % 250}` },
        body: JSON.stringify({
          Name: 'Vijay Patil',
          Email: 'vijay@example.com',
          Phone: '9822012345',
          Company: 'Patil Agro',
          Occupation: 'Dealer',
          Message: 'Dealer rates for VAM, please.',
        }),
      });
      const staff = await browser.page(width);
      await signIn(staff, '/admin');
      // Every page of the route table without a parameter, and one of each kind with one.
      const plain = pages
        .flatMap((p) => [p.path].flat())
        .filter((u: string) => u.startsWith('/admin') && !u.includes(':') && u !== '/admin/logout' && u !== '/admin/login');
      const detail: string[] = [];
      for (const [list, link] of [
        ['/admin/customers', '/admin/customers/'],
        ['/admin/enquiries', '/admin/enquiries/'],
        ['/admin/jobs', '/admin/jobs/'],
        ['/admin/products', '/admin/products/'],
        ['/admin/content', '/admin/content/news/'],
        ['/admin/content', '/admin/content/pages/'],
      ]) {
        await staff.goto(list);
        const href = await staff.locator(`main a[href^="${link}"]:not([href$="/new"])`).first().getAttribute('href');
        detail.push(href!);
      }
      // On a phone, the pages whose tables scroll sideways; on a desktop, every page.
      const phonePages = ['/admin/orders', '/admin/customers', '/admin/products', '/admin/stock', '/admin/delivery', '/admin/audit'];
      for (const url of width === 360 ? phonePages : [...plain, ...detail]) {
        await staff.goto(url);
        expect(await staff.locator('h1').count(), url).toBe(1);
        await expectAccessible(staff);
      }
      // Some forty pages, each checked by axe: longer than one journey's limit.
    },
    180_000,
  );

  it('a Cash on Delivery order: staff confirm and ship it, the customer sees the tracking number, then it is delivered', async () => {
    const customer = await newCustomer('Sunita');
    const [product] = await (await fetch(`${baseURL()}/api/get/all/products`)).json();
    const order = await codOrder(customer, product._id, 2, {
      pincode: '413512',
      locality: 'Ausa Road',
      city: 'Latur',
      address: 'Gat no 7',
      addressType: 'home',
    });

    // The owner signs in (the account ADMIN_EMAIL made at start) and finds the order by phone number.
    const staff = await browser.page(1280);
    await signIn(staff, '/admin/orders');
    await staff.waitForURL('**/admin/orders');
    await staff.getByLabel('Order id, phone or e-mail').fill(customer.mobileNo);
    await staff.getByRole('button', { name: 'Filter' }).click();
    await staff.waitForURL(/q=/);
    const ref = order._id.slice(-8).toUpperCase();
    await staff.getByRole('link', { name: ref }).click();
    await staff.waitForURL(`**/admin/orders/${order._id}`);
    await expectAccessible(staff);

    await staff.getByRole('button', { name: 'Confirm order' }).click();
    await expect.poll(() => staff.getByTestId('toast').last().textContent()).toContain(MSG.orderConfirmed);
    await staff.getByRole('button', { name: 'Mark shipped' }).click(); // no carrier yet: the browser asks for it
    expect(await staff.getByLabel('Carrier').evaluate((e: HTMLInputElement) => e.validity.valueMissing)).toBe(true);
    await staff.getByLabel('Carrier').fill('Delhivery');
    await staff.getByLabel('Tracking number').fill('DLV4455667788');
    await staff.getByRole('button', { name: 'Mark shipped' }).click();
    await expect.poll(() => staff.getByTestId('toast').last().textContent()).toContain(MSG.orderShipped);

    // The customer sees it on the order page, with the carrier's tracking link, and by e-mail.
    const buyer = await browser.page(360);
    await login(buyer, customer, `/orders/${order._id}`);
    await expect.poll(() => buyer.getByTestId('order-status').textContent()).toBe('Shipped');
    const link = buyer.getByRole('link', { name: 'DLV4455667788' });
    expect(await link.getAttribute('href')).toBe('https://www.delhivery.com/track/package/DLV4455667788');
    expect(mailsTo(customer.email).some((m) => m.includes('has shipped') && m.includes('DLV4455667788'))).toBe(true);
    // Shipped Cash on Delivery is invoiced: the customer downloads the GST invoice (the mail carries it too), staff too.
    const invoice = buyer.getByTestId('order-documents').getByRole('link');
    await expect.poll(() => invoice.textContent()).toMatch(/^GST invoice MB\/\d{2}-\d{2}\/\d{6} \(PDF\)$/);
    const pdf = await buyer.request.get((await invoice.getAttribute('href'))!);
    expect([pdf.status(), pdf.headers()['content-type']]).toEqual([200, 'application/pdf']);
    expect(mailsTo(customer.email).some((m) => m.includes('has shipped') && m.includes('[attachment: MB-'))).toBe(true);
    await staff.reload();
    const staffPdf = await staff.request.get((await staff.getByTestId('order-documents').getByRole('link').getAttribute('href'))!);
    expect(staffPdf.headers()['content-type']).toBe('application/pdf');

    await staff.getByRole('button', { name: /Mark delivered/ }).click();
    await expect.poll(() => staff.getByTestId('toast').last().textContent()).toContain(MSG.orderDelivered);
    await buyer.reload();
    await expect.poll(() => buyer.getByTestId('order-status').textContent()).toBe('Delivered');

    await staff.goto('/admin/audit');
    await expect.poll(() => staff.locator('.admin-table tbody tr').count()).toBeGreaterThanOrEqual(3);
    await expectAccessible(staff);
  });

  it('the catalogue changes a price: the shop shows it at once, a past order keeps what was paid', async () => {
    const customer = await newCustomer('Ganesh');
    const products = await (await fetch(`${baseURL()}/api/get/all/products`)).json();
    const product = products[products.length - 1];
    const order = await codOrder(customer, product._id, 1, {
      pincode: '411005',
      locality: 'Shivajinagar',
      city: 'Pune',
      address: '12 FC Road',
      addressType: 'home',
    });
    const paid = `₹${product.price.toLocaleString('en-IN')}`;

    const staff = await browser.page(1280);
    await signIn(staff, `/admin/products/${product._id}`);
    await staff.waitForURL(`**/admin/products/${product._id}`);
    await staff.getByLabel('Price (₹)').fill(String(product.price + 25));
    await staff.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => staff.getByTestId('toast').last().textContent()).toContain(MSG.productSaved);
    await expectAccessible(staff);

    const shop = await browser.page(360);
    await shop.goto(`/product_details/${product._id}`);
    await expect.poll(() => shop.locator('.product-price-lg').textContent()).toContain(`₹${(product.price + 25).toLocaleString('en-IN')}`);
    await login(shop, customer, `/orders/${order._id}`);
    await expect.poll(() => shop.getByTestId('order-total').textContent()).toBe(paid);

    // Put the price back: other journeys share this shop.
    await staff.reload();
    await staff.getByLabel('Price (₹)').fill(String(product.price));
    await staff.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => staff.getByTestId('toast').last().textContent()).toContain(MSG.productSaved);
  });
});
