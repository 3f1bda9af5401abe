import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNicEwayBills } from '../../adapters/ewaybill/nic';
import type { EwayBillRequest } from '../../adapters/ewaybill/types';
import { startEwayBillFake, type EwayBillFake } from '../fakes/ewaybill';
import { databases, staffToken, startTestApp, type TestApp } from '../setup/test-app';
import { bookForm, pdfText } from './shipping-helpers';
import { invoiceText, placedOrder } from './tax-documents-helpers';

// A consignment worth more than ₹50,000 moves with an e-way bill: made when
// staff book it with the courier, printed on the packing slip and the
// invoice. A smaller one needs none.

const SELLER_GSTIN = '27ABCDE1234F1Z0';
/** Six packs at ₹10,000: ₹60,000 with GST, above the threshold. */
const BIG = { method: 'UPI', pricePaise: 1_000_000, quantity: 6 };

describe.each(databases)('e-way bills on %s', (kind) => {
  let t: TestApp;
  let sales: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    sales = await staffToken(t, 'sales');
  });
  afterAll(() => t.close());

  const billOf = (id: string) => t.services.db.selectFrom('eway_bills').selectAll().where('order_id', '=', id).executeTakeFirst();
  const slipText = async (id: string) => {
    const res = await t.app.inject({ url: `/api/admin/orders/packing-slips?ids=${id}`, headers: { authorization: sales } });
    expect(res.statusCode, res.body).toBe(200);
    return pdfText(res.rawPayload);
  };

  it('makes an e-way bill for an order above ₹50,000 as it is booked, shown on the packing slip and the invoice', async () => {
    const { id, buyer } = await placedOrder(t, sales, BIG);
    expect(await billOf(id)).toBeUndefined();
    const booked = await bookForm(t, sales, [id]);
    expect(booked.json(), booked.body).toMatchObject({ ok: true });
    const bill = (await billOf(id))!;
    expect(bill.status).toBe('generated');
    expect(bill.number).toMatch(/^\d{12}$/);
    expect(Date.parse(bill.valid_until!)).toBeGreaterThan(Date.now());
    expect(await slipText(id)).toContain(`E-way bill No. ${bill.number}`);
    expect(await invoiceText(t, buyer.token, id)).toContain(`E-way bill No. ${bill.number}`);
    // Booked again (a second click): the same bill.
    await bookForm(t, sales, [id]);
    expect((await billOf(id))!.number).toBe(bill.number);
  });

  it('makes none for an order of ₹50,000 or less: the packing slip says nothing of it', async () => {
    const { id } = await placedOrder(t, sales, { gstin: '' });
    expect((await bookForm(t, sales, [id])).json()).toMatchObject({ ok: true });
    expect(await billOf(id)).toBeUndefined();
    expect(await slipText(id)).not.toContain('E-way bill');
  });

  it('books while the e-way bill system is down, warns on the packing slip, and makes the bill by the background job', async () => {
    const { settleTaxDocuments } = await import('../../server/tax-document-jobs');
    const { isOfflineEwayBills } = await import('../../adapters/ewaybill/index');
    const portal = t.services.ewaybill;
    if (!isOfflineEwayBills(portal)) throw new Error('the test e-way bill system should be offline');
    const { id } = await placedOrder(t, sales, BIG);
    portal.setDown(true);
    try {
      expect((await bookForm(t, sales, [id])).json()).toMatchObject({ ok: true });
    } finally {
      portal.setDown(false);
    }
    expect((await billOf(id))!.status).toBe('pending');
    expect(await slipText(id)).toContain('E-way bill pending');
    await settleTaxDocuments.run(t.services);
    const bill = (await billOf(id))!;
    expect(bill.status).toBe('generated');
    expect(await slipText(id)).toContain(`E-way bill No. ${bill.number}`);
  });
});

function consignment(docNo: string, toGstin = 'URP'): EwayBillRequest {
  return {
    supplyType: 'O',
    subSupplyType: '1',
    docType: 'INV',
    docNo,
    docDate: '26/11/2026',
    fromGstin: SELLER_GSTIN,
    fromPincode: 411045,
    fromStateCode: 27,
    toGstin,
    toPincode: 411005,
    toStateCode: 27,
    totalValue: 57142.86,
    cgstValue: 1428.57,
    sgstValue: 1428.57,
    igstValue: 0,
    totInvValue: 60000,
    transMode: '1',
    transDistance: '0',
    transporterId: '',
    transporterName: 'Delhivery',
    itemList: [
      {
        productName: 'VAM Granules',
        hsnCode: '3101',
        quantity: 6,
        qtyUnit: 'NOS',
        taxableAmount: 57142.86,
        cgstRate: 2.5,
        sgstRate: 2.5,
        igstRate: 0,
      },
    ],
  };
}

describe('the NIC e-way bill adapter against a local fake of the API', () => {
  let fake: EwayBillFake;
  beforeAll(async () => {
    fake = await startEwayBillFake();
  });
  afterAll(() => fake.close());
  const adapter = () =>
    createNicEwayBills({
      baseUrl: fake.url,
      clientId: fake.clientId,
      clientSecret: fake.clientSecret,
      username: fake.username,
      password: fake.password,
      gstin: SELLER_GSTIN,
    });

  it('logs in, makes a bill, answers the same bill for the same document (error 604), and logs in again for an expired token', async () => {
    const nic = adapter();
    const bill = await nic.generate(consignment('MB/26-27/000950'));
    expect(bill.number).toMatch(/^\d{12}$/);
    expect(Date.parse(bill.validUntil)).toBeGreaterThan(Date.parse(bill.generatedAt));
    expect(fake.logins).toBe(1);
    fake.expireTokens();
    const again = await nic.generate(consignment('MB/26-27/000950'));
    expect(again.number).toBe(bill.number);
    expect(fake.logins).toBe(2);
    expect(fake.bills).toHaveLength(1);
    await expect(nic.generate(consignment('MB/26-27/000951', 'NOT-A-GSTIN'))).rejects.toMatchObject({ reason: 'refused' });
  });

  it('makes the bill of a booked order from the shop running with EWAYBILL=nic, the courier as transporter', async () => {
    const t = await startTestApp('sqlite', {
      EWAYBILL: 'nic',
      EWAYBILL_API_URL: fake.url,
      EWAYBILL_CLIENT_ID: fake.clientId,
      EWAYBILL_CLIENT_SECRET: fake.clientSecret,
      EWAYBILL_USERNAME: fake.username,
      EWAYBILL_PASSWORD: fake.password,
    });
    try {
      const sales = await staffToken(t, 'sales');
      const { id } = await placedOrder(t, sales, BIG);
      expect((await bookForm(t, sales, [id])).json()).toMatchObject({ ok: true });
      const row = await t.services.db.selectFrom('eway_bills').selectAll().where('order_id', '=', id).executeTakeFirstOrThrow();
      const sent = fake.bills.find((b) => b.number === row.number)!;
      const courier = await t.services.db.selectFrom('orders').select('carrier').where('id', '=', id).executeTakeFirstOrThrow();
      expect(sent.body).toMatchObject({ docType: 'INV', totInvValue: 60000, transporterName: courier.carrier, toPincode: 411005 });
    } finally {
      await t.close();
    }
  });
});
