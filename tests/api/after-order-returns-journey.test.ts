import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfflineCourier } from '../../adapters/courier/index';
import { addMonths, today } from '../../db/lots';
import { approveReturn } from '../../domain/returns/decide';
import { receiveReturn } from '../../domain/returns/receive';
import { requestReturn } from '../../domain/returns/request';
import { returnCreditNotePdf } from '../../domain/returns/credit-note';
import { refundReturn } from '../../domain/returns/settle';
import { loadReturn } from '../../domain/returns/decide';
import { redeliveryDates } from '../../domain/shipping/redeliver';
import { databases, postForm, staffToken, startTestApp, type TestApp } from '../setup/test-app';
import { makeAddress, makeProduct, quickCustomer, stockOf } from './orders-helpers';
import { bookForm, eventsOf, offlineCourierOf, orderRow, pdfText } from './shipping-helpers';

// Issue 25's first journey, as the customer and the shop's staff walk it: a
// Cash on Delivery order shipped with the offline courier, a failed delivery
// and a new date chosen, delivered; then one damaged pack returned with a
// photo, approved with a reverse pickup, received back into its batch and
// refunded to the customer's UPI id with a credit note for that pack alone.
// The one amount and the one address are checked against the database at
// each step, and every step is in the order's history and the customer's messages.

