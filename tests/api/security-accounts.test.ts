import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_DAYS, SESSION_IDLE_DAYS } from '../../domain/constants';
import { MSG } from '../../domain/messages';
import { databases, signUpAndLogin, startTestApp, type TestApp } from '../setup/test-app';

describe.each(databases)('accounts and sessions on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const signup = (over: Record<string, string>, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/signup',
      remoteAddress: ip,
      payload: {
        username: 'Ravi Kumar',
        email: `ravi.${ip}@example.com`,
        mobileNo: '9876501234',
        password: 'soil-1234',
        confirmPassword: 'soil-1234',
        ...over,
      },
    });

  it('caps the length of every sign-up field with a message, before any hashing', async () => {
    const long = 'x'.repeat(5000);
    const cases: [Record<string, string>, string, string][] = [
      [{ username: 'R'.repeat(61) }, 'username', MSG.usernameLong],
      [{ email: `${'a'.repeat(250)}@example.com` }, 'email', MSG.emailLong],
      [{ password: long, confirmPassword: long }, 'password', MSG.passwordLong],
    ];
    let i = 0;
    for (const [over, field, message] of cases) {
      const res = await signup(over, `10.1.1.${++i}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: false, message, field });
    }
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'a@b.in', password: long } });
    expect(login.statusCode).toBe(400);
    expect(login.json().message).toBe(MSG.passwordLong);
  });

  const me = (token: string) => t.app.inject({ url: '/api/me', headers: { authorization: token } });
  const sessionOf = async (userId: string) =>
    t.services.db.selectFrom('sessions').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();

  it(`ends a session unused for ${SESSION_IDLE_DAYS} days`, async () => {
    const user = await signUpAndLogin(t.app, 'Idle');
    expect((await me(user.token)).statusCode).toBe(200);
    const row = await sessionOf(user.id);
    const idle = new Date(Date.now() - (SESSION_IDLE_DAYS * 86_400_000 + 60_000)).toISOString();
    await t.services.db.updateTable('sessions').set({ last_seen_at: idle }).where('id', '=', row.id).execute();
    await t.services.sessions.forget(null); // a week passed: nothing kept in memory outlives SESSION_CACHE_MS
    expect((await me(user.token)).statusCode).toBe(401);
    expect(await t.services.db.selectFrom('sessions').select('id').where('id', '=', row.id).execute()).toEqual([]);
  });

  it('keeps a session in use alive, noting its use at most once a minute', async () => {
    const user = await signUpAndLogin(t.app, 'Busy');
    const row = await sessionOf(user.id);
    const sixDays = new Date(Date.now() - 6 * 86_400_000).toISOString();
    await t.services.db.updateTable('sessions').set({ last_seen_at: sixDays }).where('id', '=', row.id).execute();
    expect((await me(user.token)).statusCode).toBe(200);
    const touched = (await sessionOf(user.id)).last_seen_at!;
    expect(Date.now() - Date.parse(touched)).toBeLessThan(60_000);
    expect((await me(user.token)).statusCode).toBe(200);
    expect((await sessionOf(user.id)).last_seen_at).toBe(touched);
  });

  it(`ends every session ${SESSION_DAYS} days after sign-in, even one in use`, async () => {
    const user = await signUpAndLogin(t.app, 'Old');
    await t.services.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString(), last_seen_at: new Date().toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    expect((await me(user.token)).statusCode).toBe(401);
  });
});

describe('metrics and cookies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', {
      PUBLIC_URL: 'https://shop.example',
      PAYMENT_PROVIDER: 'offline',
      METRICS_TOKEN: 'scrape-token-0123456789',
    });
  });
  afterAll(() => t.close());

  it('serves /metrics with the token, and to no one else, not even this machine', async () => {
    expect((await t.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(403);
    const outside = await t.app.inject({ url: '/metrics', remoteAddress: '203.0.113.5' });
    expect(outside.statusCode).toBe(403);
    expect(outside.body).not.toContain('http_requests_total');
    expect(
      (await t.app.inject({ url: '/metrics', remoteAddress: '203.0.113.5', headers: { authorization: 'Bearer wrong-token-0123456789' } }))
        .statusCode,
    ).toBe(403);
    const scraper = await t.app.inject({
      url: '/metrics',
      remoteAddress: '203.0.113.5',
      headers: { authorization: 'Bearer scrape-token-0123456789' },
    });
    expect(scraper.statusCode).toBe(200);
    expect(scraper.body).toContain('http_requests_total');
  });

  it('marks the session and the flash cookies Secure under https', async () => {
    const user = await signUpAndLogin(t.app, 'Secure');
    const res = await t.app.inject({
      method: 'POST',
      url: '/login',
      headers: { host: 'shop.example', origin: 'https://shop.example', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: user.email, password: user.password }).toString(),
    });
    expect(res.statusCode).toBe(303);
    const cookies = [res.headers['set-cookie']].flat() as string[];
    expect(cookies.find((c) => c.startsWith('sid='))).toMatch(/; Secure/i);
    expect(cookies.find((c) => c.startsWith('flash='))).toMatch(/; Secure/i);
  });
});
