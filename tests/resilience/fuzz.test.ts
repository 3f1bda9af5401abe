import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../server/app';
import { databases, signUpAndLogin, startTestApp, type TestApp } from '../setup/test-app';

// Every API route, with wrong types, missing and extra fields, 1 MB strings,
// __proto__ keys, SQL and script payloads: no 5xx, no crash, nothing stored
// from a rejected request.

const BIG = 'x'.repeat(1024 * 1024);
const NASTY: unknown[] = [
  null,
  0,
  -1,
  1e308,
  true,
  '',
  ' ',
  'null',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '\u0000',
  '💥'.repeat(50),
  [],
  [1, 2],
  {},
  { $gt: '' },
  { __proto__: { admin: true } },
];
const FIELDS = [
  'email',
  'password',
  'username',
  'mobileNo',
  'confirmPassword',
  'product',
  'quantity',
  'action',
  'rating',
  'text',
  'fullName',
  'phone',
  'companyName',
  'message',
  'productName',
  'Name',
  'Email',
  'Phone',
  'Message',
  'pincode',
  'state',
  'city',
  'locality',
  'address',
  'name',
  'mobile',
  'addressType',
  'products',
  'paymentMethod',
  'orderId',
  'amount',
  'razorpay_order_id',
  'razorpay_payment_id',
  'razorpay_signature',
  'lat',
  'lng',
  'search',
  'categoryId',
  'type',
  'priceRange',
];

function bodies(): { payload: string; contentType: string }[] {
  const out: { payload: string; contentType: string }[] = [
    { payload: '', contentType: 'application/json' },
    { payload: '{', contentType: 'application/json' },
    { payload: '[]', contentType: 'application/json' },
    { payload: '"text"', contentType: 'application/json' },
    { payload: '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}', contentType: 'application/json' },
    { payload: JSON.stringify({ email: BIG, password: BIG }), contentType: 'application/json' },
    { payload: 'a=1&a=2&__proto__[x]=1', contentType: 'application/x-www-form-urlencoded' },
    { payload: '<xml/>', contentType: 'application/xml' },
  ];
  for (const value of NASTY) {
    out.push({ payload: JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, value]))), contentType: 'application/json' });
  }
  return out;
}

const fill = (url: string, value: string) => url.replace(/:[A-Za-z]+\??/g, encodeURIComponent(value)).replace('*', 'x');

async function rowCounts(t: TestApp): Promise<Record<string, number>> {
  const tables = [
    'users',
    'sessions',
    'categories',
    'products',
    'product_images',
    'reviews',
    'enquiries',
    'carts',
    'cart_items',
    'addresses',
    'orders',
    'order_lines',
    'stock_movements',
    'payment_events',
    'otps',
    'contact_messages',
    'jobs',
    'resumes',
    'news',
    'blogs',
    'team_members',
    'mails',
  ] as const;
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await t.services.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

describe.each(databases)('fuzzing every API route on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let apiRoutes: RouteEntry[];
  beforeAll(async () => {
    t = await startTestApp(kind);
    token = (await signUpAndLogin(t.app, 'Fuzz')).token;
    apiRoutes = t.app.routeList.filter((r) => !r.page && r.method !== 'HEAD' && r.method !== 'OPTIONS' && !r.url.includes('*'));
  });
  afterAll(() => t.close());

  it('never answers 5xx and stores nothing from a rejected request', async () => {
    expect(apiRoutes.length).toBeGreaterThan(3);
    const failures: string[] = [];
    const ids = ['nope', '0', "1' OR '1'='1", '%00', 'a'.repeat(300), '__proto__'];
    const send = async (route: RouteEntry, url: string, auth: string | undefined, body: { payload: string; contentType: string }) => {
      const before = kind === 'sqlite' ? await rowCounts(t) : undefined;
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: route.method === 'GET' ? `${url}?search=${encodeURIComponent("' OR 1=1")}&categoryId=%00&type=__proto__` : url,
        payload: body.payload || undefined,
        headers: { ...(body.contentType ? { 'content-type': body.contentType } : {}), ...(auth ? { authorization: auth } : {}) },
      });
      if (res.statusCode >= 500) failures.push(`${route.method} ${url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      if (before && res.statusCode >= 400) {
        const after = await rowCounts(t);
        for (const [table, n] of Object.entries(after)) {
          if (n !== before[table]) failures.push(`${route.method} ${url} → ${res.statusCode} but ${table} ${before[table]}→${n}`);
        }
      }
    };
    for (const route of apiRoutes) {
      const withBody = route.method !== 'GET' && route.method !== 'DELETE';
      const urls = route.url.includes(':') ? ids.map((id) => fill(route.url, id)) : [route.url];
      // Every odd id, with and without a (forged or real) token…
      for (const url of urls) {
        for (const auth of [undefined, token, 'null', 'Bearer forged']) {
          await send(route, url, auth, withBody ? { payload: '{}', contentType: 'application/json' } : { payload: '', contentType: '' });
        }
      }
      // …and every odd body, as a logged-in customer.
      if (withBody) for (const body of bodies()) await send(route, urls[0], token, body);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(failures).toEqual([]);
  }, 600_000);
});
