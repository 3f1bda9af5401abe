import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages';
import { databases, postForm, staffToken, signUpAndLogin, startTestApp, type TestApp } from '../setup/test-app';

// Staff disable a customer's account: every session ends and logging in is
// refused with a reason; enabling it lets the customer back in. Audited.

describe.each(databases)('back office customers on %s', (kind) => {
  let t: TestApp;
  let sales: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    sales = await staffToken(t, 'sales');
  });
  afterAll(() => t.close());

  const act = (id: string, intent: string) => postForm(t, `/admin/customers/${id}`, { intent }, sales);

  it('disables an account (its sessions end, login is refused) and enables it again', async () => {
    const asha = await signUpAndLogin(t.app, 'Asha');
    const page = await t.app.inject({
      url: `/admin/customers?q=${encodeURIComponent(asha.email)}`,
      headers: { authorization: sales, accept: 'text/html' },
    });
    expect(page.body).toContain(`/admin/customers/${asha.id}`);
    // Her session is known (and kept in memory) before it is ended.
    expect((await t.app.inject({ url: '/api/me', headers: { authorization: asha.token } })).statusCode).toBe(200);

    expect((await act(asha.id, 'disable')).json()).toMatchObject({ ok: true, toast: { text: MSG.customerDisabled } });
    expect((await t.app.inject({ url: '/api/me', headers: { authorization: asha.token } })).statusCode).toBe(401);
    const refused = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: asha.email, password: asha.password } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MSG.accountDisabled);

    await act(asha.id, 'enable');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: asha.email, password: asha.password } })).statusCode,
    ).toBe(200);
    const audit = await t.services.db.selectFrom('audit_log').select('action').where('entity_id', '=', asha.id).orderBy('at').execute();
    expect(audit.map((a) => a.action)).toEqual(['customer.disable', 'customer.enable']);
  });

  it('answers 404 for someone who is not a customer', async () => {
    expect((await act('no-such-customer', 'disable')).statusCode).toBe(404);
  });
});
