import { z } from 'zod';
import { address } from './addresses';
import { answers, idParams, ignored, image } from './common';

export const order = z
  .object({
    _id: z.string(),
    userId: z.string(),
    createdAt: z.string(),
    deliveryDate: z.string().nullable(),
    paymentMethod: z.string(),
    paymentStatus: z.string(),
    status: z.string(),
    total: z.number().describe('Rupees, shipping included'),
    shipping: z.number().describe('The shipping charged, in rupees (0: free)'),
    discount: z.number().describe('What promotions took off the products, in rupees (`total` is after it)'),
    coupons: z
      .array(z.object({ code: z.string().nullable().describe('null: an automatic offer'), title: z.string(), discount: z.number() }))
      .describe('The promotions the order used: the coupon codes and the automatic offers'),
    address: address.omit({ createdAt: true }).nullable(),
    canCancel: z.boolean(),
    cancelUntil: z.string().nullable(),
    refunds: z
      .array(z.object({ paymentId: z.string(), amount: z.number(), status: z.enum(['refunded', 'refund-queued']) }))
      .describe('Payments given back: a cancelled order’s, or one that came twice'),
    carrier: z.string().nullable().describe('Set when the order ships'),
    trackingNumber: z.string().nullable(),
    trackingUrl: z.string().nullable().describe('The carrier’s tracking page, where it has one'),
    history: z.array(z.object({ at: z.string(), status: z.string(), note: z.string() })).describe('Every change of status, oldest first'),
    invoice: z
      .object({
        number: z.string().describe("'MB/2026-27/000123': numbered per financial year, without gaps"),
        issuedAt: z.string(),
        url: z.string().describe('The PDF'),
        placeOfSupply: z.string().describe("'29-Karnataka'"),
        discount: z.number().describe('The discount allowed on it; the tax is on the value after it'),
        taxable: z.number().describe('Rupees without GST'),
        cgst: z.number(),
        sgst: z.number(),
        igst: z.number().describe('To another state: IGST; within the seller’s state CGST + SGST'),
        total: z.number().describe('Equals the order total'),
      })
      .nullable()
      .describe('The GST tax invoice, issued when the order is paid (Cash on Delivery: shipped)'),
    creditNote: z
      .object({ number: z.string(), issuedAt: z.string(), url: z.string() })
      .nullable()
      .describe('Issued when an invoiced order is cancelled'),
    products: z.array(
      z.object({
        productId: z.object({ _id: z.string(), title: z.string(), description: z.string(), images: z.array(image) }),
        variant: z.string().nullable().describe('The pack bought (null on orders from before pack sizes)'),
        pack: z.string().describe("Its size, e.g. '5 kg'"),
        hsn: z.string().describe('HSN code as sold'),
        gstRate: z.number().describe('GST rate in percent, included in the price'),
        batches: z.array(z.string()).describe('The batches the packs came from'),
        quantity: z.number(),
        price: z.number(),
        discount: z.number().describe('What promotions took off this line in all (it paid price × quantity − discount)'),
        status: z.string(),
      }),
    ),
  })
  .meta({ id: 'Order' });

const idOf = z
  .union([z.string(), z.number(), z.object({ _id: z.union([z.string(), z.number()]) }).transform((o) => o._id)])
  .transform(String);

const orderAnswer = z.object({ status: z.literal(true), msg: z.string(), message: z.string().optional(), order });

export const placeOrderSchema = {
  summary: 'Place an order (from the listed products, or the whole cart when none are listed)',
  description: 'Send an `Idempotency-Key` header so that a retried request never makes a second order.',
  tags: ['orders'],
  body: z.strictObject({
    userId: ignored,
    products: z
      .array(
        z.strictObject({
          productId: idOf,
          variant: z.string().optional().describe('The pack size’s id; the smallest pack when absent'),
          quantity: z.union([z.number(), z.string()]).optional(),
          price: ignored,
          status: ignored,
        }),
      )
      .max(200)
      .optional(),
    paymentMethod: z.unknown().optional().describe('COD, Card, Net Banking or UPI; "On account" for a member of a company with credit'),
    address: idOf.nullish().describe("The chosen address's id"),
    addressId: idOf.nullish(),
    total: z
      .number()
      .nonnegative()
      .optional()
      .describe('The order total the customer was shown, in rupees: when the order would cost another amount (409), nothing is placed'),
  }),
  response: answers({ 200: orderAnswer, 201: orderAnswer }, 401, 404, 409, 422),
};

export const listOrdersSchema = { summary: "The customer's orders", tags: ['orders'], response: answers({ 200: z.array(order) }, 401) };

export const getOrderSchema = {
  summary: "One of the customer's orders",
  tags: ['orders'],
  params: idParams,
  response: answers({ 200: z.object({ status: z.literal(true), order }) }, 401, 404),
};

export const cancelOrderSchema = {
  summary: 'Cancel an order (free within 48 hours, before it ships)',
  tags: ['orders'],
  params: idParams,
  response: answers({ 200: orderAnswer }, 401, 404, 409),
};

export const switchToCodSchema = {
  summary: 'Pay an unpaid online order in cash on delivery instead (where the address and amount allow it)',
  tags: ['orders'],
  params: idParams,
  response: answers({ 200: orderAnswer }, 401, 404, 409),
};

export const buyAgainSchema = {
  summary: 'Put an order’s packs back in the cart (as far as stock allows), naming what is no longer available',
  tags: ['orders'],
  params: idParams,
  response: answers(
    { 200: z.object({ status: z.literal(true), message: z.string(), added: z.number(), missing: z.array(z.string()) }) },
    401,
    404,
  ),
};
