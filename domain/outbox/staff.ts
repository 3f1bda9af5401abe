import type { Db } from '../../db/client';
import { newId, nowIso } from '../../db/ids';
import { ADMIN_PAGE_SIZE } from '../constants';
import { readPositiveInteger } from '../decimal-integer';
import { conflict, notFound } from '../errors';
import { paged, pageWindow, type Paged } from '../paging';
import { audit } from '../staff/audit';
import type { StaffMember } from '../staff/staff';
import { bodyOf, type OutboxRow } from './outbox';

// What staff see of the outbox (/admin/outbox, owner and sales): every
// message with how its sending went, filtered; a failed or sent message can
// be sent again (a new row, audited), never one still waiting.

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export const OUTBOX_CHANNELS = ['email', 'whatsapp', 'sms'] as const;

/** Back office texts (English only). */
export const OUTBOX_MSG = {
  notFound: 'That message is not in the outbox.',
  stillWaiting: 'This message is still waiting to be sent; it goes on its own.',
  resent: 'Queued again: it goes out within a minute.',
} as const;

export interface OutboxFilters {
  status?: (typeof OUTBOX_STATUSES)[number];
  channel?: (typeof OUTBOX_CHANNELS)[number];
  /** An order id or its 8-character ref, an e-mail address or a mobile number. */
  q?: string;
  page?: number;
}

const oneOf = <T extends string>(list: readonly T[], v?: string) => (v && (list as readonly string[]).includes(v) ? (v as T) : undefined);

/** Only the filters that mean something; anything else is dropped, never an error. */
export function cleanOutboxFilters(raw: Record<string, string | undefined>): OutboxFilters {
  return {
    status: oneOf(OUTBOX_STATUSES, raw.status),
    channel: oneOf(OUTBOX_CHANNELS, raw.channel),
    q: raw.q?.trim().slice(0, 100) || undefined,
    page: readPositiveInteger(raw.page) ?? 1,
  };
}

export interface OutboxEntry {
  id: string;
  orderId: string | null;
  topic: string;
  channel: string;
  recipientKind: string;
  to: string;
  lang: string;
  subject: string | null;
  /** As it goes out, with the site's address in its links. */
  body: string;
  status: string;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  resentFrom: string | null;
  createdAt: string;
  sentAt: string | null;
}

const entryOf = (r: OutboxRow, site: string): OutboxEntry => ({
  id: r.id,
  orderId: r.order_id,
  topic: r.topic,
  channel: r.channel,
  recipientKind: r.recipient_kind,
  to: r.to_address,
  lang: r.lang,
  subject: r.subject,
  body: bodyOf(r, site),
  status: r.status,
  attempts: Number(r.attempts),
  nextAttemptAt: r.next_attempt_at,
  lastError: r.last_error,
  resentFrom: r.resent_from,
  createdAt: r.created_at,
  sentAt: r.sent_at,
});

/** A page of the outbox, newest first, with how many messages stand in each status. */
export async function listOutbox(db: Db, f: OutboxFilters, site: string): Promise<Paged<OutboxEntry> & { counts: Record<string, number> }> {
  let query = db.selectFrom('outbox');
  if (f.status) query = query.where('status', '=', f.status);
  if (f.channel) query = query.where('channel', '=', f.channel);
  if (f.q) {
    const q = f.q.toLowerCase();
    const digits = q.replace(/\D/g, '').slice(-10);
    query = query.where((eb) =>
      eb.or([
        eb('order_id', '=', f.q!),
        eb(eb.fn('lower', ['order_id']), 'like', `%${q.replace(/[%_]/g, '')}`),
        eb(eb.fn('lower', ['to_address']), '=', q),
        ...(digits.length === 10 ? [eb('to_address', '=', digits)] : []),
      ]),
    );
  }
  const counted = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const window = pageWindow(f.page, ADMIN_PAGE_SIZE);
  const rows = await query
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  const byStatus = await db
    .selectFrom('outbox')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  const counts = Object.fromEntries(OUTBOX_STATUSES.map((s) => [s, Number(byStatus.find((b) => b.status === s)?.n ?? 0)]));
  return {
    ...paged(
      rows.map((r) => entryOf(r, site)),
      Number(counted?.n ?? 0),
      ADMIN_PAGE_SIZE,
    ),
    counts,
  };
}

/**
 * Sends a failed or sent message again: a new row with the same recipient
 * and text (its attachments made afresh), pointing to the one it repeats;
 * audited. Answers the new row's id.
 */
export async function resendMessage(db: Db, staff: Pick<StaffMember, 'id' | 'email'>, id: string): Promise<string> {
  const row =
    typeof id === 'string' && id.length <= 64 ? await db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst() : null;
  if (!row) throw notFound(OUTBOX_MSG.notFound);
  if (row.status !== 'failed' && row.status !== 'sent') throw conflict(OUTBOX_MSG.stillWaiting);
  const copy = newId();
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('outbox')
      .values({
        ...row,
        id: copy,
        dedupe_key: null,
        status: 'pending',
        attempts: 0,
        next_attempt_at: now,
        lease_until: null,
        claim: null,
        last_error: null,
        resent_from: row.id,
        created_at: now,
        updated_at: now,
        sent_at: null,
      })
      .execute();
    await audit(
      trx,
      staff,
      'outbox.resend',
      'outbox',
      row.id,
      { status: row.status, to: row.to_address, topic: row.topic },
      { resentAs: copy },
    );
  });
  return copy;
}
