import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SHUTDOWN_DRAIN_MS } from '../../domain/constants';
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

// Issue 23, finding 10: under load, 4 to 24 of 200 requests in flight at
// SIGTERM got a connection reset. Now every request received is answered,
// keep-alive connections close after their current answer, and a new request
// is refused cleanly (a 503 with Connection: close, or the connection refused
// once nothing listens): never a reset, with one worker or two.
describe.each([1, 2])('SIGTERM under load with %i worker(s)', (workers) => {
  const dir = mkdtempSync(join(tmpdir(), `shop-sigterm-${workers}-`));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** A status, or how the request failed: 'refused' (nothing listening) is clean, anything else is a reset or a broken answer. */
  const outcome = (url: string) =>
    fetch(url).then(
      async (r) => {
        await r.arrayBuffer();
        return r.status === 503 && r.headers.get('connection') !== 'close' ? '503-kept-open' : r.status;
      },
      (e: Error) => {
        const code = (e.cause as { code?: string })?.code ?? e.message;
        return code === 'ECONNREFUSED' ? 'refused' : `broken:${code}`;
      },
    );

  it('answers the 200 requests in flight, refuses later ones cleanly, resets none', async () => {
    const server = await startServer({ DATA_DIR: dir, DATABASE_URL: `file:${join(dir, 'shop.db')}`, WEB_CONCURRENCY: String(workers) });
    // Load: a few clients asking one after another on keep-alive connections, before, during and after the signal.
    let loading = true;
    let signalledAt = Infinity;
    const load: { r: number | string; sentAfterSignalMs: number }[] = [];
    const clients = Array.from({ length: 6 }, async () => {
      while (loading) {
        const sent = Date.now();
        const r = await outcome(`${server.url}/login`);
        load.push({ r, sentAfterSignalMs: sent - signalledAt });
        if (r !== 200) await new Promise((done) => setTimeout(done, 20));
      }
    });
    await new Promise((r) => setTimeout(r, 500));
    const inFlight = Array.from({ length: 200 }, (_, i) => outcome(`${server.url}/${i % 2 ? 'login' : 'api/get/all/products'}`));
    await new Promise((r) => setTimeout(r, 20));
    signalledAt = Date.now();
    server.process.kill('SIGTERM');
    const results = await Promise.all(inFlight);
    const code = await server.exited;
    loading = false;
    await Promise.all(clients);

    expect(code).toBe(0);
    // Every request sent before the signal got its full answer.
    expect(results.filter((r) => r !== 200)).toEqual([]);
    // The load got answers, 503s with Connection: close, or refused connections; a keep-alive
    // connection was never closed under a request. The one thing no server can help: a
    // connection opened at the very moment the listener closes is reset by the system, so
    // a connection may fail so only once the drain window is over, at most once per client.
    const broken = load.filter(({ r }) => r !== 200 && r !== 503 && r !== 'refused');
    expect(broken.filter((b) => b.sentAfterSignalMs < SHUTDOWN_DRAIN_MS - 50)).toEqual([]);
    expect(broken.length).toBeLessThanOrEqual(6);
    expect(load.filter(({ r }) => r === 'refused').length).toBeGreaterThan(0);
  });
});
