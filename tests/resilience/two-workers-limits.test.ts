import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_FAILURES_MAX } from '../../domain/constants';
import { MOBILE_CODES_PER_IP_PER_HOUR, MOBILE_CODES_PER_NUMBER } from '../../domain/accounts/mobile-login';
import { loadConfig } from '../../server/config';
import { startServer, type RunningServer } from './support/server';

// Limits are limits whatever the process count (issue 23, finding 4): with
// WEB_CONCURRENCY=2 and no REDIS_URL, both workers count in the cluster's
// first process. Every request goes on a connection of its own, so the
// cluster hands them to the two workers in turn: with a counter per worker
// each would allow the limit again.

/** One POST on a new connection (no keep-alive: the next one may reach the other worker). */
function post(base: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = request(
      base + path,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += String(c)));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text || '{}') as Record<string, unknown> }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe('two workers without Redis share every limit', () => {
  let server: RunningServer;
  const dir = mkdtempSync(join(tmpdir(), 'shop-two-workers-'));
  const owner = { email: 'owner@two-workers.example', password: 'a long owner password' };

  beforeAll(async () => {
    server = await startServer({
      WEB_CONCURRENCY: '2',
      REDIS_URL: '',
      DATA_DIR: dir,
      DATABASE_URL: `file:${join(dir, 'shop.db')}`,
      ADMIN_EMAIL: owner.email,
      ADMIN_PASSWORD: owner.password,
    });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it(`staff login allows ${LOGIN_FAILURES_MAX} guesses, then refuses on both workers`, async () => {
    const wrong = { email: owner.email, password: 'not the owner password' };
    for (let i = 0; i < LOGIN_FAILURES_MAX; i++) {
      expect((await post(server.url, '/api/admin/login', wrong, { 'x-forwarded-for': `203.0.113.${i + 1}` })).status).toBe(401);
    }
    for (let i = 0; i < 4; i++) {
      expect((await post(server.url, '/api/admin/login', wrong, { 'x-forwarded-for': `203.0.113.${i + 50}` })).status).toBe(429);
    }
  });

  it(`one number gets ${MOBILE_CODES_PER_NUMBER} codes`, async () => {
    const mobile = '9876501234';
    for (let i = 0; i < MOBILE_CODES_PER_NUMBER; i++) {
      expect((await post(server.url, '/api/auth/otp/request', { mobile }, { 'x-forwarded-for': `198.51.100.${i + 1}` })).status).toBe(200);
    }
    for (let i = 0; i < 4; i++) {
      expect((await post(server.url, '/api/auth/otp/request', { mobile }, { 'x-forwarded-for': `198.51.100.${i + 50}` })).status).toBe(429);
    }
  });

  it(`one address gets ${MOBILE_CODES_PER_IP_PER_HOUR} codes`, async () => {
    const ip = '192.0.2.77';
    const number = (i: number) => `97${String(10_000_000 + i)}`;
    for (let i = 0; i < MOBILE_CODES_PER_IP_PER_HOUR; i++) {
      expect((await post(server.url, '/api/auth/otp/request', { mobile: number(i) }, { 'x-forwarded-for': ip })).status).toBe(200);
    }
    for (let i = 0; i < 4; i++) {
      expect((await post(server.url, '/api/auth/otp/request', { mobile: number(100 + i) }, { 'x-forwarded-for': ip })).status).toBe(429);
    }
  });
});

describe('several instances', () => {
  it('need REDIS_URL: INSTANCES > 1 without it stops the server with one line', async () => {
    expect(() => loadConfig({ INSTANCES: '2' })).toThrow(/^Invalid configuration: INSTANCES=2 needs REDIS_URL/);
    expect(() => loadConfig({ INSTANCES: '2', REDIS_URL: 'redis://127.0.0.1:6379' })).toThrow(/needs PAYOUT_ACCOUNTS_KEY/);
    expect(loadConfig({ INSTANCES: '2', REDIS_URL: 'redis://127.0.0.1:6379', PAYOUT_ACCOUNTS_KEY: 'p'.repeat(32) }).INSTANCES).toBe(2);
    const dir = mkdtempSync(join(tmpdir(), 'shop-instances-'));
    try {
      await expect(
        startServer({ INSTANCES: '2', REDIS_URL: '', DATA_DIR: dir, DATABASE_URL: `file:${join(dir, 'shop.db')}` }),
      ).rejects.toThrow(/server exited early: Invalid configuration: INSTANCES=2 needs REDIS_URL[^\n]*\n$/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
