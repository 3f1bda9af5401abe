import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeNext } from '../../app/framework/safe-next';
import { signUpAndLogin, startTestApp, type TestApp } from '../setup/test-app';

// No open redirect: every redirect target is a path on this site.

const EVIL = [
  '/%09/evil.example',
  '/\t/evil.example',
  '//evil.example',
  '\\\\evil',
  '/\\evil',
  '/\r\nLocation: https://evil.example',
  'https://evil.example/',
  'javascript:alert(1)',
  'evil.example',
  '/%2F/evil.example',
];

describe('redirect targets', () => {
  it('keep a same-site path with its query', () => {
    expect(safeNext('/product_details/abc?tab=reviews#r')).toBe('/product_details/abc?tab=reviews#r');
    expect(safeNext('/cart')).toBe('/cart');
  });

  it.each(EVIL)('send %j to the home page', (next) => {
    const to = safeNext(decodeURIComponent(next.replace(/%(?![0-9A-Fa-f]{2})/g, '%25')));
    expect(to === '/' || to.startsWith('/%2F')).toBe(true);
    expect(new URL(to, 'https://shop.example').host).toBe('shop.example');
  });

  describe('through the pages', () => {
    let t: TestApp;
    let user: Awaited<ReturnType<typeof signUpAndLogin>>;
    beforeAll(async () => {
      t = await startTestApp('sqlite');
      user = await signUpAndLogin(t.app, 'Redirect');
    });
    afterAll(() => t.close());

    it.each(EVIL)('login with next=%j lands on this site', async (next) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost', host: 'localhost' },
        payload: new URLSearchParams({ email: user.email, password: user.password, next }).toString(),
      });
      expect(res.statusCode).toBe(303);
      const location = res.headers.location as string;
      expect(location.startsWith('/') && !location.startsWith('//') && !location.includes('\\\\')).toBe(true);
      expect(new URL(location, 'https://shop.example').host).toBe('shop.example');
    });

    it.each(EVIL)('an already logged-in visitor opening /login?next=%j stays on this site', async (next) => {
      const res = await t.app.inject({ url: `/login?next=${encodeURIComponent(next)}`, headers: { authorization: user.token } });
      expect(res.statusCode).toBe(303);
      expect(new URL(res.headers.location as string, 'https://shop.example').host).toBe('shop.example');
    });
  });
});
