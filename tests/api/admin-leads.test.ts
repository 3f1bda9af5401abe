import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { company } from '../../domain/content/company';
import { MSG } from '../../domain/messages';
import { databases, staffToken, startTestApp, type TestApp } from '../setup/test-app';

// Sales' inbox: enquiries and contact messages in one list, followed up with a
// status, an assignee and notes, exported as CSV; the team is mailed on each new lead.

describe.each(databases)('back office leads on %s', (kind) => {
  let t: TestApp;
  let sales: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    sales = await staffToken(t, 'sales');
  });
  afterAll(() => t.close());

  const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: sales } });

  it('lists enquiries and contact messages together, follows one up and exports them', async () => {
    const enquiry = await t.app.inject({
      method: 'POST',
      url: '/api/post/add/enquiry',
      payload: {
        fullName: 'Meena Shinde',
        phone: '9822011111',
        email: 'meena@krishi.example',
        companyName: '=HYPERLINK("x")',
        message: 'Dealer price for 100 litres',
        productName: 'PSB Liquid',
      },
    });
    expect(enquiry.statusCode).toBeLessThan(300);
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contactus/post',
      payload: { name: 'Vikas Pawar', email: 'vikas@farm.example', message: 'Visit to the plant?' },
    });
    expect(contact.statusCode).toBeLessThan(300);

    const mail = await t.services.db
      .selectFrom('mails')
      .select(['subject', 'to_address'])
      .where('subject', 'like', 'New lead:%')
      .executeTakeFirst();
    expect(mail).toEqual({ subject: 'New lead: Meena Shinde about PSB Liquid', to_address: company.salesEmail });

    const leads = (await as('GET', '/api/admin/leads')).json() as { kind: string; id: string; name: string; status: string }[];
    expect(leads.map((l) => [l.kind, l.name, l.status]).sort()).toEqual([
      ['contact', 'Vikas Pawar', 'new'],
      ['enquiry', 'Meena Shinde', 'new'],
    ]);
    const meena = leads.find((l) => l.kind === 'enquiry')!;
    const bad = await as('POST', `/api/admin/leads/enquiry/${meena.id}`, { status: 'maybe', assignee: '', notes: '' });
    expect(bad.json()).toMatchObject({ message: MSG.leadStatusInvalid, field: 'status' });
    const saved = await as('POST', `/api/admin/leads/enquiry/${meena.id}`, {
      status: 'quoted',
      assignee: 'sales@mitti.example',
      notes: 'Sent ₹320/litre',
    });
    expect(saved.json().lead).toMatchObject({ status: 'quoted', assignee: 'sales@mitti.example', notes: 'Sent ₹320/litre' });
    expect(((await as('GET', '/api/admin/leads?status=quoted')).json() as unknown[]).length).toBe(1);

    const csv = await as('GET', '/api/admin/leads.csv');
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="leads-/);
    expect(csv.body.startsWith('\uFEFFReceived,Kind')).toBe(true);
    expect(csv.body).toContain('Sent ₹320/litre');
    // A cell a spreadsheet would run as a formula stays text.
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")"`);
  });
});
