import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_FAILURES_MAX, STAFF_SESSION_IDLE_MINUTES, STAFF_TOTP_FAILURES_MAX } from '../../domain/constants';
import { MSG } from '../../domain/messages';
import { addStaff } from '../../domain/staff/staff';
import { currentTotp, newTotpSecret } from '../../domain/staff/totp';
import { databases, postForm, staffToken, startTestApp, type TestApp } from '../setup/test-app';

// Audit findings 2, 5, 6 and 15b (issue 23): the staff second factor cannot be
// guessed or replayed, staff sessions end when idle and owners can end them,
// the lockout cannot lock an owner out for good, and /metrics needs its token.

const PASSWORD = 'long-staff-password';
let seq = 0;

describe.each(databases)('staff sign-in safety on %s', (kind) => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    owner = await staffToken(t, 'owner', 'boss@mitti.example');
  });
  afterAll(() => t.close());

  /** A staff account with an authenticator on; answers its e-mail and secret. */
  const withTotp = async (role = 'sales') => {
    seq += 1;
    const email = `${role}.${seq}@mitti.example`;
    const { secret } = newTotpSecret(email);
    await addStaff(t.services.db, { email, role, password: PASSWORD });
    await t.services.db.updateTable('staff').set({ totp_secret: secret }).where('email_lower', '=', email).execute();
    return { email, secret };
  };
  const login = (email: string, ip: string, totp?: string, password = PASSWORD) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email, password, ...(totp ? { totp } : {}) },
      headers: { 'x-forwarded-for': ip },
    });
  const codeAt = (secret: string, ms: number) =>
    new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: ms });
  const wrongCode = (secret: string) => {
    const near = [-30_000, 0, 30_000].map((d) => codeAt(secret, Date.now() + d));
    let n = 100000;
    while (near.includes(String(n))) n += 1;
    return String(n);
  };

  it('counts wrong authenticator codes toward a lockout per account and per address (finding 2)', async () => {
    const { email, secret } = await withTotp();
    const ip = '203.0.113.21';
    for (let i = 0; i < STAFF_TOTP_FAILURES_MAX; i++) expect((await login(email, ip, wrongCode(secret))).statusCode).toBe(401);
    const locked = await login(email, ip, wrongCode(secret));
    expect(locked.statusCode).toBe(429);
    // Even the right code waits now, from any address.
    expect((await login(email, '203.0.113.22', currentTotp(secret))).statusCode).toBe(429);

    // One address guessing across accounts is stopped too.
    const ip2 = '203.0.113.23';
    let refused = 0;
    for (let a = 0; a < 6 && !refused; a++) {
      const other = await withTotp();
      for (let i = 0; i < STAFF_TOTP_FAILURES_MAX - 1; i++) {
        if ((await login(other.email, ip2, wrongCode(other.secret))).statusCode === 429) refused += 1;
      }
    }
    expect(refused).toBeGreaterThan(0);
  });

  it('accepts an authenticator code once (finding 2)', async () => {
    const { email, secret } = await withTotp();
    const code = currentTotp(secret);
    expect((await login(email, '203.0.113.31', code)).statusCode).toBe(200);
    const replay = await login(email, '203.0.113.32', code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(MSG.totpInvalid);
  });

  it('replaces the authenticator only with a current code, and audits turning on, replacing and removing it (finding 2)', async () => {
    seq += 1;
    const email = `content.${seq}@mitti.example`;
    const token = await staffToken(t, 'content', email);
    const first = newTotpSecret(email).secret;
    const on = await postForm(t, '/admin/security', { secret: first, code: currentTotp(first) }, token);
    expect(on.json()).toMatchObject({ ok: true, toast: { text: MSG.totpEnabled } });

    const second = newTotpSecret(email).secret;
    const without = await postForm(t, '/admin/security', { secret: second, code: currentTotp(second) }, token);
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({ ok: false, errors: { current: MSG.totpCurrentRequired } });
    const wrong = await postForm(t, '/admin/security', { secret: second, code: currentTotp(second), current: wrongCode(first) }, token);
    expect(wrong.statusCode).toBe(401);
    const row = await t.services.db
      .selectFrom('staff')
      .select(['id', 'totp_secret'])
      .where('email_lower', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.totp_secret).toBe(first);
    // The code that turned it on was spent: the next step's code replaces it.
    const next = codeAt(first, Date.now() + 30_000);
    const replaced = await postForm(t, '/admin/security', { secret: second, code: currentTotp(second), current: next }, token);
    expect(replaced.json()).toMatchObject({ ok: true, toast: { text: MSG.totpReplaced } });

    // An owner turns it off for a lost phone.
    const removed = await postForm(t, '/admin/staff', { intent: 'totp-reset', id: row.id }, owner);
    expect(removed.json()).toMatchObject({ ok: true, toast: { text: MSG.totpRemoved } });
    const audit = await t.services.db.selectFrom('audit_log').select(['action', 'staff_email']).where('entity_id', '=', row.id).execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['staff.totp.enable', 'staff.totp.remove', 'staff.totp.replace']);
  });

  it('ends a staff session after 30 minutes idle, and lets an owner see and end sessions (finding 5)', async () => {
    seq += 1;
    const email = `catalogue.${seq}@mitti.example`;
    const token = await staffToken(t, 'catalogue', email);
    const me = (tok: string) => t.app.inject({ url: '/admin', headers: { authorization: tok, accept: 'text/html' } });
    expect((await me(token)).statusCode).toBe(200);
    const staffId = (await t.services.db.selectFrom('staff').select('id').where('email_lower', '=', email).executeTakeFirstOrThrow()).id;
    const idle = new Date(Date.now() - (STAFF_SESSION_IDLE_MINUTES + 1) * 60_000).toISOString();
    await t.services.db.updateTable('staff_sessions').set({ last_seen_at: idle }).where('staff_id', '=', staffId).execute();
    expect((await me(token)).statusCode).not.toBe(200);

    const again = (await login(email, '203.0.113.41')).json().token as string;
    const page = await t.app.inject({ url: '/admin/staff', headers: { authorization: owner, accept: 'text/html' } });
    expect(page.body).toContain('Signed in now');
    expect(page.body).toContain(`End the session of ${email}`);
    const handle = new RegExp(
      `name="session" value="([0-9a-f]{16})"/><button type="submit" class="btn-link" aria-label="End the session of ${email.replace('.', '\\.')}`,
    ).exec(page.body)![1];
    const ended = await postForm(t, '/admin/staff', { intent: 'end-session', session: handle }, owner);
    expect(ended.json()).toMatchObject({ ok: true, toast: { text: MSG.staffSessionEnded } });
    expect((await me(again)).statusCode).not.toBe(200);
    const audit = await t.services.db.selectFrom('audit_log').select('action').where('entity_id', '=', staffId).execute();
    expect(audit.map((a) => a.action)).toContain('staff.session.end');
  });

  it('lets a locked-out owner in with password and authenticator code, and tells the owners (finding 6)', async () => {
    const { email, secret } = await withTotp('owner');
    for (let i = 0; i < LOGIN_FAILURES_MAX + 2; i++) await login(email, `198.51.100.${60 + i}`, undefined, 'wrong-password-123');
    // Locked: the password alone, or a wrong code, says nothing and opens nothing.
    expect((await login(email, '203.0.113.51')).statusCode).toBe(429);
    expect((await login(email, '203.0.113.51', wrongCode(secret))).statusCode).toBe(429);
    expect((await login(email, '203.0.113.51', currentTotp(secret), 'wrong-password-123')).statusCode).toBe(429);
    // Password and code together still get in.
    const ok = await login(email, '203.0.113.51', codeAt(secret, Date.now() + 30_000));
    expect(ok.statusCode).toBe(200);
    const mails = await t.services.db.selectFrom('mails').select(['to_address', 'subject']).execute();
    expect(mails).toContainEqual({ to_address: 'boss@mitti.example', subject: MSG.staffLockoutMailSubject });
  });
});

