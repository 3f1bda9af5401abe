import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whatsappNumberOf } from '../../domain/accounts/profile';
import { MSG } from '../../domain/messages';
import { databases, postForm, startTestApp, type TestApp } from '../setup/test-app';
import { makeAddress } from './orders-helpers';

// Audit findings 1 and 11 (issue 23): a mobile number belongs to whoever
// proves it with a code sent to it, and neither sign-up nor the SMS code
// request says whether an account exists.

let seq = 0;
const fresh = () => {
  seq += 1;
  return { mobile: `8${String(Date.now() % 1e6).padStart(6, '0')}${String(seq).padStart(3, '0')}`, ip: `198.51.100.${seq}` };
};

describe.each(databases)('mobile numbers and sign-up answers on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, ip: string, token?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': ip, ...(token ? { authorization: token } : {}) } });
  const codeFor = (mobile: string) => {
    const dir = join(t.dataDir, 'sms-outbox');
    const last = readdirSync(dir)
      .filter((f) => f.includes(`-${mobile}-`))
      .sort()
      .at(-1)!;
    return /\b(\d{6})\b/.exec(readFileSync(join(dir, last), 'utf8').split('\n\n')[1])![1];
  };
  const signup = (email: string, mobileNo: string, ip: string) =>
    post('/api/signup', { username: 'Some One', email, mobileNo, password: 'soil-and-roots-42', confirmPassword: 'soil-and-roots-42' }, ip);
  const login = async (email: string, ip: string) =>
    (await post('/api/login', { email, password: 'soil-and-roots-42' }, ip)).json() as { token: string; user: { _id: string } };

  it('an SMS login never opens the account that typed the number at sign-up (finding 1)', async () => {
    const { mobile, ip } = fresh();
    // Someone signs up with e-mail and a number that is not theirs.
    expect((await signup(`squatter.${seq}@example.com`, mobile, ip)).statusCode).toBe(201);
    const squatter = await login(`squatter.${seq}@example.com`, ip);
    expect(await whatsappNumberOf(t.services.db, squatter.user._id)).toBeNull();
    await post('/api/account/whatsapp', { optIn: true }, ip, squatter.token);
    expect(await whatsappNumberOf(t.services.db, squatter.user._id)).toBeNull(); // no messages to a number not proved

    // The number's owner logs in by SMS: a new account of their own, not the squatter's.
    await post('/api/auth/otp/request', { mobile }, ip);
    const noName = await post('/api/auth/otp/verify', { mobile, code: codeFor(mobile) }, ip);
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toMatchObject({ message: MSG.mobileNameRequired, field: 'username' });
    const owner = await post('/api/auth/otp/verify', { mobile, code: codeFor(mobile), username: 'Real Owner' }, ip);
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({ created: true, user: { username: 'Real Owner', email: '' } });
    expect(owner.json().user._id).not.toBe(squatter.user._id);

    // What the owner saves is not the squatter's to read.
    await makeAddress(t.services.db, owner.json().user._id, 'Real Owner Shivaji Nagar');
    const squatterAddresses = await t.app.inject({ url: '/api/get/user/address', headers: { authorization: squatter.token } });
    expect(squatterAddresses.statusCode).toBe(200);
    expect(squatterAddresses.body).not.toContain('Shivaji Nagar');

    // The number is now verified: a new sign-up with it is refused, without saying which account has it.
    const again = await signup(`another.${seq}@example.com`, mobile, ip);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: false, message: MSG.mobileInUse, field: 'mobileNo' });
    expect(again.body).not.toContain('Real Owner');
  });

  it('a logged-in customer confirms their number with a code, and only then logs in by SMS (finding 1)', async () => {
    const { mobile, ip } = fresh();
    const email = `asha.${seq}@example.com`;
    await signup(email, mobile, ip);
    const asha = await login(email, ip);
    const page = await t.app.inject({ url: '/login/mobile', headers: { authorization: asha.token } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(MSG.mobileConfirmSend);

    const sent = await postForm(t, '/login/mobile', { intent: 'send', mobile }, asha.token);
    expect(sent.statusCode).toBe(200);
    const done = await postForm(t, '/login/mobile', { intent: 'verify', mobile, code: codeFor(mobile) }, asha.token);
    expect(done.json()).toMatchObject({ ok: true, toast: { text: MSG.mobileConfirmed } });

    await post('/api/auth/otp/request', { mobile }, ip);
    const viaSms = await post('/api/auth/otp/verify', { mobile, code: codeFor(mobile) }, ip);
    expect(viaSms.json()).toMatchObject({ created: false, user: { _id: asha.user._id, email } });
  });

  it('answers a sign-up with a known e-mail as a new one and tells the owner by e-mail (finding 11)', async () => {
    const { mobile, ip } = fresh();
    const email = `known.${seq}@example.com`;
    const first = await signup(email, mobile, ip);
    const second = await signup(email.toUpperCase(), fresh().mobile, ip);
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.json()).toEqual(first.json());
    const mails = await t.services.db.selectFrom('mails').select(['subject']).where('to_address', '=', email).execute();
    expect(mails.map((m) => m.subject)).toContain('Someone tried to sign up with your e-mail');
  });

  it('answers the SMS code request alike for a number with and without an account (finding 11)', async () => {
    const known = fresh();
    await post('/api/auth/otp/request', { mobile: known.mobile }, known.ip);
    await post('/api/auth/otp/verify', { mobile: known.mobile, code: codeFor(known.mobile), username: 'Known Farmer' }, known.ip);
    const unknown = fresh();
    const a = await post('/api/auth/otp/request', { mobile: known.mobile }, known.ip);
    const b = await post('/api/auth/otp/request', { mobile: unknown.mobile }, unknown.ip);
    expect(a.statusCode).toBe(b.statusCode);
    const shape = (r: typeof a) => ({ ...r.json(), message: r.json().message.replace(/\+91 \S+/, '') });
    expect(shape(a)).toEqual(shape(b));
    expect(Object.keys(a.json()).sort()).toEqual(['message', 'status']);
    // The page too: it asks no name before the code is right.
    const pageA = await t.app.inject({ url: `/login/mobile?mobile=${known.mobile}` });
    const pageB = await t.app.inject({ url: `/login/mobile?mobile=${unknown.mobile}` });
    expect(pageA.body.includes('name="username"')).toBe(pageB.body.includes('name="username"'));
  });
});
