import type { Db } from '../../db/client';
import { newId, nowIso } from '../../db/ids';
import { oneLine } from './headers';
import type { MailMessage, Mailer, MailTransport } from './types';

/** Waits before the 1st, 2nd, … retry; the last one repeats until the mail goes out. */
export const MAIL_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000];

interface StoredAttachment {
  filename: string;
  contentType: string;
  base64: string;
}

const encode = (m: MailMessage) =>
  JSON.stringify({
    ...m,
    attachments: (m.attachments ?? []).map((a): StoredAttachment => ({
      filename: a.filename,
      contentType: a.contentType,
      base64: a.content.toString('base64'),
    })),
  });

function decode(payload: string): MailMessage {
  const m = JSON.parse(payload) as Omit<MailMessage, 'attachments'> & { attachments: StoredAttachment[] };
  return {
    ...m,
    attachments: m.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.base64, 'base64') })),
  };
}

/** Header values that came from a person, on one line: no header can be smuggled in. */
const onOneLine = (message: MailMessage): MailMessage => ({
  ...message,
  to: oneLine(message.to),
  subject: oneLine(message.subject),
  replyTo: message.replyTo === undefined ? undefined : oneLine(message.replyTo),
  attachments: message.attachments?.map((a) => ({ ...a, filename: oneLine(a.filename) })),
});

const errorText = (e: unknown) => String((e as Error)?.message ?? e).slice(0, 500);

/**
 * Every mail is a row in `mails` before anything is tried, so none is lost:
 * delivered at once when the transport works, else retried with backoff
 * (`retryDue`, run every half minute by the server). Header values that came
 * from a person are put on one line first, so no header can be smuggled in.
 */
export function createQueuedMailer(db: Db, transport: MailTransport): Mailer {
  async function attempt(id: string, m: MailMessage, created: string, attempts: number, now: Date): Promise<boolean> {
    try {
      await transport.deliver(m, id, created);
      await db
        .updateTable('mails')
        .set({ status: transport.deliveredStatus, payload: null, attempts: attempts + 1, next_attempt_at: null, last_error: null })
        .where('id', '=', id)
        .execute();
      return true;
    } catch (e) {
      const wait = MAIL_RETRY_DELAYS_MS[Math.min(attempts, MAIL_RETRY_DELAYS_MS.length - 1)];
      await db
        .updateTable('mails')
        .set({
          status: 'retry',
          attempts: attempts + 1,
          next_attempt_at: new Date(now.getTime() + wait).toISOString(),
          last_error: errorText(e),
        })
        .where('id', '=', id)
        .execute();
      return false;
    }
  }

  return {
    async send(message) {
      const m = onOneLine(message);
      const id = newId();
      const created = nowIso();
      await db
        .insertInto('mails')
        .values({
          id,
          to_address: m.to,
          subject: m.subject,
          body: m.text,
          status: 'queued',
          created_at: created,
          payload: encode(m),
          attempts: 0,
        })
        .execute();
      return { delivered: await attempt(id, m, created, 0, new Date()) };
    },

    async sendOnce(message, id) {
      const m = onOneLine(message);
      const created = nowIso();
      const row = { to_address: m.to, subject: m.subject, body: m.text, payload: null, next_attempt_at: null };
      await db
        .insertInto('mails')
        .values({ id, ...row, status: 'queued', created_at: created, attempts: 0, last_error: null })
        .onConflict((oc) => oc.column('id').doUpdateSet({ ...row, status: 'queued' }))
        .execute();
      try {
        await transport.deliver(m, id, created);
      } catch (e) {
        await db
          .updateTable('mails')
          .set((eb) => ({ status: 'failed', attempts: eb('attempts', '+', 1), last_error: errorText(e) }))
          .where('id', '=', id)
          .execute();
        throw e;
      }
      await db
        .updateTable('mails')
        .set((eb) => ({ status: transport.deliveredStatus, attempts: eb('attempts', '+', 1), last_error: null }))
        .where('id', '=', id)
        .execute();
    },

    async retryDue(now = new Date()) {
      const due = await db
        .selectFrom('mails')
        .select(['id', 'payload', 'created_at', 'attempts'])
        .where('status', '=', 'retry')
        .where('next_attempt_at', '<=', now.toISOString())
        .orderBy('next_attempt_at')
        .limit(50)
        .execute();
      let sent = 0;
      for (const row of due) {
        if (row.payload && (await attempt(row.id, decode(row.payload), row.created_at, Number(row.attempts), now))) sent += 1;
      }
      return sent;
    },
  };
}
