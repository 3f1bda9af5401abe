import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_FAILURES_MAX } from '../../domain/constants';
import { company } from '../../domain/content/company';
import { LOCALES_DIR } from '../../domain/i18n/dictionaries';
import { MSG } from '../../domain/messages';
import { fmt } from '../../domain/i18n/translate';
import { STAFF_MAIL, VISITOR_WROTE_IN } from '../../domain/messages-staff-mail';
import { addStaff } from '../../domain/staff/staff';
import { STAFF_LANGUAGE_MSG } from '../../domain/staff/language';
import { databases, postForm, staffToken, startTestApp, type TestApp } from '../setup/test-app';
import { useMigrationDatabase } from '../setup/migrated-db';
import { makeAddress, makeProduct, quickCustomer } from './orders-helpers';

// Staff e-mails follow the staff member's language (staff.lang, migration 018,
// chosen on /admin/security), and say in it which language a visitor wrote
// from; a customer's mails follow the customer's own language, whoever acts.

const locale = (lang: 'hi' | 'mr', file: string) =>
  JSON.parse(readFileSync(join(LOCALES_DIR, lang, file), 'utf8')) as Record<string, string>;

describe.each(databases)('migration 018 (staff.lang) on %s', (kind) => {
  const database = useMigrationDatabase(kind);

  it('gives existing staff English, keeps a chosen language, and goes back down', async () => {
    const { db, migrator } = await database.open();
    expect((await migrator.migrateTo('017-content-translations')).error).toBeUndefined();
    const member = (id: string, email: string) => ({
      id,
      email,
      email_lower: email,
      name: 'Anita',
      role: 'sales',
      password_hash: 'x',
      totp_secret: null,
      disabled_at: null,
      created_at: new Date().toISOString(),
    });
    await db.insertInto('staff').values(member('s01', 'anita@example.com')).execute();
    expect((await migrator.migrateTo('018-staff-language')).error).toBeUndefined();
    await db
      .insertInto('staff')
      .values({ ...member('s02', 'ravi@example.com'), lang: 'mr' })
      .execute();
    expect(await db.selectFrom('staff').select(['id', 'lang']).orderBy('id').execute()).toEqual([
      { id: 's01', lang: 'en' },
      { id: 's02', lang: 'mr' },
    ]);
    expect((await migrator.migrateTo('017-content-translations')).error).toBeUndefined();
    const columns = (await db.introspection.getTables()).find((t) => t.name === 'staff')!.columns.map((c) => c.name);
    expect(columns).not.toContain('lang');
  });
});

