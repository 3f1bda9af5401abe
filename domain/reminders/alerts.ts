import type { Kysely, Transaction } from 'kysely';
import type { Db } from '../../db/client';
import { newId, nowIso } from '../../db/ids';
import type { Database } from '../../db/schema';
import { badRequest, notFound } from '../errors';
import type { Lang } from '../i18n/languages';
import { MSG } from '../messages';
import { isEmail } from '../validation';
import { newToken, recipientFor } from './recipients';
import { REMINDER_TEXT } from './texts';

// "Notify me when it is back" on a pack out of stock: one alert per pack and
// recipient while it waits. When the pack's stock rises from nothing
// (catalog's moveStock calls stockCameBack in its transaction), each waiting
// alert becomes one reminder, sent by the reminder worker through the outbox.

type Executor = Kysely<Database> | Transaction<Database>;

/** Asks for an alert on an out-of-stock pack: a customer by their account, a visitor by e-mail. Answers the cancel token. */
export async function askToNotify(
  db: Db,
  input: { productId: string; variantId: string; userId?: string | null; email?: string; lang: Lang },
): Promise<string> {
  const pack = await db
    .selectFrom('product_variants')
    .select(['id', 'product_id', 'stock'])
    .where('id', '=', input.variantId.slice(0, 64))
    .where('product_id', '=', input.productId.slice(0, 64))
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  if (!pack) throw notFound(REMINDER_TEXT.packNotFound);
  if (Number(pack.stock) > 0) throw badRequest(REMINDER_TEXT.notifyInStock);
  const email = input.userId ? null : (input.email ?? '').trim().toLowerCase();
  if (email !== null && (!isEmail(email) || email.length > 254)) throw badRequest(MSG.emailInvalid, 'email');
  const who = input.userId ? { userId: input.userId } : { email: email! };
  return db.transaction().execute(async (trx) => {
    const r = await recipientFor(trx, who);
    const same = await trx
      .selectFrom('stock_alerts')
      .select('cancel_token')
      .where('variant_id', '=', pack.id)
      .where('recipient_id', '=', r.id)
      .where('status', '=', 'waiting')
      .executeTakeFirst();
    if (same) return same.cancel_token;
    const token = newToken();
    await trx
      .insertInto('stock_alerts')
      .values({
        id: newId(),
        product_id: pack.product_id,
        variant_id: pack.id,
        recipient_id: r.id,
        user_id: input.userId ?? null,
        email,
        lang: input.lang,
        cancel_token: token,
        status: 'waiting',
        created_at: nowIso(),
        back_at: null,
      })
      .execute();
    return token;
  });
}

/** Cancels a waiting alert: by its link's token, or (logged in) the customer's own alert on a pack. */
export async function cancelAlert(db: Db, by: { token: string } | { userId: string; variantId: string }): Promise<void> {
  let q = db.updateTable('stock_alerts').set({ status: 'cancelled' }).where('status', '=', 'waiting');
  q =
    'token' in by
      ? q.where('cancel_token', '=', by.token.slice(0, 64))
      : q.where('user_id', '=', by.userId).where('variant_id', '=', by.variantId.slice(0, 64));
  const res = await q.executeTakeFirst();
  if (Number(res.numUpdatedRows) < 1) throw notFound(REMINDER_TEXT.notifyNotFound);
}

/** The packs of a product the customer waits for. */
export async function waitingPacksOf(db: Db, userId: string, productId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('stock_alerts')
    .select('variant_id')
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .where('status', '=', 'waiting')
    .execute();
  return rows.map((r) => r.variant_id);
}

/** Stock of a pack rose: each alert waiting for it becomes one reminder, due now (in the caller's transaction). */
export async function stockCameBack(trx: Executor, variantId: string, now = new Date()): Promise<number> {
  const waiting = await trx
    .selectFrom('stock_alerts')
    .select(['id', 'recipient_id', 'user_id'])
    .where('variant_id', '=', variantId)
    .where('status', '=', 'waiting')
    .execute();
  const at = now.toISOString();
  for (const a of waiting) {
    await trx.updateTable('stock_alerts').set({ status: 'due', back_at: at }).where('id', '=', a.id).execute();
    await trx
      .insertInto('reminders')
      .values({
        id: newId(),
        kind: 'back_in_stock',
        recipient_id: a.recipient_id,
        user_id: a.user_id,
        dedupe_key: `stock:${a.id}`,
        subject_id: a.id,
        due_at: at,
        status: 'due',
        claim: null,
        lease_until: null,
        note: null,
        outbox_id: null,
        created_at: at,
        sent_at: null,
      })
      .onConflict((oc) => oc.column('dedupe_key').doNothing())
      .execute();
  }
  return waiting.length;
}
