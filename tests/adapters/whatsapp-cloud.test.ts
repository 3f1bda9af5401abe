import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createWhatsAppCloud } from '../../adapters/whatsapp/cloud';
import { WhatsAppError } from '../../adapters/whatsapp/types';
import { startWhatsAppFake, type WhatsAppFake } from '../fakes/whatsapp-cloud-fake';
import { databases, postForm, startTestApp, type TestApp } from '../setup/test-app';
import { makeAddress, makeProduct, quickCustomer } from '../api/orders-helpers';

describe('WhatsApp Cloud API adapter against the local fake', () => {
  let fake: WhatsAppFake;
  beforeAll(async () => {
    fake = await startWhatsAppFake();
  });
  beforeEach(() => {
    fake.failure = null;
  });
  afterAll(() => fake.close());

  const cloud = (over: Partial<Parameters<typeof createWhatsAppCloud>[0]> = {}) =>
    createWhatsAppCloud({ token: fake.token, phoneNumberId: fake.phoneNumberId, apiUrl: fake.url + '/', timeoutMs: 2000, ...over });
  const message = { to: '9876543210', text: 'Namaste, your order ABC has shipped.', topic: 'order-shipped' };

  it('posts a text message with the bearer token to /{phone-number-id}/messages and answers its wamid', async () => {
    const id = await cloud().deliver(message, 'local-1');
    expect(id).toMatch(/^wamid\./);
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/${fake.phoneNumberId}/messages`,
      authorization: `Bearer ${fake.token}`,
      body: { messaging_product: 'whatsapp', to: '919876543210', type: 'text', text: { body: message.text } },
    });
  });

  it('sends an approved template with the text as its one variable', async () => {
    await cloud({ template: { name: 'order_update', language: 'en' } }).deliver(message, 'local-2');
    expect(fake.requests.at(-1)?.body).toMatchObject({
      messaging_product: 'whatsapp',
      to: '919876543210',
      type: 'template',
      template: {
        name: 'order_update',
        language: { code: 'en' },
        components: [{ type: 'body', parameters: [{ type: 'text', text: message.text }] }],
      },
    });
  });

  it('reports a wrong token, a wrong number id, a server error and no answer', async () => {
    await expect(cloud({ token: 'wrong' }).deliver(message, 'x')).rejects.toThrow(/WhatsApp 401: Invalid OAuth access token.*code 190/);
    await expect(cloud({ phoneNumberId: '1' }).deliver(message, 'x')).rejects.toThrow(/WhatsApp 400/);
    fake.failure = 'server-error';
    await expect(cloud().deliver(message, 'x')).rejects.toBeInstanceOf(WhatsAppError);
    fake.failure = 'hang';
    await expect(cloud({ timeoutMs: 200 }).deliver(message, 'x')).rejects.toThrow(/no answer within 200 ms/);
  });
});

describe.each(databases)('order updates through the WhatsApp Cloud API on %s', (kind) => {
  let fake: WhatsAppFake;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startWhatsAppFake();
    t = await startTestApp(kind, { WHATSAPP_TOKEN: fake.token, WHATSAPP_PHONE_NUMBER_ID: fake.phoneNumberId, WHATSAPP_API_URL: fake.url });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const place = async (token: string, userId: string) => {
    const product = await makeProduct(t.services.db, { pricePaise: 45_000, stock: 5 });
    const address = await makeAddress(t.services.db, userId);
    return t.app.inject({
      method: 'POST',
      url: '/api/order/place',
      payload: { products: [{ productId: product.id, quantity: 1 }], paymentMethod: 'COD', address },
      headers: { authorization: token },
    });
  };

  it('sends the order placed message to an opted-in customer, and keeps it as sent', async () => {
    const c = await quickCustomer(t.services.db, 'Cloud', { mobileVerified: true });
    const on = await postForm(t, '/account', { whatsapp: 'on', intent: 'whatsapp' }, c.token);
    expect(on.statusCode).toBe(200);
    const res = await place(c.token, c.id);
    expect(res.statusCode).toBe(201);
    const mobile = (await t.services.db.selectFrom('users').select('mobile_no').where('id', '=', c.id).executeTakeFirstOrThrow()).mobile_no;
    const sent = fake.messages.at(-1)!;
    expect(sent.to).toBe(`91${mobile}`);
    expect(JSON.stringify(sent.body)).toContain(res.json().order._id.slice(-8).toUpperCase());
    const row = await t.services.db.selectFrom('whatsapp_messages').selectAll().where('user_id', '=', c.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'sent', provider_id: sent.id, topic: 'order-placed' });
  });

  it('places the order even when WhatsApp fails, and keeps the message as failed', async () => {
    const c = await quickCustomer(t.services.db, 'Down', { mobileVerified: true });
    await postForm(t, '/account', { whatsapp: 'on', intent: 'whatsapp' }, c.token);
    fake.failure = 'server-error';
    const res = await place(c.token, c.id);
    fake.failure = null;
    expect(res.statusCode).toBe(201);
    const row = await t.services.db.selectFrom('whatsapp_messages').selectAll().where('user_id', '=', c.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', provider_id: null });
    expect(row.error).toContain('WhatsApp 500');
  });
});
