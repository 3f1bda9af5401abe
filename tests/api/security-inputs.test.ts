import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPositiveInteger } from '../../domain/decimal-integer';
import { csvCell } from '../../domain/leads/inbox';
import { MSG } from '../../domain/messages';
import { databases, postForm, signUpAndLogin, staffToken, startTestApp, type TestApp } from '../setup/test-app';
import { makeProduct } from './orders-helpers';

// Malformed addresses and every framework-level error answer in the shop's own
// words (JSON `{ message }` for the API, the shop's page for pages), never
// Fastify's body; quantities and page numbers are decimal digits only ('0x10'
// is not 16); the leads CSV cannot smuggle a formula or split a cell.

const BAD_QUANTITIES = ['0x10', '1e1', ' 5', '5.0', '+5', '5 ', '0b11', '１', '-0'];

/** Not Fastify's own error body. */
function notFastifys(res: LightMyRequestResponse) {
  expect(res.body).not.toMatch(/FST_ERR|"statusCode"|"error":"(Bad Request|Not Found|Unsupported Media Type|Payload Too Large)"/);
  expect(res.body).not.toMatch(/is not a valid url component/);
}

/** The API's own error: JSON with a message a person can read. */
function shopJson(res: LightMyRequestResponse, status: number, message?: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  notFastifys(res);
  const body = res.json();
  expect(body.status).toBe(false);
  expect(typeof body.message).toBe('string');
  if (message) expect(body.message).toBe(message);
}

/** The shop's own HTML page. */
function shopPage(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode, res.body.slice(0, 200)).toBe(status);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.body).toMatch(/^<!DOCTYPE html><html lang="/);
  expect(res.body).toContain('Mitti Biotech');
  expect(res.headers['content-security-policy']).toBeDefined(); // the shop's security headers, as on every page
  notFastifys(res);
}

describe('decimal integers', () => {
  it('reads decimal digits only', () => {
    for (const v of [...BAD_QUANTITIES, '', '0', '-1', '1.5', 'ten', 1.5, 0, -2, Infinity, NaN, true, null, undefined, '9999999999']) {
      expect(readPositiveInteger(v), JSON.stringify(v)).toBeNull();
    }
    expect(readPositiveInteger('5')).toBe(5);
    expect(readPositiveInteger('100')).toBe(100);
    expect(readPositiveInteger(7)).toBe(7);
  });

  it('a CSV cell with a separator, quote or line break is quoted, a formula is kept as text', () => {
    expect(csvCell('Patil; Farms')).toBe('"Patil; Farms"');
    expect(csvCell('Patil, Farms')).toBe('"Patil, Farms"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+91 98765 43210')).toBe("'+91 98765 43210");
    expect(csvCell('-2+3;cmd')).toBe(`"'-2+3;cmd"`);
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('Plain text')).toBe('Plain text');
  });
});

