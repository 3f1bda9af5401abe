import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages';
import { databases, postForm, staffToken, startTestApp, type TestApp } from '../setup/test-app';

// Owners run the staff list: add a colleague with a first password, change a
// role, disable an account (its sessions end); an owner cannot lock themself out.

describe.each(databases)('back office staff on %s', (kind) => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    owner = await staffToken(t, 'owner');
  });
  afterAll(() => t.close());

  const post = (fields: Record<string, string>) => postForm(t, '/admin/staff', fields, owner);
  const login = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password: 'first-password-42' } });
  const idOf = async (email: string) =>
    (await t.services.db.selectFrom('staff').select('id').where('email_lower', '=', email).executeTakeFirstOrThrow()).id;

  it('adds a colleague, changes the role, disables the account and ends its sessions', async () => {
    const short = await post({ intent: 'add', email: 'anita@mitti.example', name: 'Anita', role: 'sales', password: 'short' });
    expect(short.json().errors).toEqual({ password: MSG.staffPasswordShort });
    expect(
      (await post({ intent: 'add', email: 'anita@mitti.example', name: 'Anita', role: 'sales', password: 'first-password-42' })).json(),
    ).toMatchObject({ ok: true });
    const session = (await login('anita@mitti.example')).json().token;
    expect((await t.app.inject({ url: '/api/admin/orders', headers: { authorization: session } })).statusCode).toBe(200);

    const id = await idOf('anita@mitti.example');
    await post({ id, role: 'hr' });
    expect((await t.app.inject({ url: '/api/admin/orders', headers: { authorization: session } })).statusCode).toBe(403);
    await post({ id, role: 'hr', disabled: '1' });
    expect((await t.app.inject({ url: '/api/admin/orders', headers: { authorization: session } })).statusCode).toBe(401);
    expect((await login('anita@mitti.example')).statusCode).toBe(401);

    const actions = (await t.services.db.selectFrom('audit_log').select('action').where('entity_id', '=', id).orderBy('at').execute()).map(
      (a) => a.action,
    );
    expect(actions).toEqual(['staff.add', 'staff.update', 'staff.update']);
  });

  it('refuses an owner taking away their own owner role', async () => {
    const me = await idOf('owner@mitti.example');
    const res = await post({ id: me, role: 'sales' });
    expect(res.statusCode).toBe(409);
    expect(res.json().toast.text).toBe(MSG.staffSelfLockout);
  });
});
