import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import { newId, nowIso } from '../../db/ids';
import type { Mailer } from './types';

export interface SmtpOptions {
  /** smtp://user:pass@host:587 or smtps://user:pass@host:465 (nodemailer's connection URL). */
  url: string;
  from: string;
  /** Per connection, greeting and socket; defaults to 15 s. */
  timeoutMs?: number;
}

/**
 * Sends through an SMTP server. Each mail sent is also recorded in `mails`
 * (status 'sent'), like the outbox, so staff can see what went out.
 */
export function createSmtpMailer(db: Db, o: SmtpOptions): Mailer {
  const timeout = o.timeoutMs ?? 15_000;
  const url = new URL(o.url);
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
    // Further options as query parameters, e.g. ?requireTLS=true or ?ignoreTLS=true.
    ...Object.fromEntries(
      [...url.searchParams].map(([k, v]) => [k, v === 'true' ? true : v === 'false' ? false : /^\d+$/.test(v) ? Number(v) : v]),
    ),
  });
  return {
    async send(m) {
      await transport.sendMail({
        from: o.from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        replyTo: m.replyTo,
        attachments: (m.attachments ?? []).map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
      });
      await db
        .insertInto('mails')
        .values({ id: newId(), to_address: m.to, subject: m.subject, body: m.text, status: 'sent', created_at: nowIso() })
        .execute();
    },
  };
}
