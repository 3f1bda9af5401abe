import { z } from 'zod';
import { order } from './orders';
import { answers, looseText } from './common';

export const createProviderOrderSchema = {
  summary: "Open the payment provider's order for one of the customer's orders",
  description: 'The amount always comes from the order, in paise; a client `amount` is ignored.',
  tags: ['payments'],
  body: z.strictObject({ orderId: looseText, amount: z.unknown().optional().describe('Ignored') }),
  response: answers(
    {
      200: z.object({
        id: z.string(),
        amount: z.number().describe('Paise'),
        currency: z.string(),
        status: z.object({ id: z.string(), amount: z.number() }),
        orderId: z.string(),
        key: z.string(),
        provider: z.string(),
      }),
    },
    401,
    404,
    409,
  ),
};

export const verifyPaymentSchema = {
  summary: "Confirm a payment with the payment handler's response",
  tags: ['payments'],
  body: z.record(z.string(), z.unknown()).describe('razorpay_order_id, razorpay_payment_id, razorpay_signature'),
  response: answers({ 200: z.object({ status: z.literal(true), msg: z.string(), message: z.string(), order }) }, 401, 404, 409),
};

export const paymentFailedSchema = {
  summary: 'Record a failed payment (the order stays payable)',
  tags: ['payments'],
  body: z.strictObject({ razorpay_order_id: looseText }),
  response: answers({ 200: z.object({ status: z.literal(true), message: z.string(), order }) }, 401, 404),
};

export const offlineCheckoutSchema = {
  summary: "The offline provider's local checkout (development)",
  tags: ['payments'],
  body: z.strictObject({ razorpay_order_id: looseText, outcome: looseText }),
  response: answers(
    {
      200: z.union([
        z.object({
          status: z.literal(true),
          razorpay_order_id: z.string(),
          razorpay_payment_id: z.string(),
          razorpay_signature: z.string(),
        }),
        z.object({ status: z.literal(false), error: z.object({ description: z.string() }) }),
      ]),
    },
    401,
    404,
  ),
};

export const webhookSchema = {
  summary: "The payment provider's webhook (signed over the raw body)",
  tags: ['payments'],
  response: answers({ 200: z.object({ status: z.literal(true), duplicate: z.boolean() }) }),
};
