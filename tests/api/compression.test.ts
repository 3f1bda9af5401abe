import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogin, startTestApp, type TestApp } from '../setup/test-app';

// What a slow phone network carries: every answer of some size goes out
// compressed when the client takes it — the first visitor of a page as well as
// later ones, and a logged-in customer's own pages and API answers.

describe('compressed answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(() => t.close());

  const html = { accept: 'text/html' };

  it('sends the first visitor of a page brotli, the same page later visitors get', async () => {
    const first = await t.app.inject({ url: '/hi/', headers: { ...html, 'accept-encoding': 'gzip, deflate, br' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toMatch(/Accept-Encoding/);
    const plain = await t.app.inject({ url: '/hi/', headers: html });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(plain.body);
    expect(first.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it("compresses a logged-in customer's pages and API answers, and only when asked", async () => {
    const buyer = await signUpAndLogin(t.app, 'Zipped');
    const mine = { authorization: buyer.token };
    const page = await t.app.inject({ url: '/my_orders', headers: { ...html, ...mine, 'accept-encoding': 'gzip' } });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.rawPayload).toString()).toContain('<title>');
    const products = await t.app.inject({ url: '/api/get/all/products', headers: { ...mine, 'accept-encoding': 'br' } });
    expect(products.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(products.rawPayload).toString()).length).toBeGreaterThan(0);
    const asIs = await t.app.inject({ url: '/my_orders', headers: { ...html, ...mine } });
    expect(asIs.headers['content-encoding']).toBeUndefined();
    expect(asIs.body).toContain('<title>');
  });

  it('leaves small answers as they are', async () => {
    const health = await t.app.inject({ url: '/healthz', headers: { 'accept-encoding': 'br' } });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok' });
  });
});