describe.each(databases)('e-mails in the reader’s language on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const mailsTo = (address: string) =>
    t.services.db.selectFrom('mails').select(['subject', 'body']).where('to_address', '=', address).orderBy('created_at').execute();
  const langOf = async (email: string) =>
    (await t.services.db.selectFrom('staff').select('lang').where('email_lower', '=', email).executeTakeFirstOrThrow()).lang;

  it('lets a staff member choose the language of their e-mails on their own page, and refuses one the shop lacks', async () => {
    const token = await staffToken(t, 'content', 'meera@mitti.example');
    const page = await t.app.inject({ url: '/admin/security', headers: { authorization: token, accept: 'text/html' } });
    expect(page.body).toContain('Language of your e-mails');
    expect(page.body).toMatch(/name="lang" checked="" value="en"/);
    const wrong = await postForm(t, '/admin/security', { intent: 'language', lang: 'fr' }, token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ lang: STAFF_LANGUAGE_MSG.invalid });
    const saved = await postForm(t, '/admin/security', { intent: 'language', lang: 'mr' }, token);
    expect(saved.json()).toMatchObject({ ok: true, redirect: '/admin/security', toast: { text: STAFF_LANGUAGE_MSG.saved } });
    expect(await langOf('meera@mitti.example')).toBe('mr');
    const again = await t.app.inject({ url: '/admin/security', headers: { authorization: token, accept: 'text/html' } });
    expect(again.body).toMatch(/name="lang" checked="" value="mr"/);
    const audit = await t.services.db.selectFrom('audit_log').select(['action', 'after']).where('action', '=', 'staff.language').execute();
    expect(audit).toEqual([{ action: 'staff.language', after: JSON.stringify({ lang: 'mr' }) }]);
  });

  it('writes the new-enquiry mail to a Hindi-reading sales mailbox in Hindi, saying the visitor wrote in Marathi', async () => {
    const sales = await staffToken(t, 'sales', company.salesEmail);
    expect((await postForm(t, '/admin/security', { intent: 'language', lang: 'hi' }, sales)).statusCode).toBe(200);
    const enquiry = {
      fullName: 'Sunil Pawar',
      phone: '9822012345',
      email: 'sunil@example.com',
      companyName: '',
      productName: 'VAM Granules',
      message: 'VAM साठी दर काय?',
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/mr/enquirenow',
      payload: new URLSearchParams(enquiry).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(303);
    const [mail] = await mailsTo(company.salesEmail);
    const hi = { ...locale('hi', 'staff-mail.json'), ...locale('hi', 'pages.json'), ...locale('hi', 'messages.json') };
    expect(mail.subject).toBe(fmt(hi[STAFF_MAIL.leadSubject], { name: 'Sunil Pawar', product: 'VAM Granules' }));
    const lines = mail.body.split('\n');
    expect(lines[0]).toBe(hi[STAFF_MAIL.leadFromForm]);
    expect(lines).toContain(hi[VISITOR_WROTE_IN.mr]);
    expect(lines).toContain('VAM साठी दर काय?');
    expect(lines).toContain(fmt(hi[STAFF_MAIL.leadAnswer], { link: '/admin/enquiries' }));
    expect(mail.body).not.toMatch(/New lead|arrived|Language:|Answer it/);
  });

  it('keeps English for a mailbox no staff member signs in with, with the visitor’s language in English', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/hi/contact',
      payload: new URLSearchParams({ name: 'Kiran Joshi', email: 'kiran@example.com', message: 'Plant visit?' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(303);
    const [mail] = await mailsTo(company.email);
    expect(mail.subject).toBe('Website enquiry from Kiran Joshi');
    expect(mail.body.split('\n')).toEqual([
      'A message was sent through the contact page.',
      '',
      'Name: Kiran Joshi',
      'Email: kiran@example.com',
      'Phone: —',
      'Company: —',
      'Occupation: —',
      'Message: Plant visit?',
      VISITOR_WROTE_IN.hi,
      '',
    ]);
  });

  it('tells each owner of a locked staff sign-in in the owner’s own language', async () => {
    await addStaff(t.services.db, { email: 'owner.mr@mitti.example', role: 'owner', password: 'long-staff-password' });
    await addStaff(t.services.db, { email: 'owner.en@mitti.example', role: 'owner', password: 'long-staff-password' });
    await t.services.db.updateTable('staff').set({ lang: 'mr' }).where('email_lower', '=', 'owner.mr@mitti.example').execute();
    await addStaff(t.services.db, { email: 'target@mitti.example', role: 'sales', password: 'long-staff-password' });
    for (let i = 0; i < LOGIN_FAILURES_MAX + 1; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { email: 'target@mitti.example', password: 'not-the-password' },
        headers: { 'x-forwarded-for': `198.51.100.${10 + i}` },
      });
    }
    const mr = locale('mr', 'staff-mail.json');
    const [marathi] = await mailsTo('owner.mr@mitti.example');
    expect(marathi.subject).toBe(mr[STAFF_MAIL.lockoutSubject]);
    // The address of the attempt that locked it, in the Marathi sentence.
    const [before, after] = fmt(mr[STAFF_MAIL.lockoutBody], { email: 'target@mitti.example', ip: '|' }).split('|');
    const first = marathi.body.split('\n')[0];
    expect([first.startsWith(before), first.endsWith(after), /198\.51\.100\.\d+/.test(first)]).toEqual([true, true, true]);
    const [english] = await mailsTo('owner.en@mitti.example');
    expect(english.subject).toBe(STAFF_MAIL.lockoutSubject);
  });

  it('writes a Marathi customer’s mail and WhatsApp update in Marathi when staff ship from the English back office', async () => {
    const c = await quickCustomer(t.services.db, 'Ganesh', { mobileVerified: true });
    await t.services.db.updateTable('users').set({ lang: 'mr', whatsapp_opt_in: 1 }).where('id', '=', c.id).execute();
    const product = await makeProduct(t.services.db, { pricePaise: 45_000, stock: 5 });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/order/place',
      headers: { authorization: c.token },
      payload: {
        products: [{ productId: product.id, quantity: 1 }],
        paymentMethod: 'COD',
        address: await makeAddress(t.services.db, c.id),
      },
    });
    expect(placed.statusCode).toBe(201);
    const id = placed.json().order._id as string;
    const ref = id.slice(-8).toUpperCase();
    const sales = await staffToken(t, 'sales', 'dispatch@mitti.example');
    expect((await postForm(t, `/admin/orders/${id}`, { intent: 'confirm' }, sales)).statusCode).toBe(200);
    const shipped = await postForm(
      t,
      `/admin/orders/${id}`,
      { intent: 'ship', carrier: 'India Post', trackingNumber: 'EE123456789IN' },
      sales,
    );
    expect(shipped.json().toast.text).toBe(MSG.orderShipped);

    const mr = locale('mr', 'mail.json');
    const mails = await mailsTo(c.email);
    expect(mails.map((m) => m.subject)).toEqual([fmt(mr['Order {ref} confirmed'], { ref }), fmt(mr['Order {ref} has shipped'], { ref })]);
    expect(mails[1].body).toContain(
      fmt(mr['Your order {ref} is on its way with {carrier}, tracking number {trackingNumber}.'], {
        ref,
        carrier: 'India Post',
        trackingNumber: 'EE123456789IN',
      }),
    );
    expect(mails[1].body).toContain(`${t.services.config.PUBLIC_URL}/mr/orders/${id}`);
    const whatsapp = await t.services.db
      .selectFrom('whatsapp_messages')
      .select('body')
      .where('user_id', '=', c.id)
      .where('topic', '=', 'order-shipped')
      .executeTakeFirstOrThrow();
    expect(whatsapp.body).toMatch(/^नमस्कार/);
    expect(whatsapp.body).not.toMatch(/your order|has shipped/);
  });
});
