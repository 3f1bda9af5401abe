import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { minimalPdf } from '../api/careers-files';
import { startServer, type RunningServer } from '../resilience/support/server';
import { databases, freshDatabaseUrl } from '../setup/test-app';
import { useBrowser } from './support/browser';

// The original web front end, as SPEC.md §7 describes its calls: it runs on
// its own origin, sends axios-style JSON, puts the token raw in Authorization
// (the literal "null" when logged out) and reads exact shapes. This drives a
// page on another origin that makes exactly those calls, in Chromium.

const CLIENT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Existing client</title></head>
<body><main><h1>Existing client</h1><div id="pictures"></div></main><script>
window.api = async (host, method, path, token, body) => {
  const headers = { Accept: 'application/json, text/plain, */*' };
  if (token !== null) headers.Authorization = token === undefined ? 'null' : String(token);
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(host + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, data: await res.json() };
};
window.upload = async (host, path, fields, pdfBase64) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const bytes = Uint8Array.from(atob(pdfBase64), (c) => c.charCodeAt(0));
  form.append('file', new File([bytes], 'resume.pdf', { type: 'application/pdf' }));
  const res = await fetch(host + path, { method: 'POST', headers: { Accept: 'application/json, text/plain, */*' }, body: form });
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

// The address form's fields, as the client posts them.
const ADDRESS = {
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
};

