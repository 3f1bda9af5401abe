import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipInTransaction } from '../../domain/orders/fulfilment';
import { transition, type Actor } from '../../domain/orders/lifecycle';
import { ORDER_EVENT_NAMES, ORDER_STATES, STATUS_OF, canHappen, stateAfter, type OrderEvent } from '../../domain/orders/transitions';
import { sendOutbox } from '../../server/background';
import { databases, staffToken, startTestApp, type TestApp } from '../setup/test-app';
import { makeAddress, makeProduct, quickCustomer } from './orders-helpers';

// The order lifecycle on a real database (decision 034): transition() moves an
// order only along its table and refuses the rest with a 409 that says why;
// every step lands in the history with who made it; the messages a change
// causes are written in its transaction, so a change that fails writes none
// and one that commits is sent once, even when nobody sent it at the time.

const staffActor: Actor = { kind: 'staff', id: 'staff-1', email: 'sales@mitti.example' };
const DATA: Partial<Record<OrderEvent, object>> = {
  pay: { paymentId: 'pay_test' },
  pack: { carrier: 'Delhivery', trackingNumber: 'AWB1001' },
  ship: { carrier: 'Delhivery', trackingNumber: 'AWB1001' },
  delivery_failed: { reason: 'Door locked' },
  refund_queued: { paymentId: 'pay_test', amountPaise: 100 },
  refunded: { paymentId: 'pay_test', amountPaise: 100 },
  return_requested: { returnId: 'ret-1' },
  return_approved: { returnId: 'ret-1' },
  return_refused: { returnId: 'ret-1' },
  return_received: { returnId: 'ret-1' },
};

