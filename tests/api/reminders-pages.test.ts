import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveStock } from '../../domain/catalog/variants';
import { nextMorning } from '../../domain/reminders/clock';
import { runReminders } from '../../domain/reminders/worker';
import { databases, startTestApp, type TestApp } from '../setup/test-app';
import { makeProduct, quickCustomer } from './orders-helpers';

// The reminders' pages without JavaScript: "notify me" on the product page (a
// visitor by e-mail, a customer in one tap, and cancelling), the cart-reminder
// consent in My account, and the stop link that works without logging in.

const TICKED = /<input(?=[^>]*name="cart")(?=[^>]*checked)[^>]*>/;
const MORNING = new Date(nextMorning(new Date()).getTime() + 2 * 3_600_000);

describe.each(databases)('reminder pages on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const form = (url: string, fields: Record<string, string>, cookie = '') =>
    t.app.inject({
      method: 'POST',
      url,
      payload: new URLSearchParams(fields).toString(),
      headers: { origin: t.services.config.PUBLIC_URL, 'content-type': 'application/x-www-form-urlencoded', cookie },
    });
  const page = (url: string, cookie = '') => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const restock = (p: { id: string; variantId: string }) =>
    t.services.db.transaction().execute((trx) => moveStock(trx, { productId: p.id, variantId: p.variantId, delta: 4, reason: 'received' }));

  it('lets a visitor leave an e-mail for a pack out of stock, refuses a bad address, and cancel by the link', async () => {
    const p = await makeProduct(t.services.db, { stock: 0 });
    const shown = await page(`/product_details/${p.id}`);
    expect(shown.body).toContain('data-testid="notify-me"');
    expect(shown.body).toContain('Tell me when 1 kg is back');
    const hindi = await page(`/hi/product_details/${p.id}`);
    expect(hindi.body).toContain('1 kg वापस आने पर मुझे बताएँ');

    const bad = await form('/notify-me', { intent: 'ask', product: p.id, variant: p.variantId, email: 'farmer@' });
    expect(bad.statusCode).toBe(303);
    expect(bad.headers.location).toBe(`/product_details/${p.id}`);
    expect(await t.services.db.selectFrom('stock_alerts').select('id').where('product_id', '=', p.id).execute()).toHaveLength(0);

    const asked = await form('/notify-me', { intent: 'ask', product: p.id, variant: p.variantId, email: 'Farmer@Example.com' });
    expect(asked.statusCode).toBe(303);
    const cancelPage = String(asked.headers.location);
    expect(cancelPage).toMatch(/^\/notify-me\?t=[\w-]+$/);
    expect((await page(cancelPage)).body).toContain('Cancel the alert');
    const token = cancelPage.split('t=')[1];
    expect((await form(cancelPage, { intent: 'cancel', t: token })).statusCode).toBe(303);
    await restock(p);
    await runReminders(t.services.db, MORNING);
    expect(await t.services.db.selectFrom('outbox').select('id').where('to_address', '=', 'farmer@example.com').execute()).toHaveLength(0);
    // A cancelled alert cannot be cancelled again.
    expect((await form(cancelPage, { intent: 'cancel', t: token })).statusCode).toBe(404);
  });

  it('asks in one tap for a customer, shows the alert waiting, and cancels it', async () => {
    const p = await makeProduct(t.services.db, { stock: 0 });
    const c = await quickCustomer(t.services.db, 'Meena');
    const sid = `sid=${c.token}`;
    const asked = await form('/notify-me', { intent: 'ask', product: p.id, variant: p.variantId }, sid);
    expect(asked.headers.location).toBe(`/product_details/${p.id}`);
    expect((await page(`/product_details/${p.id}`, sid)).body).toContain('We will tell you once when 1 kg is back.');
    await form('/notify-me', { intent: 'cancel', product: p.id, variant: p.variantId }, sid);
    expect((await page(`/product_details/${p.id}`, sid)).body).toContain('Tell me when 1 kg is back');
  });

  it('keeps cart reminders off until ticked in My account, and stops every reminder from the link without logging in', async () => {
    const c = await quickCustomer(t.services.db, 'Kiran');
    const sid = `sid=${c.token}`;
    const account = await page('/account', sid);
    expect(account.body).toContain('Remind me once when I leave products in my cart for a day.');
    expect(account.body).toMatch(/<input[^>]*name="cart"/);
    expect(account.body).not.toMatch(TICKED);
    await form('/reminders/consent', { cart: 'on' }, sid);
    expect((await page('/account', sid)).body).toMatch(TICKED);
    const r = await t.services.db.selectFrom('reminder_recipients').selectAll().where('user_id', '=', c.id).executeTakeFirstOrThrow();
    expect(r.cart_consent).toBe(1);

    const stopPage = await page(`/reminders/stop?t=${r.stop_token}`);
    expect(stopPage.statusCode).toBe(200);
    expect(stopPage.body).toContain('Stop reminders');
    expect((await page('/reminders/stop?t=not-a-real-token-at-all')).statusCode).toBe(404);
    const stopped = await form(`/reminders/stop?t=${r.stop_token}`, { t: r.stop_token });
    expect(stopped.statusCode).toBe(303);
    expect((await page(`/reminders/stop?t=${r.stop_token}`)).body).toContain('data-testid="reminders-stopped"');
    const after = await t.services.db.selectFrom('reminder_recipients').selectAll().where('id', '=', r.id).executeTakeFirstOrThrow();
    expect(after.stopped_at).not.toBeNull();
    expect(after.cart_consent).toBe(0);
  });
});
