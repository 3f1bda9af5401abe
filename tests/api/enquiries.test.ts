import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages';
import { databases, signUpAndLogin, startTestApp, type TestApp } from '../setup/test-app';

const valid = {
  fullName: 'Suresh Yadav',
  phone: '9876543210',
  email: 'suresh@agrodealers.in',
  companyName: 'Yadav Agro Dealers',
  message: 'Need 200 kg of VAM powder for the kharif season. Please send a dealer price.',
  productName: 'VAM Mycorrhiza Powder',
};

describe.each(databases)('product enquiries on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const send = (payload: unknown, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/post/add/enquiry',
      payload: payload as object,
      headers: token ? { authorization: token } : {},
    });
  const mine = (token?: string) => t.app.inject({ method: 'GET', url: '/api/get/enquiry', headers: token ? { authorization: token } : {} });

  it('checks the required fields of the enquiry modal', async () => {
    const cases: [Partial<typeof valid>, string, string][] = [
      [{ fullName: '  ' }, 'fullName', MSG.enquiryNameRequired],
      [{ phone: '' }, 'phone', MSG.enquiryPhoneRequired],
      [{ phone: '12345' }, 'phone', MSG.enquireMobileShort],
      [{ email: '' }, 'email', MSG.enquireEmailRequired],
      [{ email: 'suresh-at-agro' }, 'email', MSG.emailInvalid],
      [{ message: '' }, 'message', MSG.enquiryMessageRequired],
      [{ message: 'x'.repeat(2001) }, 'message', MSG.enquiryMessageTooLong],
    ];
    for (const [change, field, message] of cases) {
      const res = await send({ ...valid, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json()).toEqual({ status: false, message, field });
    }
  });

  it('takes an enquiry from a visitor, with company and product optional', async () => {
    const res = await send({ ...valid, companyName: '', productName: undefined });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true, message: MSG.enquirySuccess });
    const count = await t.services.db.selectFrom('enquiries').select('user_id').where('email', '=', valid.email).execute();
    expect(count).toEqual([{ user_id: null }]);
  });

  it("lists only the caller's own enquiries, newest first", async () => {
    const asha = await signUpAndLogin(t.app, 'Asha');
    const ravi = await signUpAndLogin(t.app, 'Ravi');
    expect((await mine()).statusCode).toBe(401);

    expect((await send({ ...valid, productName: 'Azotobacter Liquid Biofertilizer', message: 'First' }, asha.token)).statusCode).toBe(200);
    expect((await send({ ...valid, productName: 'Trichoderma viride 1% WP', message: 'Second' }, asha.token)).statusCode).toBe(200);
    expect((await send({ ...valid, productName: 'Boron 20% Soluble Powder', message: 'Ravi asks' }, ravi.token)).statusCode).toBe(200);

    const res = await mine(asha.token);
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: { _id: string; productName: string; message: string; createdAt: string }[] };
    expect(data.map((e) => e.message)).toEqual(['Second', 'First']);
    expect(data[0]).toEqual({
      _id: expect.any(String),
      productName: 'Trichoderma viride 1% WP',
      message: 'Second',
      createdAt: expect.any(String),
    });

    const other = (await mine(ravi.token)).json() as { data: { message: string }[] };
    expect(other.data.map((e) => e.message)).toEqual(['Ravi asks']);
  });
});
