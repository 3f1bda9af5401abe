import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { REQUEST_TIMEOUT_MS } from '../../domain/constants';
import { MSG } from '../../domain/messages';
import { startTestApp, type TestApp } from '../setup/test-app';

// A request's headers and body must arrive in time (issue 23, finding 8):
// 1,500 connections sending a byte every 20 s stayed open for minutes. Over
// a real socket, with the limit made short (REQUEST_TIMEOUT_MS) so the test
// does not wait a minute: a slow body and slow headers are cut off with 408
// and the connection closed; a request sent in time is answered as before.

const LIMIT_MS = 1_000;

/** Opens a raw connection, sends `first`, then one byte every `everyMs`; resolves with what came back and when the server closed it. */
function trickle(port: number, first: string, everyMs: number, giveUpMs: number) {
  return new Promise<{ answer: string; closedAfterMs: number | null }>((resolve) => {
    const started = Date.now();
    let answer = '';
    const socket: Socket = connect(port, '127.0.0.1', () => socket.write(first));
    const drip = setInterval(() => socket.writable && socket.write('a'), everyMs);
    const giveUp = setTimeout(() => finish(null), giveUpMs);
    const finish = (closedAfterMs: number | null) => {
      clearInterval(drip);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ answer, closedAfterMs });
    };
    socket.on('data', (d) => (answer += String(d)));
    socket.on('error', () => {});
    socket.on('close', () => finish(Date.now() - started));
  });
}

describe('slow requests are cut off', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await startTestApp('sqlite', { REQUEST_TIMEOUT_MS: String(LIMIT_MS) });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('has a limit by default, and REQUEST_TIMEOUT_MS sets it', () => {
    expect(loadConfig({}).REQUEST_TIMEOUT_MS).toBe(REQUEST_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBeLessThanOrEqual(60_000);
    expect(t.app.server.requestTimeout).toBe(LIMIT_MS);
    expect(t.app.server.headersTimeout).toBeLessThanOrEqual(LIMIT_MS);
  });

  it('a body sent a byte at a time is cut off with 408 and the connection closed', async () => {
    const head = [
      'POST /api/contact HTTP/1.1',
      'Host: 127.0.0.1',
      'Content-Type: application/json',
      'Content-Length: 100000',
      '',
      '{"a":"',
    ].join('\r\n');
    const r = await trickle(port, head, 200, 10_000);
    expect(r.closedAfterMs).not.toBeNull();
    expect(r.closedAfterMs!).toBeLessThan(LIMIT_MS + 4_000);
    expect(r.answer === '' || r.answer.startsWith('HTTP/1.1 408')).toBe(true);
  });

  it('headers sent a byte at a time are cut off with 408 and the connection closed', async () => {
    const r = await trickle(port, 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ', 200, 10_000);
    expect(r.closedAfterMs).not.toBeNull();
    expect(r.closedAfterMs!).toBeLessThan(LIMIT_MS + 4_000);
    expect(r.answer === '' || r.answer.startsWith('HTTP/1.1 408')).toBe(true);
  });

  it('answers what it cannot read as HTTP in the shop’s own words, never the framework’s', async () => {
    const ask = (raw: string) =>
      new Promise<string>((resolve) => {
        let answer = '';
        const socket = connect(port, '127.0.0.1', () => socket.write(raw));
        socket.on('data', (d) => (answer += String(d)));
        socket.on('error', () => {});
        socket.on('close', () => resolve(answer));
      });
    const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
    const garbage = await ask('NOT HTTP AT ALL\r\n\r\n');
    expect(garbage).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(garbage)).toEqual({ status: false, message: MSG.requestUnreadable });
    const huge = await ask(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(huge).toMatch(/^HTTP\/1\.1 431 /);
    expect(bodyOf(huge)).toEqual({ status: false, message: MSG.headersTooLarge });
    const slow = await trickle(port, 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ', 200, 10_000);
    if (slow.answer) expect(bodyOf(slow.answer)).toEqual({ status: false, message: MSG.requestTooSlow });
  });

  it('a request sent in time is answered', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(res.status).toBe(200);
  });
});
