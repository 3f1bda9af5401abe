import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementOf } from '../../domain/credit/statement';
import { approveReturn } from '../../domain/returns/decide';
import { receiveReturn } from '../../domain/returns/receive';
import { requestReturn } from '../../domain/returns/request';
import { refundReturn } from '../../domain/returns/settle';
import { databases, startTestApp, staffToken, type TestApp } from '../setup/test-app';
import { dealerCompany, onAccountOrder } from './credit-helpers';

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
    const { orderId: id } = await onAccountOrder(t, sales, c, { pricePaise: 300_000, quantity: 2, steps: ['confirm', 'ship', 'deliver'] });
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
