import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isOfflineEInvoicePortal, type OfflineEInvoicePortal } from '../../adapters/einvoice/index';
import { createIrpPortal } from '../../adapters/einvoice/irp';
import type { EInvoiceRequest } from '../../adapters/einvoice/types';
import { financialYear } from '../../domain/invoices/numbering';
import { orderDocumentFile } from '../../domain/orders/notices';
import { loadConfig } from '../../server/config';
import { settleTaxDocuments } from '../../server/tax-document-jobs';
import { startEInvoicePortalFake, type EInvoicePortalFake } from '../fakes/einvoice-portal';
import { databases, staffToken, startTestApp, type TestApp } from '../setup/test-app';
import { pdfText } from './shipping-helpers';
import { DEALER_GSTIN, eInvoiceRow, invoiceText, placedOrder, post, shipByHand } from './tax-documents-helpers';

// A dealer's invoice is registered with the GST invoice registration portal
// when it is issued: IRN, acknowledgement and signed QR printed on it. A
// portal that is down does not stop the parcel: the invoice is issued and the
// registration is retried. Cancelling the order within 24 hours cancels the
// IRN; after them the credit note stands alone.

const SELLER_GSTIN = '27ABCDE1234F1Z0';

describe.each(databases)('GST e-invoices on %s', (kind) => {
  let t: TestApp;
  let sales: string;
  let portal: OfflineEInvoicePortal;
  beforeAll(async () => {
    t = await startTestApp(kind);
    sales = await staffToken(t, 'sales');
    if (!isOfflineEInvoicePortal(t.services.einvoice)) throw new Error('the test portal should be offline');
    portal = t.services.einvoice;
  });
  afterAll(() => t.close());

  const invoiceOf = (id: string) =>
    t.services.db.selectFrom('invoices').selectAll().where('order_id', '=', id).where('kind', '=', 'invoice').executeTakeFirstOrThrow();

  it('registers a dealer’s Cash on Delivery invoice as it ships: an IRN made as the portal makes it, printed with its Ack No', async () => {
    const { id, buyer } = await placedOrder(t, sales);
    await shipByHand(t, sales, id);
    const row = (await eInvoiceRow(t, id))!;
    expect(row.status).toBe('registered');
    const invoice = await invoiceOf(id);
    const expected = createHash('sha256')
      .update(`${SELLER_GSTIN}${financialYear(new Date(invoice.issued_at))}INV${invoice.number}`)
      .digest('hex');
    expect(row.irn).toBe(expected);
    expect(row.ack_no).toMatch(/^\d{15}$/);
    // The signed QR carries the invoice's facts for a verifier app.
    const qr = JSON.parse(JSON.parse(Buffer.from(row.signed_qr!.split('.')[1], 'base64url').toString()).data);
    expect(qr).toMatchObject({ SellerGstin: SELLER_GSTIN, BuyerGstin: DEALER_GSTIN, DocNo: invoice.number, DocTyp: 'INV', Irn: expected });
    const text = await invoiceText(t, buyer.token, id);
    expect(text).toContain(`IRN ${expected}`);
    expect(text).toContain(`Ack No. ${row.ack_no}`);
    // The invoice mailed with the shipping message carries it too, and staff see it on the order.
    const mailed = await orderDocumentFile(t.services.db, { orderId: id, kind: 'invoice' });
    expect(await pdfText(mailed!.content)).toContain(`IRN ${expected}`);
    const page = await t.app.inject({ url: `/admin/orders/${id}`, headers: { authorization: sales, accept: 'text/html' } });
    expect(page.body).toContain(`IRN ${expected}`);
    // Asked again (a second job run), the registration stays the same.
    await settleTaxDocuments.run(t.services);
    expect((await eInvoiceRow(t, id))!.irn).toBe(expected);
  });

  it('does not register a farmer’s invoice (no GSTIN): the invoice prints no IRN', async () => {
    const { id, buyer } = await placedOrder(t, sales, { gstin: '' });
    await shipByHand(t, sales, id);
    expect(await eInvoiceRow(t, id)).toBeUndefined();
    expect(await invoiceText(t, buyer.token, id)).not.toContain('IRN');
  });

  it('ships and invoices while the portal is down; the background job registers the invoice later', async () => {
    const { id, buyer } = await placedOrder(t, sales);
    portal.setDown(true);
    try {
      await shipByHand(t, sales, id);
    } finally {
      portal.setDown(false);
    }
    const pending = (await eInvoiceRow(t, id))!;
    // A portal that is down does not count against the invoice: it is asked again until it answers.
    expect([pending.status, pending.irn, pending.attempts]).toEqual(['pending', null, 0]);
    expect(pending.last_error).toMatch(/not answering/);
    const page = await t.app.inject({ url: `/admin/orders/${id}`, headers: { authorization: sales, accept: 'text/html' } });
    expect(page.body).toContain('waiting for the GST portal');
    expect(await invoiceText(t, buyer.token, id)).not.toContain('IRN');
    expect(await settleTaxDocuments.run(t.services)).toBeGreaterThanOrEqual(1);
    const row = (await eInvoiceRow(t, id))!;
    expect(row.status).toBe('registered');
    expect(await invoiceText(t, buyer.token, id)).toContain(`IRN ${row.irn}`);
  });

  it('cancels the IRN when a paid dealer’s order is cancelled within 24 hours; after them the credit note stands alone', async () => {
    const { id, buyer } = await placedOrder(t, sales, { method: 'UPI' });
    // Invoiced by the payment; registered by the job.
    expect((await eInvoiceRow(t, id))!.status).toBe('pending');
    await settleTaxDocuments.run(t.services);
    expect((await eInvoiceRow(t, id))!.status).toBe('registered');
    expect((await post(t, `/api/admin/orders/${id}/cancel`, sales)).statusCode).toBe(200);
    const cancelled = (await eInvoiceRow(t, id))!;
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.cancelled_at).not.toBeNull();
    expect(await invoiceText(t, buyer.token, id)).toContain('E-invoice cancelled');

    const late = await placedOrder(t, sales, { method: 'UPI' });
    await settleTaxDocuments.run(t.services);
    const dayAgo = new Date(Date.now() - 25 * 3600_000).toISOString();
    await t.services.db.updateTable('e_invoices').set({ ack_date: dayAgo }).where('order_id', '=', late.id).execute();
    expect((await post(t, `/api/admin/orders/${late.id}/cancel`, sales)).statusCode).toBe(200);
    expect((await eInvoiceRow(t, late.id))!.status).toBe('cancel-expired');
    const credit = await t.services.db.selectFrom('invoices').select('kind').where('order_id', '=', late.id).execute();
    expect(credit.map((c) => c.kind).sort()).toEqual(['credit-note', 'invoice']);
  });
});

