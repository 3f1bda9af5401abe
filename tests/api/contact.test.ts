import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_PER_IP_PER_HOUR } from '../../domain/constants';
import { company } from '../../domain/content/company';
import { MSG } from '../../domain/messages';
import { databases, signUpAndLogin, startTestApp, type TestApp } from '../setup/test-app';

const valid = {
  Name: 'Sunita Jadhav',
  Email: 'sunita@example.com',
  Phone: '9822012345',
  Company: 'Jadhav Agro Agencies',
  Occupation: 'Dealer',
  Message: 'Please send your price list for VAM granules, 25 kg bags, for Satara district.',
};

describe.each(databases)('contact on %s', (kind) => {
  let t: TestApp;
  let ip = 0;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  // Each test its own address, so the hourly limit of one does not touch another.
  const post = (payload: unknown, headers: Record<string, string> = {}, from = `10.0.0.${++ip}`) =>
    t.app.inject({ method: 'POST', url: '/api/contactus/post', payload: payload as object, headers, remoteAddress: from });

  it('never lets a name or an address add a mail header (the outbox .eml keeps one line each)', async () => {
    const res = await post({ ...valid, Name: 'Asha\r\nBcc: evil@example.com', Email: 'asha@example.com' });
    expect(res.statusCode).toBe(201);
    const dir = join(t.dataDir, 'outbox');
    const eml = readdirSync(dir)
      .map((f) => readFileSync(join(dir, f), 'utf8'))
      .find((text) => text.includes('Asha'))!;
    const headers = eml.split('\r\n\r\n')[0].split('\r\n');
    expect(headers.filter((h) => /^bcc:/i.test(h))).toEqual([]);
    expect(headers.find((h) => h.startsWith('Subject:'))).toContain('Asha Bcc: evil@example.com');
  });

  it('accepts a visitor message, stores every field including Occupation and mails the company', async () => {
    const res = await post(valid);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ status: true, message: MSG.contactSuccess });
    const row = await t.services.db.selectFrom('contact_messages').selectAll().where('id', '=', body.data._id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: valid.Name,
      email: valid.Email,
      phone: valid.Phone,
      company: valid.Company,
      occupation: 'Dealer',
      message: valid.Message,
    });
    const mail = await t.services.db
      .selectFrom('mails')
      .selectAll()
      .where('subject', '=', `Website enquiry from ${valid.Name}, ${valid.Company}`)
      .executeTakeFirstOrThrow();
    expect(mail.to_address).toBe(company.email);
    expect(mail.body).toContain('Occupation: Dealer');
    expect(mail.body).toContain(valid.Message);
  });

  it('also works with a token and with lower-case keys', async () => {
    const user = await signUpAndLogin(t.app, 'Meera');
    const res = await post({ name: 'Meera', email: 'meera@example.com', message: 'Hello' }, { authorization: user.token });
    expect(res.statusCode).toBe(201);
  });

  it('requires a name and a valid email, with a message a person understands', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...valid, Name: '   ' }, MSG.contactNameRequired, 'name'],
      [{ ...valid, Name: undefined }, MSG.contactNameRequired, 'name'],
      [{ ...valid, Email: '' }, MSG.contactEmailRequired, 'email'],
      [{ ...valid, Email: 'sunita-at-example' }, MSG.emailInvalid, 'email'],
      [{ ...valid, Message: 'x'.repeat(5001) }, 'Message can be at most 5000 characters.', 'message'],
      [{ ...valid, Company: 'x'.repeat(201) }, 'Company can be at most 200 characters.', 'company'],
      [{ ...valid, Phone: '12' }, MSG.contactPhoneInvalid, 'phone'],
      [{ ...valid, Phone: '98220 1234' }, MSG.contactPhoneInvalid, 'phone'],
    ];
    const before = await t.services.db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (const [payload, message, field] of cases) {
      const res = await post(payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual({ status: false, message, field });
    }
    const after = await t.services.db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('takes a phone written as people write it: +91 before a mobile, a landline with its STD code, or none', async () => {
    for (const Phone of ['+91 98220 12345', '020 2553 1234', '(0712) 255-3123', '']) {
      expect((await post({ ...valid, Phone })).statusCode, Phone).toBe(201);
    }
  });

  it('answers bad bodies with 4xx, never 500', async () => {
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/contactus/post',
      payload: '{"Name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    const wrongTypes = await post({ Name: { a: 1 }, Email: ['x'] });
    expect(wrongTypes.statusCode).toBe(400);
    expect(wrongTypes.json().status).toBe(false);
  });

  it('keeps header-breaking names out of the mail subject', async () => {
    const res = await post({ ...valid, Name: 'Evil\r\nBcc: victim@example.com', Company: '' });
    expect(res.statusCode).toBe(201);
    const mail = await t.services.db
      .selectFrom('mails')
      .select('subject')
      .where('subject', 'like', 'Website enquiry from Evil%')
      .executeTakeFirstOrThrow();
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it('limits one address to a few messages an hour', async () => {
    const from = '10.9.9.9';
    for (let i = 0; i < CONTACT_PER_IP_PER_HOUR; i++) expect((await post(valid, {}, from)).statusCode).toBe(201);
    const res = await post(valid, {}, from);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ status: false, message: MSG.contactRateLimited });
  });

  it('the /contact page form works without JavaScript: saves, then shows the success toast on an empty form', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/contact',
      payload: 'name=Ganesh+More&email=ganesh%40example.com&phone=&company=&occupation=Farmer&message=Dose+of+VAM+for+pomegranate%3F',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: '10.1.2.3',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/contact');
    const row = await t.services.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('email', '=', 'ganesh@example.com')
      .executeTakeFirstOrThrow();
    expect(row.occupation).toBe('Farmer');
    const cookie = String(res.headers['set-cookie']).split(';')[0];
    const page = await t.app.inject({ method: 'GET', url: '/contact', headers: { cookie } });
    expect(page.body).toContain(MSG.contactSuccess);
    expect(page.body).not.toContain('ganesh@example.com');
  });

  it('the /contact page shows the problem and keeps what was typed', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/contact',
      payload: 'name=Ganesh&email=&message=Keep+this+text',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: '10.1.2.4',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(MSG.contactEmailRequired);
    expect(res.body).toContain('Keep this text');
  });

  it('renders "Get in Touch" with phone, email, office and factory and a label on each input', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/contact' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<h1[^>]*>Get in Touch<\/h1>/);
    for (const s of [company.phone, company.email, company.office.lines[0], company.factory.lines[0].replace('.', '\\.')])
      expect(res.body).toMatch(new RegExp(s.replace('+', '\\+')));
    for (const [name, label] of [
      ['name', 'Name'],
      ['email', 'Email'],
      ['phone', 'Phone'],
      ['company', 'Company'],
      ['occupation', 'Occupation'],
      ['message', 'Message'],
    ]) {
      expect(res.body).toContain(`<label for="f-${name}">${label}</label>`);
      const tag = new RegExp(`<(input|textarea)[^>]*id="f-${name}"[^>]*>`).exec(res.body)?.[0] ?? '';
      expect(tag, name).toContain(`name="${name}"`);
    }
    expect(/<input[^>]*id="f-email"[^>]*>/.exec(res.body)?.[0]).toContain('type="email"');
    expect(/<input[^>]*id="f-phone"[^>]*>/.exec(res.body)?.[0]).toContain('type="tel"');
  });
});

