import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, staffToken, startTestApp, type TestApp } from '../setup/test-app';
import { dealerCompany } from './credit-helpers';
import { draftRow, draftSetting, postPage, saveDraft } from './draft-orders-helpers';
import { makeProduct, stockOf } from './orders-helpers';

// A draft order staff write for a member of a company with credit may be
// placed On account (decision 037): as at checkout it goes through the
// company's placement (decision 040) — above the company's approval limit it
// waits for the company's approver, within its limits it is placed on
// account. Cash on Delivery of a member's draft waits for the approver too.
// A customer without company credit is offered no On account, and a forged
// post is refused.

describe.each(databases)('draft orders on account on %s', (kind) => {
  let t: TestApp;
  let sales: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    sales = await staffToken(t, 'sales');
  });
  afterAll(async () => {
    await t?.close();
  });

  const page = (url: string) => t.app.inject({ url, headers: { accept: 'text/html', authorization: sales } });
  const orderOf = (id: string) =>
    t.services.db
      .selectFrom('orders')
      .select(['state', 'payment_method', 'payment_status', 'user_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  /** A company buyer (approval limit ₹20,000, credit ₹1,00,000) and a ₹9,000 pack with 20 in stock. */
  async function companySetting() {
    const db = t.services.db;
    const company = await dealerCompany(db);
    const product = await makeProduct(db, { pricePaise: 900_000, stock: 20 });
    const { sku } = await db.selectFrom('product_variants').select('sku').where('id', '=', product.variantId).executeTakeFirstOrThrow();
    return { company, product, s: { customer: company.buyer, addressId: company.buyer.address, product, sku } };
  }

  it('places a company buyer’s draft on account within its limits, and holds one above the approval limit for the approver', async () => {
    const db = t.services.db;
    const { company, product, s } = await companySetting();

    const small = await saveDraft(t, sales, s, 1);
    const shown = await page(`/admin/orders/drafts/${small}`);
    expect(shown.body).toContain('data-testid="draft-on-account"');
    expect(shown.body).toContain('On account: place it now');
    const placed = await postPage(t, `/admin/orders/drafts/${small}`, sales, [['intent', 'account']]);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().toast).toMatchObject({ type: 'success', text: 'Placed on account.' });
    const smallOrder = /\/admin\/orders\/([0-9a-f]+)/.exec(placed.json().redirect)![1];
    expect(await orderOf(smallOrder)).toMatchObject({ state: 'placed', payment_method: 'On account', payment_status: 'On account' });
    expect(await draftRow(t, small)).toMatchObject({ status: 'on_account', order_id: smallOrder });
    const link = await db.selectFrom('company_orders').selectAll().where('order_id', '=', smallOrder).executeTakeFirstOrThrow();
    expect(link).toMatchObject({ company_id: company.id, on_account: 1, approval: 'none', terms_days: 30 });
    // Placed once: the draft is no longer open.
    expect((await postPage(t, `/admin/orders/drafts/${small}`, sales, [['intent', 'account']])).statusCode).toBe(409);

    const big = await saveDraft(t, sales, s, 3); // ₹27,000 and delivery: above the ₹20,000 approval limit
    const held = await postPage(t, `/admin/orders/drafts/${big}`, sales, [['intent', 'account']]);
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json().toast).toMatchObject({ type: 'info', text: expect.stringContaining('waits for the company’s approver') });
    const bigOrder = /\/admin\/orders\/([0-9a-f]+)/.exec(held.json().redirect)![1];
    expect(await orderOf(bigOrder)).toMatchObject({
      state: 'awaiting_approval',
      payment_method: 'On account',
      payment_status: 'On account',
    });
    expect(await stockOf(db, product.id)).toBe(16);
    const told = await db
      .selectFrom('outbox')
      .select('to_address')
      .where('topic', '=', 'company-approval')
      .where('order_id', '=', bigOrder)
      .execute();
    expect(told.map((m) => m.to_address)).toEqual([company.approver.email]);

    // Cash on Delivery of a member's draft goes the same way: above the limit (now ₹1,000) it waits for the approver.
    await db.updateTable('companies').set({ approval_limit_paise: 100_000 }).where('id', '=', company.id).execute();
    const cheap = await makeProduct(db, { pricePaise: 40_000, stock: 10 });
    const cheapSku = await db.selectFrom('product_variants').select('sku').where('id', '=', cheap.variantId).executeTakeFirstOrThrow();
    const cod = await saveDraft(t, sales, { ...s, product: cheap, sku: cheapSku.sku }, 3);
    const codRes = await postPage(t, `/admin/orders/drafts/${cod}`, sales, [['intent', 'cod']]);
    expect(codRes.statusCode, codRes.body).toBe(200);
    const codOrder = /\/admin\/orders\/([0-9a-f]+)/.exec(codRes.json().redirect)![1];
    expect(await orderOf(codOrder)).toMatchObject({ state: 'awaiting_approval', payment_method: 'COD' });
    expect(await draftRow(t, cod)).toMatchObject({ status: 'cod', order_id: codOrder });
  });

  it('offers no On account to a customer without company credit and refuses a forged post with a clear 400', async () => {
    const s = await draftSetting(t, 'Nocredit');
    const draftId = await saveDraft(t, sales, s, 1);
    const shown = await page(`/admin/orders/drafts/${draftId}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).not.toContain('data-testid="draft-on-account"');
    expect(shown.body).not.toContain('On account: place it now');
    const forged = await postPage(t, `/admin/orders/drafts/${draftId}`, sales, [['intent', 'account']]);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().toast).toMatchObject({
      type: 'error',
      text: expect.stringContaining('On account is only for a member of a company with a credit limit'),
    });
    expect(await draftRow(t, draftId)).toMatchObject({ status: 'draft', order_id: null });
    expect(await stockOf(t.services.db, s.product.id)).toBe(10);
  });
});
