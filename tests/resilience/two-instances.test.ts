import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages';
import { freshPostgres, redisUrl } from './support/postgres';
import { json, startServer, type RunningServer } from './support/server';

// Two app instances on one PostgreSQL and one Redis: whichever instance a
// request reaches, the customer's session, cart and rate limits are the same.
describe('two app instances', () => {
  let a: RunningServer;
  let b: RunningServer;
  let drop: () => Promise<void>;
  const dir = mkdtempSync(join(tmpdir(), 'shop-two-'));
  const ip = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
  const customer = {
    username: 'Two Servers',
    email: `two.${randomBytes(4).toString('hex')}@example.com`,
    mobileNo: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
    password: 'shared-state-123',
    confirmPassword: 'shared-state-123',
  };

  const owner = { email: `owner.${randomBytes(3).toString('hex')}@mitti.example`, password: 'a long owner password' };

  beforeAll(async () => {
    if (!redisUrl) throw new Error('TEST_REDIS_URL is not set: this test needs Redis');
    const db = await freshPostgres();
    drop = db.drop;
    const env = { DATABASE_URL: db.url, REDIS_URL: redisUrl, DATA_DIR: dir, ADMIN_EMAIL: owner.email, ADMIN_PASSWORD: owner.password };
    a = await startServer(env);
    b = await startServer(env);
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await drop?.();
    rmSync(dir, { recursive: true, force: true });
  });

  // The login call takes exactly the two fields of SPEC.md §7.
  const credentials = () => JSON.stringify({ email: customer.email, password: customer.password });

  it('shares sessions: a token from one instance works on the other, and logout on one ends it on both', async () => {
    expect(
      (await json(`${a.url}/api/signup`, { method: 'POST', body: JSON.stringify(customer), headers: { 'x-forwarded-for': ip } })).status,
    ).toBe(201);
    const login = await json(`${a.url}/api/login`, { method: 'POST', body: credentials() });
    const token = String(login.body.token);
    expect((await json(`${b.url}/api/me`, { token })).status).toBe(200);
    // Both instances now keep the session in memory (decision 028): the logout must reach the other at once.
    expect((await json(`${a.url}/api/me`, { token })).status).toBe(200);
    expect((await json(`${b.url}/api/logout`, { method: 'POST', token, body: '{}' })).status).toBe(200);
    expect((await json(`${a.url}/api/me`, { token })).status).toBe(401);
  });

  it('shares carts', async () => {
    const token = String((await json(`${b.url}/api/login`, { method: 'POST', body: credentials() })).body.token);
    const products = await json(`${a.url}/api/get/all/products`);
    const productId = (products.body as unknown as { _id: string }[])[0]._id;
    expect(
      (await json(`${a.url}/api/post/card`, { method: 'POST', token, body: JSON.stringify({ product: productId, quantity: 2 }) })).status,
    ).toBe(200);
    const cart = await json(`${b.url}/api/get/card`, { token });
    expect(cart.body.items).toEqual([expect.objectContaining({ quantity: 2, product: expect.objectContaining({ _id: productId }) })]);
  });

  it('shares rate limits: five failures spread over both instances lock the account on both', async () => {
    const wrong = JSON.stringify({ email: customer.email, password: 'not-the-password' });
    for (const server of [a, b, a, b, a]) {
      expect((await json(`${server.url}/api/login`, { method: 'POST', body: wrong, headers: { 'x-forwarded-for': ip } })).status).toBe(401);
    }
    for (const server of [a, b]) {
      const locked = await json(`${server.url}/api/login`, { method: 'POST', body: credentials() });
      expect(locked.status).toBe(429);
      expect(locked.body.message).toBe(MSG.loginLocked);
    }
  });

  it('shares the page cache’s invalidations: stock changed through one instance shows on the other at once', async () => {
    const [first] = (await json(`${b.url}/api/get/all/products`)).body as unknown as { _id: string }[];
    const stockOnB = async () => Number((await json(`${b.url}/api/get/product/${first._id}`)).body.stock);
    const before = await stockOnB();
    expect(await stockOnB()).toBe(before); // now kept in b's cache
    const staff = await json(`${a.url}/api/admin/login`, { method: 'POST', body: JSON.stringify(owner) });
    const token = String(staff.body.token);
    const damaged = await json(`${a.url}/api/admin/products/${first._id}/stock`, {
      method: 'POST',
      token,
      body: JSON.stringify({ reason: 'damaged', quantity: '1' }),
    });
    expect(damaged.status).toBe(200);
    await expect.poll(stockOnB, { timeout: 1_000, interval: 20 }).toBe(before - 1);
  });
});
