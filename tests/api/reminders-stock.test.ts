import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveStock } from '../../domain/catalog/variants';
import { nextMorning } from '../../domain/reminders/clock';
import { askToNotify, cancelAlert } from '../../domain/reminders/alerts';
import { smsOf } from '../../domain/outbox/outbox';
import { runReminders } from '../../domain/reminders/worker';
import { databases, startTestApp, type TestApp } from '../setup/test-app';
import { makeProduct, quickCustomer } from './orders-helpers';

// "Notify me when it is back": the alert becomes one message, in the
// customer's language, when the pack's stock rises from nothing — and none
// after it was cancelled. The worker runs at the next 10:00 IST (outside quiet hours).

const MORNING = new Date(nextMorning(new Date()).getTime() + 2 * 3_600_000);

describe.each(databases)('back-in-stock alerts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const restock = (p: { id: string; variantId: string }, delta = 5) =>
    t.services.db.transaction().execute((trx) => moveStock(trx, { productId: p.id, variantId: p.variantId, delta, reason: 'received' }));
  const outboxTo = (to: string) => t.services.db.selectFrom('outbox').selectAll().where('to_address', '=', to).execute();

  it('sends one message in the customer language when stock returns, and only once', async () => {
    const db = t.services.db;
    const p = await makeProduct(db, { stock: 0 });
    const c = await quickCustomer(db, 'Sunita');
    await db.updateTable('users').set({ lang: 'hi' }).where('id', '=', c.id).execute();
    await askToNotify(db, { productId: p.id, variantId: p.variantId, userId: c.id, lang: 'hi' });
    // Asking twice is one alert.
    await askToNotify(db, { productId: p.id, variantId: p.variantId, userId: c.id, lang: 'hi' });
    expect(await runReminders(db, MORNING)).toBe(0);
    await restock(p);
    expect(await runReminders(db, MORNING)).toBe(1);
    const sent = await outboxTo(c.email);
    expect(sent).toHaveLength(1);
    expect(sent[0].channel).toBe('email');
    expect(sent[0].lang).toBe('hi');
    expect(sent[0].body).toContain('फिर से स्टॉक में है');
    expect(sent[0].body).toContain(`{site}/hi/product_details/${p.id}`);
    expect(sent[0].body).toMatch(/\{site\}\/hi\/reminders\/stop\?t=[\w-]+/);
    // More stock, and another run: nothing new.
    await restock(p, 3);
    expect(await runReminders(db, MORNING)).toBe(0);
    expect(await outboxTo(c.email)).toHaveLength(1);
  });

  it('goes by WhatsApp to a confirmed number that opted in, else by SMS, else by e-mail', async () => {
    const db = t.services.db;
    const p = await makeProduct(db, { stock: 0 });
    const wa = await quickCustomer(db, 'Wa', { mobileVerified: true });
    await db.updateTable('users').set({ whatsapp_opt_in: 1 }).where('id', '=', wa.id).execute();
    const sms = await quickCustomer(db, 'Sms', { mobileVerified: true });
    for (const c of [wa, sms]) await askToNotify(db, { productId: p.id, variantId: p.variantId, userId: c.id, lang: 'en' });
    await restock(p);
    expect(await runReminders(db, MORNING)).toBe(2);
    const channels = await db
      .selectFrom('outbox')
      .select(['channel', 'recipient_id'])
      .where('topic', '=', 'reminder-back-in-stock')
      .where('recipient_id', 'in', [wa.id, sms.id])
      .execute();
    expect(Object.fromEntries(channels.map((c) => [c.recipient_id, c.channel]))).toEqual({ [wa.id]: 'whatsapp', [sms.id]: 'sms' });
    // The SMS is its short registered template with the product, the link and the stop link as its values.
    const row = await db
      .selectFrom('outbox')
      .selectAll()
      .where('topic', '=', 'reminder-back-in-stock')
      .where('recipient_id', '=', sms.id)
      .executeTakeFirstOrThrow();
    const { text, values } = smsOf(row);
    expect(text).toBe(`Mitti Biotech: ${values.product} (1 kg) is back in stock. Order: ${values.link} Stop reminders: ${values.stop}`);
    expect(values.link).toBe(`{site}/product_details/${p.id}`);
    expect(values.stop).toMatch(/^\{site\}\/reminders\/stop\?t=[\w-]+$/);
    expect(text.length).toBeLessThan(220);
  });

  it('sends nothing after the alert was cancelled', async () => {
    const db = t.services.db;
    const p = await makeProduct(db, { stock: 0 });
    const c = await quickCustomer(db, 'Ravi');
    await askToNotify(db, { productId: p.id, variantId: p.variantId, userId: c.id, lang: 'en' });
    await cancelAlert(db, { userId: c.id, variantId: p.variantId });
    await restock(p);
    expect(await runReminders(db, MORNING)).toBe(0);
    expect(await outboxTo(c.email)).toHaveLength(0);
  });

  it('writes to a visitor by the e-mail given, and refuses an alert on a pack in stock', async () => {
    const db = t.services.db;
    const p = await makeProduct(db, { stock: 0 });
    const email = `visitor.${p.id.slice(-6)}@example.com`;
    await askToNotify(db, { productId: p.id, variantId: p.variantId, email, lang: 'mr' });
    await expect(askToNotify(db, { productId: p.id, variantId: p.variantId, email: 'not-an-address', lang: 'mr' })).rejects.toThrow(
      /valid email/,
    );
    await restock(p);
    await expect(askToNotify(db, { productId: p.id, variantId: p.variantId, email, lang: 'mr' })).rejects.toThrow(/in stock/);
    expect(await runReminders(db, MORNING)).toBe(1);
    const [m] = await outboxTo(email);
    expect(m.body).toContain('पुन्हा स्टॉकमध्ये आहे');
  });
});
