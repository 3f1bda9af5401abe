import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OfflinePaymentProvider } from '../../adapters/payments/index';
import { addMonths, today } from '../../db/lots';
import { formatInr } from '../../domain/money';
import { orderRef } from '../../domain/order-ref';
import { orderWithCustomer } from '../../domain/orders/views';
import { RETURN_STAFF_MSG } from '../../domain/returns/messages';
import { requestReturn, type ReturnRequestInput } from '../../domain/returns/request';
import { returnableOf, returnsOfOrder } from '../../domain/returns/returns';
import { databases, staffToken, startTestApp, type TestApp } from '../setup/test-app';
import { makeAddress, makeProduct, quickCustomer } from './orders-helpers';
import { makePromotion } from './promotions-helpers';

// Owner and sales settle returns at /admin/returns: the list of those to act
// on, and each return's page where they approve (the reverse pickup booked) or
// refuse with a note, receive and inspect each line (back into its batch or
// written off with a reason), then refund (to the online payment through the
// provider, or a recorded bank transfer to the UPI id the customer gave, shown
// whole only on request and audited) or send the replacement. The returns
// policy is theirs to edit. Other roles may not open any of it.

describe.each(databases)('returns in the back office on %s', (kind) => {
  let t: TestApp;
  let sales: string;
  let catalogue: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    sales = await staffToken(t, 'sales');
    catalogue = await staffToken(t, 'catalogue');
  });
  afterAll(() => t.close());

  const db = () => t.services.db;
  const page = (url: string, token = sales) => t.app.inject({ url, headers: { accept: 'text/html', authorization: token } });
  /** A form of the return's page posted as an island posts it (JSON answer), or as a browser without JavaScript (the page). */
  const post = (url: string, fields: [string, string][], { token = sales, html = false } = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: new URLSearchParams(fields).toString(),
      headers: {
        authorization: token,
        accept: html ? 'text/html' : 'application/json',
        origin: t.services.config.PUBLIC_URL,
        'content-type': 'application/x-www-form-urlencoded',
      },
    });
  const api = (url: string, token: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: { authorization: token }, ...(payload ? { payload } : {}) });

  /** A product with `stock` packs in batch `batch`, sold `quantity` at a time to a new customer, delivered. */
  async function deliveredOrder({ method = 'COD', quantity = 2, sale = 0 } = {}) {
    const product = await makeProduct(db(), { pricePaise: 52_000, stock: 0 });
    const batch = `B-${product.id.slice(-6).toUpperCase()}`;
    const received = await api(`/api/admin/products/${product.id}/stock`, await staffToken(t, 'catalogue', `cat-${batch}@mitti.example`), {
      reason: 'received',
      quantity: '10',
      batch,
      manufacturedOn: addMonths(today(), -1),
      expiresOn: addMonths(today(), 12),
    });
    expect(received.statusCode, received.body).toBe(200);
    if (sale) await makePromotion(db(), { kind: 'sale', percent_off: sale, products: [product.id], title: 'Kharif sale' });
    const buyer = await quickCustomer(db(), 'Ramesh');
    const address = await makeAddress(db(), buyer.id);
    const placed = await api('/api/order/place', buyer.token, {
      products: [{ productId: product.id, quantity }],
      paymentMethod: method,
      address,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().order._id as string;
    if (method === 'COD') {
      expect((await api(`/api/admin/orders/${id}/confirm`, sales)).statusCode).toBe(200);
    } else {
      const providerOrder = (await api('/api/order/create-razorpay-order', buyer.token, { orderId: id })).json().id as string;
      const total = (await db().selectFrom('orders').select('total_paise').where('id', '=', id).executeTakeFirstOrThrow()).total_paise;
      const proof = (t.services.payments as OfflinePaymentProvider).pay(providerOrder, Number(total));
      expect((await api('/api/order/verify-razorpay', buyer.token, proof)).statusCode).toBe(200);
    }
    const shipped = await api(`/api/admin/orders/${id}/ship`, sales, { carrier: 'Delhivery', trackingNumber: `DLV${id.slice(-9)}` });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect((await api(`/api/admin/orders/${id}/deliver`, sales)).statusCode).toBe(200);
    const line = await db().selectFrom('order_lines').selectAll().where('order_id', '=', id).executeTakeFirstOrThrow();
    return { buyer, product, batch, id, line };
  }

  const ask = (o: Awaited<ReturnType<typeof deliveredOrder>>, input: Partial<ReturnRequestInput> & { packs?: number } = {}) =>
    requestReturn(t.services, o.buyer.id, o.id, {
      kind: 'refund',
      reason: 'short',
      note: '',
      photos: [],
      payout: {},
      quantities: { [o.line.id]: input.packs ?? 1 },
      ...input,
    });

  const packStock = async (variantId: string) =>
    Number((await db().selectFrom('product_variants').select('stock').where('id', '=', variantId).executeTakeFirstOrThrow()).stock);
  const lotOf = async (batch: string) =>
    Number((await db().selectFrom('stock_lots').select('quantity').where('batch', '=', batch).executeTakeFirstOrThrow()).quantity);
  const returnRow = (id: string) => db().selectFrom('returns').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const historyOf = async (orderId: string) =>
    (await db().selectFrom('order_history').select('event').where('order_id', '=', orderId).orderBy('at').execute()).map((r) => r.event);
  const auditOf = async (returnId: string) =>
    (
      await db()
        .selectFrom('audit_log')
        .select(['action', 'staff_email'])
        .where('entity_id', '=', returnId)
        .orderBy('at')
        .orderBy('id')
        .execute()
    ).map((r) => `${r.action} by ${r.staff_email}`);
  const customerMessages = (orderId: string) =>
    db()
      .selectFrom('outbox')
      .select(['topic', 'channel', 'body'])
      .where('order_id', '=', orderId)
      .where('recipient_kind', '=', 'customer')
      .orderBy('created_at')
      .orderBy('id')
      .execute();

  it('takes a Cash on Delivery return from the list through approval, inspection and a refund to the UPI id, once', async () => {
    const o = await deliveredOrder({ sale: 10 });
    // The sale took 10% off the line: the refund is what the customer paid for the pack.
    expect(Number(o.line.discount_paise)).toBe(10_400);
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#8a5a2b' } })
      .jpeg()
      .toBuffer();
    const ret = await ask(o, { reason: 'damaged', note: 'The bag was torn and wet', photos: [photo], payout: { upi: 'ramesh.k@okicici' } });
    const url = `/admin/returns/${ret.id}`;
    expect(ret.amountPaise).toBe(46_800);

    // The list shows it among those to act on, with the order, the customer, the reason, the amount and a link.
    const list = (await page('/admin/returns')).body;
    expect(list).toContain(orderRef(o.id));
    expect(list).toContain('Ramesh Rao');
    expect(list).toContain('Damaged or leaking');
    expect(list).toContain(formatInr(46_800));
    expect(list).toContain(`href="${url}"`);
    expect((await page('/admin/returns?state=refunded')).body).not.toContain(`href="${url}"`);
    // The menu leads there; the dashboard counts it as waiting; the order's page links to it.
    expect((await page('/admin')).body).toMatch(/admin-tile-value">\d+<\/span> <a href="\/admin\/returns">returns waiting/);
    expect((await page(`/admin/orders/${o.id}`)).body).toContain(`href="${url}"`);

    let shown = (await page(url)).body;
    expect(shown).toContain('The bag was torn and wet');
    expect(shown).toContain(`src="${url}/photos/1.jpg"`);
    expect(shown).toContain(`href="/admin/orders/${o.id}"`);
    expect(shown).not.toContain('ramesh.k@okicici');

    // Approved: the reverse pickup's AWB, the order's history, the audit log, the customer's message.
    const approved = await post(url, [
      ['intent', 'approve'],
      ['note', 'The courier will collect it tomorrow'],
    ]);
    expect(approved.json().ok, approved.body).toBe(true);
    const awb = (await returnRow(ret.id)).pickup_awb!;
    expect(awb).toBeTruthy();
    expect(approved.json().toast.text).toContain(awb);
    shown = (await page(url)).body;
    expect(shown).toContain(awb);
    expect(shown).toContain('Received and inspected');
    expect(await historyOf(o.id)).toContain('return_approved');
    expect(await auditOf(ret.id)).toEqual(['return.approve by sales@mitti.example']);
    expect((await customerMessages(o.id)).map((m) => m.topic)).toContain('order-return-approved');

    // Inspected: a line written off needs its reason; back into stock, it goes back into its batch.
    const [stockBefore, lotBefore] = [await packStock(o.product.variantId), await lotOf(o.batch)];
    const noReason = await post(url, [
      ['intent', 'receive'],
      ['line', o.line.id],
      ['disposition', 'write_off'],
      ['reason', ''],
    ]);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().toast.text).toBe(RETURN_STAFF_MSG.writeOffReason.replace('{name}', `${o.product.title} (1 kg)`));
    expect((await returnRow(ret.id)).state).toBe('approved');
    const received = await post(url, [
      ['intent', 'receive'],
      ['line', o.line.id],
      ['disposition', 'restock'],
      ['reason', ''],
    ]);
    expect(received.json().ok, received.body).toBe(true);
    expect([await packStock(o.product.variantId), await lotOf(o.batch)]).toEqual([stockBefore + 1, lotBefore + 1]);

    // The account shows masked; opening it whole is audited and never kept in the page afterwards.
    shown = (await page(url)).body;
    expect(shown).toContain('data-testid="payout-masked">ra•••@okicici');
    const revealed = await post(url, [['intent', 'reveal']], { html: true });
    expect(revealed.statusCode).toBe(200);
    expect(revealed.body).toContain('data-testid="payout-full">ramesh.k@okicici');
    expect(await auditOf(ret.id)).toContain('return.payout.reveal by sales@mitti.example');
    expect((await page(url)).body).not.toContain('ramesh.k@okicici');

    // The bank transfer's reference is required; then it is refunded once, with a credit note and the customer told.
    const noUtr = await post(url, [
      ['intent', 'refund'],
      ['reference', ''],
    ]);
    expect([noUtr.statusCode, noUtr.json().errors]).toEqual([400, { reference: RETURN_STAFF_MSG.referenceNeeded }]);
    const refund = () =>
      post(url, [
        ['intent', 'refund'],
        ['reference', 'UTR426112345678'],
      ]);
    const [first, second] = [await refund(), await refund()];
    expect(first.json().ok, first.body).toBe(true);
    expect(second.statusCode).toBe(409);
    expect(await returnRow(ret.id)).toMatchObject({ state: 'refunded', refund_paise: 46_800, refund_ref: 'UTR426112345678' });
    const notes = await db().selectFrom('invoices').select(['number', 'kind']).where('return_id', '=', ret.id).execute();
    expect(notes).toHaveLength(1);
    expect((await historyOf(o.id)).filter((e) => e === 'return_refunded')).toHaveLength(1);
    expect((await customerMessages(o.id)).filter((m) => m.topic === 'order-refunded').length).toBeGreaterThan(0);
    shown = (await page(url)).body;
    expect(shown).toContain(`href="${url}/credit-note.pdf"`);
    expect(shown).toContain('UTR426112345678');
    expect(await auditOf(ret.id)).toEqual([
      'return.approve by sales@mitti.example',
      'return.receive by sales@mitti.example',
      'return.payout.reveal by sales@mitti.example',
      'return.refund by sales@mitti.example',
    ]);
    // Settled: no longer among those to act on.
    expect((await page('/admin/returns')).body).not.toContain(`href="${url}"`);
    expect((await page('/admin/returns?state=refunded')).body).toContain(`href="${url}"`);
  });

  it('refuses only with a note, and the customer reads it', async () => {
    const o = await deliveredOrder();
    const ret = await ask(o, { payout: { upi: 'farmer@oksbi' } });
    const url = `/admin/returns/${ret.id}`;
    const bare = await post(url, [
      ['intent', 'refuse'],
      ['note', '  '],
    ]);
    expect([bare.statusCode, bare.json().toast.text]).toEqual([400, RETURN_STAFF_MSG.noteNeeded]);
    // Without JavaScript the page comes back with the message beside the field.
    const page400 = await post(
      url,
      [
        ['intent', 'refuse'],
        ['note', ''],
      ],
      { html: true },
    );
    expect(page400.statusCode).toBe(400);
    expect(page400.body).toContain(RETURN_STAFF_MSG.noteNeeded);
    const note = 'All 2 packs were in the parcel when the courier scanned it';
    const refused = await post(url, [
      ['intent', 'refuse'],
      ['note', note],
    ]);
    expect(refused.json().ok, refused.body).toBe(true);
    expect((await returnRow(ret.id)).state).toBe('refused');
    const told = (await customerMessages(o.id)).filter((m) => m.topic === 'order-return-refused');
    expect(told.length).toBeGreaterThan(0);
    expect(told.every((m) => m.body.includes(note))).toBe(true);
    expect(await historyOf(o.id)).toContain('return_refused');
    expect(await auditOf(ret.id)).toEqual(['return.refuse by sales@mitti.example']);
  });

  it('refunds an online payment through the payment provider, once, however often it is clicked', async () => {
    const o = await deliveredOrder({ method: 'UPI' });
    const ret = await ask(o);
    expect(ret.refundTo).toBe('original');
    const url = `/admin/returns/${ret.id}`;
    expect((await post(url, [['intent', 'approve']])).json().ok).toBe(true);
    const received = await post(url, [
      ['intent', 'receive'],
      ['line', o.line.id],
      ['disposition', 'restock'],
      ['reason', ''],
    ]);
    expect(received.json().ok, received.body).toBe(true);
    expect((await page(url)).body.replaceAll('<!-- -->', '')).toContain(`Refund ${formatInr(52_000)} to the original payment`);
    const refund = vi.spyOn(t.services.payments, 'refund');
    try {
      const answers = await Promise.all([1, 2, 3].map(() => post(url, [['intent', 'refund']])));
      expect(answers.filter((a) => a.statusCode === 200 && a.json().ok)).toHaveLength(1);
      expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(2);
      const payment = (await db().selectFrom('orders').select('provider_payment_id').where('id', '=', o.id).executeTakeFirstOrThrow())
        .provider_payment_id;
      expect(refund.mock.calls).toEqual([[payment, 52_000]]);
    } finally {
      refund.mockRestore();
    }
    const row = await returnRow(ret.id);
    expect(row).toMatchObject({ state: 'refunded', refund_paise: 52_000, refund_ref: expect.stringMatching(/^rfnd_/) });
  });

  it('sends a replacement: a free order of the same packs, taken from stock, linked from the return', async () => {
    const o = await deliveredOrder();
    const ret = await ask(o, { kind: 'replace', packs: 2 });
    const url = `/admin/returns/${ret.id}`;
    await post(url, [['intent', 'approve']]);
    const received = await post(url, [
      ['intent', 'receive'],
      ['line', o.line.id],
      ['disposition', 'write_off'],
      ['reason', 'Bags torn open'],
    ]);
    expect(received.json().ok, received.body).toBe(true);
    const before = await packStock(o.product.variantId);
    const sent = await post(url, [['intent', 'replace']]);
    expect(sent.json().ok, sent.body).toBe(true);
    const replacementId = (await returnRow(ret.id)).replacement_order_id!;
    const replacement = await db().selectFrom('orders').selectAll().where('id', '=', replacementId).executeTakeFirstOrThrow();
    expect([replacement.replacement_of, Number(replacement.total_paise)]).toEqual([o.id, 0]);
    expect(await packStock(o.product.variantId)).toBe(before - 2);
    expect((await page(url)).body).toContain(`href="/admin/orders/${replacementId}"`);
    expect((await post(url, [['intent', 'replace']])).statusCode).toBe(409);
    expect(await db().selectFrom('orders').select('id').where('replacement_of', '=', o.id).execute()).toHaveLength(1);
  });

  it('lets sales edit the returns policy, audited: a reason switched off is no longer offered', async () => {
    const policy = (fields: Record<string, string>) =>
      post(
        '/admin/returns/policy',
        Object.entries({
          'enabled-damaged': '1',
          'days-damaged': '10',
          'photo-damaged': '1',
          'enabled-wrong': '1',
          'days-wrong': '7',
          'photo-wrong': '1',
          'enabled-expired': '1',
          'days-expired': '7',
          'enabled-short': '1',
          'days-short': '3',
          ...fields,
        }).filter(([, v]) => v !== ''),
      );
    const tooLong = await policy({ 'days-wrong': '90' });
    expect([tooLong.statusCode, tooLong.json().errors]).toEqual([400, { 'days-wrong': RETURN_STAFF_MSG.policyDays }]);
    const saved = await policy({ 'enabled-short': '' });
    expect(saved.json().ok, saved.body).toBe(true);
    const rows = await db().selectFrom('return_policy').selectAll().orderBy('reason').execute();
    expect(rows.map((r) => [r.reason, Number(r.days), Number(r.enabled), Number(r.photo_required)])).toEqual([
      ['damaged', 10, 1, 1],
      ['expired', 7, 1, 0],
      ['short', 3, 0, 0],
      ['wrong', 7, 1, 1],
    ]);
    expect(await db().selectFrom('audit_log').select('staff_email').where('action', '=', 'returns.policy').execute()).toEqual([
      { staff_email: 'sales@mitti.example' },
    ]);
    const form = (await page('/admin/returns/policy')).body;
    expect(form).toContain('value="10"');

    const o = await deliveredOrder();
    const order = (await orderWithCustomer(db(), o.id))!.order;
    const { reasons } = await returnableOf(db(), order, await returnsOfOrder(db(), order));
    expect(reasons.map((r) => r.reason)).toEqual(['damaged', 'wrong', 'expired']);
    await expect(ask(o, { reason: 'short' })).rejects.toMatchObject({ kind: 'invalid' });
    expect((await policy({})).json().ok).toBe(true);
  });

  it('keeps returns to owner and sales: another role gets 403 on every page and action', async () => {
    const o = await deliveredOrder();
    const ret = await ask(o, { payout: { upi: 'hidden.id@okaxis' } });
    for (const url of ['/admin/returns', `/admin/returns/${ret.id}`, '/admin/returns/policy'])
      expect((await page(url, catalogue)).statusCode, url).toBe(403);
    const tried = await post(`/admin/returns/${ret.id}`, [['intent', 'reveal']], { token: catalogue, html: true });
    expect(tried.statusCode).toBe(403);
    expect(tried.body).not.toContain('hidden.id@okaxis');
    expect(await auditOf(ret.id)).toEqual([]);
    // The owner may: the menu shows Returns to them too.
    const owner = await staffToken(t, 'owner');
    expect((await page('/admin/orders', owner)).body).toContain('href="/admin/returns"');
    expect((await page('/admin/orders', catalogue)).statusCode).toBe(403);
  });
});
