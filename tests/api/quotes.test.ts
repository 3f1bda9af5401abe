import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipInTransaction } from '../../domain/orders/fulfilment';
import { indiaToday } from '../../domain/quotes/store';
import { databases, postForm, staffToken, startTestApp, type TestApp } from '../setup/test-app';
import { minimalPdf, multipart } from './careers-files';
import { makeAddress, makeProduct, quickCustomer, setStock } from './orders-helpers';
import { pdfText } from './shipping-helpers';

// Quotes for bulk buyers: a request with a file → staff's version 1 → a
// revision asked → version 2 → accepted as one order at version 2's prices,
// however many times it is clicked at once; an expired version refused, a
// short pack refused without spending the quote, and nobody else reaching
// the quote, its PDF or its files.

const later = (days: number) => indiaToday(new Date(Date.now() + days * 86_400_000));

describe.each(databases)('quotes on %s', (kind) => {
  let t: TestApp;
  let sales: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    sales = await staffToken(t, 'sales');
  });
  afterAll(() => t.close());

  type Part = { name: string; value: string | Buffer; filename?: string; contentType?: string };
  function ask(token: string, fields: Record<string, string>, files: Part[] = []) {
    const { payload, headers } = multipart([...Object.entries(fields).map(([name, value]) => ({ name, value })), ...files]);
    return t.app.inject({
      method: 'POST',
      url: '/quotes/new',
      payload,
      headers: { ...headers, authorization: token, accept: 'text/html', origin: t.services.config.PUBLIC_URL },
    });
  }
  const get = (url: string, token: string) => t.app.inject({ url, headers: { authorization: token, accept: 'text/html' } });
  const quoteRow = (id: string) => t.services.db.selectFrom('quotes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const outbox = (topic: string) => t.services.db.selectFrom('outbox').selectAll().where('topic', '=', topic).execute();

  /** A buyer with an address, a product of 500 rupees a pack in stock, and a request for `quantity` packs. */
  async function requested(quantity = 40, stock = 100) {
    const buyer = await quickCustomer(t.services.db, 'Dealer');
    const address = await makeAddress(t.services.db, buyer.id);
    const product = await makeProduct(t.services.db, { pricePaise: 50_000, stock });
    const res = await ask(buyer.token, { 'pack-0': product.variantId, 'qty-0': String(quantity) });
    expect(res.statusCode).toBe(303);
    const id = String(res.headers.location).split('/').pop()!;
    const sku = (
      await t.services.db.selectFrom('product_variants').select('sku').where('id', '=', product.variantId).executeTakeFirstOrThrow()
    ).sku;
    return { buyer, address, product, id, sku };
  }
  const answer = (id: string, sku: string, quantity: number, price: string, validUntil = later(10)) =>
    postForm(
      t,
      `/admin/quotes/${id}`,
      {
        rows: '1',
        'sku-0': sku,
        'qty-0': String(quantity),
        'price-0': price,
        delivery: '200',
        validUntil,
        deliveryTerms: 'Ex-works Pune, 5 days',
        comment: 'Our best price',
      },
      sales,
    );
  const accept = (id: string, token: string, address: string, version: number) =>
    postForm(t, `/quotes/${id}`, { intent: 'accept', version: String(version), address, paymentMethod: 'UPI' }, token);

  it('goes from a request with a file, through a revision, to one order at the second version’s prices', async () => {
    const buyer = await quickCustomer(t.services.db, 'Agro');
    const address = await makeAddress(t.services.db, buyer.id);
    const product = await makeProduct(t.services.db, { pricePaise: 50_000, stock: 100 });
    const sku = (
      await t.services.db.selectFrom('product_variants').select('sku').where('id', '=', product.variantId).executeTakeFirstOrThrow()
    ).sku;
    const spec = minimalPdf('Specification of the blend');
    const res = await ask(
      buyer.token,
      {
        'pack-0': product.variantId,
        'qty-0': '40',
        'text-0': 'Contract manufacturing: 2 t of VAM in our own 25 kg bags',
        'tqty-0': '1',
        note: 'Delivery to Nashik by June',
      },
      [{ name: 'file1', value: spec, filename: 'spec.pdf', contentType: 'application/pdf' }],
    );
    expect(res.statusCode).toBe(303);
    const id = String(res.headers.location).split('/').pop()!;
    expect((await quoteRow(id)).state).toBe('requested');
    expect((await outbox('staff-quote-requested')).some((m) => m.body.includes(`/admin/quotes/${id}`))).toBe(true);

    // Staff see the request, its file, and the buyer's own price as the starting point.
    const page = await get(`/admin/quotes/${id}`, sales);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Contract manufacturing: 2 t of VAM');
    expect(page.body).toMatch(/name="price-0"[^>]*value="500"/);
    const file = await get(`/admin/quotes/${id}/files/1`, sales);
    expect(file.statusCode).toBe(200);
    expect(Buffer.compare(file.rawPayload, spec)).toBe(0);

    expect((await answer(id, sku, 40, '450')).statusCode).toBe(200);
    const sent = (await outbox('quote-sent')).filter((m) => m.recipient_id === buyer.id);
    expect(sent).toHaveLength(1);
    expect(sent[0].to_address).toBe(buyer.email);

    const revise = await postForm(t, `/quotes/${id}`, { intent: 'revise', comment: 'For 40 packs we expect a better price.' }, buyer.token);
    expect(revise.statusCode).toBe(200);
    expect((await quoteRow(id)).state).toBe('revision');
    expect((await outbox('staff-quote-revision')).some((m) => m.body.includes('a better price'))).toBe(true);

    expect((await answer(id, sku, 40, '420')).statusCode).toBe(200);
    expect((await outbox('quote-revised')).filter((m) => m.recipient_id === buyer.id)).toHaveLength(1);
    const mine = await get(`/quotes/${id}`, buyer.token);
    expect(mine.body).toContain('For 40 packs we expect a better price.');
    expect(mine.body).toContain('₹16,800');

    // The PDF of the current version: number, prices and validity.
    const pdf = await get(`/quotes/${id}/v/2.pdf`, buyer.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    const number = `Q-${id.slice(-8).toUpperCase()}`;
    expect(text).toContain(number);
    expect(text).toContain('420.00');
    expect(text).toContain('17,000.00'); // 40 × 420 + 200 delivery
    expect((await get(`/admin/quotes/${id}/v/1.pdf`, sales)).statusCode).toBe(200);

    // Two tabs accept at once: one order.
    const both = await Promise.all([accept(id, buyer.token, address, 2), accept(id, buyer.token, address, 2)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const orders = await t.services.db.selectFrom('orders').selectAll().where('user_id', '=', buyer.id).execute();
    expect(orders).toHaveLength(1);
    expect(new Set(both.map((r) => r.json().redirect))).toEqual(new Set([`/orders/${orders[0].id}`]));
    expect(Number(orders[0].total_paise)).toBe(40 * 42_000 + 20_000);
    expect(Number(orders[0].shipping_paise)).toBe(20_000);
    expect(orders[0].state).not.toBe('new'); // placed through the lifecycle
    const lines = await t.services.db.selectFrom('order_lines').selectAll().where('order_id', '=', orders[0].id).execute();
    expect(lines.map((l) => [l.variant_id, Number(l.quantity), Number(l.price_paise)])).toEqual([[product.variantId, 40, 42_000]]);
    const stock = await t.services.db
      .selectFrom('product_variants')
      .select('stock')
      .where('id', '=', product.variantId)
      .executeTakeFirstOrThrow();
    expect(Number(stock.stock)).toBe(60);
    const q = await quoteRow(id);
    expect([q.state, q.order_id, Number(q.accepted_version)]).toEqual(['accepted', orders[0].id, 2]);
    expect((await outbox('staff-quote-accepted')).some((m) => m.body.includes(number))).toBe(true);
    // Versions and comments stay.
    expect(await t.services.db.selectFrom('quote_versions').select('number').where('quote_id', '=', id).execute()).toHaveLength(2);
  });

  it('refuses an expired version with a clear message, and keeps the quote', async () => {
    const { buyer, address, id, sku } = await requested();
    expect((await answer(id, sku, 40, '450')).statusCode).toBe(200);
    await t.services.db
      .updateTable('quote_versions')
      .set({ valid_until: later(-1) })
      .where('quote_id', '=', id)
      .execute();
    const res = await accept(id, buyer.token, address, 1);
    expect(res.statusCode).toBe(409);
    expect(res.json().toast.text).toMatch(/expired on .* ask us for a revised quote/);
    expect((await quoteRow(id)).state).toBe('answered');
    expect(await t.services.db.selectFrom('orders').select('id').where('user_id', '=', buyer.id).execute()).toHaveLength(0);
  });

  it('answers 409 when a pack is short, and the quote can be accepted once stock is back', async () => {
    const { buyer, address, product, id, sku } = await requested(30, 10);
    expect((await answer(id, sku, 30, '480')).statusCode).toBe(200);
    const short = await accept(id, buyer.token, address, 1);
    expect(short.statusCode).toBe(409);
    expect(short.json().toast.text).toMatch(/stock|left/i);
    expect((await quoteRow(id)).state).toBe('answered');
    await setStock(t.services.db, product.id, 50);
    expect((await accept(id, buyer.token, address, 1)).statusCode).toBe(200);
    expect((await quoteRow(id)).state).toBe('accepted');
  });

  it('shows another customer nothing of a quote: its page, PDF and file are not found', async () => {
    const buyer = await quickCustomer(t.services.db, 'Owner');
    const res = await ask(buyer.token, { 'text-0': 'Seed treatment in 200 L drums', 'tqty-0': '5' }, [
      { name: 'file1', value: minimalPdf(), filename: 'a.pdf', contentType: 'application/pdf' },
    ]);
    const id = String(res.headers.location).split('/').pop()!;
    const product = await makeProduct(t.services.db);
    const sku = (
      await t.services.db.selectFrom('product_variants').select('sku').where('id', '=', product.variantId).executeTakeFirstOrThrow()
    ).sku;
    expect((await answer(id, sku, 5, '400')).statusCode).toBe(200);
    const other = await quickCustomer(t.services.db, 'Other');
    for (const url of [`/quotes/${id}`, `/quotes/${id}/v/1.pdf`, `/quotes/${id}/files/1`]) {
      expect((await get(url, other.token)).statusCode, url).toBe(404);
      expect((await get(url, buyer.token)).statusCode, url).toBe(200);
    }
    expect((await postForm(t, `/quotes/${id}`, { intent: 'revise', comment: 'mine now' }, other.token)).statusCode).toBe(404);
  });

  it('refuses a file that is not a PDF, JPEG or PNG', async () => {
    const buyer = await quickCustomer(t.services.db, 'Files');
    const product = await makeProduct(t.services.db);
    const res = await ask(buyer.token, { 'pack-0': product.variantId, 'qty-0': '2' }, [
      { name: 'file1', value: Buffer.from('MZ not a document'), filename: 'spec.pdf', contentType: 'application/pdf' },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.body).toContain('Please attach PDF, JPEG or PNG files only.');
    expect(await t.services.db.selectFrom('quotes').select('id').where('user_id', '=', buyer.id).execute()).toHaveLength(0);
  });

  it('keeps the back office’s quotes from a role without orders', async () => {
    const { id, sku } = await requested();
    expect((await answer(id, sku, 40, '450')).statusCode).toBe(200);
    const catalogue = await staffToken(t, 'catalogue');
    expect((await get('/admin/quotes', catalogue)).statusCode).toBe(403);
    expect((await get(`/admin/quotes/${id}`, catalogue)).statusCode).toBe(403);
    expect((await get(`/admin/quotes/${id}/v/1.pdf`, catalogue)).statusCode).toBe(403);
    expect((await get('/admin/quotes?state=answered', sales)).body).toContain(`Q-${id.slice(-8).toUpperCase()}`);
  });
  it('makes a lead of the enquiry form into a request for the account with its e-mail, once', async () => {
    const buyer = await quickCustomer(t.services.db, 'Lead');
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/post/add/enquiry',
      payload: {
        fullName: 'Lead Rao',
        phone: '9822011112',
        email: buyer.email,
        companyName: 'Krishi Inputs LLP',
        message: 'Contract manufacturing of 5 t PSB under our brand',
        productName: 'PSB Liquid',
      },
    });
    expect(sent.statusCode).toBeLessThan(300);
    const lead = await t.services.db.selectFrom('enquiries').select('id').where('email', '=', buyer.email).executeTakeFirstOrThrow();
    const made = await postForm(t, '/admin/quotes', { lead: lead.id }, sales);
    expect(made.statusCode).toBe(200);
    const id = String(made.json().redirect).split('/').pop()!;
    const q = await quoteRow(id);
    expect([q.user_id, q.lead_id, q.state]).toEqual([buyer.id, lead.id, 'requested']);
    expect((await get(`/quotes/${id}`, buyer.token)).body).toContain('Contract manufacturing of 5 t PSB under our brand');
    expect((await get(`/admin/quotes/${id}`, sales)).body).toContain(`/admin/enquiries/enquiry/${lead.id}`);
    expect((await postForm(t, '/admin/quotes', { lead: lead.id }, sales)).json().redirect).toBe(`/admin/quotes/${id}`);

    await t.services.db.updateTable('enquiries').set({ email: 'nobody@farm.example', user_id: null }).where('id', '=', lead.id).execute();
    await t.services.db.deleteFrom('quotes').where('id', '=', id).execute();
    const orphan = await postForm(t, '/admin/quotes', { lead: lead.id }, sales);
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().toast.text).toContain('ask them to register');
  });

  it('puts the quoted prices on the invoice of the order it became', async () => {
    const { buyer, address, id, sku } = await requested(4);
    expect((await answer(id, sku, 4, '420')).statusCode).toBe(200);
    const res = await postForm(t, `/quotes/${id}`, { intent: 'accept', version: '1', address, paymentMethod: 'COD' }, buyer.token);
    expect(res.statusCode).toBe(200);
    const orderId = String(res.json().redirect).split('/').pop()!;
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/confirm`, headers: { authorization: sales } })).statusCode,
    ).toBe(200);
    await t.services.db
      .transaction()
      .execute((trx) => shipInTransaction(trx, orderId, { carrier: 'Delhivery', trackingNumber: 'AWBQ1' }, { kind: 'system' }));
    const invoice = await get(`/orders/${orderId}/invoice.pdf`, buyer.token);
    expect(invoice.statusCode).toBe(200);
    const text = await pdfText(invoice.rawPayload);
    expect(text).toContain('4 × 1 kg');
    expect(text).toContain('1,680.00'); // the line: 4 × 420
    expect(text).toContain('1,880.00'); // with 200 for delivery
  });
  it('lets staff withdraw a quote, which then cannot be accepted', async () => {
    const { buyer, address, id, sku } = await requested();
    expect((await answer(id, sku, 40, '450')).statusCode).toBe(200);
    expect((await postForm(t, `/admin/quotes/${id}`, { intent: 'withdraw' }, sales)).statusCode).toBe(200);
    expect((await quoteRow(id)).state).toBe('withdrawn');
    const res = await accept(id, buyer.token, address, 1);
    expect(res.statusCode).toBe(409);
    expect(res.json().toast.text).toBe('This quote has no prices to accept or revise right now.');
    expect((await get(`/hi/quotes/${id}`, buyer.token)).body).toContain('वापस लिया गया');
  });
});