/** An invoice in the portal's schema, as the shop sends it. */
function request(no: string, buyer = DEALER_GSTIN): EInvoiceRequest {
  return {
    Version: '1.1',
    TranDtls: { TaxSch: 'GST', SupTyp: 'B2B' },
    DocDtls: { Typ: 'INV', No: no, Dt: '26/11/2026' },
    SellerDtls: { Gstin: SELLER_GSTIN, LglNm: 'Mitti Biotech', Addr1: 'Office 402', Loc: 'Pune', Pin: 411045, Stcd: '27' },
    BuyerDtls: { Gstin: buyer, LglNm: 'Krishi Seva Kendra', Pos: '27', Addr1: '12 FC Road', Loc: 'Pune', Pin: 411005, Stcd: '27' },
    ItemList: [
      {
        SlNo: '1',
        PrdDesc: 'VAM Granules',
        IsServc: 'N',
        HsnCd: '3101',
        Qty: 2,
        Unit: 'NOS',
        UnitPrice: 495.24,
        TotAmt: 990.48,
        Discount: 0,
        AssAmt: 990.48,
        GstRt: 5,
        IgstAmt: 0,
        CgstAmt: 24.76,
        SgstAmt: 24.76,
        TotItemVal: 1040,
      },
    ],
    ValDtls: { AssVal: 990.48, CgstVal: 24.76, SgstVal: 24.76, IgstVal: 0, TotInvVal: 1040 },
  };
}

