import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages';
import { databases, postForm, staffToken, startTestApp, type TestApp } from '../setup/test-app';
import { makeAddress, makeProduct, quickCustomer } from './orders-helpers';

// Order updates by phone (decision 034): a customer with a confirmed number
// gets WhatsApp when they turned it on and SMS when not — never both unless
// they asked for both; an unconfirmed number gets neither. SMS texts are short
// fixed texts in the customer's language with the order's ref and link.

describe.each(databases)('order updates by SMS or WhatsApp on %s', (kind) => {
  let t: TestApp;
  let sales: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    sales = await staffToken(t, 'sales');
  });
  afterAll(() => t.close());

  async function customer(name: string, o: { verified?: boolean; whatsapp?: boolean; lang?: string } = {}) {
    const c = await quickCustomer(t.services.db, name, { mobileVerified: o.verified ?? true });
    await t.services.db
      .updateTable('users')
      .set({ whatsapp_opt_in: o.whatsapp ? 1 : 0, lang: o.lang ?? 'en' })
      .where('id', '=', c.id)
      .execute();
    const mobile = (await t.services.db.selectFrom('users').select('mobile_no').where('id', '=', c.id).executeTakeFirstOrThrow()).mobile_no;
    return { ...c, mobile };
  }
  async function placeAndShip(c: { id: string; token: string }) {
    const product = await makeProduct(t.services.db, { pricePaise: 45_000, stock: 5 });
    const address = await makeAddress(t.services.db, c.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/place',
      headers: { authorization: c.token },
      payload: { products: [{ productId: product.id, quantity: 1 }], paymentMethod: 'COD', address },
    });
    const id = res.json().order._id as string;
    const as = (url: string, payload?: object) => t.app.inject({ method: 'POST', url, payload, headers: { authorization: sales } });
    await as(`/api/admin/orders/${id}/confirm`);
    expect((await as(`/api/admin/orders/${id}/ship`, { carrier: 'India Post', trackingNumber: 'EE123456789IN' })).statusCode).toBe(200);
    return id;
  }
  const channelsOf = async (orderId: string) =>
    (
      await t.services.db
        .selectFrom('outbox')
        .select(['channel', 'topic', 'status'])
        .where('order_id', '=', orderId)
        .orderBy('created_at')
        .execute()
    )
      .filter((m) => m.status === 'sent')
      .map((m) => `${m.topic}:${m.channel}`);
  const smsFilesTo = (mobile: string) => {
    const dir = join(t.dataDir, 'sms-outbox');
    let files: string[] = [];
    try {
      files = readdirSync(dir).filter((f) => f.includes(`-${mobile}-`));
    } catch {
      return [];
    }
    return files.sort().map((f) => readFileSync(join(dir, f), 'utf8'));
  };
  const whatsappTo = (userId: string) =>
    t.services.db.selectFrom('whatsapp_messages').select('topic').where('user_id', '=', userId).execute();

  it('texts a customer without WhatsApp updates by SMS, with the ref and the link, and nothing by WhatsApp', async () => {
    const c = await customer('Texted');
    const id = await placeAndShip(c);
    expect(await channelsOf(id)).toEqual(['order-placed:email', 'order-placed:sms', 'order-shipped:email', 'order-shipped:sms']);
    const texts = smsFilesTo(c.mobile);
    expect(texts).toHaveLength(2);
    const ref = id.slice(-8).toUpperCase();
    expect(texts[0]).toContain('Template: order-placed.en');
    expect(texts[0]).toContain(`Mitti Biotech: order ${ref} of ₹450 placed. Details: ${t.services.config.PUBLIC_URL}/orders/${id}`);
    expect(texts[1]).toContain(`order ${ref} shipped with India Post, tracking EE123456789IN`);
    expect(await whatsappTo(c.id)).toEqual([]);
  });

  it('sends WhatsApp only to a customer who turned it on, and both to one who asked for both', async () => {
    const only = await customer('Whats', { whatsapp: true });
    const first = await placeAndShip(only);
    expect(await channelsOf(first)).toEqual([
      'order-placed:email',
      'order-placed:whatsapp',
      'order-shipped:email',
      'order-shipped:whatsapp',
    ]);
    expect(smsFilesTo(only.mobile)).toEqual([]);
    expect((await whatsappTo(only.id)).map((w) => w.topic)).toEqual(['order-placed', 'order-shipped']);

    // The customer asks for both on their account page; the WhatsApp switch of the API leaves that choice as it is.
    const both = await customer('Both');
    const page = await t.app.inject({ url: '/account', headers: { authorization: both.token } });
    expect(page.body).toContain('Send them by SMS as well as on WhatsApp.');
    const saved = await postForm(t, '/account', { intent: 'whatsapp', whatsapp: 'on', sms: 'on' }, both.token);
    expect(saved.json()).toMatchObject({ ok: true, toast: { text: MSG.whatsappOn } });
    const api = (optIn: boolean) =>
      t.app.inject({ method: 'POST', url: '/api/account/whatsapp', payload: { optIn }, headers: { authorization: both.token } });
    await api(false);
    await api(true);
    expect((await t.app.inject({ url: '/account', headers: { authorization: both.token } })).body).toMatch(/name="sms" checked=""/);
    const second = await placeAndShip(both);
    expect((await channelsOf(second)).filter((c) => c.startsWith('order-shipped'))).toEqual([
      'order-shipped:email',
      'order-shipped:whatsapp',
      'order-shipped:sms',
    ]);
    expect(smsFilesTo(both.mobile)).toHaveLength(2);
  });

  it('sends nothing by phone to a number nobody confirmed', async () => {
    const c = await customer('Unconfirmed', { verified: false, whatsapp: true });
    const id = await placeAndShip(c);
    expect(await channelsOf(id)).toEqual(['order-placed:email', 'order-shipped:email']);
    expect(smsFilesTo(c.mobile)).toEqual([]);
    expect(await whatsappTo(c.id)).toEqual([]);
  });

  it('writes the SMS in the customer’s own language, whoever made the change', async () => {
    const c = await customer('Hindi', { lang: 'hi' });
    const id = await placeAndShip(c);
    const texts = smsFilesTo(c.mobile);
    expect(texts[0]).toContain('Template: order-placed.hi');
    expect(texts[1]).toContain(`Mitti Biotech: ऑर्डर ${id.slice(-8).toUpperCase()} India Post से भेजा गया, ट्रैकिंग EE123456789IN।`);
    expect(texts[1]).toContain(`${t.services.config.PUBLIC_URL}/hi/orders/${id}`);
  });
});
