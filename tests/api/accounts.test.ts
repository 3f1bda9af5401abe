import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages';
import { databases, signUpAndLogin, startTestApp, type TestApp } from '../setup/test-app';

const valid = {
  username: 'Ravi Kumar',
  email: 'Ravi.Kumar@Example.com',
  mobileNo: '9876501234',
  password: 'mycorrhiza-2024',
  confirmPassword: 'mycorrhiza-2024',
};

describe.each(databases)('accounts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });

  it('applies the sign-up checks in the order and words of the spec', async () => {
    const cases: [Partial<typeof valid>, string][] = [
      [{ confirmPassword: 'different-1' }, MSG.passwordMismatch],
      [{ username: 'ab', confirmPassword: 'different-1' }, MSG.passwordMismatch],
      [{ username: 'ab' }, MSG.usernameShort],
      [{ username: 'ab', password: 'short', confirmPassword: 'short' }, MSG.usernameShort],
      [{ password: 'short', confirmPassword: 'short' }, MSG.passwordShort],
      [{ password: 'short', confirmPassword: 'short', email: '' }, MSG.passwordShort],
      [{ email: '' }, MSG.emailRequired],
      [{ email: 'not-an-email' }, MSG.emailInvalid],
    ];
    for (const [change, message] of cases) {
      const res = await post('/api/signup', { ...valid, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json()).toEqual({ status: false, message, field: expect.any(String) });
    }
  });

  it('creates an account once, ignoring the case of the email, and answers a known e-mail as a new one', async () => {
    const first = await post('/api/signup', valid);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ status: true, message: MSG.signupSuccess });

    // The answer does not say the e-mail has an account; its owner is told by e-mail, and nothing is made.
    const sameEmail = await post('/api/signup', { ...valid, email: 'ravi.kumar@example.COM', mobileNo: '9876501299' });
    expect(sameEmail.statusCode).toBe(201);
    expect(sameEmail.json()).toEqual({ status: true, message: MSG.signupSuccess });
    expect(await t.services.db.selectFrom('users').select('id').where('email_lower', '=', 'ravi.kumar@example.com').execute()).toHaveLength(
      1,
    );
    expect(await t.services.db.selectFrom('users').select('id').where('mobile_no', '=', '9876501299').execute()).toHaveLength(0);

    // A number typed at sign-up is not verified: another sign-up may carry it too; a verified one is refused.
    const sameMobile = await post('/api/signup', { ...valid, email: 'other@example.com' });
    expect(sameMobile.statusCode).toBe(201);
    await t.services.db
      .updateTable('users')
      .set({ mobile_verified_at: new Date().toISOString() })
      .where('email_lower', '=', 'other@example.com')
      .execute();
    const verifiedMobile = await post('/api/signup', { ...valid, email: 'third@example.com' });
    expect(verifiedMobile.statusCode).toBe(409);
    expect(verifiedMobile.json()).toMatchObject({ status: false, message: MSG.mobileInUse });
  });

  it('logs in with the exact response shape and never returns the password hash', async () => {
    const res = await post('/api/login', { email: 'RAVI.kumar@example.com', password: valid.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      status: true,
      message: MSG.loginSuccess,
      token: expect.any(String),
      user: { _id: expect.any(String), username: 'Ravi Kumar', email: valid.email, mobileNo: valid.mobileNo },
    });
    expect(res.body).not.toMatch(/argon2|password/i);
    expect(res.headers['set-cookie']).toMatch(/sid=.*HttpOnly.*SameSite=Lax/i);
  });

  it('answers an unknown email and a wrong password alike, and missing fields with 400', async () => {
    const wrong = await post('/api/login', { email: valid.email, password: 'wrong-password' });
    const unknown = await post('/api/login', { email: 'nobody@example.com', password: 'whatever-123' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ status: false, message: MSG.loginFailed });
    expect(unknown.json()).toEqual(wrong.json());

    for (const payload of [{ email: valid.email }, { password: 'x' }, {}, { email: '  ', password: '' }]) {
      const res = await post('/api/login', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: false, message: MSG.loginRequired });
    }
  });

  it('locks an account after five failed logins in 15 minutes', async () => {
    const user = await signUpAndLogin(t.app, 'Lock');
    for (let i = 0; i < 5; i++) {
      expect((await post('/api/login', { email: user.email, password: 'wrong-one-' + i })).statusCode).toBe(401);
    }
    const locked = await post('/api/login', { email: user.email, password: user.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ status: false, message: MSG.loginLocked });
  });

  it('accepts the token raw or with Bearer, treats "null" as none, and revokes it on logout', async () => {
    const user = await signUpAndLogin(t.app, 'Meena');
    const me = (authorization: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization } });

    expect((await me(user.token)).json().user).toMatchObject({ email: user.email, _id: user.id });
    expect((await me(`Bearer ${user.token}`)).statusCode).toBe(200);
    const none = await me('null');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ status: false, message: MSG.authRequired });
    expect((await me('forged-token')).statusCode).toBe(401);

    const out = await post('/api/logout', {}, { authorization: user.token });
    expect(out.statusCode).toBe(200);
    expect((await me(user.token)).statusCode).toBe(401);
  });

  it('limits sign-ups from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await post(
        '/api/signup',
        { ...valid, email: `bulk${i}@example.com`, mobileNo: `97000000${String(i).padStart(2, '0')}` },
        { 'x-forwarded-for': '203.0.113.77' },
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 201).length).toBeLessThanOrEqual(10);
    expect(statuses.at(-1)).toBe(429);
  });
});
