import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/client';
import type { Database } from '../../db/schema';
import { queueMessage } from '../outbox/outbox';
import { daysBefore, inQuietHours, nextMorning, withinCap } from './clock';
import { findFailedPayments, findLeftCarts } from './due';
import { render, type Reminder } from './message';

// The reminder worker (a background job): finds the carts and payments that
// came due, then takes each due reminder with a guarded UPDATE and a lease (as
// the outbox does: two servers never send one reminder) and either writes its
// message to the outbox — with the reminder marked sent, in one transaction —
// or holds it until 08:00 IST (quiet hours; a back-in-stock alert over the
// cap), or skips it with why (stopped, over the cap, no longer applies).

export const REMINDER_LEASE_MS = 2 * 60_000;

async function claim(db: Db, id: string, token: string, now: Date): Promise<Reminder | null> {
  const at = now.toISOString();
  const res = await db
    .updateTable('reminders')
    .set({ status: 'sending', claim: token, lease_until: new Date(now.getTime() + REMINDER_LEASE_MS).toISOString() })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'due'), eb('due_at', '<=', at)]),
        eb.and([eb('status', '=', 'sending'), eb('lease_until', '<', at)]),
      ]),
    )
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return null;
  return (await db.selectFrom('reminders').selectAll().where('id', '=', id).where('claim', '=', token).executeTakeFirst()) ?? null;
}

const release = (db: Db, r: Reminder, set: { status: 'due' | 'skipped'; due_at?: string; note?: string }) =>
  db
    .updateTable('reminders')
    .set({ ...set, claim: null, lease_until: null })
    .where('id', '=', r.id)
    .where('claim', '=', r.claim)
    .execute();

async function sentLately(db: Db | Transaction<Database>, recipientId: string, now: Date) {
  const count = async (since: string) =>
    Number(
      (
        await db
          .selectFrom('reminders')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('recipient_id', '=', recipientId)
          .where('status', '=', 'sent')
          .where('sent_at', '>', since)
          .executeTakeFirst()
      )?.n ?? 0,
    );
  return [await count(daysBefore(now, 1)), await count(daysBefore(now, 7))] as const;
}

/** One claimed reminder: sent to the outbox, held, or skipped. Answers whether it was sent. */
async function handle(db: Db, r: Reminder, now: Date): Promise<boolean> {
  const who = await db
    .selectFrom('reminder_recipients')
    .select(['stop_token', 'stopped_at'])
    .where('id', '=', r.recipient_id)
    .executeTakeFirst();
  if (!who || who.stopped_at) {
    await release(db, r, { status: 'skipped', note: 'stopped' });
    return false;
  }
  if (inQuietHours(now)) {
    await release(db, r, { status: 'due', due_at: nextMorning(now).toISOString() });
    return false;
  }
  return db.transaction().execute(async (trx) => {
    // The recipient's row is taken first: two workers sending them reminders at once count one after the other, so the cap holds.
    await trx.updateTable('reminder_recipients').set({ stop_token: who.stop_token }).where('id', '=', r.recipient_id).execute();
    const [day, week] = await sentLately(trx, r.recipient_id, now);
    if (!withinCap(day, week)) {
      // An alert someone asked for waits for the next morning; a nudge over the cap is dropped.
      const held =
        r.kind === 'back_in_stock'
          ? { status: 'due' as const, due_at: nextMorning(now).toISOString() }
          : { status: 'skipped' as const, note: 'cap' };
      await trx
        .updateTable('reminders')
        .set({ ...held, claim: null, lease_until: null })
        .where('id', '=', r.id)
        .where('claim', '=', r.claim)
        .execute();
      return false;
    }
    const m = await render(trx, r, who.stop_token);
    if (m === 'gone' || m === 'unreachable') {
      if (m === 'gone' && r.kind === 'back_in_stock') {
        // Sold out again before it went: the alert waits for the next time.
        await trx
          .updateTable('stock_alerts')
          .set({ status: 'waiting' })
          .where('id', '=', r.subject_id)
          .where('status', '=', 'due')
          .execute();
        await trx.deleteFrom('reminders').where('id', '=', r.id).execute();
        return false;
      }
      await trx
        .updateTable('reminders')
        .set({ status: 'skipped', note: m, claim: null, lease_until: null })
        .where('id', '=', r.id)
        .execute();
      return false;
    }
    const outboxId = await queueMessage(trx, {
      channel: m.channel,
      topic: `reminder-${r.kind.replaceAll('_', '-')}`,
      recipient: { kind: 'customer', id: r.user_id },
      to: m.to,
      lang: m.lang,
      subject: m.subject,
      body: m.body,
      dedupeKey: `reminder:${r.id}:${m.channel}`,
      ...(m.values ? { values: m.values } : {}),
    });
    await trx
      .updateTable('reminders')
      .set({ status: 'sent', note: m.channel, outbox_id: outboxId, sent_at: now.toISOString(), claim: null, lease_until: null })
      .where('id', '=', r.id)
      .where('claim', '=', r.claim)
      .execute();
    if (r.kind === 'back_in_stock') await trx.updateTable('stock_alerts').set({ status: 'sent' }).where('id', '=', r.subject_id).execute();
    return true;
  });
}

/** Finds what came due and sends (to the outbox) what may go now. Answers how many were sent. */
export async function runReminders(db: Db, now = new Date(), limit = 100): Promise<number> {
  await findLeftCarts(db, now);
  await findFailedPayments(db, now);
  const at = now.toISOString();
  const due = await db
    .selectFrom('reminders')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'due'), eb('due_at', '<=', at)]),
        eb.and([eb('status', '=', 'sending'), eb('lease_until', '<', at)]),
      ]),
    )
    .orderBy('due_at')
    .limit(limit)
    .execute();
  const token = randomBytes(9).toString('hex');
  let sent = 0;
  for (const { id } of due) {
    const r = await claim(db, id, token, now);
    if (r && (await handle(db, r, now))) sent += 1;
  }
  return sent;
}
