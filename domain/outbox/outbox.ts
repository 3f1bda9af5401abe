import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { MailAttachment, Mailer } from '../../adapters/mail/types';
import type { SmsSender } from '../../adapters/sms/types';
import type { WhatsAppSender } from '../../adapters/whatsapp/types';
import type { Db } from '../../db/client';
import { newId, nowIso } from '../../db/ids';
import type { Database } from '../../db/schema';
import type { OutboxTable } from '../../db/schema-orders';

// The outbox (decision 034): a message a change causes is a row written in
// that change's transaction — a change rolled back leaves no message, a
// committed one cannot lose it. A worker sends the rows: it claims each with a
// guarded UPDATE and a lease (two workers never send one row), retries with
// exponential backoff and gives up as 'failed' after OUTBOX_MAX_ATTEMPTS.
// Bodies are rendered when queued, in the recipient's language; the site's
// address and attachments are filled in when sent.

export type OutboxChannel = OutboxTable['channel'];
export type OutboxRow = Selectable<OutboxTable>;

/** Where a body's links start: the worker puts the site's address (PUBLIC_URL) there when it sends. */
export const SITE = '{site}';

/** A file made when the message is sent (an order's GST invoice or credit note). */
export interface AttachmentRef {
  kind: 'invoice' | 'credit-note';
  orderId: string;
}

export interface OutgoingMessage {
  channel: OutboxChannel;
  topic: string;
  recipient: { kind: 'customer' | 'staff'; id: string | null };
  /** An e-mail address, or a 10-digit mobile number. */
  to: string;
  lang: string;
  subject?: string;
  body: string;
  attachments?: AttachmentRef[];
  orderId?: string;
  historyId?: string;
  /** One message per key: queuing it again changes nothing (the change's history id, channel and recipient). */
  dedupeKey?: string;
  /** An SMS's DLT template values (filled in the body too). */
  values?: Record<string, string>;
}

export const OUTBOX_MAX_ATTEMPTS = 8;
/** 1, 2, 4, … minutes between tries, at most 6 hours: about two hours from the first try to the eighth. */
export const OUTBOX_BACKOFF_BASE_MS = 60_000;
export const OUTBOX_BACKOFF_MAX_MS = 6 * 3_600_000;
/** How long a claimed row is a worker's: longer than any send takes (adapters time out within 15 s). */
export const OUTBOX_LEASE_MS = 2 * 60_000;

export const backoffMs = (attempts: number) => Math.min(OUTBOX_BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), OUTBOX_BACKOFF_MAX_MS);

type Executor = Kysely<Database> | Transaction<Database>;

/** Writes the message to the outbox (in the caller's transaction); answers its id, or null when its key was queued already. */
export async function queueMessage(trx: Executor, m: OutgoingMessage): Promise<string | null> {
  const id = newId();
  const now = nowIso();
  const body = m.channel === 'sms' && m.values ? JSON.stringify({ text: m.body, values: m.values }) : m.body;
  const res = await trx
    .insertInto('outbox')
    .values({
      id,
      dedupe_key: m.dedupeKey ?? null,
      order_id: m.orderId ?? null,
      history_id: m.historyId ?? null,
      topic: m.topic,
      channel: m.channel,
      recipient_kind: m.recipient.kind,
      recipient_id: m.recipient.id,
      to_address: m.to,
      lang: m.lang,
      subject: m.subject ?? null,
      body,
      attachments: JSON.stringify(m.attachments ?? []),
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      lease_until: null,
      claim: null,
      last_error: null,
      resent_from: null,
      created_at: now,
      updated_at: now,
      sent_at: null,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) === 1 ? id : null;
}

/** What the worker sends with. */
export interface OutboxSenders {
  db: Db;
  mail: Mailer;
  whatsapp: WhatsAppSender;
  sms: SmsSender;
  config: { PUBLIC_URL: string };
  /** Makes an attachment reference into its file (the orders module knows its documents). */
  attach?: (ref: AttachmentRef) => Promise<MailAttachment | null>;
}

export interface DeliveryReport {
  sent: number;
  /** The rows that failed this time (retried later, or given up on), with why. */
  failed: { row: OutboxRow; error: Error }[];
}

/** A row's SMS text and its template values (stored together as JSON). */
export function smsOf(row: Pick<OutboxRow, 'body'>): { text: string; values: Record<string, string> } {
  try {
    const parsed = JSON.parse(row.body) as { text?: unknown; values?: unknown };
    if (typeof parsed.text === 'string') return { text: parsed.text, values: (parsed.values ?? {}) as Record<string, string> };
  } catch {
    // a plain text body
  }
  return { text: row.body, values: {} };
}

/** The body as it goes out, with the site's address in its links. */
export const bodyOf = (row: Pick<OutboxRow, 'body' | 'channel'>, site: string) =>
  (row.channel === 'sms' ? smsOf(row).text : row.body).replaceAll(SITE, site);

async function send(deps: OutboxSenders, row: OutboxRow): Promise<void> {
  const site = deps.config.PUBLIC_URL;
  if (row.channel === 'email') {
    const refs = JSON.parse(row.attachments) as AttachmentRef[];
    const files = (await Promise.all(refs.map((r) => deps.attach?.(r) ?? null))).filter((f): f is MailAttachment => !!f);
    return deps.mail.sendOnce({ to: row.to_address, subject: row.subject ?? '', text: bodyOf(row, site), attachments: files }, row.id);
  }
  if (row.channel === 'whatsapp') {
    await deps.whatsapp.send({
      to: row.to_address,
      text: bodyOf(row, site),
      topic: row.topic,
      userId: row.recipient_kind === 'customer' ? (row.recipient_id ?? undefined) : undefined,
    });
    return;
  }
  const { values } = smsOf(row);
  const filled = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.replaceAll(SITE, site)]));
  await deps.sms.sendText({ to: row.to_address, text: bodyOf(row, site), template: `${row.topic}.${row.lang}`, values: filled });
}

