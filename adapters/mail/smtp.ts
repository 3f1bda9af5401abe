import nodemailer from 'nodemailer';
import type { MailTransport } from './types';

export interface SmtpOptions {
  /** smtp://user:pass@host:587 or smtps://user:pass@host:465 (nodemailer's connection URL). */
  url: string;
  from: string;
  /** Per connection, greeting and socket; defaults to 15 s. */
  timeoutMs?: number;
}

/** Delivers through an SMTP server; throws when the server is down or refuses. */
export function createSmtpTransport(o: SmtpOptions): MailTransport {
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
    deliveredStatus: 'sent',
    async deliver(m) {
      await transport.sendMail({
        from: o.from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        replyTo: m.replyTo,
        attachments: (m.attachments ?? []).map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
      });
    },
  };
}
