import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveStock } from '../../domain/catalog/variants';
import { nextMorning } from '../../domain/reminders/clock';
import { askToNotify } from '../../domain/reminders/alerts';
import { recipientFor, stopReminders } from '../../domain/reminders/recipients';
import { runReminders } from '../../domain/reminders/worker';
import { databases, staffToken, startTestApp, type TestApp } from '../setup/test-app';
import { makeProduct, quickCustomer } from './orders-helpers';

// What every reminder respects: quiet hours (21:00–08:00 IST: a reminder due
// then goes at 08:00 IST), the cap per customer (one a day, three a week) and
// the stop link. The worker's clock is passed in.

const HOUR = 3_600_000;
/** 08:00 IST of a day to come, and times from it. */
const EIGHT = nextMorning(new Date()).getTime();
const at = (hoursAfterEight: number) => new Date(EIGHT + hoursAfterEight * HOUR);

describe.each(databases)('reminder rules on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const backInStock = async (userId: string) => {
    const db = t.services.db;
    const p = await makeProduct(db, { stock: 0 });
    await askToNotify(db, { productId: p.id, variantId: p.variantId, userId, lang: 'en' });
    await db.transaction().execute((trx) => moveStock(trx, { productId: p.id, variantId: p.variantId, delta: 2, reason: 'received' }));
    return p;
  };
  const sentTo = async (to: string) =>
    (await t.services.db.selectFrom('outbox').select('body').where('to_address', '=', to).execute()).map((r) => r.body);

  it('holds a reminder due at 22:30 IST until 08:00 IST', async () => {
    const c = await quickCustomer(t.services.db, 'Night');
    await backInStock(c.id);
    expect(await runReminders(t.services.db, at(14.5))).toBe(0); // 22:30 IST
    expect(await sentTo(c.email)).toHaveLength(0);
    const held = await t.services.db
      .selectFrom('reminders')
      .select(['due_at', 'status'])
      .where('user_id', '=', c.id)
      .executeTakeFirstOrThrow();
    expect(held).toEqual({ due_at: at(24).toISOString(), status: 'due' });
    expect(await runReminders(t.services.db, at(23.99))).toBe(0); // 07:59 IST
    expect(await runReminders(t.services.db, at(24))).toBe(1); // 08:00 IST
    expect(await sentTo(c.email)).toHaveLength(1);
  });

  it('sends at most one reminder a day and three a week to a customer', async () => {
    const c = await quickCustomer(t.services.db, 'Capped');
    for (let i = 0; i < 5; i++) await backInStock(c.id);
    expect(await runReminders(t.services.db, at(2))).toBe(1);
    expect(await runReminders(t.services.db, at(3))).toBe(0);
    expect(await sentTo(c.email)).toHaveLength(1);
    // The next mornings, one each, until three in the week.
    expect(await runReminders(t.services.db, at(26))).toBe(1);
    expect(await runReminders(t.services.db, at(50))).toBe(1);
    expect(await runReminders(t.services.db, at(74))).toBe(0);
    expect(await runReminders(t.services.db, at(98))).toBe(0);
    expect(await sentTo(c.email)).toHaveLength(3);
    // A week after the first, the waiting alerts go on.
    expect(await runReminders(t.services.db, at(7 * 24 + 3))).toBe(1);
    expect(await sentTo(c.email)).toHaveLength(4);
  });

  it('sends a reminder once when two workers run at the same moment', async () => {
    const c = await quickCustomer(t.services.db, 'Twice');
    await backInStock(c.id);
    const [a, b] = await Promise.all([runReminders(t.services.db, at(2)), runReminders(t.services.db, at(2))]);
    expect(a + b).toBe(1);
    expect(await sentTo(c.email)).toHaveLength(1);
  });

  it('keeps to the cap when several workers send one customer reminders at the same moment', async () => {
    const c = await quickCustomer(t.services.db, 'Raced');
    for (let i = 0; i < 4; i++) await backInStock(c.id);
    const sent = await Promise.all([1, 2, 3, 4].map(() => runReminders(t.services.db, at(2))));
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await sentTo(c.email)).toHaveLength(1);
    // The other three wait for the next mornings; they are not this test's to send.
    await stopReminders(t.services.db, (await recipientFor(t.services.db, { userId: c.id })).stop_token);
  });

  it('sends nothing more after the stop link', async () => {
    const c = await quickCustomer(t.services.db, 'Stopper');
    await backInStock(c.id);
    expect(await runReminders(t.services.db, at(2))).toBe(1);
    const [body] = await sentTo(c.email);
    const token = /reminders\/stop\?t=([\w-]+)/.exec(body)![1];
    expect((await recipientFor(t.services.db, { userId: c.id })).stop_token).toBe(token);
    await stopReminders(t.services.db, token);
    await backInStock(c.id);
    expect(await runReminders(t.services.db, at(30))).toBe(0);
    expect(await sentTo(c.email)).toHaveLength(1);
    const notes = await t.services.db
      .selectFrom('reminders')
      .select(['status', 'note'])
      .where('user_id', '=', c.id)
      .orderBy('created_at')
      .execute();
    expect(notes.map((n) => n.status)).toEqual(['sent', 'skipped']);
    expect(notes[1].note).toBe('stopped');

    // Staff see it on the customer's page; a role without customers does not.
    const page = async (token: string) =>
      t.app.inject({ url: `/admin/customers/${c.id}`, headers: { authorization: token, accept: 'text/html' } });
    const shown = await page(await staffToken(t, 'sales'));
    expect(shown.statusCode).toBe(200);
    const text = shown.body.replaceAll('<!-- -->', '');
    expect(text).toContain('data-testid="customer-reminders"');
    expect(text).toMatch(/Back in stock: sent \d{4}-\d\d-\d\d 10:00 IST by email/);
    expect(text).toContain('not sent (stopped)');
    expect(text).toContain('stopped every reminder on');
    expect((await page(await staffToken(t, 'hr'))).statusCode).toBe(403);
  });
});
