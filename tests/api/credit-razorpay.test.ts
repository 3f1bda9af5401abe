import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementOf } from '../../domain/credit/statement';
import { BACKGROUND_JOBS, settleBalancePayments } from '../../server/background';
import { razorpayEnv, startRazorpayFake, type RazorpayFake } from '../fakes/razorpay-fake';
import { databases, startTestApp, staffToken, type TestApp } from '../setup/test-app';
import { dealerCompany, onAccountOrder } from './credit-helpers';
import { makeProduct } from './orders-helpers';

// A dealer pays its balance through Razorpay (the local fake): the provider's
// order is made for the balance, the browser's signed answer is checked with
// the provider, a forged one records nothing, and the answer posted twice
// records the payment once.

describe.each(databases)('paying a balance through Razorpay on %s', (kind) => {
  let t: TestApp;
  let fake: RazorpayFake;
  let sales: string;
  beforeAll(async () => {
    fake = await startRazorpayFake();
    t = await startTestApp(kind, razorpayEnv(fake));
    sales = await staffToken(t, 'sales');
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const post = (url: string, token: string, fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: token, 'content-type': 'application/x-www-form-urlencoded', origin: t.services.config.PUBLIC_URL },
      payload: new URLSearchParams(fields).toString(),
    });

  it('records the payment once and the balance falls to zero', async () => {
    const db = t.services.db;
    const c = await dealerCompany(db);
    await onAccountOrder(t, sales, c, { pricePaise: 400_000, quantity: 2 });
    const balance = (await statementOf(db, c.id)).balancePaise;
    expect(balance).toBeGreaterThanOrEqual(800_000); // two packs, delivery included

    const started = await post('/account/statement', c.approver.token, { intent: 'pay', invoices: '' });
    expect(started.statusCode).toBe(303);
    const providerOrderId = new URL(started.headers.location as string, 'http://x').searchParams.get('pay')!;
    expect(fake.requests.find((r) => r.path === '/v1/orders' && (r.body as { amount?: number } | null)?.amount === balance)).toBeDefined();
    const checkout = await t.app.inject({
      method: 'GET',
      url: started.headers.location as string,
      headers: { authorization: c.approver.token },
    });
    expect(checkout.body).toContain(`data-provider-order="${providerOrderId}"`);

    const proof = fake.pay(providerOrderId);
    expect((await post('/account/statement', c.approver.token, { ...proof, razorpay_signature: 'forged' })).statusCode).toBe(303);
    expect((await statementOf(db, c.id)).balancePaise).toBe(balance);
    for (let i = 0; i < 2; i++) expect((await post('/account/statement', c.approver.token, { ...proof })).statusCode).toBe(303);
    const payments = await db
      .selectFrom('credit_payments')
      .select(['amount_paise', 'provider_payment_id'])
      .where('company_id', '=', c.id)
      .execute();
    expect(payments).toEqual([{ amount_paise: balance, provider_payment_id: proof.razorpay_payment_id }]);
    expect((await statementOf(db, c.id)).balancePaise).toBe(0);
  });

  it('records a payment whose browser never came back from the provider, once, in the background', async () => {
    const db = t.services.db;
    const c = await dealerCompany(db);
    await onAccountOrder(t, sales, c, { pricePaise: 300_000, quantity: 1 });
    const started = await post('/account/statement', c.approver.token, { intent: 'pay', invoices: '' });
    const providerOrderId = new URL(started.headers.location as string, 'http://x').searchParams.get('pay')!;
    fake.pay(providerOrderId); // paid at Razorpay; the browser closed before coming back
    expect(BACKGROUND_JOBS).toContain(settleBalancePayments);
    expect(await settleBalancePayments.run(t.services)).toBeGreaterThanOrEqual(1);
    expect(await settleBalancePayments.run(t.services)).toBe(0);
    expect((await statementOf(db, c.id)).balancePaise).toBe(0);
    const rows = await db.selectFrom('credit_payments').select('id').where('company_id', '=', c.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('pays chosen invoices: the provider order is for their open amount only', async () => {
    const db = t.services.db;
    const c = await dealerCompany(db);
    for (const pricePaise of [100_000, 250_000]) {
      const product = await makeProduct(db, { pricePaise, stock: 5 });
      const placed = await t.app.inject({
        method: 'POST',
        url: '/api/order/place',
        headers: { authorization: c.approver.token },
        payload: { products: [{ productId: product.id, quantity: 1 }], paymentMethod: 'On account', address: c.approver.address },
      });
      const orderId = placed.json().order._id as string;
      for (const step of ['confirm', 'ship'])
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/orders/${orderId}/${step}`,
          headers: { authorization: sales },
          payload: step === 'ship' ? { carrier: 'Delhivery', trackingNumber: `DL${pricePaise}` } : undefined,
        });
    }
    const [first, second] = (await statementOf(db, c.id)).entries;
    const started = await post('/account/statement', c.approver.token, { intent: 'pay', invoices: second.number });
    const providerOrderId = new URL(started.headers.location as string, 'http://x').searchParams.get('pay')!;
    expect(fake.requests.filter((r) => r.path === '/v1/orders').at(-1)?.body).toMatchObject({ amount: second.amountPaise });
    await post('/account/statement', c.approver.token, { ...fake.pay(providerOrderId) });
    // Settled oldest first: what was paid now covers the first invoice, the second stays open.
    const after = await statementOf(db, c.id);
    expect(after.balancePaise).toBe(first.amountPaise);
  });
});