/** Claims one row for this worker: only if it is still due (pending, or held by a worker whose lease ran out). */
async function claim(db: Db, id: string, token: string, now: Date): Promise<OutboxRow | null> {
  const at = now.toISOString();
  const res = await db
    .updateTable('outbox')
    .set((eb) => ({
      status: 'sending',
      claim: token,
      lease_until: new Date(now.getTime() + OUTBOX_LEASE_MS).toISOString(),
      attempts: eb('attempts', '+', 1),
      updated_at: at,
    }))
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', at)]),
        eb.and([eb('status', '=', 'sending'), eb('lease_until', '<', at), eb('attempts', '<', OUTBOX_MAX_ATTEMPTS)]),
      ]),
    )
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return null;
  return (await db.selectFrom('outbox').selectAll().where('id', '=', id).where('claim', '=', token).executeTakeFirst()) ?? null;
}

const errorText = (e: unknown) => String((e as Error)?.message ?? e).slice(0, 500);
const permanent = (e: unknown) => !!(e as { permanent?: boolean } | null)?.permanent;

/**
 * Sends what is due (of one order, one row, or all), each row claimed first; a failure
 * is tried again after backoffMs(attempts), and after OUTBOX_MAX_ATTEMPTS
 * tries (or at once, when trying again cannot help) the row is 'failed'.
 */
export async function deliverDue(
  deps: OutboxSenders,
  opts: { now?: Date; orderId?: string; id?: string; limit?: number } = {},
): Promise<DeliveryReport> {
  const now = opts.now ?? new Date();
  const at = now.toISOString();
  const { db } = deps;
  // A row whose worker stopped while sending its last try is given up on.
  await db
    .updateTable('outbox')
    .set({ status: 'failed', claim: null, lease_until: null, last_error: 'Stopped while sending', updated_at: at })
    .where('status', '=', 'sending')
    .where('lease_until', '<', at)
    .where('attempts', '>=', OUTBOX_MAX_ATTEMPTS)
    .execute();
  let query = db
    .selectFrom('outbox')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', at)]),
        eb.and([eb('status', '=', 'sending'), eb('lease_until', '<', at)]),
      ]),
    );
  if (opts.orderId) query = query.where('order_id', '=', opts.orderId);
  if (opts.id) query = query.where('id', '=', opts.id);
  const due = await query
    .orderBy('next_attempt_at')
    .orderBy('created_at')
    .limit(opts.limit ?? 50)
    .execute();
  const token = randomBytes(9).toString('hex');
  const report: DeliveryReport = { sent: 0, failed: [] };
  for (const { id } of due) {
    const row = await claim(db, id, token, now);
    if (!row) continue; // another worker has it
    try {
      await send(deps, row);
    } catch (e) {
      const tries = Number(row.attempts);
      const giveUp = tries >= OUTBOX_MAX_ATTEMPTS || permanent(e);
      await db
        .updateTable('outbox')
        .set({
          status: giveUp ? 'failed' : 'pending',
          next_attempt_at: new Date(now.getTime() + backoffMs(tries)).toISOString(),
          claim: null,
          lease_until: null,
          last_error: errorText(e),
          updated_at: nowIso(),
        })
        .where('id', '=', row.id)
        .where('claim', '=', token)
        .execute();
      report.failed.push({ row, error: e as Error });
      continue;
    }
    await db
      .updateTable('outbox')
      .set({ status: 'sent', claim: null, lease_until: null, last_error: null, sent_at: nowIso(), updated_at: nowIso() })
      .where('id', '=', row.id)
      .where('claim', '=', token)
      .execute();
    report.sent += 1;
  }
  return report;
}
