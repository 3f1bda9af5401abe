import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionCache } from '../../domain/accounts/session-cache';
import { cartItemCount } from '../../domain/cart/count';
import { connectCaches, Peers } from '../../server/cache/peers';
import { PersonalPages } from '../../server/cache/personal-pages';
import { SharedPages } from '../../server/cache/shared-pages';
import { databases, signUpAndLogin, staffToken, startTestApp, type TestApp } from '../setup/test-app';
import { makeAddress } from './orders-helpers';

// A logged-in customer's session, cart count, cart and orders are kept in
// memory between requests; whatever changes them shows on the very next
// request: logging out, their own cart changes, another buyer's purchase (the
// stock shown), a staff member's work on their order.

describe.each(databases)('what is kept of a customer on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const html = { accept: 'text/html' };
  const as = (token: string, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { authorization: token, ...headers } });
  const firstProduct = async () => (await t.app.inject('/api/get/all/products')).json()[0];
  const buy = async (buyer: { id: string; token: string }, product: { _id: string; variants: { _id: string }[] }, quantity: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/order/place',
      headers: { authorization: buyer.token },
      payload: {
        products: [{ productId: product._id, variant: product.variants[0]._id, quantity }],
        paymentMethod: 'COD',
        address: await makeAddress(t.services.db, buyer.id),
      },
    });

  it('ends a session at once on logout, though the session was kept', async () => {
    const asha = await signUpAndLogin(t.app, 'Kept');
    expect((await as(asha.token, '/api/me')).statusCode).toBe(200);
    expect((await as(asha.token, '/cart', html)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: asha.token } });
    expect(out.statusCode).toBe(200);
    expect((await as(asha.token, '/api/me')).statusCode).toBe(401);
    const cart = await as(asha.token, '/cart', html);
    expect(cart.body).not.toContain(asha.username);
  });

  it("answers a customer's cart again privately, and shows their change to it at once", async () => {
    const buyer = await signUpAndLogin(t.app, 'Again');
    const product = await firstProduct();
    const empty = await as(buyer.token, '/api/get/card');
    expect(empty.headers['cache-control']).toBe('private, no-cache');
    const etag = empty.headers.etag as string;
    expect((await as(buyer.token, '/api/get/card', { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await as(buyer.token, '/my_orders', html)).body).toContain('data-testid="cart-count">0<');

    const added = await t.app.inject({
      method: 'POST',
      url: '/api/post/card',
      headers: { authorization: buyer.token },
      payload: { product: product._id, quantity: 2 },
    });
    expect(added.statusCode).toBeLessThan(300);
    const after = await as(buyer.token, '/api/get/card', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(JSON.stringify(after.json())).toContain(product._id);
    // The header's cart count, kept with the session, moved too.
    expect((await as(buyer.token, '/my_orders', html)).body).toContain('data-testid="cart-count">1<');
  });

  it("shows the stock another buyer's purchase left in a cart that was kept", async () => {
    const product = await firstProduct();
    const pack = product.variants[0];
    const watcher = await signUpAndLogin(t.app, 'Watcher');
    await t.app.inject({
      method: 'POST',
      url: '/api/post/card',
      headers: { authorization: watcher.token },
      payload: { product: product._id, variant: pack._id, quantity: 1 },
    });
    const stockIn = async () => {
      const cart = (await as(watcher.token, '/api/get/card')).json();
      return JSON.stringify(cart).match(/"stock":(\d+)/)![1];
    };
    const before = Number(await stockIn());
    const placed = await buy(await signUpAndLogin(t.app, 'Other'), product, 2);
    expect(placed.statusCode).toBe(201);
    expect(Number(await stockIn())).toBe(before - 2);
  });

  it("shows a staff member's confirmation in My Orders that was kept", async () => {
    const buyer = await signUpAndLogin(t.app, 'Orders');
    const product = await firstProduct();
    const { order } = (await buy(buyer, product, 1)).json();
    expect((await as(buyer.token, '/my_orders', html)).body).toContain('order-badge-pending');
    const sales = await staffToken(t, 'sales', `sales.${Date.now()}@mitti.example`);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order._id}/confirm`,
      headers: { authorization: sales },
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await as(buyer.token, '/my_orders', html)).body).toContain('order-badge-confirmed');
  });
});

describe('workers and instances tell each other what to forget', () => {
  it("forgets a customer's session and pages in every peer, and everyone's pages after a catalogue change", async () => {
    const make = () => {
      const caches = { pages: new SharedPages(), personal: new PersonalPages(), sessions: new SessionCache(cartItemCount) };
      const peers = new Peers();
      connectCaches(peers, caches);
      return { ...caches, peers };
    };
    const a = make();
    const b = make();
    // As the cluster's first process relays between workers.
    a.peers.addTransport(async (m) => b.peers.receive(m));
    b.peers.addTransport(async (m) => a.peers.receive(m));
    const keep = (c: ReturnType<typeof make>, user: string) =>
      c.personal.put(PersonalPages.keyOf(user, 'html /cart'), c.personal.version, 'text/html', Buffer.from('<p>cart</p>'));
    keep(b, 'u1');
    keep(b, 'u2');
    b.pages.put('html /', b.pages.version, 'text/html', Buffer.from('<p>home</p>'));

    await a.sessions.forget('u1');
    expect(b.personal.get(PersonalPages.keyOf('u1', 'html /cart'))).toBeUndefined();
    expect(b.personal.get(PersonalPages.keyOf('u2', 'html /cart'))).toBeDefined();
    expect(b.pages.get('html /')).toBeDefined();

    a.pages.invalidate();
    expect(b.pages.get('html /')).toBeUndefined();
    expect(b.personal.get(PersonalPages.keyOf('u2', 'html /cart'))).toBeUndefined();
  });
});