describe.each(databases)('enquire now page on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const form = (v: Record<string, string>) => new URLSearchParams(v).toString();
  const good = {
    fullName: 'Prakash Pawar',
    phone: '9890012345',
    email: 'prakash@example.com',
    companyName: 'Pawar Krishi Kendra',
    productName: 'VAM granules',
    message: 'Need 2 tonnes for the rabi season.',
  };
  const submit = (v: Record<string, string>, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/enquirenow',
      payload: form(v),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    });

  it('applies the spec checks in order with their exact messages, saving nothing', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ ...good, fullName: 'Ra', phone: '123', email: '' }, MSG.enquireNameShort],
      [{ ...good, phone: '98900 1234', email: '' }, MSG.enquireMobileShort],
      [{ ...good, email: '' }, MSG.enquireEmailRequired],
      [{ ...good, email: 'prakash@' }, MSG.emailInvalid],
    ];
    for (const [v, message] of cases) {
      const res = await submit(v);
      expect(res.statusCode, message).toBe(400);
      expect(res.body).toContain(message);
      // What was typed comes back.
      expect(res.body).toContain('Need 2 tonnes for the rabi season.');
    }
    const n = await t.services.db
      .selectFrom('enquiries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(0);
  });

  it('saves a visitor enquiry from /enquirenow and shows the success message', async () => {
    const res = await submit(good);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/enquirenow');
    const row = await t.services.db.selectFrom('enquiries').selectAll().where('email', '=', good.email).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      full_name: good.fullName,
      phone: good.phone,
      company_name: good.companyName,
      product_name: good.productName,
      source: 'enquirenow',
      user_id: null,
    });
    const cookie = String(res.headers['set-cookie']).split(';')[0];
    const page = await t.app.inject({ method: 'GET', url: '/enquirenow', headers: { cookie } });
    expect(page.body).toContain(MSG.enquirySuccess);
  });

  it("links a logged-in customer's enquiry to the account, so it shows in their list", async () => {
    const user = await signUpAndLogin(t.app, 'Lata');
    const page = await t.app.inject({ method: 'GET', url: '/enquirenow', headers: { cookie: `sid=${user.token}` } });
    expect(page.body).toContain(`value="${user.email}"`);
    const res = await submit({ ...good, email: user.email }, { cookie: `sid=${user.token}` });
    expect(res.statusCode).toBe(303);
    const row = await t.services.db.selectFrom('enquiries').selectAll().where('email', '=', user.email).executeTakeFirstOrThrow();
    expect(row.user_id).toBe(user.id);
  });
});
