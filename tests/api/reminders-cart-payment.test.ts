import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder } from '../../domain/orders/orders';
import { createPaymentOrder, offlineCheckout } from '../../domain/payments/payments';
import { nextMorning } from '../../domain/reminders/clock';
import { setCartConsent } from '../../domain/reminders/recipients';
import { runReminders } from '../../domain/reminders/worker';
import { databases, startTestApp, type TestApp } from '../setup/test-app';
import { makeAddress, makeProduct, putInCart, quickCustomer } from './orders-helpers';

// A cart left for a day gets one reminder, only with the customer's consent
// and not once it was ordered; an online payment that failed gets one link to
// pay again or switch to Cash on Delivery. The worker runs at 10:00 IST.

const NOW = new Date(nextMorning(new Date()).getTime() + 2 * 3_600_000);
const hoursBefore = (h: number) => new Date(NOW.getTime() - h * 3_600_000).toISOString();

describe.each(databases)('cart and payment reminders on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const leftCart = async (name: string, hours = 25) => {
    const db = t.services.db;
    const c = await quickCustomer(db, name);
    const p = await makeProduct(db, { stock: 10 });
    await putInCart(db, c.id, p.id, 2);
    await db
      .updateTable('carts')
      .set({ updated_at: hoursBefore(hours) })
      .where('user_id', '=', c.id)
      .execute();
    return { c, p };
  };
  const sentTo = (to: string) => t.services.db.selectFrom('outbox').selectAll().where('to_address', '=', to).execute();

  it('reminds once of a cart left for a day, only with consent', async () => {
    const db = t.services.db;
    const { c: without } = await leftCart('Nocons');
    const { c } = await leftCart('Consent');
    const { c: fresh } = await leftCart('Fresh', 5);
    await setCartConsent(db, c.id, true);
    await setCartConsent(db, fresh.id, true);
    expect(await runReminders(db, NOW)).toBe(1);
    const [m] = await sentTo(c.email);
    expect(m.topic).toBe('reminder-abandoned-cart');
    expect(m.body).toContain('{site}/cart');
    expect(await sentTo(without.email)).toHaveLength(0);
    expect(await sentTo(fresh.email)).toHaveLength(0);
    // Days later, the same cart untouched: still the one reminder (the fresh cart, left a day by then, gets its own).
    await runReminders(db, new Date(NOW.getTime() + 3 * 86_400_000));
    expect(await sentTo(c.email)).toHaveLength(1);
    expect(await sentTo(fresh.email)).toHaveLength(1);
  });

  it('sends no cart reminder once the cart was ordered', async () => {
    const db = t.services.db;
    const { c, p } = await leftCart('Ordered');
    await setCartConsent(db, c.id, true);
    const addressId = await makeAddress(db, c.id);
    await placeOrder(db, { userId: c.id, lines: [{ productId: p.id, quantity: 2 }], addressId, paymentMethod: 'COD' });
    expect(await runReminders(db, NOW)).toBe(0);
    expect((await sentTo(c.email)).filter((m) => m.topic.startsWith('reminder-'))).toHaveLength(0);
  });

  it('sends one link to pay again or switch to Cash on Delivery after a failed payment, and the link does both', async () => {
    const db = t.services.db;
    const c = await quickCustomer(db, 'Failed');
    const p = await makeProduct(db, { stock: 10 });
    const addressId = await makeAddress(db, c.id);
    const { order } = await placeOrder(db, { userId: c.id, lines: [{ productId: p.id, quantity: 1 }], addressId, paymentMethod: 'UPI' });
    const po = await createPaymentOrder(db, t.services.payments, c.id, order.id);
    await offlineCheckout(db, t.services.payments, c.id, po.id, 'fail');
    await db
      .updateTable('orders')
      .set({ created_at: hoursBefore(0.1) })
      .where('id', '=', order.id)
      .execute();
    expect(await runReminders(db, NOW)).toBe(1);
    expect(await runReminders(db, NOW)).toBe(0);
    const reminders = (await sentTo(c.email)).filter((m) => m.topic === 'reminder-payment-failed');
    expect(reminders).toHaveLength(1);
    const link = `/orders/${order.id}/pay`;
    expect(reminders[0].body).toContain(`{site}${link}`);

    const cookie = `sid=${c.token}`;
    const page = await t.app.inject({ url: link, headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('value="switch-cod"');
    const switched = await t.app.inject({
      method: 'POST',
      url: `/orders/${order.id}`,
      payload: 'intent=switch-cod',
      headers: { cookie, origin: t.services.config.PUBLIC_URL, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(switched.statusCode).toBe(303);
    const after = await db
      .selectFrom('orders')
      .select(['payment_method', 'payment_status'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ payment_method: 'COD', payment_status: 'Cash on Delivery' });
  });

  it('lets the customer pay again from the link', async () => {
    const db = t.services.db;
    const c = await quickCustomer(db, 'Payer');
    const p = await makeProduct(db, { stock: 10 });
    const addressId = await makeAddress(db, c.id);
    const { order } = await placeOrder(db, { userId: c.id, lines: [{ productId: p.id, quantity: 1 }], addressId, paymentMethod: 'UPI' });
    const po = await createPaymentOrder(db, t.services.payments, c.id, order.id);
    await offlineCheckout(db, t.services.payments, c.id, po.id, 'fail');
    const paid = await t.app.inject({
      method: 'POST',
      url: `/orders/${order.id}/pay`,
      payload: '',
      headers: { cookie: `sid=${c.token}`, origin: t.services.config.PUBLIC_URL, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.statusCode).toBe(303);
    const after = await db.selectFrom('orders').select('payment_status').where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(after.payment_status).toBe('Paid');
    // Paid meanwhile: a reminder found now no longer applies.
    await db
      .updateTable('orders')
      .set({ created_at: hoursBefore(0.1) })
      .where('id', '=', order.id)
      .execute();
    expect(await runReminders(db, NOW)).toBe(0);
  });
});
