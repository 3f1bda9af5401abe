import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, nowIso } from '../../db/ids';
import { databases, staffToken, startTestApp, type TestApp } from '../setup/test-app';
import { quickCustomer } from './orders-helpers';

// HR and content staff see no revenue: not on their dashboard, and not in any
// back-office page or admin API answer they can open (every GET route of the
// table, with the ids of a real paid order and its customer filled in).

describe.each(databases)('revenue hidden from hr and content on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const role of ['owner', 'content', 'hr']) tokens[role] = await staffToken(t, role);
    const buyer = await quickCustomer(t.services.db);
    ids.user = buyer.id;
    ids.order = newId();
    const now = nowIso();
    await t.services.db
      .insertInto('orders')
      .values({
        id: ids.order,
        user_id: buyer.id,
        address_snapshot: '{}',
        payment_method: 'UPI',
        payment_status: 'Paid',
        status: 'Confirmed',
        total_paise: 1_234_567, // ₹12,345.67: a figure found nowhere else
        created_at: now,
        updated_at: now,
      })
      .execute();
  });
  afterAll(() => t.close());

  const FIGURE = /12,345\.67|12345\.67|1234567|revenue/i;
  const get = (url: string, role: string) => t.app.inject({ url, headers: { authorization: tokens[role], accept: 'text/html' } });

  it('the owner sees the figure (so the check below can find it)', async () => {
    expect((await get('/admin', 'owner')).body).toMatch(/12,345\.67[^<]*<\/span> revenue today/);
    const orders = await t.app.inject({ url: '/api/admin/orders', headers: { authorization: tokens.owner } });
    expect(orders.body).toMatch(/12345\.67/);
  });

  it('no back-office page or admin API answer shows hr or content a revenue figure', async () => {
    const urls = t.app.routeList
      .filter((r) => r.method === 'GET' && /^\/(admin|api\/admin)(\/|$)/.test(r.url))
      .map((r) =>
        r.url
          .replace(/:(id|orderId)\b/g, ids.order)
          .replace(/:(userId|customerId)\b/g, ids.user)
          .replace(/:[A-Za-z]+/g, 'x'),
      );
    expect(urls.length).toBeGreaterThan(20);
    for (const role of ['content', 'hr']) {
      for (const url of [...new Set(urls)]) {
        for (const accept of ['text/html', 'application/json']) {
          const res = await t.app.inject({ url, headers: { authorization: tokens[role], accept } });
          expect(res.statusCode, `${role} ${url}`).toBeLessThan(500);
          if (res.headers['content-type']?.toString().startsWith('application/pdf')) continue;
          expect(res.body, `${role} ${url}`).not.toMatch(FIGURE);
        }
      }
    }
  });
});
