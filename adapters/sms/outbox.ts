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
  return {
    name: 'offline',
    async sendCode(m) {
      mkdirSync(dir, { recursive: true });
      const now = new Date().toISOString();
      const file = `${now.replace(/[:.]/g, '-')}-${m.to}-${Math.random().toString(36).slice(2, 8)}.txt`;
      writeFileSync(join(dir, file), `To: +91${m.to}\nDate: ${now}\n\n${m.text}\n`);
    },
  };
}