describe.each(databases)('malformed input on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const html = { accept: 'text/html' };

  it('a malformed address gets the shop’s page or the API’s message, never the framework’s body', async () => {
    for (const url of ['/%ff', '/%', '/hi/%ff', '/mr/%E0%A4', '/product_details/%zz', '/a%2']) {
      shopPage(await t.app.inject({ url, headers: html }), 404);
    }
    for (const url of ['/api/%ff', '/api/%', '/hi/api/%ff', '/api/get/product/%ff']) {
      shopJson(await t.app.inject({ url }), 400, MSG.badAddress);
    }
    // Not a page asked for by a browser: the same message as JSON.
    shopJson(await t.app.inject({ url: '/%ff' }), 400, MSG.badAddress);
    shopJson(await t.app.inject({ method: 'POST', url: '/%ff', payload: {} }), 400, MSG.badAddress);
    // A page that is there, asked for twice (the second time from the page cache), is unaffected.
    shopPage(await t.app.inject({ url: '/shipping', headers: html }), 200);
    shopPage(await t.app.inject({ url: '/shipping', headers: html }), 200);
  });

  it('a malformed query is read as no value: the page or list as usual', async () => {
    shopPage(await t.app.inject({ url: '/b2b?page=%zz', headers: html }), 200);
    shopPage(await t.app.inject({ url: '/updates/news?page=%ff', headers: html }), 200);
    const sales = await staffToken(t, 'sales');
    const leads = await t.app.inject({ url: '/api/admin/leads?page=%zz', headers: { authorization: sales } });
    expect(leads.statusCode).toBe(200);
    expect(Array.isArray(leads.json())).toBe(true);
  });

  it('framework errors answer in the API’s own words', async () => {
    const post = (headers: Record<string, string>, payload: string) =>
      t.app.inject({ method: 'POST', url: '/api/contactus/post', headers, payload });
    shopJson(await post({ 'content-type': 'application/json' }, '{"name": '), 400, MSG.badJson);
    shopJson(await post({ 'content-type': 'application/json' }, ''), 400, MSG.badJson);
    shopJson(await post({ 'content-type': 'application/json' }, JSON.stringify({ message: 'x'.repeat(200_000) })), 413, MSG.bodyTooLarge);
    shopJson(await post({ 'content-type': 'application/xml' }, '<a/>'), 415);
    shopJson(await post({ 'content-type': 'application/json', 'content-length': '3' }, '{"name":"a"}'), 400);
    shopJson(await t.app.inject({ url: '/api/no-such-thing' }), 404, MSG.notFound);
    const wrongMethod = await t.app.inject({ method: 'PATCH', url: '/api/contactus/post', payload: {} });
    expect([404, 405]).toContain(wrongMethod.statusCode);
    shopJson(wrongMethod, wrongMethod.statusCode);
    // A page form with a body no form has.
    const xml = await t.app.inject({
      method: 'POST',
      url: '/contactus',
      headers: { 'content-type': 'application/xml', accept: 'text/html' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBeGreaterThanOrEqual(400);
    expect(xml.statusCode).toBeLessThan(500);
    notFastifys(xml);
  });

  it('refuses a quantity that is not decimal digits, by the API and by the page form, and leaves the cart as it was', async () => {
    const p = await makeProduct(t.services.db, { stock: 100 });
    const c = await signUpAndLogin(t.app, 'Ganesh');
    const auth = { authorization: `Bearer ${c.token}` };
    for (const quantity of BAD_QUANTITIES) {
      const res = await t.app.inject({ method: 'POST', url: '/api/post/card', headers: auth, payload: { product: p.id, quantity } });
      shopJson(res, 400, MSG.cartQuantityRange);
    }
    expect((await t.app.inject({ url: '/api/get/card', headers: auth })).json().items).toEqual([]);

    const added = await t.app.inject({ method: 'POST', url: '/api/post/card', headers: auth, payload: { product: p.id, quantity: '2' } });
    expect(added.statusCode).toBe(200);
    const cart = (await t.app.inject({ url: '/api/get/card', headers: auth })).json();
    const line = `/api/carts/${cart._id}/items/${cart.items[0]._id}`;
    for (const quantity of BAD_QUANTITIES) {
      const res = await t.app.inject({ method: 'PUT', url: line, headers: auth, payload: { quantity } });
      expect(res.statusCode, quantity).toBe(400);
      expect(res.json().message, quantity).toBe(MSG.cartQuantityRange);
    }

    for (const quantity of ['0x10', '1e1', ' 5', '5.0', '+5']) {
      // Add to Cart shows the product page again with the choice kept and the message.
      const form = await postForm(
        t,
        '/cart/add',
        { product: p.id, variant: p.variantId, quantity, next: `/product_page/${p.id}` },
        `Bearer ${c.token}`,
      );
      expect(form.json().toast, quantity).toEqual({ type: 'error', text: MSG.cartQuantityRange });
      const set = await postForm(t, '/cart', { intent: 'set', item: cart.items[0]._id, cart: cart._id, quantity }, `Bearer ${c.token}`);
      // The cart page shows itself again with the message.
      expect(set.json().toast, quantity).toEqual({ type: 'error', text: MSG.cartQuantityRange });
    }
    expect((await t.app.inject({ url: '/api/get/card', headers: auth })).json().items[0].quantity).toBe(2);
  });

  it('reads a page number in decimal only, and the leads CSV quotes separators and neutralises formulas', async () => {
    const sales = await staffToken(t, 'sales', 'sales2@mitti.example');
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contactus/post',
      remoteAddress: '203.0.113.77',
      payload: { name: 'Patil; Farms', email: 'patil@farm.example', message: '=HYPERLINK("https://evil.example","Click");-2+3' },
    });
    expect(contact.statusCode).toBeLessThan(300);
    // '0x10' is no page 16 (which would be empty): it is no page number at all, so the first page.
    const list = await t.app.inject({ url: '/api/admin/leads?page=0x10', headers: { authorization: sales } });
    expect(list.statusCode).toBe(200);
    expect((list.json() as { name: string }[]).some((l) => l.name === 'Patil; Farms')).toBe(true);

    const csv = await t.app.inject({ url: '/api/admin/leads.csv', headers: { authorization: sales } });
    expect(csv.statusCode).toBe(200);
    const row = csv.body.split('\r\n').find((r) => r.includes('Patil'))!;
    expect(row).toContain(',"Patil; Farms",');
    expect(row).toContain(`,"'=HYPERLINK(""https://evil.example"",""Click"");-2+3",`);
  });
});
