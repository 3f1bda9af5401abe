import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMsg91Sms, parseTextTemplates } from '../../adapters/sms/msg91';
import { SmsError } from '../../adapters/sms/types';
import { MSG } from '../../domain/messages';
import { startMsg91Fake, type Msg91Fake } from '../fakes/msg91-fake';
import { databases, startTestApp, type TestApp } from '../setup/test-app';

describe('msg91 adapter against the local fake', () => {
  let fake: Msg91Fake;
  beforeAll(async () => {
    fake = await startMsg91Fake();
  });
  beforeEach(() => {
    fake.failure = null;
  });
  afterAll(() => fake.close());

  const sms = (over: Partial<Parameters<typeof createMsg91Sms>[0]> = {}) =>
    createMsg91Sms({ authKey: fake.authKey, templateId: fake.templateId, apiUrl: fake.url + '/', timeoutMs: 2000, ...over });

  it('sends the code with the authkey header, the template and the number with 91', async () => {
    await sms().sendCode({ to: '9876543210', code: '042917', text: '042917 is your code' });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/v5/otp',
      authkey: fake.authKey,
      query: { template_id: fake.templateId, mobile: '919876543210', otp: '042917', otp_expiry: '10' },
    });
    expect(fake.sent.at(-1)).toMatchObject({ mobile: '919876543210', otp: '042917' });
  });

  it('reports a wrong key, a wrong template (answered with HTTP 200), a server error and no answer', async () => {
    await expect(sms({ authKey: 'wrong' }).sendCode({ to: '9876543210', code: '123456', text: '' })).rejects.toThrow(
      /MSG91 401: AuthenticationFailure/,
    );
    await expect(sms({ templateId: 'nope' }).sendCode({ to: '9876543210', code: '123456', text: '' })).rejects.toThrow(
      /MSG91 200: Invalid template id/,
    );
    fake.failure = 'server-error';
    await expect(sms().sendCode({ to: '9876543210', code: '123456', text: '' })).rejects.toBeInstanceOf(SmsError);
    fake.failure = 'hang';
    await expect(sms({ timeoutMs: 200 }).sendCode({ to: '9876543210', code: '123456', text: '' })).rejects.toThrow(
      /no answer within 200 ms/,
    );
  });
});

describe('msg91 order texts (Flow API) against the local fake', () => {
  let fake: Msg91Fake;
  beforeAll(async () => {
    fake = await startMsg91Fake();
  });
  afterAll(() => fake.close());
  const text = {
    to: '9876543210',
    text: 'Mitti Biotech: order ABCD1234 delivered.',
    template: 'order-delivered.hi',
    values: { ref: 'ABCD1234' },
  };

  it('sends an order text with its registered DLT template and values, the number with 91', async () => {
    const sms = createMsg91Sms({
      authKey: fake.authKey,
      templateId: fake.templateId,
      textTemplates: parseTextTemplates(` order-delivered.hi = ${fake.flowTemplates[0]} ,broken, =x`),
      apiUrl: fake.url,
    });
    await sms.sendText(text);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'POST', path: '/api/v5/flow', authkey: fake.authKey });
    expect(fake.flows.at(-1)).toEqual({ templateId: fake.flowTemplates[0], recipient: { mobiles: '919876543210', ref: 'ABCD1234' } });
  });

  it('refuses for good a text with no template set or one MSG91 refuses; a server error may be tried again', async () => {
    const sms = (templates: Record<string, string>) =>
      createMsg91Sms({ authKey: fake.authKey, templateId: fake.templateId, textTemplates: templates, apiUrl: fake.url });
    await expect(sms({}).sendText(text)).rejects.toMatchObject({ permanent: true, message: /no DLT template set for order-delivered\.hi/ });
    await expect(sms({ 'order-delivered.hi': 'unknown' }).sendText(text)).rejects.toMatchObject({
      permanent: true,
      message: 'MSG91 400: Template ID is not valid',
    });
    fake.failure = 'server-error';
    await expect(sms({ 'order-delivered.hi': fake.flowTemplates[0] }).sendText(text)).rejects.toMatchObject({ permanent: false });
    fake.failure = null;
  });
});

describe.each(databases)('login by mobile number through MSG91 on %s', (kind) => {
  let fake: Msg91Fake;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startMsg91Fake();
    t = await startTestApp(kind, {
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: fake.authKey,
      MSG91_TEMPLATE_ID: fake.templateId,
      MSG91_API_URL: fake.url,
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': '203.0.113.60' } });

  it('delivers the code through MSG91 and signs in with it', async () => {
    const ask = await post('/api/auth/otp/request', { mobile: '+91 91234 56780' });
    expect(ask.statusCode).toBe(200);
    const { otp } = fake.sent.at(-1)!;
    expect(otp).toMatch(/^\d{6}$/);
    const ok = await post('/api/auth/otp/verify', { mobile: '9123456780', code: otp, username: 'Kavita Pawar' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({ mobileNo: '9123456780', email: '' });
  });

  it('answers 503 when MSG91 fails, and keeps no code that was never sent', async () => {
    fake.failure = 'server-error';
    const res = await post('/api/auth/otp/request', { mobile: '9123456781' });
    fake.failure = null;
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: false, message: MSG.mobileCodeNotSent });
    expect(await t.services.db.selectFrom('mobile_codes').select('id').where('mobile', '=', '9123456781').execute()).toHaveLength(0);
  });
});
