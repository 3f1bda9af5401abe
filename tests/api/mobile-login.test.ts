import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MOBILE_CODE_ATTEMPTS_MAX, MOBILE_CODES_PER_IP_PER_HOUR, MOBILE_CODES_PER_NUMBER } from '../../domain/accounts/mobile-login';
import { MSG } from '../../domain/messages';
import { databases, signUpAndLogin, startTestApp, type TestApp } from '../setup/test-app';
import { makeAddress, makeProduct } from './orders-helpers';

// Log in and sign up with a mobile number and a code by SMS (decision 026).

let seq = 0;
/** A fresh mobile number and client address per test, so the limits of one do not touch another. */
const fresh = () => {
  seq += 1;
  return { mobile: `7${String(Date.now() % 1e6).padStart(6, '0')}${String(seq).padStart(3, '0')}`, ip: `203.0.113.${seq}` };
};

describe.each(databases)('login by mobile number on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  const post = (url: string, payload: object, ip: string, token?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': ip, ...(token ? { authorization: token } : {}) } });
  const ask = (mobile: string, ip: string) => post('/api/auth/otp/request', { mobile }, ip);
  const verify = (body: { mobile: string; code: string; username?: string }, ip: string) => post('/api/auth/otp/verify', body, ip);
  /** The newest SMS to the number in the offline outbox, and its code. */
  const lastSms = (mobile: string) => {
    const dir = join(t.dataDir, 'sms-outbox');
    const files = readdirSync(dir)
      .filter((f) => f.includes(`-${mobile}-`))
      .sort();
    const text = readFileSync(join(dir, files.at(-1)!), 'utf8');
    return { text, code: /\b(\d{6})\b/.exec(text.split('\n\n')[1])![1], count: files.length };
  };
  const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

  it('sends a code by SMS, keeps only its hash, and signs a new number up without an e-mail', async () => {
    const { mobile, ip } = fresh();
    const res = await ask(`+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`, ip);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, message: expect.stringContaining(mobile.slice(-3)) });
    const sms = lastSms(mobile);
    expect(sms.text).toContain(`To: +91${mobile}`);
    expect(sms.text).toContain('valid for 10 minutes');

    const stored = await t.services.db.selectFrom('mobile_codes').selectAll().where('mobile', '=', mobile).executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(sms.code);
    expect(stored.code_hash).toMatch(/^[0-9a-f]{64}$/);
    const left = new Date(stored.expires_at).getTime() - Date.now();
    expect(left).toBeGreaterThan(9.9 * 60_000);
    expect(left).toBeLessThanOrEqual(10 * 60_000);

    // A new number needs a name; the right code is not spent by asking for it.
    const noName = await verify({ mobile, code: sms.code }, ip);
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toMatchObject({ status: false, message: MSG.mobileNameRequired, field: 'username' });

    const ok = await verify({ mobile: `0${mobile}`, code: sms.code, username: 'Ramesh Jadhav' }, ip);
    expect(ok.statusCode).toBe(200);
    const body = ok.json();
    expect(body).toMatchObject({
      status: true,
      message: MSG.mobileAccountCreated,
      token: expect.any(String),
      created: true,
      user: { _id: expect.any(String), username: 'Ramesh Jadhav', email: '', mobileNo: mobile },
    });
    expect(String(ok.headers['set-cookie'])).toContain('HttpOnly');
    const user = await t.services.db.selectFrom('users').selectAll().where('mobile_no', '=', mobile).executeTakeFirstOrThrow();
    expect(user.email).toBeNull();
    expect(user.email_lower).toBeNull();

    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: body.token } });
    expect(me.json().user).toEqual({ _id: user.id, username: 'Ramesh Jadhav', email: '', mobileNo: mobile });

    // The code works once.
    const again = await verify({ mobile, code: sms.code }, ip);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ status: false, message: MSG.mobileCodeWrong });
  });

  it('logs a returning number into the same account, also one made with e-mail and password once its number is confirmed', async () => {
    const { mobile, ip } = fresh();
    await ask(mobile, ip);
    const first = await verify({ mobile, code: lastSms(mobile).code, username: 'Sunita More' }, ip);
    const id = first.json().user._id;

    const again = await ask(mobile, ip);
    expect(again.json()).toEqual({ status: true, message: expect.stringContaining(mobile.slice(-3)) });
    const back = await verify({ mobile, code: lastSms(mobile).code, username: 'Someone Else' }, ip);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ message: MSG.loginSuccess, created: false, user: { _id: id, username: 'Sunita More' } });

    const asha = await signUpAndLogin(t.app, 'Asha');
    await ask(asha.mobileNo, ip);
    const confirmed = await post(
      '/api/account/mobile/confirm',
      { mobile: asha.mobileNo, code: lastSms(asha.mobileNo).code },
      ip,
      asha.token,
    );
    expect(confirmed.json()).toEqual({ status: true, message: MSG.mobileConfirmed, mobileNo: asha.mobileNo });
    await ask(asha.mobileNo, ip);
    const viaCode = await verify({ mobile: asha.mobileNo, code: lastSms(asha.mobileNo).code }, ip);
    expect(viaCode.json()).toMatchObject({ created: false, user: { _id: asha.id, email: asha.email } });

    // Two accounts without e-mail live side by side (email unique only when present).
    expect(await t.services.db.selectFrom('users').select('id').where('email', 'is', null).execute()).not.toHaveLength(0);
  });

  it('sends the SMS in the language asked for, and refuses a disabled account', async () => {
    const { mobile, ip } = fresh();
    expect((await post('/api/auth/otp/request', { mobile, lang: 'hi' }, ip)).statusCode).toBe(200);
    expect(lastSms(mobile).text).toContain('आपका मिट्टी बायोटेक लॉग इन कोड है');
    expect((await post('/api/auth/otp/request', { mobile, lang: 'fr' }, ip)).statusCode).toBe(400);

    await verify({ mobile, code: lastSms(mobile).code, username: 'Vijay Kale' }, ip);
    await t.services.db.updateTable('users').set({ disabled_at: new Date().toISOString() }).where('mobile_no', '=', mobile).execute();
    const refused = await ask(mobile, ip);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: false, message: MSG.accountDisabled });
  });

  it('refuses a code after 10 minutes', async () => {
    const { mobile, ip } = fresh();
    await ask(mobile, ip);
    const { code } = lastSms(mobile);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 10 * 60_000 + 1_000);
    const late = await verify({ mobile, code, username: 'Late Farmer' }, ip);
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ status: false, message: MSG.mobileCodeWrong, field: 'code' });
  });

  it('allows a few wrong codes, then the code is used up; one code is live per number', async () => {
    const { mobile, ip } = fresh();
    await ask(mobile, ip);
    const first = lastSms(mobile).code;
    await ask(mobile, ip);
    const second = lastSms(mobile);
    expect(second.count).toBe(2);
    if (first !== second.code) expect((await verify({ mobile, code: first, username: 'Old Code' }, ip)).statusCode).toBe(401);
    expect(await t.services.db.selectFrom('mobile_codes').select('id').where('mobile', '=', mobile).execute()).toHaveLength(1);

    for (let i = first !== second.code ? 1 : 0; i < MOBILE_CODE_ATTEMPTS_MAX; i += 1) {
      const res = await verify({ mobile, code: wrong(second.code), username: 'Guess' }, ip);
      expect(res.statusCode).toBe(401);
    }
    const right = await verify({ mobile, code: second.code, username: 'Guess Work' }, ip);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ status: false, message: MSG.mobileCodeUsedUp });

    const bad = await verify({ mobile, code: '12ab56' }, ip);
    expect(bad.statusCode).toBe(429);
    expect((await ask('12345', ip)).statusCode).toBe(400);
    expect((await ask('12345', ip)).json()).toMatchObject({ message: MSG.mobileInvalid, field: 'mobile' });
  });

  it('limits codes per number and per address (429)', async () => {
    const { mobile, ip } = fresh();
    for (let i = 0; i < MOBILE_CODES_PER_NUMBER; i += 1) expect((await ask(mobile, `${ip}${i}`.slice(0, 15))).statusCode).toBe(200);
    const tooMany = await ask(mobile, '198.51.100.200');
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json()).toEqual({ status: false, message: MSG.mobileCodeTooMany });

    const shop = '198.51.100.77';
    for (let i = 0; i < MOBILE_CODES_PER_IP_PER_HOUR; i += 1) expect((await ask(fresh().mobile, shop)).statusCode).toBe(200);
    expect((await ask(fresh().mobile, shop)).statusCode).toBe(429);
  });

  it('limits wrong codes per address across numbers', async () => {
    const ip = '198.51.100.99';
    let last = 0;
    for (let i = 0; i < 25 && last !== 429; i += 1) {
      const { mobile } = fresh();
      await ask(mobile, `192.0.2.${i + 1}`);
      last = (await verify({ mobile, code: wrong(lastSms(mobile).code), username: 'Guess' }, ip)).statusCode;
    }
    expect(last).toBe(429);
  });

  it('lets an account without e-mail order by Cash on Delivery, and attempts no mail', async () => {
    const { mobile, ip } = fresh();
    await ask(mobile, ip);
    const login = await verify({ mobile, code: lastSms(mobile).code, username: 'Ganesh Shinde' }, ip);
    const { token, user } = login.json();
    const product = await makeProduct(t.services.db, { pricePaise: 45_000, stock: 5 });
    const address = await makeAddress(t.services.db, user._id, 'Ganesh Shinde');
    const mailsBefore = await t.services.db.selectFrom('mails').select('id').execute();
    const send = vi.spyOn(t.services.mail, 'send');
    try {
      const res = await post(
        '/api/order/place',
        { products: [{ productId: product.id, quantity: 1 }], paymentMethod: 'COD', address },
        ip,
        token,
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().order).toMatchObject({ paymentMethod: 'COD', status: 'Pending' });
      expect(send).not.toHaveBeenCalled();
    } finally {
      send.mockRestore();
    }
    expect(await t.services.db.selectFrom('mails').select('id').execute()).toHaveLength(mailsBefore.length);
  });

  it('works as plain pages: number, code and name, then back where the visitor was going with their Add to Cart', async () => {
    const { mobile, ip } = fresh();
    const p = await makeProduct(t.services.db, { pricePaise: 25_000, stock: 10 });
    const origin = t.services.config.PUBLIC_URL;
    const form = (url: string, fields: Record<string, string>, cookies: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url,
        payload: new URLSearchParams(fields).toString(),
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', 'x-forwarded-for': ip },
        cookies,
      });
    const next = `/product_page/${p.id}`;
    const add = await form('/cart/add', { product: p.id, variant: p.variantId, quantity: '2', next });
    const pending = add.cookies.find((k) => k.name === 'pending_add')!;

    const login = await t.app.inject({ url: `/login?next=${encodeURIComponent(next)}` });
    expect(login.body).toContain(`href="/login/mobile?next=${encodeURIComponent(next)}"`);
    const first = await t.app.inject({ url: `/login/mobile?next=${encodeURIComponent(next)}` });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('name="mobile"');

    const bad = await form('/login/mobile', { intent: 'send', mobile: '12345', next });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(MSG.mobileInvalid);

    const sent = await form('/login/mobile', { intent: 'send', mobile: `0${mobile}`, next });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(`/login/mobile?mobile=${mobile}&next=${encodeURIComponent(next)}`);
    const second = await t.app.inject({ url: sent.headers.location as string });
    expect(second.body).toContain('one-time-code');
    // Whether the number has an account is not shown before the code is right.
    expect(second.body).not.toContain('name="username"');
    const nameAsked = await form('/login/mobile', { intent: 'verify', mobile, code: lastSms(mobile).code, next });
    expect(nameAsked.statusCode).toBe(400);
    expect(nameAsked.body).toContain('name="username"');

    const wrongCode = await form('/login/mobile', {
      intent: 'verify',
      mobile,
      code: wrong(lastSms(mobile).code),
      username: 'Anil Pawar',
      next,
    });
    expect(wrongCode.statusCode).toBe(401);
    expect(wrongCode.body).toContain(MSG.mobileCodeWrong);

    const done = await form(
      '/login/mobile',
      { intent: 'verify', mobile, code: lastSms(mobile).code, username: 'Anil Pawar', next },
      { pending_add: pending.value },
    );
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(next);
    const session = done.cookies.find((k) => k.name !== 'pending_add' && k.value)!;
    const cart = (await t.app.inject({ url: '/api/get/card', cookies: { [session.name]: session.value } })).json();
    expect(cart.items.map((i: { product: { _id: string }; quantity: number }) => [i.product._id, i.quantity])).toEqual([[p.id, 2]]);

    const account = await t.app.inject({ url: '/account', cookies: { [session.name]: session.value } });
    expect(account.body).toContain('Anil Pawar');
    expect(account.body).toContain('No e-mail given');
  });
});
