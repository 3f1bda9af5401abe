import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MailTransport } from './types';

/** The offline default: every mail becomes an .eml file under DATA_DIR/outbox. */
export function createOutboxTransport(dataDir: string, from: string): MailTransport {
  const dir = join(dataDir, 'outbox');
  return {
    deliveredStatus: 'outbox',
    async deliver(m, id, created) {
      mkdirSync(dir, { recursive: true });
      const headers = [`From: ${from}`, `To: ${m.to}`, `Subject: ${m.subject}`, `Date: ${new Date(created).toUTCString()}`];
      if (m.replyTo) headers.push(`Reply-To: ${m.replyTo}`);
      const names = (m.attachments ?? []).map((a) => `[attachment: ${a.filename}, ${a.content.length} bytes]`);
      writeFileSync(join(dir, `${created.replace(/[:.]/g, '-')}-${id}.eml`), [...headers, '', m.text, ...names, ''].join('\r\n'));
    },
  };
}
