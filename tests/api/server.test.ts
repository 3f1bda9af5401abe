import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, TAGLINE } from '../../domain/messages';
import { loadConfig } from '../../server/config';
import { registerAuth } from '../../server/plugins/auth';
import { startTestApp, type TestApp } from '../setup/test-app';

describe('the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { CORS_ORIGINS: 'https://dealer-app.example', METRICS_TOKEN: 'scrape-token-0123456789' });
  });
  afterAll(() => t.close());

  it('answers health, readiness and metrics', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject('/readyz')).json()).toEqual({ status: 'ready' });
    const metrics = await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer scrape-token-0123456789' } });
    expect(metrics.body).toContain('http_requests_total');
  });

  it('sends security headers with every page', async () => {
    const res = await t.app.inject({ url: '/login', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined(); // http PUBLIC_URL
  });

  it('answers bad JSON and oversized bodies with a 4xx a person understands', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ status: false, message: MSG.badJson });
    const big = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'x'.repeat(200_000), password: 'y' } });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ status: false, message: MSG.bodyTooLarge });
  });

  it('gives unknown API paths a JSON 404 and unknown pages a real 404 page', async () => {
    const api = await t.app.inject('/api/does/not/exist');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ status: false, message: MSG.notFound });
    const page = await t.app.inject({ url: '/no-such-page', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain(MSG.notFound);
    expect(page.body).toContain('<header');
  });

  it('allows the configured origins only, with Authorization in preflight', async () => {
    const ok = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/get/card',
      headers: {
        origin: 'https://dealer-app.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(ok.headers['access-control-allow-origin']).toBe('https://dealer-app.example');
    expect(String(ok.headers['access-control-allow-headers'])).toMatch(/Authorization/i);
    const other = await t.app.inject({ method: 'GET', url: '/healthz', headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('shows the tagline, verbatim, in the server-rendered home page', async () => {
    const res = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(TAGLINE);
  });

  it('declares who may call every route in the table', () => {
    expect(t.app.routeList.length).toBeGreaterThan(10);
    // CORS preflight and the static files (public by nature) are the only routes outside the guarded scope.
    const infrastructure = (r: { method: string; url: string }) => r.method === 'OPTIONS' || r.url === '/*';
    const undeclared = t.app.routeList.filter(
      (r) => !infrastructure(r) && !(['public', 'customer'].includes(r.access ?? '') || /^staff:[a-z]+$/.test(r.access ?? '')),
    );
    expect(undeclared).toEqual([]);
  });

  it('turns on HSTS and secure cookies when PUBLIC_URL is https', async () => {
    const secure = await startTestApp('sqlite', { PUBLIC_URL: 'https://shop.example', PAYMENT_PROVIDER: 'offline' });
    try {
      const res = await secure.app.inject({ url: '/healthz' });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    } finally {
      await secure.close();
    }
  });

  it('serves /contactforR&D whether or not the & is percent-encoded', async () => {
    for (const url of ['/contactforR&D', '/contactforR%26D']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
    }
  });

  it('refuses a route that declares no access policy', async () => {
    const scope = Fastify();
    registerAuth(scope, t.services);
    expect(() => scope.get('/unguarded', async () => 'open')).toThrow(/declares no access policy/);
    expect(() => scope.get('/guarded', { config: { access: 'customer' } }, async () => 'ok')).not.toThrow();
    await scope.close();
  });
});

describe('starting on the internet', () => {
  it('refuses an https PUBLIC_URL unless PAYMENT_PROVIDER is chosen on purpose', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'https://shop.example' })).toThrow(/PAYMENT_PROVIDER/);
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example', PAYMENT_PROVIDER: 'offline' }).PAYMENT_PROVIDER).toBe('offline');
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).PAYMENT_PROVIDER).toBe('offline');
  });

  it('keeps the shop in DATA_DIR when DATABASE_URL is empty, so every worker opens the same file', () => {
    expect(loadConfig({ DATA_DIR: '/srv/shop/', DATABASE_URL: '' }).DATABASE_URL).toBe('file:/srv/shop/shop.db');
    expect(loadConfig({ WEB_CONCURRENCY: '2' }).WEB_CONCURRENCY).toBe(2);
  });
});
