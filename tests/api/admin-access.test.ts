import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES } from '../../domain/constants';
import { canUse, type StaffArea } from '../../domain/staff/roles';
import { databases, staffToken, signUpAndLogin, startTestApp, type TestApp } from '../setup/test-app';

// The role matrix, generated from the route table: every back-office page and
// API call, asked by nobody, by a customer and by each staff role.

describe.each(databases)('back office access on %s', (kind) => {
  let t: TestApp;
  let customer: string;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestApp(kind);
    customer = (await signUpAndLogin(t.app)).token;
    for (const role of STAFF_ROLES) tokens[role] = await staffToken(t, role);
  });
  afterAll(() => t.close());

  const staffRoutes = () =>
    t.app.routeList
      .filter((r) => r.access?.startsWith('staff:') && (r.method === 'GET' || r.method === 'POST'))
      .map((r) => ({ ...r, area: r.access!.slice(6) as StaffArea, path: r.url.replace(/:\w+/g, 'no-such-id') }));

  const ask = (r: ReturnType<typeof staffRoutes>[number], token?: string) =>
    t.app.inject({
      method: r.method as 'GET' | 'POST',
      url: r.path,
      headers: {
        ...(token ? { authorization: token } : {}),
        ...(r.page ? { accept: 'text/html' } : {}),
        ...(r.method === 'POST' ? { origin: t.services.config.PUBLIC_URL } : {}),
      },
      ...(r.method === 'POST' ? { payload: {} } : {}),
    });

  it('covers the back office: orders, the audit log and the pages', () => {
    const urls = staffRoutes().map((r) => `${r.method} ${r.url}`);
    for (const u of [
      'GET /api/admin/orders',
      'POST /api/admin/orders/:id/ship',
      'GET /api/admin/audit',
      'GET /admin',
      'GET /admin/orders/:id',
    ]) {
      expect(urls).toContain(u);
    }
  });

  it('sends a visitor to sign in: 401 from the API, the sign-in page for a page', async () => {
    for (const r of staffRoutes()) {
      const res = await ask(r);
      if (r.page) {
        expect(res.statusCode, `${r.method} ${r.url}`).toBe(303);
        expect(res.headers.location, r.url).toMatch(/^\/admin\/login\?next=/);
      } else {
        expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
      }
    }
  });

  it('refuses a customer token on the admin API', async () => {
    for (const r of staffRoutes().filter((r) => !r.page)) expect((await ask(r, customer)).statusCode, r.url).toBe(403);
  });

  it('lets each role through exactly where its area allows', async () => {
    for (const role of STAFF_ROLES) {
      // Signing out last: it ends the session the other calls use.
      for (const r of staffRoutes().sort((a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')))) {
        const status = (await ask(r, tokens[role])).statusCode;
        const label = `${role} ${r.method} ${r.url} → ${status}`;
        if (canUse(role, r.area)) expect([401, 403], label).not.toContain(status);
        else expect(status, label).toBe(403);
      }
    }
  });
});
