import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages';
import { databases, signUpAndLogin, staffToken, startTestApp, type TestApp } from '../setup/test-app';
import { makeAddress, makeProduct } from './orders-helpers';
import type { OfflinePaymentProvider } from '../../adapters/payments/types';

// GST tax invoices: a GSTIN on the address, HSN and rate on every line as sold,
// the invoice issued when a COD order ships (or an online one is paid) with
// IGST to another state and CGST + SGST at home, numbered per financial year
// without gaps, as a PDF for its customer and for staff; a credit note when
// an invoiced order is cancelled.

const KARNATAKA_GSTIN = '29AAGCK4321M1Z9';
/** A business address in Bengaluru (another state than the seller's Maharashtra). */
const BENGALURU = {
  name: 'Ravi Kumar',
  mobile: '9876543210',
  pincode: '560001',
  locality: 'MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  country: 'India',
  address: '4 Brigade Road',
  addressType: 'office',
};

describe.each(databases)('GST invoices on %s', (kind) => {
  let t: TestApp;
  let sales: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    sales = await staffToken(t, 'sales');
  });
  afterAll(() => t.close());

  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: token } });
  /** A new customer's order of one new product (price in paise), to Pune. */
  async function orderOne(pricePaise: number, quantity: number, paymentMethod: string) {
    const buyer = await signUpAndLogin(t.app, 'Buyer');
    const address = await makeAddress(t.services.db, buyer.id);
    const product = await makeProduct(t.services.db, { pricePaise, stock: 10 });
    const place = async () =>
      (
        await call(buyer.token, 'POST', '/api/order/place', { products: [{ productId: product.id, quantity }], paymentMethod, address })
      ).json().order as { _id: string };
    return { buyer, place };
  }

  /** Two seeded products of different GST rates, each with its first two packs. */
  async function twoProductsTwoPacks() {
    const rows = await t.services.db
      .selectFrom('product_variants')
      .innerJoin('products', 'products.id', 'product_variants.product_id')
      .select(['products.id as productId', 'products.gst_rate', 'products.hsn_code', 'product_variants.id', 'product_variants.price_paise'])
      .where('product_variants.archived_at', 'is', null)
      .orderBy('products.position')
      .orderBy('product_variants.position')
      .execute();
    const byProduct = new Map<string, typeof rows>();
    for (const r of rows) byProduct.set(r.productId, [...(byProduct.get(r.productId) ?? []), r]);
    const withTwo = [...byProduct.values()].filter((packs) => packs.length >= 2);
    const first = withTwo.find((p) => p[0].gst_rate === 5)!;
    const second = withTwo.find((p) => p[0].gst_rate === 18)!;
    return [first.slice(0, 2), second.slice(0, 2)];
  }

  it('checks a GSTIN on the address: length, state code, PAN, check character, and the business name with it', async () => {
    const buyer = await signUpAndLogin(t.app, 'Gst');
    const save = (extra: object) => call(buyer.token, 'POST', '/api/post/address', { ...BENGALURU, ...extra });
    const problems: [string, string][] = [
      ['29AAGCK4321M1Z', MSG.gstinLength],
      ['99AAGCK4321M1Z9', MSG.gstinState],
      ['29AAGC04321M1Z9', MSG.gstinPan],
      ['29AAGCK4321M1Z8', MSG.gstinChecksum],
    ];
    for (const [gstin, message] of problems) {
      const res = await save({ gstin, businessName: 'Kaveri Agro' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message, field: 'gstin' });
    }
    const nameless = await save({ gstin: KARNATAKA_GSTIN });
    expect(nameless.json()).toMatchObject({ message: MSG.businessNameRequired, field: 'businessName' });

    const saved = await save({ gstin: ` ${KARNATAKA_GSTIN.toLowerCase()} `, businessName: 'Kaveri Agro Traders' });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().address).toMatchObject({ gstin: KARNATAKA_GSTIN, businessName: 'Kaveri Agro Traders' });
    const list = (await call(buyer.token, 'GET', '/api/get/user/address')).json();
    expect(list[0]).toMatchObject({ gstin: KARNATAKA_GSTIN, businessName: 'Kaveri Agro Traders' });
    // Without a GSTIN, an address is as before.
    expect((await save({})).json().address).toMatchObject({ gstin: '', businessName: '' });
  });

  it('invoices a COD order of two packs of two products shipped to another state with IGST, matching the order to the paisa', async () => {
    const buyer = await signUpAndLogin(t.app, 'Kaveri');
    const saved = await call(buyer.token, 'POST', '/api/post/address', {
      ...BENGALURU,
      gstin: KARNATAKA_GSTIN,
      businessName: 'Kaveri Agro Traders',
    });
    const [a, b] = await twoProductsTwoPacks();
    const lines = [
      { productId: a[0].productId, variant: a[0].id, quantity: 3 },
      { productId: a[1].productId, variant: a[1].id, quantity: 1 },
      { productId: b[0].productId, variant: b[0].id, quantity: 2 },
      { productId: b[1].productId, variant: b[1].id, quantity: 1 },
    ];
    const placed = await call(buyer.token, 'POST', '/api/order/place', {
      products: lines,
      paymentMethod: 'COD',
      address: saved.json().address._id,
    });
    expect(placed.statusCode).toBe(201);
    const order = placed.json().order;
    expect(order.invoice).toBeNull();
    expect(order.products.map((p: { gstRate: number }) => p.gstRate).sort()).toEqual([18, 18, 5, 5]);
    expect((await call(buyer.token, 'GET', `/orders/${order._id}/invoice.pdf`)).json().message).toBe(MSG.invoiceNotIssued);

    await call(sales, 'POST', `/api/admin/orders/${order._id}/confirm`);
    const shipped = await call(sales, 'POST', `/api/admin/orders/${order._id}/ship`, { carrier: 'Delhivery', trackingNumber: 'DLV555' });
    expect(shipped.statusCode).toBe(200);

    const seen = (await call(buyer.token, 'GET', `/api/order/get/${order._id}`)).json().order;
    const inv = seen.invoice;
    expect(inv.number).toMatch(/^MB\/\d{2}-\d{2}\/\d{6}$/);
    expect(inv.number.length).toBeLessThanOrEqual(16); // the GST portals' limit
    expect(inv.placeOfSupply).toBe('29-Karnataka');
    expect([inv.cgst, inv.sgst]).toEqual([0, 0]);
    expect(inv.igst).toBeGreaterThan(0);
    expect(inv.total).toBe(seen.total);
    // Each line's tax is what its rate puts inside its tax-inclusive amount; shipping (if any) at the highest rate.
    const paise = (rupees: number) => Math.round(rupees * 100);
    const items = seen.products.map((p: { price: number; quantity: number; gstRate: number }) => ({
      amount: paise(p.price) * p.quantity,
      rate: p.gstRate,
    }));
    if (seen.shipping) items.push({ amount: paise(seen.shipping), rate: 18 });
    const taxable = items.reduce((s: number, i: { amount: number; rate: number }) => s + Math.round((i.amount * 100) / (100 + i.rate)), 0);
    expect(paise(inv.taxable)).toBe(taxable);
    expect(paise(inv.taxable) + paise(inv.igst)).toBe(paise(seen.total));

    const pdf = await call(buyer.token, 'GET', `/orders/${order._id}/invoice.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Staff reach it from the back office; another customer does not.
    expect((await call(sales, 'GET', `/admin/orders/${order._id}/invoice.pdf`)).statusCode).toBe(200);
    const other = await signUpAndLogin(t.app, 'Other');
    expect((await call(other.token, 'GET', `/orders/${order._id}/invoice.pdf`)).statusCode).toBe(404);
    expect((await t.app.inject(`/orders/${order._id}/invoice.pdf`)).headers.location).toMatch(/^\/login\?next=/);

    // The shipping e-mail carries the invoice.
    const mail = await t.services.db
      .selectFrom('mails')
      .select(['body', 'payload'])
      .where('to_address', '=', buyer.email)
      .where('subject', 'like', '%has shipped')
      .executeTakeFirstOrThrow();
    expect(mail.body).toContain('Your GST invoice is attached.');
  });

  it('splits the tax into CGST and SGST within Maharashtra, and numbers invoices one after another', async () => {
    const { buyer, place } = await orderOne(52_499, 1, 'COD');
    const ship = async () => {
      const placed = await place();
      await call(sales, 'POST', `/api/admin/orders/${placed._id}/confirm`);
      await call(sales, 'POST', `/api/admin/orders/${placed._id}/ship`, { carrier: 'India Post', trackingNumber: 'EE123456789IN' });
      return (await call(buyer.token, 'GET', `/api/order/get/${placed._id}`)).json().order;
    };
    const first = await ship();
    const second = await ship();
    expect(first.invoice).toMatchObject({ placeOfSupply: '27-Maharashtra', igst: 0, total: 524.99 });
    const { cgst, sgst, taxable } = first.invoice;
    // 5 % inside ₹524.99: ₹499.99 taxable, ₹25.00 of tax split in halves.
    expect([taxable, cgst, sgst]).toEqual([499.99, 12.5, 12.5]);
    expect(Math.round((taxable + cgst + sgst) * 100)).toBe(52_499);
    const seq = (n: string) => Number(n.split('/').pop());
    expect(seq(second.invoice.number)).toBe(seq(first.invoice.number) + 1);
  });

  it('invoices an online order when it is paid, and gives a cancelled one a credit note', async () => {
    const { buyer, place } = await orderOne(30_000, 2, 'UPI');
    const placed = await place();
    const { id } = (await call(buyer.token, 'POST', '/api/order/create-razorpay-order', { orderId: placed._id })).json();
    const proof = await (t.services.payments as OfflinePaymentProvider).pay(id, 60_000);
    expect((await call(buyer.token, 'POST', '/api/order/verify-razorpay', proof)).statusCode).toBe(200);
    const paid = (await call(buyer.token, 'GET', `/api/order/get/${placed._id}`)).json().order;
    expect(paid.invoice).toMatchObject({ total: 600 });
    expect(paid.creditNote).toBeNull();
    expect((await call(buyer.token, 'GET', `/orders/${placed._id}/credit-note.pdf`)).json().message).toBe(MSG.creditNoteNotIssued);

    const cancelled = await call(buyer.token, 'POST', `/api/order/cancel/${placed._id}`);
    expect(cancelled.statusCode).toBe(200);
    const after = (await call(buyer.token, 'GET', `/api/order/get/${placed._id}`)).json().order;
    expect(after.creditNote.number).toMatch(/^CN\/\d{2}-\d{2}\/\d{6}$/);
    const note = await call(buyer.token, 'GET', `/orders/${placed._id}/credit-note.pdf`);
    expect(note.statusCode).toBe(200);
    expect(note.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
