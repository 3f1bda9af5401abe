import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RESET_LINK_VALID_MS, PASSWORD_RESETS_PER_TARGET } from '../../domain/constants';
import { MSG } from '../../domain/messages';
import { databases, signUpAndLogin, startTestApp, type TestApp } from '../setup/test-app';

// A forgotten password: a link by e-mail or a code by SMS, single use,
// expiring, limited, and the same answer whether or not an account exists;
// setting the new one ends every other session. Changing it in My account
// needs the current one and ends the other sessions too.

describe.each(databases)('forgotten and changed passwords on %s', (kind) => {
  let t: TestApp;
  let ip = 0;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  /** Each test from its own address, so the per-address limits do not carry over. */
  const from = () => `10.9.0.${++ip}`;
  const api = (url: string, payload: object, headers: Record<string, string> = {}, remoteAddress = from()) =>
    t.app.inject({ method: 'POST', url, payload, headers, remoteAddress });
  const me = (token: string) => t.app.inject({ url: '/api/me', headers: { authorization: token } });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: from() });

  /** The token in the newest reset mail to this address. */
  async function linkTokenFor(email: string): Promise<string> {
    const mail = await t.services.db
      .selectFrom('mails')
      .select(['body', 'created_at'])
      .where('to_address', '=', email)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    const text = mail?.body ?? '';
    const m = /reset-password\?token=([\w-]+)/.exec(text);
    if (!m) throw new Error(`no reset mail to ${email}`);
    return m[1];
  }

  function smsCodeFor(mobile: string): string {
    const dir = join(t.dataDir, 'sms-outbox');
    const last = readdirSync(dir)
      .filter((f) => f.includes(`-${mobile}-`))
      .sort()
      .at(-1)!;
    const text = readFileSync(join(dir, last), 'utf8');
    expect(text).toMatch(/to set a new password|नया पासवर्ड/);
    return /\b(\d{6})\b/.exec(text.split('\n\n')[1])![1];
  }

  it('sends a link by e-mail that sets a new password once, ends the other sessions and opens a new one', async () => {
    const c = await signUpAndLogin(t.app, 'Reset');
    const other = (await login(c.email, c.password)).json().token as string;
    const asked = await api('/api/password/forgot', { login: c.email.toUpperCase() });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ status: true, message: MSG.resetSent, via: 'email' });
    const token = await linkTokenFor(c.email);

    // The page asks for the new password; its rules are sign-up's.
    const page = await t.app.inject({ url: `/reset-password?token=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('name="confirmPassword"');
    const short = await api('/api/password/reset', { token, password: 'short', confirmPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(MSG.passwordShort);

    const done = await api('/api/password/reset', { token, password: 'new-roots-2024', confirmPassword: 'new-roots-2024' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: true, message: MSG.resetDone, user: { _id: c.id } });
    expect((await me(done.json().token)).statusCode).toBe(200);
    expect((await me(c.token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    expect((await login(c.email, c.password)).statusCode).toBe(401);
    expect((await login(c.email, 'new-roots-2024')).statusCode).toBe(200);

    // Single use: the same link again is refused, on the page too.
    const again = await api('/api/password/reset', { token, password: 'third-roots-2024', confirmPassword: 'third-roots-2024' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MSG.resetLinkInvalid);
    expect((await t.app.inject({ url: `/reset-password?token=${token}` })).body).toContain('not valid any more');
  });

  it('refuses an expired link', async () => {
    const c = await signUpAndLogin(t.app, 'Late');
    await api('/api/password/forgot', { login: c.email });
    const token = await linkTokenFor(c.email);
    await t.services.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', c.id)
      .execute();
    const late = await api('/api/password/reset', { token, password: 'new-roots-2024', confirmPassword: 'new-roots-2024' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(MSG.resetLinkInvalid);
    expect((await login(c.email, c.password)).statusCode).toBe(200);
    expect(PASSWORD_RESET_LINK_VALID_MS).toBe(30 * 60_000);
  });

  it('answers the same for unknown e-mails and numbers, and sends them nothing', async () => {
    const c = await signUpAndLogin(t.app, 'Known');
    const known = await api('/api/password/forgot', { login: c.email });
    const unknown = await api('/api/password/forgot', { login: 'nobody.here@example.com' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    const knownSms = await api('/api/password/forgot', { login: c.mobileNo });
    const unknownSms = await api('/api/password/forgot', { login: '9000000001' });
    expect(unknownSms.json()).toEqual(knownSms.json());
    expect(readdirSync(join(t.dataDir, 'sms-outbox')).some((f) => f.includes('-9000000001-'))).toBe(false);
    // The pages too: the same next page and message.
    const origin = t.services.config.PUBLIC_URL;
    const post = (login: string) =>
      t.app.inject({
        method: 'POST',
        url: '/forgot-password',
        payload: new URLSearchParams({ login }).toString(),
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
        remoteAddress: from(),
      });
    const a = await post(c.email);
    const b = await post('nobody.else@example.com');
    expect(a.statusCode).toBe(303);
    expect(b.headers.location).toBe(a.headers.location);
    // Nonsense is a clear 400.
    const bad = await api('/api/password/forgot', { login: 'neither' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MSG.resetLoginRequired);
  });

  it('limits requests per e-mail (known or not) and per address', async () => {
    const c = await signUpAndLogin(t.app, 'Limit');
    const addr = from();
    const codes: number[] = [];
    for (let i = 0; i <= PASSWORD_RESETS_PER_TARGET; i++)
      codes.push((await api('/api/password/forgot', { login: c.email }, {}, addr)).statusCode);
    expect(codes.slice(0, PASSWORD_RESETS_PER_TARGET)).toEqual(Array(PASSWORD_RESETS_PER_TARGET).fill(200));
    expect(codes.at(-1)).toBe(429);
    const unknown: number[] = [];
    for (let i = 0; i <= PASSWORD_RESETS_PER_TARGET; i++)
      unknown.push((await api('/api/password/forgot', { login: 'ghost@example.com' })).statusCode);
    expect(unknown).toEqual(codes);
    const one = from();
    let last = 0;
    for (let i = 0; i < 12; i++) last = (await api('/api/password/forgot', { login: `someone${i}@example.com` }, {}, one)).statusCode;
    expect(last).toBe(429);
  });

  it('sets a new password with a code by SMS; wrong codes count and a used code is refused', async () => {
    const c = await signUpAndLogin(t.app, 'Sms');
    const asked = await api('/api/password/forgot', { login: `+91 ${c.mobileNo}` });
    expect(asked.json()).toMatchObject({ via: 'sms' });
    const code = smsCodeFor(c.mobileNo);
    const wrong = await api('/api/password/reset', {
      mobile: c.mobileNo,
      code: code === '000000' ? '111111' : '000000',
      password: 'new-roots-2024',
      confirmPassword: 'new-roots-2024',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: MSG.resetCodeWrong, field: 'code' });
    const right = await api('/api/password/reset', {
      mobile: c.mobileNo,
      code,
      password: 'new-roots-2024',
      confirmPassword: 'new-roots-2024',
    });
    expect(right.statusCode).toBe(200);
    expect((await me(c.token)).statusCode).toBe(401);
    const reused = await api('/api/password/reset', {
      mobile: c.mobileNo,
      code,
      password: 'other-roots-2024',
      confirmPassword: 'other-roots-2024',
    });
    expect(reused.statusCode).toBe(401);
    expect((await login(c.email, 'new-roots-2024')).statusCode).toBe(200);
  });

  it('resets on the pages without JavaScript: the code page, then logged in with the others logged out', async () => {
    const c = await signUpAndLogin(t.app, 'Page');
    const origin = t.services.config.PUBLIC_URL;
    const form = (url: string, fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url,
        payload: new URLSearchParams(fields).toString(),
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
        remoteAddress: from(),
      });
    const asked = await form('/hi/forgot-password', { login: c.mobileNo, next: '/cart' });
    expect(asked.headers.location).toBe(`/hi/reset-password?mobile=${c.mobileNo}&next=%2Fcart`);
    const page = await t.app.inject({ url: asked.headers.location as string });
    expect(page.body).toContain('नया पासवर्ड');
    const done = await form('/hi/reset-password', {
      mobile: c.mobileNo,
      code: smsCodeFor(c.mobileNo),
      password: 'new-roots-2024',
      confirmPassword: 'new-roots-2024',
      next: '/cart',
    });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/hi/cart');
    expect(done.cookies.some((k) => k.name === 'sid' && k.value)).toBe(true);
    expect((await me(c.token)).statusCode).toBe(401);
  });

  it('changes the password in My account: the current one required, the rules of sign-up, the other sessions ended', async () => {
    const c = await signUpAndLogin(t.app, 'Change');
    const other = (await login(c.email, c.password)).json().token as string;
    const wrong = await api(
      '/api/account/password',
      { currentPassword: 'not-mine-at-all', password: 'new-roots-2024', confirmPassword: 'new-roots-2024' },
      { authorization: c.token },
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: MSG.currentPasswordWrong, field: 'currentPassword' });
    const mismatch = await api(
      '/api/account/password',
      { currentPassword: c.password, password: 'new-roots-2024', confirmPassword: 'new-roots-2025' },
      { authorization: c.token },
    );
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe(MSG.passwordMismatch);
    const nobody = await api('/api/account/password', {
      currentPassword: c.password,
      password: 'new-roots-2024',
      confirmPassword: 'new-roots-2024',
    });
    expect(nobody.statusCode).toBe(401);

    const done = await api(
      '/api/account/password',
      { currentPassword: c.password, password: 'new-roots-2024', confirmPassword: 'new-roots-2024' },
      { authorization: c.token },
    );
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ status: true, message: MSG.passwordChanged });
    expect((await me(c.token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await login(c.email, 'new-roots-2024')).statusCode).toBe(200);

    // The page form, without JavaScript.
    const page = await t.app.inject({ url: '/account', headers: { authorization: c.token } });
    expect(page.body).toContain('name="currentPassword"');
    const posted = await t.app.inject({
      method: 'POST',
      url: '/account',
      payload: new URLSearchParams({
        intent: 'password',
        currentPassword: 'wrong-one-here',
        password: 'x-roots-2024',
        confirmPassword: 'x-roots-2024',
      }).toString(),
      headers: {
        authorization: c.token,
        origin: t.services.config.PUBLIC_URL,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html',
      },
    });
    expect(posted.statusCode).toBe(401);
    expect(posted.body).toContain(MSG.currentPasswordWrong);
  });

  it('lists the new calls in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    for (const path of ['/api/password/forgot', '/api/password/reset', '/api/account/password'])
      expect(doc.paths[path]?.post).toBeDefined();
  });
});
