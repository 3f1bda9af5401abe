import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages';
import { databases, startTestApp, type TestApp } from '../setup/test-app';
import { quickCustomer } from './orders-helpers';

describe.each(databases)('delivery-detail e-mail code on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let own: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  beforeEach(async () => {
    ({ token, email: own } = await quickCustomer(t.services.db, 'Otp'));
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, ip = '198.51.100.7') =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers: { authorization: token, 'x-forwarded-for': ip } });
  const lastCode = async (email: string) => {
    const mail = await t.services.db
      .selectFrom('mails')
      .select(['subject', 'body'])
      .where('to_address', '=', email)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    return /\b(\d{6})\b/.exec(mail.subject)![1];
  };

  it('mails a six-digit code that confirms the e-mail once', async () => {
    const res = await post('/send-otp', { email: own.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, message: MSG.otpSent(own) });
    const code = await lastCode(own);
    expect(code).toMatch(/^\d{6}$/);
    const stored = await t.services.db.selectFrom('otps').selectAll().where('email', '=', own).executeTakeFirstOrThrow();
    expect(stored.code_hash).not.toContain(code);
    expect(new Date(stored.expires_at).getTime() - Date.now()).toBeGreaterThan(9 * 60_000);

    const wrong = await post('/verify-otp', { email: own, otp: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(MSG.otpInvalid);
    expect((await post('/verify-otp', { email: own, otp: code })).json()).toEqual({
      status: true,
      message: MSG.otpVerified,
    });
    expect((await post('/verify-otp', { email: own, otp: code })).statusCode).toBe(400);
  });

  it('refuses an expired code', async () => {
    await post('/send-otp', { email: own });
    const code = await lastCode(own);
    await t.services.db
      .updateTable('otps')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', own)
      .execute();
    expect((await post('/verify-otp', { email: own, otp: code })).statusCode).toBe(400);
  });

  it('checks the delivery-detail form and the e-mail', async () => {
    for (const payload of [
      { email: own, name: 'Asha', address: '' },
      { email: '', name: 'Asha', address: 'Pune' },
      { email: own, name: ' ', address: 'Pune' },
    ]) {
      const res = await post('/send-otp', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG.deliveryFieldsRequired);
    }
    expect((await post('/send-otp', {})).json().message).toBe(MSG.emailRequired);
    expect((await post('/send-otp', { email: 'not-an-email' })).json().message).toBe(MSG.emailInvalid);
    expect((await post('/send-otp', { email: own, name: 'Asha', address: '12 FC Road, Pune' })).statusCode).toBe(200);
  });

  it('limits how many codes one e-mail can ask for', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await post('/send-otp', { email: own }, `203.0.113.${i}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect((await post('/send-otp', { email: own }, '203.0.113.9')).json().message).toBe(MSG.otpTooMany);
  });

  it("sends a code only to the customer's own address", async () => {
    const res = await post('/send-otp', { email: 'stranger@example.com' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: false, message: MSG.otpOwnEmailOnly });
    expect(await t.services.db.selectFrom('mails').select('id').where('to_address', '=', 'stranger@example.com').execute()).toEqual([]);
  });

  it('needs a logged-in customer', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/send-otp', payload: { email: 'x@example.com' } });
    expect(res.statusCode).toBe(401);
  });
});