describe.each(databases)('the existing web client, on another origin, with %s', (kind) => {
  const browser = useBrowser();
  const dir = mkdtempSync(join(tmpdir(), 'shop-legacy-'));
  let database: Awaited<ReturnType<typeof freshDatabaseUrl>> | undefined;
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
    database = await freshDatabaseUrl(kind, dir);
    shop = await startServer({
      DATA_DIR: join(dir, 'data'),
      DATABASE_URL: database.url,
      ASSETS_DIR: inject('assetsDir'),
      CORS_ORIGINS: clientUrl,
    });
  });
  afterAll(async () => {
    await shop?.stop();
    await database?.drop();
    await new Promise((r) => client.close(r));
    rmSync(dir, { recursive: true, force: true });
  });

  /* eslint-disable @typescript-eslint/no-explicit-any -- the client page's globals and its untyped JSON */
  type Answer = { status: number; data: any };
  /** The client page, open in Chromium on its own origin, and its three ways of calling the shop. */
  async function openClient() {
    const page = await browser.page(1280);
    await page.goto(clientUrl);
    return {
      /** token: raw, `undefined` for the logged-out literal "null", `null` for no Authorization header at all. */
      api: (method: string, path: string, token?: string | null, body?: unknown): Promise<Answer> =>
        page.evaluate(([host, m, p, t, b]) => (window as any).api(host, m, p, t, b), [shop.url, method, path, token, body] as const),
      /** The picture's natural width once loaded, 0 when the browser refused it. */
      picture: (url: string): Promise<number> => page.evaluate((u) => (window as any).showPicture(u), url),
      upload: (path: string, fields: Record<string, string>, pdf: Buffer): Promise<Answer> =>
        page.evaluate(([host, p, f, b]) => (window as any).upload(host, p, f, b), [
          shop.url,
          path,
          fields,
          pdf.toString('base64'),
        ] as const),
    };
  }
  /* eslint-enable @typescript-eslint/no-explicit-any */

  it('browses, signs up, logs in, fills the cart, saves an address, orders and sees the order', async () => {
    const { api, picture } = await openClient();

    // Logged out: the client sends the literal "null" token on catalogue calls.
    const products = await api('GET', '/api/get/all/products');
    expect(products.status).toBe(200);
    expect(Array.isArray(products.data)).toBe(true);
    const product = products.data[0];
    expect(product).toMatchObject({ _id: expect.any(String), title: expect.any(String), price: expect.any(Number), offer: 0 });
    expect(typeof product.benefit).toBe('string');
    // Its pictures load on the client's origin.
    expect(await picture(product.images[0].url)).toBeGreaterThan(0);
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

    const address = await api('POST', '/api/post/address', token, ADDRESS);
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

  it('reads the updates, team, clients and careers, applies, reviews, enquires, writes, asks for a code and removes', async () => {
    const { api, picture, upload } = await openClient();

    // Open to visitors; news goes out with the client's "Bearer" prefix.
    const news = await api('GET', '/api/get/News', 'Bearer null');
    expect(news.data[0]).toMatchObject({ title: expect.any(String), description: expect.any(String) });
    const blogs = await api('GET', '/api/get/Blog', null);
    expect(blogs.data[0]).toMatchObject({ heading: expect.any(String), description: expect.any(String), Link: expect.any(String) });
    const team = await api('GET', '/api/get/teams');
    expect(team.data[0]).toMatchObject({ name: expect.any(String), position: expect.any(String) });
    const clients = await api('GET', '/api/get/Client', null);
    expect(clients.data[0]).toMatchObject({ _id: expect.any(String), company_name: expect.any(String), description: expect.any(String) });
    for (const url of [news.data[0].image, blogs.data[0].image, team.data[0].image, clients.data[0].image]) {
      expect(await picture(url), url).toBeGreaterThan(0);
    }

    const jobs = await api('GET', '/api/get/career', null);
    const job = jobs.data.find((j: { Status: string }) => j.Status === 'Open');
    expect(job).toMatchObject({ _id: expect.any(String), position: expect.any(String), Location: expect.any(String) });
    expect(job.Qualifications).toBe(job.Qualification);
    expect(job.Roles_Responsibilities.length).toBeGreaterThan(0);
    // The résumé goes as multipart from the other origin, without a token.
    const applied = await upload(
      '/api/post/resume',
      { name: 'Legacy Applicant', email: 'applicant@example.com', mobile: '9765012399' },
      minimalPdf(),
    );
    expect(applied).toMatchObject({ status: 201, data: { status: true } });

    const email = `legacy.two.${Date.now()}@example.com`;
    const credentials = { email, password: 'roots-and-soil-42' };
    await api('POST', '/api/signup', undefined, {
      username: 'Second Farmer',
      mobileNo: '9765012346',
      confirmPassword: credentials.password,
      ...credentials,
    });
    const token: string = (await api('POST', '/api/login', undefined, credentials)).data.token;

    const [product] = (await api('GET', '/api/get/all/products', token)).data;
    const review = await api('PATCH', `/add-review/${product._id}`, token, { rating: 4, text: 'Good root growth in our onion plot.' });
    expect(review.data.msg).toBe('Review Added Successfully');
    const reviewed = (await api('GET', `/api/get/product/${product._id}`, token)).data;
    expect(reviewed.reviews).toContainEqual(expect.objectContaining({ rating: 4, review: 'Good root growth in our onion plot.' }));

    const enquiry = {
      fullName: 'Second Farmer',
      phone: '9765012346',
      email,
      companyName: '',
      message: 'Price for 50 kg?',
      productName: product.title,
    };
    expect((await api('POST', '/api/post/add/enquiry', token, enquiry)).data.status).toBe(true);
    expect((await api('GET', '/api/get/enquiry', token)).data.data).toEqual([
      expect.objectContaining({ _id: expect.any(String), productName: product.title, message: 'Price for 50 kg?' }),
    ]);
    const contact = {
      Name: 'Second Farmer',
      Email: email,
      Phone: '9765012346',
      Company: '',
      Occupation: '',
      Message: 'Do you ship to Latur?',
    };
    expect((await api('POST', '/api/contactus/post', token, contact)).status).toBe(201);
    expect((await api('POST', '/send-otp', token, { email })).data.status).toBe(true);

    // Removals: the cart line and the address go, and the lists reload without them.
    const cartId = (await api('POST', '/api/post/card', token, { product: product._id })).data._id;
    const line = (await api('GET', '/api/get/card', token)).data.items[0];
    expect((await api('DELETE', `/api/delete/card/${line._id}`, token)).status).toBe(200);
    expect((await api('GET', '/api/get/card', token)).data).toMatchObject({ _id: cartId, items: [], total: 0 });
    const saved = await api('POST', '/api/post/address', token, { ...ADDRESS, name: 'Second Farmer' });
    expect((await api('GET', '/api/get/user/address', token)).data).toHaveLength(1);
    expect((await api('DELETE', `/api/delete/address/${saved.data.address._id}`, token)).status).toBe(200);
    expect((await api('GET', '/api/get/user/address', token)).data).toEqual([]);
  });
});
