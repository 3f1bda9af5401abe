import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Db } from '../../db/client';
import { newId, nowIso } from '../../db/ids';
import type { Database } from '../../db/schema';
import { badRequest } from '../errors';
import { REMINDER_TEXT } from './texts';

// Whom reminders go to: a customer (by their account) or a visitor (by the
// e-mail address they gave). Each has an unguessable stop token: the one-tap
// "stop these reminders" link works without logging in.

type Executor = Kysely<Database> | Transaction<Database>;

export const newToken = () => randomBytes(18).toString('base64url');

export type Who = { userId: string } | { email: string };

const keyOf = (who: Who) => ('userId' in who ? `user:${who.userId}` : `email:${who.email.trim().toLowerCase()}`);

/** The recipient row of a customer or an address, made on first use. */
export async function recipientFor(db: Executor, who: Who) {
  const key = keyOf(who);
  const found = await db.selectFrom('reminder_recipients').selectAll().where('key', '=', key).executeTakeFirst();
  if (found) return found;
  await db
    .insertInto('reminder_recipients')
    .values({
      id: newId(),
      key,
      user_id: 'userId' in who ? who.userId : null,
      stop_token: newToken(),
      stopped_at: null,
      cart_consent: 0,
      cart_consent_at: null,
      created_at: nowIso(),
    })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return db.selectFrom('reminder_recipients').selectAll().where('key', '=', key).executeTakeFirstOrThrow();
}

/** Whether the customer agreed to a cart reminder (off until they say so). */
export async function cartConsentOf(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom('reminder_recipients').select('cart_consent').where('key', '=', `user:${userId}`).executeTakeFirst();
  return Number(row?.cart_consent ?? 0) === 1;
}

/** Saves the customer's cart-reminder choice; ticking it also takes back an earlier "stop reminders". */
export async function setCartConsent(db: Db, userId: string, on: boolean): Promise<boolean> {
  const r = await recipientFor(db, { userId });
  await db
    .updateTable('reminder_recipients')
    .set({ cart_consent: on ? 1 : 0, cart_consent_at: on ? nowIso() : null, ...(on ? { stopped_at: null } : {}) })
    .where('id', '=', r.id)
    .execute();
  return on;
}

/** The stop link's page: whether the token is one of ours. */
export async function recipientOfStopToken(db: Db, token: string) {
  if (!/^[\w-]{10,64}$/.test(token)) return null;
  return (
    (await db.selectFrom('reminder_recipients').select(['id', 'stopped_at']).where('stop_token', '=', token).executeTakeFirst()) ?? null
  );
}

/** One tap: no more reminders of any kind to this recipient (order updates are not reminders). */
export async function stopReminders(db: Db, token: string): Promise<void> {
  const r = await recipientOfStopToken(db, token);
  if (!r) throw badRequest(REMINDER_TEXT.stopInvalid);
  await db
    .updateTable('reminder_recipients')
    .set({ stopped_at: r.stopped_at ?? nowIso(), cart_consent: 0 })
    .where('id', '=', r.id)
    .execute();
}
