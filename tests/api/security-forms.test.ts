import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages';
import { startTestApp, type TestApp } from '../setup/test-app';

// Every form post of every page: from our own pages only.

describe('form posts from other sites', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { PUBLIC_URL: 'https://shop.example', PAYMENT_PROVIDER: 'offline' });
  });
  afterAll(() => t.close());

  const formRoutes = () => t.app.routeList.filter((r) => r.page && r.method === 'POST').map((r) => r.url.replace(/:(\w+)/g, 'x$1'));
  const post = (url: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { host: 'shop.example', 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: 'email=a%40b.in&password=x',
    });

  it('covers every page with a form', () => {
    expect(formRoutes()).toEqual(expect.arrayContaining(['/login', '/register', '/contact', '/cart', '/checkout', '/jobdetails/xid']));
  });

  for (const [what, headers] of [
    ['Origin: null', { origin: 'null' }],
    ['another site', { origin: 'https://evil.example' }],
    ['a malformed Origin', { origin: 'http://[not a host' }],
    ['another site as Referer, no Origin', { referer: 'https://evil.example/form.html' }],
  ] as const) {
    it(`refuses ${what} with 403 on every form, login included`, async () => {
      for (const url of formRoutes()) {
        const res = await post(url, headers);
        expect(res.statusCode, `${url}`).toBe(403);
        expect(res.json(), url).toEqual({ status: false, message: MSG.crossSiteForm });
      }
    });
  }

  it('accepts our own origin, or our own page as Referer', async () => {
    expect((await post('/login', { origin: 'https://shop.example' })).statusCode).not.toBe(403);
    expect((await post('/login', { referer: 'https://shop.example/login' })).statusCode).not.toBe(403);
  });
});
