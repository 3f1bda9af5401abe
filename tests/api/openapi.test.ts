import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiPath } from '../../server/plugins/errors';
import { startTestApp, type TestApp } from '../setup/test-app';

// The OpenAPI document is made from the routes' own Zod schemas, so it cannot
// drift from what the server checks; these tests keep every API route in it.

describe('the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(() => t.close());

  const apiRoutes = () =>
    t.app.routeList.filter(
      (r) => isApiPath(r.url) && !r.url.startsWith('/api/docs') && r.url !== '/api/openapi.json' && !['HEAD', 'OPTIONS'].includes(r.method),
    );

  it('is valid OpenAPI 3.1', async () => {
    const res = await t.app.inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('declares a response schema for every API route, and a body schema for every write that takes JSON', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(30);
    const noAnswer = routes.filter((r) => !r.schemas.includes('response')).map((r) => `${r.method} ${r.url}`);
    expect(noAnswer).toEqual([]);
    // Uploads (multipart), the signed webhook (raw bytes) and body-less actions aside.
    const bodiless = [
      '/api/post/resume',
      '/api/payments/razorpay/webhook',
      '/api/courier/webhook',
      '/api/logout',
      '/api/order/cancel/:id',
      '/api/order/buy-again/:id',
      '/api/order/switch-to-cod/:id',
      '/api/admin/logout',
      '/api/admin/orders/:id/confirm',
      '/api/admin/orders/:id/deliver',
      '/api/admin/orders/:id/cancel',
    ];
    const noBody = routes
      .filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method) && !bodiless.includes(r.url) && !r.schemas.includes('body'))
      .map((r) => `${r.method} ${r.url}`);
    expect(noBody).toEqual([]);
  });

  it('lists every API route, SPEC.md §7 calls included', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json();
    const documented = new Set(
      Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
      ),
    );
    const missing = apiRoutes()
      .map((r) => `${r.method} ${r.url}`)
      .filter((r) => !documented.has(r));
    expect(missing).toEqual([]);
    for (const call of ['POST /api/login', 'GET /api/get/all/products', 'PUT /api/carts/:cartId/items/:itemId', 'POST /api/order/place']) {
      expect(documented.has(call), call).toBe(true);
    }
    expect(Object.keys(doc.paths).some((p) => p === '/login' || p.startsWith('/product_details'))).toBe(false);
  });

  it('shows a readable reference at /api/docs', async () => {
    const res = await t.app.inject({ url: '/api/docs', headers: { accept: 'text/html' } });
    const page = res.statusCode === 302 ? await t.app.inject({ url: res.headers.location as string }) : res;
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
  });

  it('refuses a body field that is neither the call’s nor documented, naming it', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'a@b.in', password: 'x', isAdmin: true } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, message: 'Unknown field "isAdmin".', field: 'isAdmin' });
  });
});
