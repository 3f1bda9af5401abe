import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SmsSender } from './types';

/**
 * The offline default: every SMS becomes a text file under DATA_DIR/sms-outbox
 * (named by time and number), so a developer or a test reads the code there.
 * Nothing goes to the database: the codes are kept nowhere else in clear.
 */
export function createSmsOutbox(dataDir: string): SmsSender {
  const dir = join(dataDir, 'sms-outbox');
  const keep = (to: string, text: string, template?: string) => {
    mkdirSync(dir, { recursive: true });
    const now = new Date().toISOString();
    const file = `${now.replace(/[:.]/g, '-')}-${to}-${Math.random().toString(36).slice(2, 8)}.txt`;
    writeFileSync(join(dir, file), `To: +91${to}\nDate: ${now}\n${template ? `Template: ${template}\n` : ''}\n${text}\n`);
  };
  return {
    name: 'offline',
    async sendCode(m) {
      keep(m.to, m.text);
    },
    async sendText(m) {
      keep(m.to, m.text, m.template);
    },
  };
}
