import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect } from 'vitest';
import { isOfflineCourier, type OfflineCourier } from '../../adapters/courier/index';
import type { TestApp } from '../setup/test-app';
import { makeAddress, makeProduct, quickCustomer } from './orders-helpers';

// Shared set-up of the shipping tests: a confirmed order, the ship page's
// booking form posted as the browser posts it (repeated fields), and the
// offline courier that plays the courier's side.

export function offlineCourierOf(t: TestApp): OfflineCourier {
  if (!isOfflineCourier(t.services.courier)) throw new Error('the test courier should be offline');
  return t.services.courier;
}

/** The text of a PDF as pdf.js reads it. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  let text = '';
  for (let p = 1; p <= doc.numPages; p++) {
    const content = await (await doc.getPage(p)).getTextContent();
    for (const item of content.items) if ('str' in item) text += item.str + ' ';
  }
  await doc.destroy();
  return text;
}

/** A customer's order placed through the API, confirmed by sales when COD. */
export async function confirmedOrder(t: TestApp, sales: string, { method = 'COD', stock = 10, quantity = 2 } = {}) {
  const buyer = await quickCustomer(t.services.db, 'Farmer');
  const product = await makeProduct(t.services.db, { pricePaise: 52_000, stock });
  const address = await makeAddress(t.services.db, buyer.id);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/order/place',
    headers: { authorization: buyer.token },
    payload: { products: [{ productId: product.id, quantity }], paymentMethod: method, address },
  });
  expect(res.statusCode).toBe(201);
  const id = res.json().order._id as string;
  if (method === 'COD') {
    const ok = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/confirm`, headers: { authorization: sales } });
    expect(ok.statusCode).toBe(200);
  }
  return { buyer, product, id };
}

/** Posts the ship page's booking form for these orders with their default boxes (or the ones given), to book or to quote again. */
export function bookForm(
  t: TestApp,
  token: string,
  ids: string[],
  box: Partial<Record<'weightKg' | 'lengthCm', string>> = {},
  intent: 'book' | 'quote' = 'book',
) {
  const body = new URLSearchParams([['intent', intent]]);
  for (const id of ids) {
    body.append('ids', id);
    body.append('weightKg', box.weightKg ?? '2.15');
    body.append('lengthCm', box.lengthCm ?? '30');
    body.append('breadthCm', '20');
    body.append('heightCm', '15');
    body.append('courierId', '');
  }
  return t.app.inject({
    method: 'POST',
    url: `/admin/orders/ship?ids=${ids.join(',')}`,
    payload: body.toString(),
    headers: {
      authorization: token,
      accept: 'application/json',
      origin: t.services.config.PUBLIC_URL,
      'content-type': 'application/x-www-form-urlencoded',
    },
  });
}

export const orderRow = (t: TestApp, id: string) =>
  t.services.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
export const eventsOf = async (t: TestApp, id: string) =>
  (await t.services.db.selectFrom('order_history').select('event').where('order_id', '=', id).orderBy('at').execute()).map((r) => r.event);