describe('metrics only with the token (finding 15)', () => {
  it('refuses any local caller without the token, and answers the token', async () => {
    const t = await startTestApp('sqlite', { METRICS_TOKEN: 'scrape-token-0123456789' });
    try {
      expect((await t.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(403);
      expect((await t.app.inject({ url: '/metrics', remoteAddress: '::1' })).statusCode).toBe(403);
      const ok = await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer scrape-token-0123456789' } });
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toContain('http_requests_total');
    } finally {
      await t.close();
    }
  });

  it('without a token, answers only the proxy TRUST_PROXY names, asking for itself', async () => {
    const plain = await startTestApp('sqlite');
    const proxied = await startTestApp('sqlite', { TRUST_PROXY: '10.0.0.5' });
    try {
      expect((await plain.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(403);
      expect((await proxied.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(403);
      expect((await proxied.app.inject({ url: '/metrics', remoteAddress: '10.0.0.5' })).statusCode).toBe(200);
      // A visitor the proxy forwards is not the proxy.
      const forwarded = await proxied.app.inject({
        url: '/metrics',
        remoteAddress: '10.0.0.5',
        headers: { 'x-forwarded-for': '10.0.0.5' },
      });
      expect(forwarded.statusCode).toBe(403);
    } finally {
      await plain.close();
      await proxied.close();
    }
  });
});
