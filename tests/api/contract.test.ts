import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, signUpAndLogin, startTestApp, type TestApp } from '../setup/test-app';

// SPEC.md §7 as the existing client reads it: it runs on another origin, so
// every picture address is absolute and pictures may be loaded cross-origin.

const BASE = 'https://shop.example.in';

describe.each(databases)('the existing client’s reading of the API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { PUBLIC_URL: BASE, PAYMENT_PROVIDER: 'offline' });
  });
  afterAll(() => t.close());

  const get = async (url: string, token?: string) => (await t.app.inject({ url, headers: token ? { authorization: token } : {} })).json();

  it('gives absolute picture addresses for products, news, blog posts, the team and clients', async () => {
    const products = await get('/api/get/all/products');
    const pictures: string[] = [
      ...products.flatMap((p: { images: { url: string }[] }) => p.images.map((i) => i.url)),
      ...(await get(`/api/get/product/${products[0]._id}`)).images.map((i: { url: string }) => i.url),
      ...(await get('/api/get/News')).map((n: { image: string }) => n.image),
      ...(await get('/api/get/Blog')).map((b: { image: string }) => b.image),
      ...(await get('/api/get/teams')).map((m: { image: string }) => m.image),
      ...(await get('/api/get/Client')).map((c: { image: string }) => c.image),
    ];
    expect(pictures.length).toBeGreaterThan(60);
    expect(pictures.filter((u) => !u.startsWith(`${BASE}/`))).toEqual([]);
  });

  it('answers the client companies the about page shows', async () => {
    const clients = await get('/api/get/Client');
    expect(clients.length).toBeGreaterThanOrEqual(4);
    for (const c of clients) expect(Object.keys(c).sort()).toEqual(['_id', 'company_name', 'description', 'image']);
    const about = await t.app.inject({ url: '/aboutus', headers: { accept: 'text/html' } });
    for (const c of clients) expect(about.body).toContain(c.company_name.replace(/&/g, '&amp;'));
  });

  it('gives products a benefit and an offer (0 when none)', async () => {
    for (const p of await get('/api/get/all/products')) {
      expect(typeof p.benefit).toBe('string');
      expect(p.benefit.length).toBeGreaterThan(20);
      expect(p.offer).toBe(0);
    }
  });

  it('changes a cart line by its product id too, and keeps Category a plain string', async () => {
    const user = await signUpAndLogin(t.app, 'Client');
    const [product] = await get('/api/get/all/products');
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/post/card',
      headers: { authorization: user.token },
      payload: { product: product._id },
    });
    const cartId = added.json()._id;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/carts/${cartId}/items/${product._id}`,
      headers: { authorization: user.token },
      payload: { action: 'increment' },
    });
    expect(res.statusCode).toBe(200);
    const line = res.json().items[0];
    expect(line.quantity).toBe(2);
    expect(typeof line.product.Category).toBe('string');
    expect(line.product.images[0].url.startsWith(`${BASE}/`)).toBe(true);
  });

  it('takes the JSON of older axios versions (application/json;charset=utf-8)', async () => {
    const user = await signUpAndLogin(t.app, 'Axios');
    const [product] = await get('/api/get/all/products');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/post/card',
      headers: { authorization: user.token, 'content-type': 'application/json;charset=utf-8' },
      payload: JSON.stringify({ product: product._id, quantity: 3 }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().items[0].quantity).toBe(3);
  });

  it('asks which order a payment is for when the client sends only an amount', async () => {
    const user = await signUpAndLogin(t.app, 'Payer');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/create-razorpay-order',
      headers: { authorization: user.token },
      payload: { amount: 450 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, field: 'orderId', message: expect.stringContaining('Place the order first') });
  });

  it('lets pictures load on another origin, while pages stay same-origin', async () => {
    const dir = join(t.dataDir, 'no-assets', 'images');
    mkdirSync(dir, { recursive: true });
    const svg = `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(200)}</svg>`;
    writeFileSync(join(dir, 'probe.svg'), svg);
    writeFileSync(join(dir, 'probe.svg.br'), brotliCompressSync(svg));
    for (const encoding of ['identity', 'br']) {
      const picture = await t.app.inject({ url: '/images/probe.svg', headers: { 'accept-encoding': encoding } });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['cross-origin-resource-policy'], encoding).toBe('cross-origin');
    }
    const page = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});