describe('the IRP adapter against a local fake of the portal', () => {
  let fake: EInvoicePortalFake;
  beforeAll(async () => {
    fake = await startEInvoicePortalFake();
  });
  afterAll(() => fake.close());
  const adapter = (password = fake.password) =>
    createIrpPortal({
      baseUrl: fake.url,
      clientId: fake.clientId,
      clientSecret: fake.clientSecret,
      username: fake.username,
      password,
      gstin: SELLER_GSTIN,
    });

  it('logs in, registers, takes a duplicate as the registration it lost, logs in again for an expired token, and cancels', async () => {
    const irp = adapter();
    const first = await irp.register(request('MB/26-27/000901'));
    expect(fake.logins).toBe(1);
    expect(first.irn).toBe(createHash('sha256').update(`${SELLER_GSTIN}2026-27INVMB/26-27/000901`).digest('hex'));
    expect(first.ackNo).toMatch(/^\d{15}$/);
    expect(first.signedQrCode.split('.')).toHaveLength(3);
    // A timeout after the portal registered it: asked again, error 2150 answers the same IRN and acknowledgement.
    const again = await irp.register(request('MB/26-27/000901'));
    expect([again.irn, again.ackNo, again.signedQrCode]).toEqual([first.irn, first.ackNo, first.signedQrCode]);
    expect(fake.registrations).toHaveLength(1);
    fake.expireTokens();
    await irp.cancel(first.irn, 'orderCancelled');
    expect(fake.logins).toBe(2);
    expect(fake.registrations[0].cancelled).toBe(true);
    await expect(irp.cancel(first.irn, 'orderCancelled')).rejects.toThrow(/9999: Invoice is not active/);
  });

  it('reports the portal’s reasons: a bad buyer GSTIN, a cancellation after 24 hours, wrong credentials', async () => {
    const irp = adapter();
    await expect(irp.register(request('MB/26-27/000902', '27AAGCK4321M1Z'))).rejects.toMatchObject({
      reason: 'refused',
      message: expect.stringContaining('2265'),
    });
    const reg = await irp.register(request('MB/26-27/000903'));
    fake.ageAll(25 * 3600_000);
    await expect(irp.cancel(reg.irn, 'orderCancelled')).rejects.toThrow(/2270/);
    await expect(adapter('wrong').register(request('MB/26-27/000904'))).rejects.toThrow(/refused the login/);
  });

  it('will not start with EINVOICE=irp or EWAYBILL=nic without their accounts, naming what is missing', () => {
    expect(() => loadConfig({ EINVOICE: 'irp', EINVOICE_API_URL: fake.url })).toThrow(
      'Invalid configuration: EINVOICE=irp needs EINVOICE_CLIENT_ID, EINVOICE_CLIENT_SECRET, EINVOICE_USERNAME, EINVOICE_PASSWORD',
    );
    expect(() => loadConfig({ EWAYBILL: 'nic' })).toThrow(/EWAYBILL=nic needs EWAYBILL_API_URL, EWAYBILL_CLIENT_ID/);
  });

  it('registers a dealer’s invoice from the shop running with EINVOICE=irp', async () => {
    const t = await startTestApp('sqlite', {
      EINVOICE: 'irp',
      EINVOICE_API_URL: fake.url,
      EINVOICE_CLIENT_ID: fake.clientId,
      EINVOICE_CLIENT_SECRET: fake.clientSecret,
      EINVOICE_USERNAME: fake.username,
      EINVOICE_PASSWORD: fake.password,
    });
    try {
      const sales = await staffToken(t, 'sales');
      const { id, buyer } = await placedOrder(t, sales);
      await shipByHand(t, sales, id);
      const row = (await eInvoiceRow(t, id))!;
      expect(row.status).toBe('registered');
      const sent = fake.registrations.find((r) => r.irn === row.irn)!;
      expect(sent.body).toMatchObject({ BuyerDtls: { Gstin: DEALER_GSTIN }, DocDtls: { Typ: 'INV' } });
      expect(await invoiceText(t, buyer.token, id)).toContain(`Ack No. ${sent.ackNo}`);
    } finally {
      await t.close();
    }
  });

  it('registers nothing for a shop below the e-invoicing turnover (EINVOICE=off): the invoice is issued without an IRN', async () => {
    const t = await startTestApp('sqlite', { EINVOICE: 'off' });
    try {
      const sales = await staffToken(t, 'sales');
      const { id, buyer } = await placedOrder(t, sales);
      await shipByHand(t, sales, id);
      expect((await eInvoiceRow(t, id))!.status).toBe('not-required');
      const text = await invoiceText(t, buyer.token, id);
      expect(text).toContain('TAX INVOICE');
      expect(text).not.toContain('IRN');
    } finally {
      await t.close();
    }
  });
});
