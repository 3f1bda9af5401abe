import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MY_ORDERS_PER_PAGE } from '../../domain/constants';
import { placeOrder } from '../../domain/orders/orders';
import { orderRef } from '../../app/components/order-parts';
import { databases, startTestApp, type TestApp } from '../setup/test-app';
import { makeAddress, makeProduct, quickCustomer } from './orders-helpers';

// My Orders shows a customer's orders a page at a time, newest first, with
// links to older and newer ones, in the page's language.

describe.each(databases)('My Orders, a page at a time, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('lists the newest orders first and links to the older ones and back', async () => {
    const buyer = await quickCustomer(t.services.db, 'Paged');
    const product = await makeProduct(t.services.db, { stock: 100 });
    const addressId = await makeAddress(t.services.db, buyer.id);
    const placed: string[] = [];
    for (let i = 0; i < MY_ORDERS_PER_PAGE + 2; i++) {
      const { order } = await placeOrder(t.services.db, {
        userId: buyer.id,
        lines: [{ productId: product.id, quantity: 1 }],
        addressId,
        paymentMethod: 'COD',
      });
      placed.push(order.id);
    }
    const page = (url: string) => t.app.inject({ url, headers: { authorization: buyer.token, accept: 'text/html' } });
    const refsIn = (body: string) => [...body.matchAll(/data-testid="order-card"/g)].length;

    const first = (await page('/my_orders')).body;
    expect(refsIn(first)).toBe(MY_ORDERS_PER_PAGE);
    expect(first.indexOf(orderRef(placed.at(-1)!))).toBeLessThan(first.indexOf(orderRef(placed.at(-2)!)));
    expect(first).toContain('href="/my_orders?page=2"');
    expect(first).not.toContain(orderRef(placed[0]));

    const second = (await page('/my_orders?page=2')).body;
    expect(refsIn(second)).toBe(2);
    expect(second).toContain(orderRef(placed[0]));
    expect(second).toContain('href="/my_orders"');
    expect(second).not.toContain('?page=3');

    const hindi = (await page('/hi/my_orders')).body;
    expect(hindi).toContain('href="/hi/my_orders?page=2"');
    expect(hindi).toContain('पुराने ऑर्डर');
    // A page number that is not one shows the first page.
    expect(refsIn((await page('/my_orders?page=abc')).body)).toBe(MY_ORDERS_PER_PAGE);
  });
});
