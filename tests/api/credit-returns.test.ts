import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementOf } from '../../domain/credit/statement';
import { approveReturn } from '../../domain/returns/decide';
import { receiveReturn } from '../../domain/returns/receive';
import { requestReturn } from '../../domain/returns/request';
import { refundReturn } from '../../domain/returns/settle';
import { databases, startTestApp, staffToken, type TestApp } from '../setup/test-app';
import { dealerCompany } from './credit-helpers';
import { makeProduct } from './orders-helpers';

// A pack returned from an order on account: the company paid nothing per
// order, so no UPI id or bank account is asked and no money moves; the
// return's credit note lowers the company's balance on its statement.

describe.each(databases)('a return on account on %s', (kind) => {
  let t: TestApp;
  let sales: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    sales = await staffToken(t, 'sales');
  });
  afterAll(() => t.close());

  it('credits the returned pack to the company’s account', async () => {
    const db = t.services.db;
    const c = await dealerCompany(db);
    const product = await makeProduct(db, { pricePaise: 300_000, stock: 10 });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/order/place',
      headers: { authorization: c.approver.token },
      payload: { products: [{ productId: product.id, quantity: 2 }], paymentMethod: 'On account', address: c.approver.address },
    });
    const id = placed.json().order._id as string;
    for (const step of ['confirm', 'ship', 'deliver']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${id}/${step}`,
        headers: { authorization: sales },
        payload: step === 'ship' ? { carrier: 'Delhivery', trackingNumber: 'DL121212' } : undefined,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const owed = (await statementOf(db, c.id)).balancePaise;
    const line = (await db.selectFrom('order_lines').select('id').where('order_id', '=', id).executeTakeFirstOrThrow()).id;
    const asked = await requestReturn(t.services, c.approver.id, id, {
      kind: 'refund',
      reason: 'short',
      note: '',
      photos: [],
      payout: {},
      quantities: { [line]: 1 },
    });
    expect(asked).toMatchObject({ state: 'requested', refundTo: 'account', payoutMasked: null });
    const staff = await db
      .selectFrom('staff')
      .select(['id', 'email'])
      .where('email_lower', '=', 'sales@mitti.example')
      .executeTakeFirstOrThrow();
    await approveReturn(t.services, staff, asked.id);
    await receiveReturn(t.services, staff, asked.id, { [line]: { disposition: 'restock' } });
    const refunded = await refundReturn(t.services, staff, asked.id);
    expect(refunded).toMatchObject({ state: 'refunded', refundPaise: 300_000 });
    const s = await statementOf(db, c.id);
    expect(s.entries.map((e) => e.kind)).toEqual(['invoice', 'credit-note']);
    expect(s.balancePaise).toBe(owed - 300_000);
  });
});
