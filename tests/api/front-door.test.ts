import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANG_COOKIE } from '../../domain/i18n/languages';
import { databases, signUpAndLogin, staffToken, startTestApp, type TestApp } from '../setup/test-app';

// The front door answers kept pages and catalogue answers before Fastify
// (server/front-door.ts). Over a real socket (app.inject goes past it):
// its answers are the very answers Fastify sends, it leaves alone what is
// someone's own, it never outlives a write, and it is counted and logged.

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

type LogLine = { msg: string; reqId?: string; kept?: boolean; req?: { url: string }; res?: { statusCode: number } };

describe.each(databases)('the front door on %s', (kind) => {
  let t: TestApp;
  let base: string;
  const lines: LogLine[] = [];

  beforeAll(async () => {
    const logTo = { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) };
    t = await startTestApp(kind, { LOG_LEVEL: 'info', METRICS_TOKEN: 'scrape-token-0123456789' }, { logTo });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  /** A GET as a client sends it: no headers but these, the body as it came (not decompressed). */
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      request(base + path, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const { date: _date, ...rest } = res.headers;
          resolve({ status: res.statusCode ?? 0, headers: rest, body: Buffer.concat(chunks) });
        });
      })
        .on('error', reject)
        .end();
    });
  const linesFor = (path: string) => lines.filter((l) => l.msg === 'request completed' && l.req?.url === path);
  const html = { accept: 'text/html' };

  it('sends a kept answer exactly as Fastify sends it, a 304 too', async () => {
    const asked: [string, Record<string, string>][] = [
      ['/api/get/all/products', { 'accept-encoding': 'gzip, br' }],
      ['/api/getall/categories?lang=hi', {}],
      ['/b2b', { ...html, 'accept-encoding': 'gzip' }],
      ['/hi/', html],
    ];
    for (const [path, headers] of asked) {
      await get(path, headers); // rendered and kept
      await new Promise((r) => setTimeout(r, 100)); // its compressed copies made
      const before = linesFor(path).length;
      const front = await get(path, headers);
      // An Origin is CORS, Fastify's to answer: the same kept answer by the other way.
      const fastify = await get(path, { ...headers, origin: 'https://elsewhere.example' });
      await new Promise((r) => setTimeout(r, 20)); // Fastify logs once its answer has gone
      expect(front.status).toBe(200);
      expect(front.headers).toEqual(fastify.headers);
      expect(front.body.equals(fastify.body)).toBe(true);
      expect(front.headers['content-security-policy']).toContain("default-src 'self'");
      // Each went its own way: the front door's line has no Fastify request id.
      const [byFront, byFastify] = linesFor(path).slice(before);
      expect(byFront).toMatchObject({ kept: true, res: { statusCode: 200 } });
      expect(byFront.reqId).toBeUndefined();
      expect(byFastify.reqId).toBeTruthy();

      const etag = String(front.headers.etag);
      const unchanged = await get(path, { ...headers, 'if-none-match': etag });
      const unchangedByFastify = await get(path, { ...headers, 'if-none-match': etag, origin: 'https://elsewhere.example' });
      expect([unchanged.status, unchanged.body.length]).toEqual([304, 0]);
      expect(unchanged.headers).toEqual(unchangedByFastify.headers);
    }
  });

  it("leaves a customer's page, a chosen language and anything but GET to Fastify", async () => {
    const buyer = await signUpAndLogin(t.app, 'Doorway');
    await get('/b2b', html);
    const mine = await get('/b2b', { ...html, authorization: buyer.token });
    expect(mine.body.toString()).toContain(buyer.username);
    expect(mine.headers.etag).toBeUndefined();
    // Hindi chosen earlier: the English address sends the visitor on, kept page or not.
    const chosen = await get('/b2b', { ...html, cookie: `${LANG_COOKIE}=hi` });
    expect([chosen.status, chosen.headers.location]).toEqual([302, '/hi/b2b']);
    const head = await new Promise<number>((resolve, reject) =>
      request(`${base}/b2b`, { method: 'HEAD', headers: html }, (res) => resolve(res.statusCode ?? 0))
        .on('error', reject)
        .end(),
    );
    expect(head).toBe(200);
  });

  it('never sends an answer a write has made stale', async () => {
    const [product] = JSON.parse((await get('/api/get/all/products')).body.toString()) as {
      _id: string;
      variants: { _id: string; price: number; mrp: number }[];
    }[];
    const path = `/api/get/product/${product._id}`;
    await get(path);
    expect(JSON.parse((await get(path)).body.toString()).variants[0].price).toBe(product.variants[0].price);
    const catalogue = await staffToken(t, 'catalogue', `door.${Date.now()}@mitti.example`);
    const edit = await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${product._id}/packs/${product.variants[0]._id}`,
      headers: { authorization: catalogue },
      payload: { price: String(product.variants[0].price + 7), mrp: String(product.variants[0].mrp + 7) },
    });
    expect(edit.statusCode).toBe(200);
    expect(JSON.parse((await get(path)).body.toString()).variants[0].price).toBe(product.variants[0].price + 7);
  });

  it('counts its answers in /metrics', async () => {
    const route = '/api/getall/categories';
    const counted = async () => {
      const text = (await get('/metrics', { authorization: 'Bearer scrape-token-0123456789' })).body.toString();
      const line = text.split('\n').find((l) => l.startsWith(`http_requests_total{method="GET",route="${route}",status="200"}`));
      return Number(line?.split(' ').pop() ?? 0);
    };
    await get(route);
    const before = await counted();
    for (let i = 0; i < 3; i++) await get(route);
    expect(await counted()).toBe(before + 3);
    await new Promise((r) => setTimeout(r, 20));
    expect(linesFor(route).filter((l) => l.kept).length).toBeGreaterThanOrEqual(3);
  });

  it('logs one line a request, when it is answered', async () => {
    const before = lines.length;
    const res = await t.app.inject({ url: '/api/get/all/products?search=no-such-thing' });
    expect(res.statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 20));
    const mine = lines.slice(before).filter((l) => l.req?.url === '/api/get/all/products?search=no-such-thing');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ msg: 'request completed', res: { statusCode: 200 } });
    // Health checks are not logged: a probe every few seconds would bury the rest.
    const quiet = lines.length;
    await t.app.inject('/healthz');
    expect(lines.length).toBe(quiet);
  });
});
