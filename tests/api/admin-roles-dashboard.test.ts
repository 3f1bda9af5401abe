import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, nowIso } from '../../db/ids';
import { databases, postForm, staffToken, startTestApp, type TestApp } from '../setup/test-app';
import { makeProduct, quickCustomer } from './orders-helpers';

// Each role's first page shows that role's work and nothing it has no
// business seeing: revenue (paid and delivered Cash on Delivery orders only)
// for owner and sales, low stock per pack and expiring lots for catalogue,
// edited pages for content, new applications for HR. HR runs the careers
// pages: what it posts, edits, closes and reopens shows on /career at once.

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe.each(databases)('dashboards per role on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let product: { id: string; title: string };

  beforeAll(async () => {
    t = await startTestApp(kind);
    const db = t.services.db;
    for (const role of ['owner', 'sales', 'catalogue', 'content', 'hr']) tokens[role] = await staffToken(t, role);

    // Today's orders: only the paid UPI order (₹100) and the delivered COD order (₹200) are revenue.
    const buyer = await quickCustomer(db);
    const now = nowIso();
    const order = (payment_method: string, payment_status: string, status: string, total_paise: number) =>
      db
        .insertInto('orders')
        .values({
          id: newId(),
          user_id: buyer.id,
          address_snapshot: '{}',
          payment_method,
          payment_status,
          status,
          total_paise,
          created_at: now,
          updated_at: now,
        })
        .execute();
    await order('UPI', 'Paid', 'Confirmed', 10_000);
    await order('COD', 'Cash on Delivery', 'Delivered', 20_000);
    await order('UPI', 'Unpaid', 'Pending', 40_000); // not paid yet
    await order('Card', 'Refunded', 'Cancelled', 80_000); // cancelled and refunded
    await order('COD', 'Cash on Delivery', 'Confirmed', 160_000); // not delivered yet

    // A product whose packs add up to plenty (2 + 100) while its 1 kg pack is nearly gone.
    product = await makeProduct(db, { stock: 2, title: 'Pack Watch Granules' });
    const big = newId();
    await db
      .insertInto('product_variants')
      .values({
        id: big,
        product_id: product.id,
        sku: `PW-${big.slice(-6)}-5KG`,
        pack: '5 kg',
        net_amount: 5000,
        net_unit: 'g',
        price_paise: 200_000,
        mrp_paise: 200_000,
        stock: 100,
        position: 1,
        archived_at: null,
      })
      .execute();
    await db.updateTable('products').set({ stock: 102, low_stock_threshold: 10 }).where('id', '=', product.id).execute();
    await db
      .insertInto('stock_lots')
      .values({
        id: newId(),
        product_id: product.id,
        variant_id: big,
        batch: 'PW-2401',
        manufactured_on: isoDay(Date.now() - 300 * DAY_MS),
        expires_on: isoDay(Date.now() + 20 * DAY_MS),
        quantity: 100,
        created_at: now,
      })
      .execute();

    // Content edited a company page; two people applied for a job.
    await db
      .insertInto('page_texts')
      .values({
        slug: 'aboutus',
        title: 'About Mitti Biotech (edited)',
        description: 'About us.',
        heading: 'About us',
        body: 'We make living inputs.',
        version: 1,
        updated_at: now,
        updated_by: 'content@mitti.example',
      })
      .execute();
    const job = await db.selectFrom('jobs').select('id').executeTakeFirstOrThrow();
    for (const name of ['Ravi Jadhav', 'Meena Kulkarni']) {
      await db
        .insertInto('resumes')
        .values({
          id: newId(),
          job_id: job.id,
          name,
          email: `${name.split(' ')[0].toLowerCase()}@example.com`,
          mobile: '9876543210',
          file_key: `resumes/${newId()}.pdf`,
          file_type: 'pdf',
          file_size: 1000,
          created_at: now,
        })
        .execute();
    }
  });
  afterAll(() => t.close());

  const get = async (url: string, role?: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html', ...(role ? { authorization: tokens[role] } : {}) },
    });
    expect(res.statusCode, `${role ?? 'visitor'} ${url}`).toBe(200);
    return res.body;
  };
  const text = (html: string) =>
    html
      .replace(/<!-- -->/g, '')
      .replace(/<\/?(strong|a)\b[^>]*>/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ');

  it('shows owner and sales the revenue of paid and delivered COD orders only, orders to ship and leads', async () => {
    for (const role of ['owner', 'sales']) {
      const page = text(await get('/admin', role));
      expect(page, role).toContain('₹300 revenue today');
      expect(page, role).toContain('2 paid or delivered orders today');
      expect(page, role).toContain('2 waiting to ship');
      expect(page, role).toMatch(/\d+ new leads/);
    }
  });

  it('shows catalogue each pack running low and the lots expiring soon, and no money', async () => {
    const page = text(await get('/admin', 'catalogue'));
    expect(page).toContain(`${product.title}, 1 kg: 2 left (alert at 10)`);
    expect(page).not.toContain(`${product.title}, 5 kg: 100 left`);
    expect(page).toMatch(new RegExp(`${product.title}, 5 kg, batch PW-2401: 100 expire on \\d{4}-\\d{2}-\\d{2}`));
    expect(page).not.toMatch(/revenue|₹/i);
    expect(page).not.toContain('new applications');

    // The stock page and the product list alert per pack too.
    expect(text(await get('/admin/stock', 'catalogue'))).toContain(`${product.title}, 1 kg: 2 left (alert at 10)`);
    const list = text(await get(`/admin/products?q=${encodeURIComponent('Pack Watch')}`, 'catalogue'));
    expect(list).toContain('102 1 pack low');
  });

  it('shows content its edited pages and HR its new applications, neither any revenue', async () => {
    const content = text(await get('/admin', 'content'));
    expect(content).toContain('About Mitti Biotech (edited)');
    expect(content).not.toMatch(/revenue|₹|waiting to ship|Low stock/i);

    const hr = text(await get('/admin', 'hr'));
    expect(hr).toContain('2 new applications');
    expect(hr).toContain('Ravi Jadhav');
    expect(hr).not.toMatch(/revenue|₹|waiting to ship|Low stock|About Mitti Biotech/i);

    const owner = text(await get('/admin', 'owner'));
    for (const part of ['revenue today', 'Low stock, per pack', 'About Mitti Biotech (edited)', '2 new applications'])
      expect(owner).toContain(part);
  });

  it('lets HR post, edit, close and reopen a job, and /career shows each change at once', async () => {
    // A visitor's view of the careers page is kept in the shared cache: warm it first.
    await get('/career');
    expect(await get('/career')).not.toContain('Field Agronomist, Vidarbha');

    const fields = {
      position: 'Field Agronomist, Vidarbha',
      location: 'Akola, Maharashtra',
      status: 'Open',
      description: 'Advise cotton and soybean growers on biologicals.',
      experience: '2–4 years',
      qualification: 'B.Sc. Agriculture',
      salary: '₹3.6–4.8 lakh per year',
      roles: 'Run farmer meetings\nSet up demonstration plots',
    };
    const posted = await postForm(t, '/admin/jobs/new', fields, tokens.hr, 'text/html');
    expect(posted.statusCode, posted.body).toBe(303);
    const id = /\/admin\/jobs\/([^/]+)\/edit/.exec(posted.headers.location as string)![1];
    let career = text(await get('/career'));
    expect(career).toContain('Field Agronomist, Vidarbha');
    const details = text(await get(`/jobdetails/${id}`));
    for (const v of ['Akola, Maharashtra', 'B.Sc. Agriculture', 'Run farmer meetings', 'Set up demonstration plots'])
      expect(details).toContain(v);

    // Every field edited.
    const edited = { ...fields, position: 'Senior Field Agronomist', salary: '₹5–6 lakh per year', roles: 'Lead the Akola team' };
    expect((await postForm(t, `/admin/jobs/${id}/edit`, edited, tokens.hr, 'text/html')).statusCode).toBe(303);
    career = text(await get('/career'));
    expect(career).toContain('Senior Field Agronomist');
    expect(career).not.toContain('Field Agronomist, Vidarbha');
    const after = text(await get(`/jobdetails/${id}`));
    expect(after).toContain('₹5–6 lakh per year');
    expect(after).toContain('Lead the Akola team');
    expect(after).not.toContain('Run farmer meetings');

    // Closed: the page says so and takes no applications; reopened: it takes them again.
    expect((await postForm(t, `/admin/jobs/${id}/edit`, { ...edited, status: 'Closed' }, tokens.hr, 'text/html')).statusCode).toBe(303);
    const closed = await get(`/jobdetails/${id}`);
    expect(closed).toContain('job-closed-note');
    expect(closed).not.toContain('name="resume"');
    expect((await postForm(t, '/admin/jobs', { job: id, status: 'Open' }, tokens.hr, 'text/html')).statusCode).toBe(303);
    const reopened = await get(`/jobdetails/${id}`);
    expect(reopened).not.toContain('job-closed-note');

    // The edit form shows every field as saved.
    const form = await get(`/admin/jobs/${id}/edit`, 'hr');
    for (const v of ['Senior Field Agronomist', 'Akola, Maharashtra', 'B.Sc. Agriculture', 'Lead the Akola team'])
      expect(form).toContain(v);
  });

  it('refuses a job without a position or with an unknown status with a message, and keeps others out', async () => {
    const bad = await postForm(
      t,
      '/admin/jobs/new',
      { position: '', location: 'Pune', status: 'Maybe', description: 'x', experience: 'x', qualification: 'x', salary: 'x', roles: '' },
      tokens.hr,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Position is required.');
    const bodyText = text((await postForm(t, '/admin/jobs/new', { position: 'x' }, tokens.hr, 'text/html')).body);
    expect(bodyText).toContain('Location is required.');
    for (const role of ['sales', 'catalogue', 'content']) {
      const res = await postForm(t, '/admin/jobs/new', { position: 'x' }, tokens[role], 'text/html');
      expect(res.statusCode, role).toBe(403);
    }
    const missing = await t.app.inject({
      method: 'GET',
      url: '/admin/jobs/ffffffffffffffffffffffff/edit',
      headers: { accept: 'text/html', authorization: tokens.hr },
    });
    expect(missing.statusCode).toBe(404);
  });
});
