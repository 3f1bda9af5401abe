import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, today } from '../../db/lots';
import { databases, staffToken, startTestApp, type TestApp } from '../setup/test-app';
import { makeAddress, makeProduct, quickCustomer } from './orders-helpers';
import { post } from './tax-documents-helpers';

// A batch's certificate of analysis: staff upload its PDF on the stock page;
// buyers download it from their order (the batches their packs came from)
// and from the product page (the batch on sale), at /coa/<batch>.pdf.

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** The stock page's upload form as a browser posts it (multipart), asking for the JSON answer. */
function upload(t: TestApp, token: string, lot: string, file: Buffer, name = 'coa.pdf') {
  const boundary = '----coa' + Date.now();
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\ncertificate\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="lot"\r\n\r\n${lot}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="certificate"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/admin/stock',
    payload: body,
    headers: {
      authorization: token,
      accept: 'application/json',
      origin: t.services.config.PUBLIC_URL,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
  });
}

describe.each(databases)('certificates of analysis on %s', (kind) => {
  let t: TestApp;
  let catalogue: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    catalogue = await staffToken(t, 'catalogue');
  });
  afterAll(() => t.close());

  /** A product with 10 packs received in one batch, and that batch's lot. */
  async function batchInStock(prefix = 'QC-') {
    const product = await makeProduct(t.services.db, { pricePaise: 52_000, stock: 0 });
    const batch = `${prefix}${product.id.slice(-6).toUpperCase()}`;
    const received = await post(t, `/api/admin/products/${product.id}/stock`, catalogue, {
      reason: 'received',
      quantity: '10',
      batch,
      manufacturedOn: addMonths(today(), -1),
      expiresOn: addMonths(today(), 12),
    });
    expect(received.statusCode, received.body).toBe(200);
    const lot = await t.services.db.selectFrom('stock_lots').select('id').where('batch', '=', batch).executeTakeFirstOrThrow();
    return { product, batch, lotId: lot.id };
  }

  it('takes a batch’s PDF from the stock page and serves it to anyone at /coa/<batch>.pdf', async () => {
    const { batch, lotId } = await batchInStock();
    const page = await t.app.inject({ url: '/admin/stock', headers: { authorization: catalogue, accept: 'text/html' } });
    expect(page.body).toContain(`value="${lotId}"`);
    const res = await upload(t, catalogue, lotId, PDF);
    expect(res.json(), res.body).toMatchObject({ ok: true, redirect: '/admin/stock#certificates' });
    const file = await t.app.inject({ url: `/coa/${batch}.pdf` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it('refuses a file that is not a PDF, saying so, and keeps no certificate', async () => {
    const { batch, lotId } = await batchInStock();
    const res = await upload(t, catalogue, lotId, Buffer.from('\x89PNG\r\n\x1a\nnot a pdf'), 'coa.png');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.certificate).toBe('The certificate must be a PDF file (this file is not a PDF).');
    expect((await t.app.inject({ url: `/coa/${batch}.pdf` })).statusCode).toBe(404);
  });

  it('links the certificate from the buyer’s order (its packs’ batch) and from the product page', async () => {
    const { product, batch, lotId } = await batchInStock();
    expect((await upload(t, catalogue, lotId, PDF)).statusCode).toBe(200);
    const buyer = await quickCustomer(t.services.db, 'Farmer');
    const address = await makeAddress(t.services.db, buyer.id);
    const placed = await post(t, '/api/order/place', buyer.token, {
      products: [{ productId: product.id, quantity: 2 }],
      paymentMethod: 'COD',
      address,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = await t.app.inject({
      url: `/orders/${placed.json().order._id}`,
      headers: { authorization: buyer.token, accept: 'text/html' },
    });
    expect(order.body).toContain(`href="/coa/${batch}.pdf"`);
    expect(order.body).toContain(`Certificate of analysis, batch ${batch} (PDF)`);
    const productPage = await t.app.inject({ url: `/product_details/${product.id}`, headers: { accept: 'text/html' } });
    expect(productPage.body).toContain(`href="/coa/${batch}.pdf"`);
    // The link downloads the file.
    expect((await t.app.inject({ url: `/coa/${batch}.pdf` })).rawPayload.equals(PDF)).toBe(true);
  });

  it('serves a batch whose number has a slash, at its encoded address', async () => {
    const { product, batch, lotId } = await batchInStock('QC/26/');
    expect((await upload(t, catalogue, lotId, PDF)).statusCode).toBe(200);
    const productPage = await t.app.inject({ url: `/product_details/${product.id}`, headers: { accept: 'text/html' } });
    expect(productPage.body).toContain(`href="/coa/${encodeURIComponent(batch)}.pdf"`);
    expect((await t.app.inject({ url: `/coa/${encodeURIComponent(batch)}.pdf` })).rawPayload.equals(PDF)).toBe(true);
  });

  it('answers 404 for a batch without a certificate, and for a lot that does not exist', async () => {
    expect((await t.app.inject({ url: '/coa/NO-SUCH-BATCH.pdf' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/coa/..%2F..%2Fetc.pdf' })).statusCode).toBe(404);
    const res = await upload(t, catalogue, 'no-such-lot', PDF);
    expect(res.statusCode).toBe(404);
  });
});
