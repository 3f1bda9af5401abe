import { expect } from 'vitest';
import type { OfflinePaymentProvider } from '../../adapters/payments/types';
import { gstinCheckChar } from '../../domain/tax/gstin';
import type { TestApp } from '../setup/test-app';
import { makeAddress, makeProduct, quickCustomer } from './orders-helpers';
import { pdfText } from './shipping-helpers';

// Shared set-up of the e-invoice and e-way bill tests: orders of a dealer
// (an address with a GSTIN) or of a farmer, paid online or Cash on Delivery.

/** A Maharashtra GSTIN with its right check character. */
export const DEALER_GSTIN = `27AAGCK4321M1Z${gstinCheckChar('27AAGCK4321M1Z')}`;

export const post = (t: TestApp, url: string, token: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: { authorization: token }, ...(payload ? { payload } : {}) });

/** An order placed by a new customer: a dealer's (GSTIN on the address) unless `gstin` is ''; COD confirmed, online paid. */
export async function placedOrder(
  t: TestApp,
  sales: string,
  { method = 'COD', gstin = DEALER_GSTIN, pricePaise = 52_000, quantity = 2 } = {},
) {
  const db = t.services.db;
  const buyer = await quickCustomer(db, 'Dealer');
  const product = await makeProduct(db, { pricePaise, stock: 50 });
  const address = await makeAddress(db, buyer.id);
  if (gstin) await db.updateTable('addresses').set({ gstin, business_name: 'Krishi Seva Kendra' }).where('id', '=', address).execute();
  const placed = await post(t, '/api/order/place', buyer.token, {
    products: [{ productId: product.id, quantity }],
    paymentMethod: method,
    address,
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const id = placed.json().order._id as string;
  if (method === 'COD') {
    expect((await post(t, `/api/admin/orders/${id}/confirm`, sales)).statusCode).toBe(200);
  } else {
    const providerOrder = (await post(t, '/api/order/create-razorpay-order', buyer.token, { orderId: id })).json().id as string;
    const total = (await db.selectFrom('orders').select('total_paise').where('id', '=', id).executeTakeFirstOrThrow()).total_paise;
    const proof = (t.services.payments as OfflinePaymentProvider).pay(providerOrder, Number(total));
    expect((await post(t, '/api/order/verify-razorpay', buyer.token, proof)).statusCode).toBe(200);
  }
  return { id, buyer, product };
}

export async function shipByHand(t: TestApp, sales: string, id: string) {
  const res = await post(t, `/api/admin/orders/${id}/ship`, sales, { carrier: 'Delhivery', trackingNumber: `DLV${id.slice(-9)}` });
  expect(res.statusCode, res.body).toBe(200);
}

/** The text of the order's invoice PDF as its customer downloads it. */
export async function invoiceText(t: TestApp, token: string, id: string): Promise<string> {
  const res = await t.app.inject({ url: `/orders/${id}/invoice.pdf`, headers: { authorization: token } });
  expect(res.statusCode, res.body).toBe(200);
  return pdfText(res.rawPayload);
}

export const eInvoiceRow = (t: TestApp, orderId: string) =>
  t.services.db.selectFrom('e_invoices').selectAll().where('order_id', '=', orderId).executeTakeFirst();
