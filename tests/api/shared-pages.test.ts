import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SharedPages } from '../../server/cache/shared-pages';
import { databases, signUpAndLogin, staffToken, startTestApp, type TestApp } from '../setup/test-app';
import { makeAddress } from './orders-helpers';

// The shared cache of what visitors see: answered again from memory with an
// ETag (304 when unchanged) and compressed; never a logged-in customer's page; and
// emptied by a purchase or a catalogue edit, so stock and prices shown are
// never stale past them.

describe('the shared-page cache itself', () => {
  it('renders a burst of misses once, and keeps nothing rendered across an invalidation', async () => {
    const cache = new SharedPages();
    expect(cache.claim('a')).toBeNull(); // the first miss renders
    const waiting = cache.claim('a');
    expect(waiting).toBeInstanceOf(Promise);
    const version = cache.version;
    const entry = cache.put('a', version, 'text/html', Buffer.from('<p>hello</p>'));
    cache.settle('a', entry);
    expect(await waiting).toBe(entry);
    expect(cache.get('a')).toBe(entry);

    cache.invalidate();
    expect(cache.get('a')).toBeUndefined();
    // Rendered before the invalidation, stored after it: not kept.
    expect(cache.put('a', version, 'text/html', Buffer.from('<p>old</p>'))).toBeUndefined();
    expect(cache.get('a', Date.now())).toBeUndefined();
  });
});

describe.each(databases)('shared pages on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const productPath = async () => `/api/get/product/${(await t.app.inject('/api/get/all/products')).json()[0]._id}`;

  it('answers a visitor again with the same bytes, an ETag, a 304 when unchanged and brotli when asked', async () => {
    const path = await productPath();
    const first = await t.app.inject(path);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await t.app.inject(path);
    expect([again.statusCode, again.body, again.headers.etag]).toEqual([200, first.body, etag]);
    expect((await t.app.inject({ url: path, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    // Compressed in the background once kept.
    await new Promise((r) => setTimeout(r, 50));
    const list = await t.app.inject('/api/get/all/products');
    await new Promise((r) => setTimeout(r, 100));
    const br = await t.app.inject({ url: '/api/get/all/products', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(list.body);
    // Pages too, with their security headers.
    await t.app.inject({ url: '/b2b', headers: { accept: 'text/html' } });
    const page = await t.app.inject({ url: '/b2b', headers: { accept: 'text/html' } });
    expect(page.headers.etag).toBeTruthy();
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('shows the stock a purchase left at once, and a price a catalogue edit set', async () => {
    const path = await productPath();
    const before = (await t.app.inject(path)).json();
    const buyer = await signUpAndLogin(t.app, 'Cached');
    const address = await makeAddress(t.services.db, buyer.id);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/order/place',
      headers: { authorization: buyer.token },
      payload: { products: [{ productId: before._id, variant: before.variants[0]._id, quantity: 2 }], paymentMethod: 'COD', address },
    });
    expect(placed.statusCode).toBe(201);
    const after = (await t.app.inject(path)).json();
    expect(after.variants[0].stock).toBe(before.variants[0].stock - 2);

    const catalogue = await staffToken(t, 'catalogue', `catalogue.${Date.now()}@mitti.example`);
    const pack = await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${before._id}/packs/${before.variants[0]._id}`,
      headers: { authorization: catalogue },
      payload: { price: '401', mrp: String(before.variants[0].mrp) },
    });
    expect(pack.statusCode).toBe(200);
    expect((await t.app.inject(path)).json().variants[0].price).toBe(401);
  });

  it("never shares a logged-in customer's page, but answers their catalogue calls as anyone's", async () => {
    const buyer = await signUpAndLogin(t.app, 'Private');
    const html = { accept: 'text/html' };
    await t.app.inject({ url: '/b2b', headers: html });
    const page = await t.app.inject({ url: '/b2b', headers: { ...html, authorization: buyer.token } });
    expect(page.headers.etag).toBeUndefined();
    expect(page.body).toContain(buyer.username);
    expect((await t.app.inject({ url: '/b2b', headers: html })).body).not.toContain(buyer.username);
    // The original client sends its token on catalogue calls too: the answer is the visitors' one.
    const visitor = await t.app.inject({ url: '/api/get/all/products', headers: { authorization: 'null' } });
    expect(visitor.headers.etag).toBeTruthy();
    const mine = await t.app.inject({ url: '/api/get/all/products', headers: { authorization: buyer.token } });
    expect([mine.headers.etag, mine.body]).toEqual([visitor.headers.etag, visitor.body]);
  });
});
