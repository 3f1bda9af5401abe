import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages';
import { databases, startTestApp, type TestApp } from '../setup/test-app';

// An island posts to its page's action with `Accept: application/json` and
// gets the outcome as data: the same handler as the form without JavaScript.

describe.each(databases)('page actions answering islands on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const post = (url: string, fields: Record<string, string>, accept = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { accept, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  it('answers a success as data, and saves once', async () => {
    const res = await post('/contact', { name: 'Vaishali Kale', email: 'vaishali@example.com', message: 'VAM for grapes?' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, redirect: '/contact', toast: { type: 'success', text: MSG.contactSuccess } });
    const rows = await t.services.db.selectFrom('contact_messages').select('email').execute();
    expect(rows.map((r) => r.email)).toEqual(['vaishali@example.com']);
  });

  it('answers a refused form with the field at fault and its message', async () => {
    const res = await post('/contact', { name: '', email: 'vaishali@example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      ok: false,
      errors: { name: MSG.contactNameRequired },
      toast: { type: 'error', text: MSG.contactNameRequired },
    });
  });

  it('still redirects a form posted without JavaScript', async () => {
    const res = await post('/contact', { name: 'Om', email: 'om@example.com' }, 'text/html');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/contact');
  });

  it('checks the form against its schema before the action: every field at fault, nothing saved', async () => {
    const product = await t.services.db.selectFrom('products').select('id').executeTakeFirstOrThrow();
    const res = await post(`/product_details/${product.id}`, { fullName: '', phone: '12', email: 'not-an-address', message: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      fullName: MSG.enquiryNameRequired,
      phone: MSG.enquireMobileShort,
      email: MSG.emailInvalid,
      message: MSG.enquiryMessageRequired,
    });
    expect(await t.services.db.selectFrom('enquiries').select('id').execute()).toEqual([]);
  });

  it('shows a refused form again without JavaScript, with the message and what was typed', async () => {
    const res = await post('/contact', { name: 'Asha Pawar', email: 'asha@', message: 'Trichoderma for 5 acres' }, 'text/html');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(MSG.emailInvalid);
    expect(res.body).toContain('Trichoderma for 5 acres');
  });
});
