import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../../db/client';
import { newId, nowIso } from '../../db/ids';
import type { Mailer, MailMessage } from './types';

/** The offline default: every mail is a row in `mails` and an .eml file under DATA_DIR/outbox. */
export function createOutboxMailer(db: Db, dataDir: string, from: string): Mailer {
  const dir = join(dataDir, 'outbox');
  return {
    async send(m: MailMessage) {
      const id = newId();
      const created = nowIso();
      await db
        .insertInto('mails')
        .values({ id, to_address: m.to, subject: m.subject, body: m.text, status: 'outbox', created_at: created })
        .execute();
      mkdirSync(dir, { recursive: true });
      const headers = [`From: ${from}`, `To: ${m.to}`, `Subject: ${m.subject}`, `Date: ${new Date(created).toUTCString()}`];
      if (m.replyTo) headers.push(`Reply-To: ${m.replyTo}`);
      const names = (m.attachments ?? []).map((a) => `[attachment: ${a.filename}, ${a.content.length} bytes]`);
      writeFileSync(join(dir, `${created.replace(/[:.]/g, '-')}-${id}.eml`), [...headers, '', m.text, ...names, ''].join('\r\n'));
    },
  };
}
