import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { WhatsAppTransport } from './types';

/** The offline default: every message becomes a text file under DATA_DIR/whatsapp-outbox (and its row says "outbox"). */
export function createWhatsAppOutbox(dataDir: string): WhatsAppTransport {
  const dir = join(dataDir, 'whatsapp-outbox');
  return {
    name: 'offline',
    async deliver(m, id) {
      mkdirSync(dir, { recursive: true });
      const now = new Date().toISOString();
      writeFileSync(join(dir, `${now.replace(/[:.]/g, '-')}-${id}.txt`), `To: +91${m.to}\nTopic: ${m.topic}\nDate: ${now}\n\n${m.text}\n`);
      return null;
    },
  };
}