describe.each(databases)('after the order: delivery and a return on %s', (kind) => {
  let t: TestApp;
  let sales: string;
  let catalogue: string;
  let courier: OfflineCourier;
  beforeAll(async () => {
    t = await startTestApp(kind);
    sales = await staffToken(t, 'sales');
    catalogue = await staffToken(t, 'catalogue');
    courier = offlineCourierOf(t);
  });
  afterAll(() => t.close());

  const db = () => t.services.db;
  const hook = async (awb: string) => {
    const { headers, body } = await courier.webhookFor(awb);
    const res = await t.app.inject({ method: 'POST', url: '/api/courier/webhook', headers, payload: body });
    expect(res.statusCode, res.body).toBe(200);
  };
  const topics = async (orderId: string) =>
    (
      await db()
        .selectFrom('outbox')
        .select(['topic', 'recipient_kind'])
        .where('order_id', '=', orderId)
        .orderBy('created_at')
        .orderBy('id')
        .execute()
    )
      .filter((m) => m.recipient_kind === 'customer' && m.topic.startsWith('order-'))
      .map((m) => m.topic);
  const staffMember = (email: string) =>
    db().selectFrom('staff').select(['id', 'email']).where('email_lower', '=', email).executeTakeFirstOrThrow();
  const lotOf = async (productId: string, batch: string) =>
    Number(
      (
        await db()
          .selectFrom('stock_lots')
          .select('quantity')
          .where('product_id', '=', productId)
          .where('batch', '=', batch)
          .executeTakeFirstOrThrow()
      ).quantity,
    );

  it('ships, fails, delivers on the chosen date, and takes one damaged pack back with a refund to UPI and a credit note', async () => {
    // The shop receives 10 packs of a batch; a farmer orders 2, Cash on Delivery, to his saved address.
    const product = await makeProduct(db(), { pricePaise: 52_000, stock: 0 });
    const received = await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${product.id}/stock`,
      headers: { authorization: catalogue },
      payload: {
        reason: 'received',
        quantity: '10',
        batch: 'KH-2611',
        manufacturedOn: addMonths(today(), -1),
        expiresOn: addMonths(today(), 12),
      },
    });
    expect(received.statusCode, received.body).toBe(200);
    const buyer = await quickCustomer(db(), 'Ramesh');
    const address = await makeAddress(db(), buyer.id);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/order/place',
      headers: { authorization: buyer.token },
      payload: { products: [{ productId: product.id, quantity: 2 }], paymentMethod: 'COD', address },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().order._id as string;
    const total = placed.json().order.total as number;
    let order = await orderRow(t, id);
    const shippedTo = JSON.parse(order.address_snapshot);
    expect(Number(order.total_paise)).toBe(total * 100);
    expect(Number(order.total_paise)).toBe(2 * 52_000 + Number(order.shipping_paise));
    expect(await lotOf(product.id, 'KH-2611')).toBe(8);

    // Sales confirm and book it with the courier: an AWB, a label that names it, the order packed.
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/confirm`, headers: { authorization: sales } })).statusCode,
    ).toBe(200);
    expect((await bookForm(t, sales, [id])).json().ok).toBe(true);
    order = await orderRow(t, id);
    const awb = order.tracking_number!;
    expect([order.state, awb]).toEqual(['packed', expect.stringMatching(/^\d{14}$/)]);
    const label = await t.app.inject({ url: `/api/admin/orders/${id}/label`, headers: { authorization: sales } });
    expect(await pdfText(label.rawPayload)).toContain(awb);
    const booking = await db().selectFrom('courier_shipments').select(['request']).where('awb', '=', awb).executeTakeFirstOrThrow();
    // The courier collects what the order says, at the address the order says.
    expect(JSON.parse(booking.request)).toMatchObject({
      payment: { method: 'cod', collectPaise: Number(order.total_paise) },
      consignee: { pin: shippedTo.pincode },
    });

    // The courier's webhook: picked up, on the way, out for delivery, and the farmer was not home.
    for (const s of ['picked_up', 'in_transit', 'out_for_delivery'] as const) await courier.advance(awb, s);
    await courier.advance(awb, 'delivery_failed', 'Consignee not available');
    await hook(awb);
    expect((await orderRow(t, id)).state).toBe('delivery_failed');

    // He chooses a new date on his order's delivery page; the courier comes again and delivers; he pays at the door.
    const date = redeliveryDates()[1];
    const chosen = await postForm(t, `/orders/${id}/delivery`, { date }, buyer.token);
    expect(chosen.json().ok, chosen.body).toBe(true);
    for (const s of ['out_for_delivery', 'delivered'] as const) await courier.advance(awb, s);
    await hook(awb);
    order = await orderRow(t, id);
    expect([order.state, order.status, order.payment_status]).toEqual(['delivered', 'Delivered', 'Paid']);
    expect(Number(order.total_paise)).toBe(total * 100);
    const invoice = await db()
      .selectFrom('invoices')
      .select('number')
      .where('order_id', '=', id)
      .where('kind', '=', 'invoice')
      .executeTakeFirstOrThrow();
    // Invoiced as it shipped, Cash on Delivery; the credit note below is a series of its own.
    expect(invoice.number).toMatch(/^MB\/\d{2}-\d{2}\/\d{6}$/);

    // One pack came damaged: he asks to return it for a refund to his UPI id, with a phone photo (4000 × 3000).
    const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#8a6d3b' } })
      .jpeg()
      .toBuffer();
    const line = (await db().selectFrom('order_lines').select('id').where('order_id', '=', id).executeTakeFirstOrThrow()).id;
    const asked = await requestReturn(t.services, buyer.id, id, {
      kind: 'refund',
      reason: 'damaged',
      quantities: { [line]: 1 },
      note: 'The bag was torn and wet.',
      photos: [photo],
      payout: { upi: 'ramesh.rao@okicici' },
    });
    expect(asked).toMatchObject({ state: 'requested', payoutMasked: 'ra•••@okicici', amountPaise: 52_000, photos: 1 });
    const stored = await db().selectFrom('returns').select(['payout_sealed']).where('id', '=', asked.id).executeTakeFirstOrThrow();
    expect(stored.payout_sealed).not.toContain('ramesh');
    const kept = await t.services.storage.get(`returns/${asked.id}/1.jpg`);
    const meta = await sharp(kept!).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBe(1280);

    // Sales approve it: the courier's reverse pickup is booked from his address to the shop.
    const salesStaff = await staffMember('sales@mitti.example');
    const approved = await approveReturn(t.services, salesStaff, asked.id);
    const pickupAwb = approved.pickupAwb!;
    const pickup = await db()
      .selectFrom('courier_shipments')
      .select(['kind', 'request'])
      .where('awb', '=', pickupAwb)
      .executeTakeFirstOrThrow();
    expect(pickup.kind).toBe('return');
    expect(JSON.parse(pickup.request)).toMatchObject({
      pickup: { pin: shippedTo.pincode },
      lines: [{ quantity: 1, unitPricePaise: 52_000 }],
    });

    // The courier collects it and brings it to the shop (its webhook), where sales receive it back into its batch.
    for (const s of ['picked_up', 'in_transit', 'out_for_delivery', 'delivered'] as const) await courier.advance(pickupAwb, s);
    await hook(pickupAwb);
    expect((await loadReturn(db(), asked.id)).ret.pickupStatus).toBe('delivered');
    expect((await orderRow(t, id)).state).toBe('delivered');
    await receiveReturn(t.services, salesStaff, asked.id, { [line]: { disposition: 'restock' } });
    expect(await lotOf(product.id, 'KH-2611')).toBe(9);
    expect(await stockOf(db(), product.id)).toBe(9);

    // The refund goes to his UPI id by bank transfer; its reference is recorded, with a credit note for that one pack.
    const refunded = await refundReturn(t.services, salesStaff, asked.id, { reference: 'UTR412345678901' });
    expect(refunded).toMatchObject({ state: 'refunded', refundPaise: 52_000, refundRef: 'UTR412345678901' });
    const note = await db().selectFrom('invoices').selectAll().where('return_id', '=', asked.id).executeTakeFirstOrThrow();
    expect([note.kind, note.order_id]).toEqual(['credit-note', id]);
    const { order: view } = await loadReturn(db(), asked.id);
    const pdf = await returnCreditNotePdf(view, refunded);
    const text = await pdfText(pdf!.pdf);
    expect(text).toContain(note.number);
    expect(text).toContain(`Against the invoice of order ${id.slice(-8).toUpperCase()}`);
    expect(text).toMatch(/Total credited ₹\s?520\.00/);
    expect(text).not.toContain('Delivery charges');
    // The order stays as sold: its amount, its address; its history and his messages tell every step.
    order = await orderRow(t, id);
    expect(Number(order.total_paise)).toBe(total * 100);
    expect(JSON.parse(order.address_snapshot)).toEqual(shippedTo);
    expect(await eventsOf(t, id)).toEqual([
      'place',
      'confirm',
      'pack',
      'ship',
      'in_transit',
      'out_for_delivery',
      'delivery_failed',
      'reattempt',
      'out_for_delivery',
      'deliver',
      'return_requested',
      'return_approved',
      'return_received',
      'return_refunded',
    ]);
    expect(await topics(id)).toEqual([
      'order-placed',
      'order-shipped',
      'order-delivery-failed',
      'order-delivered',
      'order-return-requested',
      'order-return-approved',
      'order-return-received',
      'order-refunded',
    ]);
    const audit = await db().selectFrom('audit_log').select('action').where('entity_id', '=', asked.id).execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['return.approve', 'return.receive', 'return.refund']);
    // A second click on the refund changes nothing.
    await expect(refundReturn(t.services, salesStaff, asked.id, { reference: 'UTR412345678901' })).rejects.toThrow();
    expect(await db().selectFrom('invoices').select('id').where('return_id', '=', asked.id).execute()).toHaveLength(1);
  });
});