describe.each(databases)('the order lifecycle on %s', (kind) => {
  let t: TestApp;
  let sales: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    sales = await staffToken(t, 'sales');
  });
  afterAll(() => t.close());

  const move = (orderId: string, event: OrderEvent, data: object = DATA[event] ?? {}, actor: Actor = staffActor) =>
    t.services.db.transaction().execute((trx) => transition(trx, orderId, event, data as never, actor));
  const orderRow = (id: string) => t.services.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const historyOf = (id: string) =>
    t.services.db.selectFrom('order_history').selectAll().where('order_id', '=', id).orderBy('at').execute();
  const outboxOf = (id: string) =>
    t.services.db.selectFrom('outbox').selectAll().where('order_id', '=', id).orderBy('created_at').execute();

  async function codOrder(name = 'Farmer') {
    const buyer = await quickCustomer(t.services.db, name);
    const product = await makeProduct(t.services.db, { pricePaise: 30_000, stock: 10 });
    const address = await makeAddress(t.services.db, buyer.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/place',
      headers: { authorization: buyer.token },
      payload: { products: [{ productId: product.id, quantity: 1 }], paymentMethod: 'COD', address },
    });
    expect(res.statusCode).toBe(201);
    return { buyer, id: res.json().order._id as string };
  }

  it(
    'allows each event from exactly the states of its table, and refuses every other with a 409 that says why',
    { timeout: 120_000 },
    async () => {
      const { id } = await codOrder();
      let allowed = 0;
      for (const event of ORDER_EVENT_NAMES) {
        const online = event === 'pay' || event === 'switch_to_cod';
        for (const state of ORDER_STATES) {
          await t.services.db
            .updateTable('orders')
            .set({
              state,
              status: STATUS_OF[state],
              payment_method: online ? 'UPI' : 'COD',
              payment_status: online ? 'Unpaid' : 'Cash on Delivery',
              provider_payment_id: null,
            })
            .where('id', '=', id)
            .execute();
          const before = (await historyOf(id)).length;
          if (canHappen(state, event)) {
            expect(await move(id, event), `${event} from ${state}`).toMatchObject({ from: state, to: stateAfter(state, event) });
            const row = await orderRow(id);
            expect([row.state, row.status]).toEqual([stateAfter(state, event), STATUS_OF[stateAfter(state, event)]]);
            expect((await historyOf(id)).length).toBe(before + 1);
            allowed += 1;
          } else {
            await expect(move(id, event), `${event} from ${state}`).rejects.toMatchObject({
              kind: 'conflict',
              message: /cannot|not possible/,
            });
            expect((await orderRow(id)).state).toBe(state);
            expect((await historyOf(id)).length).toBe(before);
          }
        }
      }
      expect(allowed).toBeGreaterThan(40);
      await t.services.db.updateTable('orders').set({ state: 'shipped', status: 'Shipped' }).where('id', '=', id).execute();
      await expect(move(id, 'cancel')).rejects.toMatchObject({ message: 'An order that is Shipped cannot become Cancelled.' });
      await expect(move(id, 'return_requested')).rejects.toMatchObject({
        message: 'This step (return request) is not possible for an order that is shipped.',
      });
    },
  );

  it('writes every step to the history with its time, who made it and its details, and shows the customer the status they know', async () => {
    const { buyer, id } = await codOrder();
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/confirm`, headers: { authorization: sales } })).statusCode,
    ).toBe(200);
    await move(id, 'pack');
    await move(id, 'ship', { carrier: 'Delhivery', trackingNumber: 'AWB1001' }, { kind: 'courier', name: 'offline' });
    const courier: Actor = { kind: 'courier' };
    await move(id, 'in_transit', { location: 'Pune hub' }, courier);
    await move(id, 'out_for_delivery', {}, courier);
    await move(id, 'delivery_failed', { reason: 'Door locked', location: 'Pune 411005' }, courier);
    const seen = (await t.app.inject({ url: `/api/order/get/${id}`, headers: { authorization: buyer.token } })).json().order;
    expect(seen.status).toBe('Shipped');
    expect(seen.history.map((h: object) => Object.keys(h).sort().join())).toContain('at,note,status');
    expect(JSON.stringify(seen.history)).not.toContain('sales@mitti.example');
    // Staff see the finer state and who made each step.
    const staffPage = (await t.app.inject({ url: `/admin/orders/${id}`, headers: { authorization: sales } })).body;
    expect(staffPage).toContain('(not delivered)');
    expect(staffPage).toMatch(/Delivery failed: Door locked<span class="text-sm text-muted"> \(<!-- -->courier<!-- -->\)/);
    expect(staffPage).toContain('sales@mitti.example<!-- -->)');
    await move(id, 'reattempt', { date: '2026-12-05' }, { kind: 'customer', id: buyer.id });
    await move(id, 'out_for_delivery', {}, courier);
    await move(id, 'deliver', {}, courier);
    await move(id, 'return_requested', { returnId: 'ret-9' }, { kind: 'customer', id: buyer.id });

    const history = await historyOf(id);
    expect(history.map((h) => h.event)).toEqual([
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
    ]);
    expect(history.map((h) => h.actor_kind)).toEqual([
      'customer',
      'staff',
      'staff',
      'courier',
      'courier',
      'courier',
      'courier',
      'customer',
      'courier',
      'courier',
      'customer',
    ]);
    expect(history[1]).toMatchObject({ actor: 'sales@mitti.example', status: 'Confirmed', note: 'Confirmed' });
    expect(history[6]).toMatchObject({ status: 'Shipped', note: 'Delivery failed: Door locked' });
    expect(JSON.parse(history[6].details!)).toEqual({ reason: 'Door locked', location: 'Pune 411005' });
    expect(history[7].note).toBe('Delivery to be tried again on 2026-12-05');
    expect(history.map((h) => h.at)).toEqual([...history.map((h) => h.at)].sort());
    expect(new Set(history.map((h) => h.at)).size).toBe(history.length);
    expect(await orderRow(id)).toMatchObject({
      state: 'delivered',
      status: 'Delivered',
      payment_status: 'Paid',
      tracking_number: 'AWB1001',
    });

    // Each change queued its own messages: the customer's mails, and the sales mailbox for what someone must act on.
    const messages = await outboxOf(id);
    expect(messages.filter((m) => m.recipient_kind === 'customer').map((m) => m.topic)).toEqual([
      'order-placed',
      'order-shipped',
      'order-delivery-failed',
      'order-delivered',
      'order-return-requested',
    ]);
    expect(messages.filter((m) => m.recipient_kind === 'staff').map((m) => m.topic)).toEqual([
      'staff-delivery-failed',
      'staff-return-requested',
    ]);
    const failedMail = messages.find((m) => m.topic === 'order-delivery-failed')!;
    expect(failedMail.body).toContain('Door locked');
    expect(failedMail.body).toContain(`{site}/orders/${id}/delivery`);
    expect(new Set(messages.map((m) => m.history_id)).size).toBe(5);
  });

  it('writes no message when the change fails, and none twice for one change', async () => {
    const { id } = await codOrder();
    const queued = (await outboxOf(id)).length;
    // The change is made, then something after it in the same transaction fails: nothing of it stays.
    await expect(
      t.services.db.transaction().execute(async (trx) => {
        await transition(trx, id, 'cancel', {}, staffActor);
        throw new Error('stock could not be put back');
      }),
    ).rejects.toThrow('stock could not be put back');
    expect((await orderRow(id)).state).toBe('placed');
    expect(await outboxOf(id)).toHaveLength(queued);
    expect((await historyOf(id)).map((h) => h.event)).toEqual(['place']);
    // A refused change writes nothing either.
    await expect(move(id, 'deliver')).rejects.toMatchObject({ kind: 'conflict' });
    expect(await outboxOf(id)).toHaveLength(queued);
  });

  it('sends a message committed but never sent (a crash after the commit) once, from the worker', async () => {
    const { buyer, id } = await codOrder();
    const mailsTo = async () =>
      (await t.services.db.selectFrom('mails').select('subject').where('to_address', '=', buyer.email).execute()).map((m) => m.subject);
    const before = await mailsTo();
    // The change commits and the process stops before anyone sends its messages.
    await move(id, 'confirm');
    await t.services.db
      .transaction()
      .execute((trx) => shipInTransaction(trx, id, { carrier: 'India Post', trackingNumber: 'EE123456789IN' }, staffActor));
    expect((await outboxOf(id)).filter((m) => m.topic === 'order-shipped').map((m) => m.status)).toEqual(['pending']);
    expect(await mailsTo()).toEqual(before);

    // The next worker tick sends it; later ticks send nothing again.
    expect(await sendOutbox.run(t.services)).toBeGreaterThanOrEqual(1);
    await sendOutbox.run(t.services);
    const ref = id.slice(-8).toUpperCase();
    expect((await mailsTo()).filter((s) => s === `Order ${ref} has shipped`)).toHaveLength(1);
    const row = (await outboxOf(id)).find((m) => m.topic === 'order-shipped')!;
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    // The mail went with the site's address in its link, and with the GST invoice of a Cash on Delivery order that left.
    const mail = await t.services.db.selectFrom('mails').select('body').where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(mail.body).toContain(`${t.services.config.PUBLIC_URL}/orders/${id}`);
    expect(mail.body).toContain('Your GST invoice is attached.');
  });
});
