import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from './support/server';

describe('SIGTERM during load', () => {
  const dir = mkdtempSync(join(tmpdir(), 'shop-sigterm-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lets requests in flight complete, refuses new ones cleanly and exits 0', async () => {
    const server = await startServer({ DATA_DIR: dir, DATABASE_URL: `file:${join(dir, 'shop.db')}` });
    // A steady stream of page renders (each touches the database).
    const inFlight: Promise<number | string>[] = [];
    for (let i = 0; i < 40; i++) {
      inFlight.push(
        fetch(`${server.url}/login`).then(
          (r) => r.status,
          (e: Error) => `refused:${(e.cause as { code?: string })?.code ?? e.message}`,
        ),
      );
    }
    await new Promise((r) => setTimeout(r, 5));
    server.process.kill('SIGTERM');
    const afterSignal: Promise<number | string>[] = [];
    await new Promise((r) => setTimeout(r, 1500)); // past the drain window
    for (let i = 0; i < 20; i++) {
      await new Promise((r) => setTimeout(r, 10));
      afterSignal.push(
        fetch(`${server.url}/login`).then(
          (r) => r.status,
          () => 'refused',
        ),
      );
    }
    const results = await Promise.all(inFlight);
    const later = await Promise.all(afterSignal);
    expect(await server.exited).toBe(0);
    // Every request sent before the signal got a full answer.
    expect(results).toEqual(results.map(() => 200));
    // Nothing after the signal got a broken answer: either a clean 503 or a refused connection.
    expect(later.every((r) => r === 'refused' || r === 503)).toBe(true);
  });
});
