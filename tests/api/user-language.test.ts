import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rememberLanguage } from '../../domain/accounts/language';
import { contactMail } from '../../domain/contact/contact';
import { leadMail } from '../../domain/enquiries/enquiries';
import { userForToken } from '../../domain/accounts/sessions';
import { LOCALES_DIR } from '../../domain/i18n/dictionaries';
import { formatDate } from '../../domain/i18n/format';
import { fmt } from '../../domain/i18n/translate';
import { getOrder } from '../../domain/orders/views';
import { databases, signUpAndLogin, startTestApp, type TestApp } from '../setup/test-app';
import { useMigrationDatabase } from '../setup/migrated-db';
import { makeAddress, makeProduct } from './orders-helpers';

// A customer's language is kept on the account (users.lang, migration 011), and
// every e-mail to them is written in it; an English customer's mails read as
// they always have.

const mailText = (lang: 'hi' | 'mr') => JSON.parse(readFileSync(join(LOCALES_DIR, lang, 'mail.json'), 'utf8')) as Record<string, string>;

describe.each(databases)('migration 011 (users.lang) on %s', (kind) => {
  const database = useMigrationDatabase(kind);

  it('gives existing accounts English, requires a language from then on, and goes back down', async () => {
    const { db, migrator } = await database.open();
    expect((await migrator.migrateTo('008-stock-lots')).error).toBeUndefined();
    const user = (id: string, email: string) => ({
      id,
      username: 'Asha',
      email,
      email_lower: email,
      mobile_no: `98765432${id.slice(-2)}`,
      password_hash: 'x',
      role: 'customer',
      created_at: new Date().toISOString(),
    });
    await db.insertInto('users').values(user('u01', 'a@example.com')).execute();

    expect((await migrator.migrateTo('011-user-language')).error).toBeUndefined();
    expect(await db.selectFrom('users').select(['id', 'lang']).execute()).toEqual([{ id: 'u01', lang: 'en' }]);
    await db.insertInto('users').values(user('u02', 'b@example.com')).execute();
    await db
      .insertInto('users')
      .values({ ...user('u03', 'c@example.com'), lang: 'hi' })
      .execute();
    const langs = await db.selectFrom('users').select(['id', 'lang']).orderBy('id').execute();
    expect(langs).toEqual([
      { id: 'u01', lang: 'en' },
      { id: 'u02', lang: 'en' },
      { id: 'u03', lang: 'hi' },
    ]);
    await expect(sql`update users set lang = null where id = 'u01'`.execute(db)).rejects.toThrow();

    expect((await migrator.migrateTo('008-stock-lots')).error).toBeUndefined();
    const columns = (await db.introspection.getTables()).find((t) => t.name === 'users')!.columns.map((c) => c.name);
    expect(columns).not.toContain('lang');
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  });
});

