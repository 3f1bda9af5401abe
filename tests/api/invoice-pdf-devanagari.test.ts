import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfflinePaymentProvider } from '../../adapters/payments/types';
import { formatAmount, formatInr } from '../../domain/money';
import { databases, signUpAndLogin, staffToken, startTestApp, type TestApp } from '../setup/test-app';
import { makeProduct } from './orders-helpers';

// The tax invoice, the credit note and the packing slip of a customer who
// writes in Devanagari: their name, address and the product's Hindi name come
// out of the PDF's text (what copy and search read) exactly as typed, the slip
// carries the mobile number and a COD order's amount to collect, and the
// invoice shows CGST and SGST with their rates, in equal halves, adding up to
// the order total to the paisa.

const NAME = 'श्री कृष्ण क्षीरसागर';
const STREET = 'फर्ग्युसन रस्ता, पुणे, महाराष्ट्र';
const LOCALITY = 'शिवाजीनगर';
const PRODUCT = 'ट्राइकोडर्मा विरिडी';
const MOBILE = '9822012345';

/** The text of every page, as pdf.js reads it for copy and search: one string a line. */
async function textOf(pdf: Buffer): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const lines: string[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const content = await (await doc.getPage(p)).getTextContent();
    let line = '';
    for (const item of content.items) {
      if (!('str' in item)) continue;
      line += item.str;
      if (item.hasEOL) {
        lines.push(line);
        line = '';
      }
    }
    if (line) lines.push(line);
  }
  await doc.destroy();
  return lines.map((l) => l.replace(/\s+/g, ' ').trim());
}

describe.each(databases)('PDFs in Devanagari on %s', (kind) => {
  let t: TestApp;
  let sales: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    sales = await staffToken(t, 'sales');
  });
  afterAll(() => t.close());

  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: token } });

  /** A customer who writes their name and address in Devanagari, ordering 3 packs of a product with a Hindi name. */
  async function devanagariOrder(paymentMethod: string, pricePaise: number) {
    const buyer = await signUpAndLogin(t.app, 'Krishna');
    const saved = await call(buyer.token, 'POST', '/api/post/address', {
      name: NAME,
      mobile: MOBILE,
      pincode: '411005',
      locality: LOCALITY,
      city: 'Pune',
      state: 'Maharashtra',
      country: 'India',
      address: STREET,
      addressType: 'home',
    });
    expect(saved.statusCode).toBe(201);
    const product = await makeProduct(t.services.db, { pricePaise, stock: 20, title: PRODUCT });
    const placed = await call(buyer.token, 'POST', '/api/order/place', {
      products: [{ productId: product.id, variant: product.variantId, quantity: 3 }],
      paymentMethod,
      address: saved.json().address._id,
    });
    expect(placed.statusCode).toBe(201);
    return { buyer, product, order: placed.json().order as { _id: string; total: number } };
  }

  it('prints a COD packing slip with the name, address and product in Devanagari, the mobile number and the cash to collect', async () => {
    const { product, order } = await devanagariOrder('COD', 45_001);
    await call(sales, 'POST', `/api/admin/orders/${order._id}/confirm`);
    const slip = await call(sales, 'GET', `/api/admin/orders/packing-slips?ids=${order._id}`);
    expect(slip.statusCode).toBe(200);
    const text = await textOf(slip.rawPayload);
    expect(text).toContain(NAME);
    expect(text).toContain(STREET);
    expect(text).toContain(LOCALITY);
    expect(text).toContain(`Mobile ${MOBILE}`);
    expect(text).toContain(`[ ] 3 × 1 kg ${product.title}`);
    expect(text).toContain(`CASH ON DELIVERY: COLLECT ${formatInr(Math.round(order.total * 100))}`);
    // Placed today, in Indian format (e.g. "26 Nov 2026"), not as 2026-11-26.
    const today = new Date().toLocaleDateString('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
    expect(text.join('\n')).toContain(`placed ${today}`);

    // The order's own page in the back office links to it.
    const page = await t.app.inject({ url: `/admin/orders/${order._id}`, headers: { authorization: sales } });
    expect(page.body).toContain(`href="/api/admin/orders/packing-slips?ids=${order._id}"`);
    expect(page.body).toContain('Print packing slip');
  });

  it('draws the tax invoice in Devanagari with CGST and SGST rates and equal halves that add up to the order total', async () => {
    // 3 × ₹450.01 at 5 %: ₹64.29 of tax inside, split once into two halves of ₹32.14.
    const { buyer, product, order } = await devanagariOrder('COD', 45_001);
    await call(sales, 'POST', `/api/admin/orders/${order._id}/confirm`);
    await call(sales, 'POST', `/api/admin/orders/${order._id}/ship`, { carrier: 'India Post', trackingNumber: 'EE123456789IN' });
    const pdf = await call(buyer.token, 'GET', `/orders/${order._id}/invoice.pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = await textOf(pdf.rawPayload);
    const all = text.join('\n');
    expect(text).toContain(NAME);
    expect(text).toContain(STREET);
    expect(all).toContain(PRODUCT);
    expect(all).toContain(product.title.split(' ').pop());
    expect(all).toContain(`Mobile ${MOBILE}`);
    // The line: quantity with its unit, taxable value, CGST 2.5 % and SGST 2.5 % of ₹32.14 each, the amount.
    expect(all).toContain('3 × 1 kg 1,285.75 2.5% 32.14 2.5% 32.14 1,350.03');
    const seen = (await call(buyer.token, 'GET', `/api/order/get/${order._id}`)).json().order;
    const inv = seen.invoice;
    expect(inv.cgst).toBe(inv.sgst);
    const paise = (rupees: number) => Math.round(rupees * 100);
    expect(paise(inv.taxable) + paise(inv.cgst) + paise(inv.sgst)).toBe(paise(seen.total));
    expect(all).toContain(`CGST ₹${formatAmount(paise(inv.cgst))} · SGST ₹${formatAmount(paise(inv.sgst))}`);
    expect(all).toContain(`Total ₹${formatAmount(paise(seen.total))}`);
    const staffCopy = await call(sales, 'GET', `/admin/orders/${order._id}/invoice.pdf`);
    expect(await textOf(staffCopy.rawPayload)).toContain(NAME);
  });

  it('draws the credit note of a cancelled paid order in Devanagari', async () => {
    const { buyer, order } = await devanagariOrder('UPI', 30_000);
    const { id } = (await call(buyer.token, 'POST', '/api/order/create-razorpay-order', { orderId: order._id })).json();
    const proof = await (t.services.payments as OfflinePaymentProvider).pay(id, Math.round(order.total * 100));
    expect((await call(buyer.token, 'POST', '/api/order/verify-razorpay', proof)).statusCode).toBe(200);
    expect((await call(buyer.token, 'POST', `/api/order/cancel/${order._id}`)).statusCode).toBe(200);
    const note = await call(buyer.token, 'GET', `/orders/${order._id}/credit-note.pdf`);
    expect(note.statusCode).toBe(200);
    const text = await textOf(note.rawPayload);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(NAME);
    expect(text).toContain(STREET);
    expect(text.join('\n')).toContain(PRODUCT);
    expect(text.join('\n')).toContain(`Total credited ₹${formatAmount(Math.round(order.total * 100))}`);
  });
});
