import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer, type RunningServer } from '../resilience/support/server';
import { useBrowser } from './support/browser';

// The original web front end, as SPEC.md §7 describes its calls: it runs on
// its own origin, sends axios-style JSON, puts the token raw in Authorization
// (the literal "null" when logged out) and reads exact shapes. This drives a
// page on another origin that makes exactly those calls, in Chromium.

const CLIENT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Existing client</title></head>
<body><main><h1>Existing client</h1><div id="pictures"></div></main><script>
window.api = async (host, method, path, token, body) => {
  const headers = { Accept: 'application/json, text/plain, */*', Authorization: token === undefined ? 'null' : String(token) };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(host + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, data: await res.json() };
};
window.showPicture = (url) => new Promise((resolve) => {
  const img = new Image();
  img.onload = () => resolve(img.naturalWidth);
  img.onerror = () => resolve(0);
  img.src = url;
  document.getElementById('pictures').append(img);
});
</script></body></html>`;

describe('the existing web client, on another origin', () => {
  const browser = useBrowser();
  const dir = mkdtempSync(join(tmpdir(), 'shop-legacy-'));
  let shop: RunningServer;
  let client: Server;
  let clientUrl = '';

  beforeAll(async () => {
    client = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(CLIENT_PAGE);
    });
    await new Promise<void>((r) => client.listen(0, '127.0.0.1', r));
    clientUrl = `http://127.0.0.1:${(client.address() as AddressInfo).port}`;
    shop = await startServer({ DATA_DIR: join(dir, 'data'), DATABASE_URL: '', ASSETS_DIR: inject('assetsDir'), CORS_ORIGINS: clientUrl });
  });
  afterAll(async () => {
    await shop?.stop();
    await new Promise((r) => client.close(r));
    rmSync(dir, { recursive: true, force: true });
  });

  it('browses, signs up, logs in, fills the cart, saves an address, orders and sees the order', async () => {
    const page = await browser.page(1280);
    await page.goto(clientUrl);
    type Answer = { status: number; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
    const api = (method: string, path: string, token?: string, body?: unknown): Promise<Answer> =>
      page.evaluate(([host, m, p, t, b]) => (window as any).api(host, m, p, t, b), [shop.url, method, path, token, body] as const); // eslint-disable-line @typescript-eslint/no-explicit-any

    // Logged out: the client sends the literal "null" token on catalogue calls.
    const products = await api('GET', '/api/get/all/products');
    expect(products.status).toBe(200);
    expect(Array.isArray(products.data)).toBe(true);
    const product = products.data[0];
    expect(product).toMatchObject({ _id: expect.any(String), title: expect.any(String), price: expect.any(Number), offer: 0 });
    expect(typeof product.benefit).toBe('string');
    // Its pictures load on the client's origin.
    expect(await page.evaluate((url) => (window as any).showPicture(url), product.images[0].url)).toBeGreaterThan(0); // eslint-disable-line @typescript-eslint/no-explicit-any
    expect((await api('GET', `/api/get/product/${product._id}`)).data.title).toBe(product.title);
    expect((await api('GET', '/api/getall/categories')).data[0]).toMatchObject({ _id: expect.any(String), category: expect.any(String) });
    expect((await api('GET', '/api/search/products?search=mycoriza')).data[0]).toMatchObject({
      _id: expect.any(String),
      title: expect.any(String),
    });

    const email = `legacy.${Date.now()}@example.com`;
    const signup = await api('POST', '/api/signup', undefined, {
      username: 'Legacy Farmer',
      email,
      mobileNo: '9765012345',
      password: 'soil-and-roots-42',
      confirmPassword: 'soil-and-roots-42',
    });
    expect(signup.data).toMatchObject({ status: true, message: expect.any(String) });
    const login = await api('POST', '/api/login', undefined, { email, password: 'soil-and-roots-42' });
    expect(login.data).toMatchObject({ status: true, token: expect.any(String), user: { email }, message: 'Logged in Successfully' });
    const token: string = login.data.token; // sent raw from here on

    expect((await api('POST', '/api/post/card', token, { product: product._id, quantity: 1 })).status).toBe(200);
    const cart = await api('GET', '/api/get/card', token);
    expect(cart.data).toMatchObject({ _id: expect.any(String), items: [{ quantity: 1, product: { _id: product._id } }] });
    expect(cart.data.items).toHaveLength(1); // the nav badge
    // The home page's "+" sends the product's id as the item id.
    const more = await api('PUT', `/api/carts/${cart.data._id}/items/${product._id}`, token, { action: 'increment' });
    expect(more.data.items[0].quantity).toBe(2);
    expect(more.data.total).toBe(product.price * 2);

    const address = await api('POST', '/api/post/address', token, {
      pincode: '422003',
      state: 'Maharashtra',
      city: 'Nashik',
      locality: 'Panchavati',
      address: 'Gat No. 45, Mhasrul Road',
      name: 'Legacy Farmer',
      landmark: 'Near the water tank',
      mobile: '9765012345',
      alternatePhone: '',
      addressType: 'home',
    });
    expect(address.data).toMatchObject({ status: true, message: expect.any(String) });
    const addresses = await api('GET', '/api/get/user/address', token);
    expect(Array.isArray(addresses.data)).toBe(true);
    expect(addresses.data[0]).toMatchObject({ _id: expect.any(String), address: 'Gat No. 45, Mhasrul Road', pincode: '422003' });

    const placed = await api('POST', '/api/order/place', token, {
      userId: login.data.user._id,
      products: [{ productId: product._id, quantity: 2, price: product.price, status: 'Pending' }],
      paymentMethod: 'COD',
      address: addresses.data[0]._id,
    });
    expect(placed.status).toBe(201);
    expect(placed.data).toMatchObject({ status: true, msg: expect.any(String) });

    const orders = await api('GET', '/api/order/get/user', token);
    expect(orders.data).toHaveLength(1);
    expect(orders.data[0]).toMatchObject({
      _id: placed.data.order._id,
      status: 'Pending',
      address: { _id: addresses.data[0]._id },
      products: [{ quantity: 2, productId: { _id: product._id, title: product.title } }],
    });
    expect(orders.data[0].products[0].productId.images[0].url.startsWith(`${shop.url}/`)).toBe(true);

    // The original "My Orders" list read enquiries: that call still answers data[].
    expect((await api('GET', '/api/get/enquiry', token)).data).toMatchObject({ data: [] });
    // Logged out again ("null"): the account's calls are refused, the catalogue is not.
    expect((await api('GET', '/api/get/card')).status).toBe(401);
    expect((await api('GET', '/api/get/all/products')).status).toBe(200);
  });
});
