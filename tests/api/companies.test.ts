import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gstinCheckChar } from '../../domain/tax/gstin';
import { databases, postForm, staffToken, startTestApp, type TestApp } from '../setup/test-app';
import { quickCustomer } from './orders-helpers';

// Companies and their people: staff create one with its people; a customer
// registers their business, staff approve it (or refuse it, saying why, in the
// customer's language); a person is in one company at most; the company's
// admin manages its people and its approval limit, a buyer cannot.

const GSTIN = `27AAPFU0939F1Z${gstinCheckChar('27AAPFU0939F1Z')}`;
const address = (prefix: string) => ({
  [`${prefix}Name`]: 'Krishi Seva Kendra',
  [`${prefix}Address`]: 'Shop 4, Market Yard',
  [`${prefix}City`]: 'Nashik',
  [`${prefix}State`]: 'Maharashtra',
  [`${prefix}Pincode`]: '422001',
  [`${prefix}Mobile`]: '9822012345',
});

describe.each(databases)('companies on %s', (kind) => {
  let t: TestApp;
  let sales: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    sales = await staffToken(t, 'sales');
  });
  afterAll(() => t.close());

  const createCompany = (fields: Record<string, string>) =>
    postForm(
      t,
      '/admin/companies/new',
      { legalName: 'Krishi Seva Kendra LLP', gstin: GSTIN, sameAddress: '1', ...address('billing'), ...fields },
      sales,
    );
  const idOf = (res: { json(): { redirect: string } }) => res.json().redirect.split('/').pop()!;
  const page = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: { authorization: token, accept: 'text/html' } });

  it('lets staff create a company with two people, refuses a bad GSTIN, and audits it', async () => {
    const db = t.services.db;
    const [owner, buyer] = [await quickCustomer(db, 'Owner'), await quickCustomer(db, 'Buyer')];
    const bad = await createCompany({ gstin: '27AAPFU0939F1ZX', who1: owner.email });
    expect(bad.statusCode).toBe(400);
    const res = await createCompany({ who1: owner.email, role1: 'admin', who2: buyer.email, role2: 'buyer' });
    expect(res.statusCode, res.body).toBe(200);
    const id = idOf(res);
    const html = (await page(`/admin/companies/${id}`, sales)).body;
    expect(html).toContain('Krishi Seva Kendra LLP');
    expect(html).toContain(GSTIN);
    expect(html.match(/data-testid="member-row"/g)).toHaveLength(2);
    const roles = await db.selectFrom('company_members').select(['user_id', 'role']).where('company_id', '=', id).orderBy('role').execute();
    expect(roles).toEqual([
      { user_id: owner.id, role: 'admin' },
      { user_id: buyer.id, role: 'buyer' },
    ]);
    const entry = await db.selectFrom('audit_log').select(['action', 'staff_email']).where('entity_id', '=', id).executeTakeFirstOrThrow();
    expect(entry).toEqual({ action: 'company.create', staff_email: 'sales@mitti.example' });
    // The catalogue team has no business here.
    const catalogue = await staffToken(t, 'catalogue');
    expect((await page(`/admin/companies/${id}`, catalogue)).statusCode).toBe(403);
  });

  it('fills a new company from a lead and links it', async () => {
    const db = t.services.db;
    const writer = await quickCustomer(db, 'Leader');
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contactus/post',
      payload: {
        name: 'Sunil Jadhav',
        email: writer.email,
        phone: '9822098220',
        company: 'Jadhav Agri Inputs',
        message: 'Dealership for Satara?',
      },
    });
    expect(sent.statusCode).toBeLessThan(300);
    const lead = await db.selectFrom('contact_messages').select('id').where('email', '=', writer.email).executeTakeFirstOrThrow();
    const form = (await page(`/admin/companies/new?lead=${lead.id}`, sales)).body;
    expect(form).toContain('value="Jadhav Agri Inputs"');
    expect(form).toContain(`value="${writer.email}"`);
    expect((await createCompany({ leadId: 'no-such-lead' })).statusCode).toBe(400);
    const made = await createCompany({ legalName: 'Jadhav Agri Inputs', leadId: lead.id, who1: writer.email, role1: 'admin' });
    expect(made.statusCode, made.body).toBe(200);
    const row = await db
      .selectFrom('companies')
      .select(['lead_id', 'source', 'status'])
      .where('id', '=', idOf(made))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ lead_id: lead.id, source: 'staff', status: 'active' });
  });

  it('refuses a person in two companies with a clear 409, and creates nothing', async () => {
    const db = t.services.db;
    const person = await quickCustomer(db, 'Twice');
    expect((await createCompany({ who1: person.email, role1: 'admin' })).statusCode).toBe(200);
    const before = await db.selectFrom('companies').select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const again = await createCompany({ legalName: 'Other Agro', who1: person.email });
    expect(again.statusCode).toBe(409);
    expect(again.json().toast.text).toMatch(/already belongs to a company/);
    const after = await db.selectFrom('companies').select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    // Nor can they register a business of their own.
    const own = await postForm(
      t,
      '/account/company',
      { intent: 'register', legalName: 'Mine', sameAddress: '1', ...address('billing') },
      person.token,
    );
    expect(own.statusCode).toBe(409);
  });

  it('takes a self-registration as pending without prices, and staff approve it; the admin is told', async () => {
    const db = t.services.db;
    const me = await quickCustomer(db, 'Founder');
    const res = await postForm(
      t,
      '/account/company',
      { intent: 'register', legalName: 'Green Fields Agro', gstin: GSTIN, sameAddress: '1', ...address('billing') },
      me.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const before = await page('/hi/account/company', (await quickCustomer(db, 'Reader')).token);
    expect(before.body).toContain('अपना व्यवसाय पंजीकृत करें');
    expect((await page('/admin/companies/new', sales)).body).toContain('Create the company');
    const mine = await page('/account/company', me.token);
    expect(mine.body).toContain('data-testid="company-pending"');
    const company = await db
      .selectFrom('companies')
      .innerJoin('company_members', 'company_members.company_id', 'companies.id')
      .select(['companies.id', 'companies.status', 'company_members.role'])
      .where('company_members.user_id', '=', me.id)
      .executeTakeFirstOrThrow();
    expect(company).toMatchObject({ status: 'pending', role: 'admin' });
    expect((await page('/admin/companies?status=pending', sales)).body).toContain('Green Fields Agro');

    const approve = await postForm(t, `/admin/companies/${company.id}`, { intent: 'approve' }, sales);
    expect(approve.statusCode, approve.body).toBe(200);
    expect((await db.selectFrom('companies').select('status').where('id', '=', company.id).executeTakeFirstOrThrow()).status).toBe(
      'active',
    );
    const mail = await db
      .selectFrom('outbox')
      .select(['to_address', 'subject'])
      .where('recipient_id', '=', me.id)
      .where('topic', '=', 'company-approved')
      .executeTakeFirstOrThrow();
    expect(mail).toEqual({ to_address: me.email, subject: 'Your business account at Mitti Biotech is open' });
  });

  it('refuses a registration only with a reason, tells the customer in their language, and lets them apply again', async () => {
    const db = t.services.db;
    const me = await quickCustomer(db, 'Hopeful');
    await db.updateTable('users').set({ lang: 'hi' }).where('id', '=', me.id).execute();
    await postForm(
      t,
      '/account/company',
      { intent: 'register', legalName: 'Doubtful Traders', sameAddress: '1', ...address('billing') },
      me.token,
    );
    const { company_id: id } = await db
      .selectFrom('company_members')
      .select('company_id')
      .where('user_id', '=', me.id)
      .executeTakeFirstOrThrow();
    expect((await postForm(t, `/admin/companies/${id}`, { intent: 'refuse', reason: '' }, sales)).statusCode).toBe(400);
    const refuse = await postForm(t, `/admin/companies/${id}`, { intent: 'refuse', reason: 'The GSTIN is not of this business.' }, sales);
    expect(refuse.statusCode, refuse.body).toBe(200);
    const mail = await db
      .selectFrom('outbox')
      .select(['body', 'lang'])
      .where('recipient_id', '=', me.id)
      .where('topic', '=', 'company-refused')
      .executeTakeFirstOrThrow();
    expect(mail.lang).toBe('hi');
    expect(mail.body).toContain('नमस्ते');
    expect(mail.body).toContain('The GSTIN is not of this business.');
    expect(await db.selectFrom('companies').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
    const again = await postForm(
      t,
      '/account/company',
      { intent: 'register', legalName: 'Doubtful Traders Pvt Ltd', sameAddress: '1', ...address('billing') },
      me.token,
    );
    expect(again.statusCode).toBe(200);
  });

  it('lets the company admin add a buyer and set the approval limit; a buyer can do neither', async () => {
    const db = t.services.db;
    const [admin, buyer, newcomer] = [
      await quickCustomer(db, 'Boss'),
      await quickCustomer(db, 'Clerk'),
      await quickCustomer(db, 'Newcomer'),
    ];
    const id = idOf(await createCompany({ who1: admin.email, role1: 'admin', who2: buyer.email, role2: 'buyer' }));
    const mobile = (await db.selectFrom('users').select('mobile_no').where('id', '=', newcomer.id).executeTakeFirstOrThrow()).mobile_no;

    const byBuyer = await postForm(t, '/account/company', { intent: 'add', who: mobile, role: 'buyer' }, buyer.token);
    expect(byBuyer.statusCode).toBe(403);
    expect((await postForm(t, '/account/company', { intent: 'limit', approvalLimit: '1' }, buyer.token)).statusCode).toBe(403);

    const added = await postForm(t, '/account/company', { intent: 'add', who: mobile, role: 'buyer' }, admin.token);
    expect(added.statusCode, added.body).toBe(200);
    expect(
      await db.selectFrom('company_members').select(['company_id', 'role']).where('user_id', '=', newcomer.id).executeTakeFirst(),
    ).toEqual({ company_id: id, role: 'buyer' });
    expect((await postForm(t, '/account/company', { intent: 'add', who: mobile, role: 'buyer' }, admin.token)).statusCode).toBe(409);
    expect(
      (await postForm(t, '/account/company', { intent: 'add', who: 'nobody@example.com', role: 'buyer' }, admin.token)).statusCode,
    ).toBe(400);

    const limit = await postForm(t, '/account/company', { intent: 'limit', approvalLimit: '25,000' }, admin.token);
    expect(limit.statusCode, limit.body).toBe(200);
    expect(
      Number(
        (await db.selectFrom('companies').select('approval_limit_paise').where('id', '=', id).executeTakeFirstOrThrow())
          .approval_limit_paise,
      ),
    ).toBe(2_500_000);
    // The only admin cannot step down (the company would have nobody to manage it).
    expect((await postForm(t, '/account/company', { intent: 'role', userId: admin.id, role: 'buyer' }, admin.token)).statusCode).toBe(409);
    const removed = await postForm(t, '/account/company', { intent: 'remove', userId: newcomer.id }, admin.token);
    expect(removed.statusCode).toBe(200);
    const view = await page('/account/company', buyer.token);
    expect(view.body.match(/data-testid="member"/g)).toHaveLength(2);
    expect(view.body).not.toContain('name="who"');
  });
});