describe.each(databases)('e-mails in the customer’s language on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
    // Orders of more than a lakh are Cash on Delivery here, so the amount shows its Indian grouping.
    await t.services.db.updateTable('delivery_zones').set({ cod_limit_paise: 100_000_000 }).execute();
  });
  afterAll(() => t.close());

  const langOf = async (id: string) =>
    (await t.services.db.selectFrom('users').select('lang').where('id', '=', id).executeTakeFirstOrThrow()).lang;

  /** A customer signed up through the API, in `lang` when given. */
  async function customer(name: string, lang?: string) {
    const c = await signUpAndLogin(t.app, name);
    if (lang) await t.services.db.updateTable('users').set({ lang }).where('id', '=', c.id).execute();
    return c;
  }

  async function placeCod(who: { id: string; token: string; email: string }, pricePaise: number) {
    const product = await makeProduct(t.services.db, { pricePaise, stock: 5 });
    const address = await makeAddress(t.services.db, who.id, 'Ramesh Yadav', {
      pincode: '462001',
      city: 'Bhopal',
      state: 'Madhya Pradesh',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/place',
      headers: { authorization: who.token },
      payload: { products: [{ productId: product.id, quantity: 1 }], paymentMethod: 'COD', address },
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().order._id as string;
    const mail = await t.services.db
      .selectFrom('mails')
      .selectAll()
      .where('to_address', '=', who.email)
      .where('body', 'like', `%${product.title}%`)
      .executeTakeFirstOrThrow();
    return { id, ref: id.slice(-8).toUpperCase(), product, mail, order: (await getOrder(t.services.db, who.id, id))! };
  }

  it('writes a Hindi-speaking customer’s order mail in Hindi, with the amount in Indian grouping', async () => {
    const ramesh = await customer('Ramesh', 'hi');
    const { ref, id, mail, order, product } = await placeCod(ramesh, 12_345_600);
    const hi = mailText('hi');
    expect(mail.subject).toBe(fmt(hi['Order {ref} confirmed'], { ref }));
    const lines = mail.body.split('\n');
    expect(lines[0]).toBe(fmt(hi['Namaste {name},'], { name: 'Ramesh Patil' }));
    expect(lines).toContain(fmt(hi['Thank you for your order {ref}.'], { ref }));
    expect(lines).toContain(`  1 × ${product.title} (1 kg) @ ₹1,23,456 = ₹1,23,456`);
    expect(lines).toContain(`  ${fmt(hi['Order total: {amount}'], { amount: '₹1,23,456' })}`);
    expect(lines).toContain(`  ${hi['Delivery: free']}`);
    expect(lines).toContain(fmt(hi['Payment: {method} ({status})'], { method: 'कैश ऑन डिलीवरी', status: 'कैश ऑन डिलीवरी' }));
    expect(lines).toContain(fmt(hi['Expected delivery by {date}.'], { date: formatDate(order.deliveryDate!, 'hi') }));
    expect(lines).toContain(
      fmt(hi['You can cancel free of charge within {hours} hours, before the order ships: {url}'], {
        hours: 48,
        url: `${t.services.config.PUBLIC_URL}/hi/orders/${id}`,
      }),
    );
    expect(mail.body).not.toMatch(/Thank you|Order total|Payment:|Expected delivery/);
  });

  it('leaves an English customer’s order mail as it was', async () => {
    const asha = await customer('Asha');
    expect(await langOf(asha.id)).toBe('en');
    const { ref, id, mail, order, product } = await placeCod(asha, 12_345_600);
    expect(mail.subject).toBe(`Order ${ref} confirmed`);
    expect(mail.body.split('\n')).toEqual([
      'Namaste Asha Patil,',
      '',
      `Thank you for your order ${ref}.`,
      '',
      `  1 × ${product.title} (1 kg) @ ₹1,23,456 = ₹1,23,456`,
      '  Delivery: free',
      '  Order total: ₹1,23,456',
      '',
      'Payment: Cash on Delivery (Cash on Delivery)',
      'Deliver to: Ramesh Yadav, 12 FC Road, Shivajinagar, Bhopal, Madhya Pradesh 462001 (9876543210)',
      `Expected delivery by ${formatDate(order.deliveryDate!, 'en')}.`,
      '',
      `You can cancel free of charge within 48 hours, before the order ships: ${t.services.config.PUBLIC_URL}/orders/${id}`,
      '',
      'Mitti Biotech',
    ]);
  });

  it('sends the delivery code in the customer’s language', async () => {
    const sunita = await customer('Sunita', 'mr');
    const res = await t.app.inject({
      method: 'POST',
      url: '/send-otp',
      headers: { authorization: sunita.token },
      payload: { email: sunita.email },
    });
    expect(res.statusCode).toBe(200);
    const mail = await t.services.db.selectFrom('mails').selectAll().where('to_address', '=', sunita.email).executeTakeFirstOrThrow();
    const code = /\d{6}/.exec(mail.subject)![0];
    const mr = mailText('mr');
    expect(mail.subject).toBe(fmt(mr['{code} is your Mitti Biotech code'], { code }));
    expect(mail.body).toContain(fmt(mr['Your code to confirm this e-mail for your delivery details is {code}.'], { code }));
  });

  it('remembers the language a signed-in customer reads the pages in, so later mails use it', async () => {
    const c = await customer('Vaishali');
    expect(await langOf(c.id)).toBe('en');
    const hindi = await t.app.inject({ method: 'GET', url: '/hi/my_orders', headers: { cookie: `sid=${c.token}` } });
    expect(hindi.statusCode).toBe(200);
    expect(await langOf(c.id)).toBe('hi');
    const { mail, ref } = await placeCod(c, 45_000);
    expect(mail.subject).toBe(fmt(mailText('hi')['Order {ref} confirmed'], { ref }));
    await t.app.inject({ method: 'GET', url: '/my_orders', headers: { cookie: `sid=${c.token}` } });
    expect(await langOf(c.id)).toBe('en');
  });

  it('remembers a language given at sign-up and at login, writing only when it changes', async () => {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: {
        username: 'Ganesh Jadhav',
        email: 'ganesh.lang@example.com',
        mobileNo: '9822012345',
        password: 'soil-and-roots-42',
        confirmPassword: 'soil-and-roots-42',
        lang: 'mr',
      },
    });
    expect(signup.statusCode).toBe(201);
    const row = await t.services.db
      .selectFrom('users')
      .select(['id', 'lang'])
      .where('email_lower', '=', 'ganesh.lang@example.com')
      .executeTakeFirstOrThrow();
    expect(row.lang).toBe('mr');

    expect(await rememberLanguage(t.services.db, row.id, 'mr')).toBe(false);
    expect(await rememberLanguage(t.services.db, row.id, 'hi')).toBe(true);
    expect(await rememberLanguage(t.services.db, row.id, 'hi')).toBe(false);
    expect(await langOf(row.id)).toBe('hi');
    // Not one of the shop's languages: nothing is written.
    expect(await rememberLanguage(t.services.db, row.id, 'fr' as 'hi')).toBe(false);
    expect(await langOf(row.id)).toBe('hi');

    // Logging in without a language keeps it; with one, it is remembered and the session user carries it.
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'ganesh.lang@example.com', password: 'soil-and-roots-42' },
    });
    expect(plain.statusCode).toBe(200);
    expect((await userForToken(t.services.db, plain.json().token))?.lang).toBe('hi');
    const inMarathi = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'ganesh.lang@example.com', password: 'soil-and-roots-42', lang: 'mr' },
    });
    expect(await langOf(row.id)).toBe('mr');
    expect((await userForToken(t.services.db, inMarathi.json().token))?.lang).toBe('mr');

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: {
        username: 'Kiran',
        email: 'kiran.lang@example.com',
        mobileNo: '9822054321',
        password: 'soil-and-roots-42',
        confirmPassword: 'soil-and-roots-42',
        lang: 'fr',
      },
    });
    expect(wrong.statusCode).toBe(400);
  });
});

describe('mails to staff about a visitor’s form', () => {
  const contact = { name: 'Sunil Pawar', email: 'sunil@example.com', phone: '', company: '', occupation: '', message: 'VAM साठी दर काय?' };
  const enquiry = {
    fullName: 'Sunil Pawar',
    phone: '9822012345',
    email: 'sunil@example.com',
    companyName: '',
    message: 'Rate?',
    productName: 'VAM',
  };

  it('stay English and say which language the visitor wrote from', () => {
    expect(contactMail(contact, 'mr').text).toContain('Language: Marathi');
    expect(leadMail(enquiry, 'product', 'hi').text).toMatch(/^Product: VAM\nLanguage: Hindi .*\n\nRate\?/m);
  });

  it('read as before for a visitor of the English pages', () => {
    expect(contactMail(contact)).toEqual(contactMail(contact, 'en'));
    expect(contactMail(contact).text).not.toContain('Language:');
    expect(leadMail(enquiry, 'product').text).toContain('Product: VAM\n\nRate?');
  });
});
