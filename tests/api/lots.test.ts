import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, today } from '../../db/lots';
import { newId, nowIso } from '../../db/ids';
import { MSG } from '../../domain/messages';
import { databases, signUpAndLogin, staffToken, startTestApp, type TestApp } from '../setup/test-app';
import { makeAddress, makeProduct, stockOf } from './orders-helpers';

// Stock in lots: goods are received into a batch with its dates, orders take
// the batch that expires first, an expired batch is never sold, a cancelled
// order's packs go back into their batch; the product page shows the batch a
// buyer gets and the label facts.

describe.each(databases)('batches and expiry on %s', (kind) => {
  let t: TestApp;
  let catalogue: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    catalogue = await staffToken(t, 'catalogue');
  });
  afterAll(() => t.close());

  const day = today();
  const receive = (productId: string, batch: string, quantity: number, expiresOn: string, manufacturedOn = addMonths(day, -1)) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${productId}/stock`,
      headers: { authorization: catalogue },
      payload: { reason: 'received', quantity: String(quantity), batch, manufacturedOn, expiresOn },
    });

  async function buyer() {
    const c = await signUpAndLogin(t.app, 'Lot');
    return { ...c, address: await makeAddress(t.services.db, c.id) };
  }
  const order = (c: { token: string; address: string }, productId: string, quantity: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/order/place',
      headers: { authorization: c.token },
      payload: { products: [{ productId, quantity }], paymentMethod: 'COD', address: c.address },
    });

  it('sells the batch that expires first, names the batches on the order, and puts a cancelled order back into them', async () => {
    const p = await makeProduct(t.services.db, { stock: 0 });
    expect((await receive(p.id, 'late-2', 10, addMonths(day, 12))).statusCode).toBe(200);
    expect((await receive(p.id, 'EARLY-1', 4, addMonths(day, 3))).statusCode).toBe(200);
    expect(await stockOf(t.services.db, p.id)).toBe(14);

    const shown = (await t.app.inject(`/api/get/product/${p.id}`)).json().variants[0];
    expect(shown).toMatchObject({ batch: 'EARLY-1', bestBefore: addMonths(day, 3), manufactured: addMonths(day, -1) });

    const c = await buyer();
    const placed = await order(c, p.id, 6);
    expect(placed.statusCode).toBe(201);
    expect(placed.json().order.products[0].batches).toEqual(['EARLY-1', 'LATE-2']);
    const lots = async () =>
      (
        await t.services.db.selectFrom('stock_lots').select(['batch', 'quantity']).where('product_id', '=', p.id).orderBy('batch').execute()
      ).map((l) => [l.batch, Number(l.quantity)]);
    expect(await lots()).toEqual([
      ['EARLY-1', 0],
      ['LATE-2', 8],
    ]);
    expect((await t.app.inject(`/api/get/product/${p.id}`)).json().variants[0].bestBefore).toBe(addMonths(day, 12));

    await t.app.inject({ method: 'POST', url: `/api/order/cancel/${placed.json().order._id}`, headers: { authorization: c.token } });
    expect(await lots()).toEqual([
      ['EARLY-1', 4],
      ['LATE-2', 10],
    ]);
    expect(await stockOf(t.services.db, p.id)).toBe(14);
  });

  it('never sells an expired batch: it is written off when an order would reach it', async () => {
    const p = await makeProduct(t.services.db, { stock: 0 });
    await receive(p.id, 'FRESH-9', 2, addMonths(day, 6));
    // A batch whose date has passed (staff cannot enter one; time makes them).
    await t.services.db
      .insertInto('stock_lots')
      .values({
        id: newId(),
        product_id: p.id,
        variant_id: p.variantId,
        batch: 'OLD-1',
        manufactured_on: addMonths(day, -13),
        expires_on: addMonths(day, -1),
        quantity: 5,
        created_at: nowIso(),
      })
      .execute();
    await t.services.db.updateTable('product_variants').set({ stock: 7 }).where('id', '=', p.variantId).execute();
    await t.services.db.updateTable('products').set({ stock: 7 }).where('id', '=', p.id).execute();

    const c = await buyer();
    const refused = await order(c, p.id, 3);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MSG.orderOutOfStock(`${p.title} (1 kg)`, 2));
    // The fresh batch alone is on sale.
    const ok = await order(c, p.id, 2);
    expect(ok.json().order.products[0].batches).toEqual(['FRESH-9']);
    expect(await stockOf(t.services.db, p.id)).toBe(0);
    const expired = await t.services.db
      .selectFrom('stock_movements')
      .select(['delta'])
      .where('product_id', '=', p.id)
      .where('reason', '=', 'expired')
      .execute();
    expect(expired.map((m) => Number(m.delta))).toEqual([-5]);
  });

  it('refuses a bad batch, impossible dates, and the same batch with other dates', async () => {
    const p = await makeProduct(t.services.db, { stock: 0 });
    const cases: [Parameters<typeof receive>, string, string][] = [
      [[p.id, 'bad batch!', 5, addMonths(day, 6)], MSG.lotBatchInvalid, 'batch'],
      [[p.id, 'B-1', 5, addMonths(day, -1)], MSG.lotExpiryInvalid, 'expiresOn'],
      [[p.id, 'B-1', 5, addMonths(day, 6), addMonths(day, 1)], MSG.lotMadeInvalid, 'manufacturedOn'],
      [[p.id, 'B-1', 5, '2027-02-30'], MSG.lotExpiryInvalid, 'expiresOn'],
    ];
    for (const [args, message, field] of cases) {
      const res = await receive(...args);
      expect(res.statusCode, args[1]).toBe(400);
      expect(res.json()).toMatchObject({ message, field });
    }
    await receive(p.id, 'B-1', 5, addMonths(day, 6));
    const clash = await receive(p.id, 'B-1', 5, addMonths(day, 7));
    expect([clash.statusCode, clash.json().message]).toEqual([409, MSG.lotDatesDiffer('B-1')]);
    expect(await stockOf(t.services.db, p.id)).toBe(5);
  });

  it('shows the label facts on the product page: MRP, net quantity, maker, customer care, manufacture and best-before dates', async () => {
    const p = await makeProduct(t.services.db, { stock: 0 });
    await receive(p.id, 'LBL-7', 3, addMonths(day, 9));
    const html = (await t.app.inject({ url: `/product_details/${p.id}`, headers: { accept: 'text/html' } })).body;
    expect(html).toContain('data-testid="best-before"');
    expect(html).toContain('<dd>LBL-7</dd>');
    for (const text of [
      '(incl. of all taxes)',
      'Net quantity',
      'Manufactured',
      'Best before',
      'Manufactured by',
      'Customer care',
      'Shelf life',
    ])
      expect(html).toContain(text);
  });
});
