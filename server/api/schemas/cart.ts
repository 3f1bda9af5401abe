import { z } from 'zod';
import { CART_ACTIONS } from '../../../domain/constants';
import { MSG } from '../../../domain/messages';
import { answers, ignored, image, looseText } from './common';

export const cart = z
  .object({
    status: z.literal(true),
    _id: z.string().nullable(),
    user: z.string(),
    items: z.array(
      z.object({
        _id: z.string(),
        quantity: z.number(),
        product: z.object({
          _id: z.string(),
          title: z.string(),
          price: z.number(),
          images: z.array(image),
          Category: z.string().describe("The category's id, a plain string"),
          stock: z.number(),
        }),
        lineTotal: z.number(),
        variant: z.string().describe('The pack in this line'),
        pack: z.string().describe("Its size, e.g. '5 kg'"),
        listPrice: z.number().describe('The pack’s price before a quantity tier'),
        percentOff: z.number().describe('The quantity tier reached (0: none); `product.price` is what one pack costs'),
        discount: z.number().describe('What promotions (a season sale, buy X get Y, the coupons applied) take off this line, in rupees'),
      }),
    ),
    total: z.number().describe('The lines at their prices, before promotions'),
    count: z.number(),
    discount: z.number().describe('What promotions take off the cart in all, in rupees'),
    totalAfterDiscount: z.number().describe('`total` less `discount` (delivery is priced at checkout)'),
    coupons: z
      .array(
        z.object({
          code: z.string(),
          applied: z.boolean().describe('false: it takes nothing off now, and `message` says why'),
          discount: z.number(),
          message: z.string().nullable(),
        }),
      )
      .describe('The coupon codes applied to the cart, in the order applied'),
    message: z.string().optional(),
  })
  .meta({ id: 'Cart' });

export const getCartSchema = { summary: "The customer's cart", tags: ['cart'], response: answers({ 200: cart }, 401) };

export const addToCartSchema = {
  summary: 'Add a product to the cart',
  tags: ['cart'],
  body: z.strictObject({
    product: looseText,
    variant: looseText.describe('The pack size’s id (`variants[]._id`); the smallest pack when absent'),
    quantity: z.unknown().optional().describe('1 to 100; 1 when absent'),
    price: ignored,
  }),
  response: answers({ 200: cart }, 401, 404, 409),
};

export const changeQuantitySchema = {
  summary: 'Increment or decrement a cart line, or set its quantity',
  tags: ['cart'],
  params: z.object({ cartId: z.string(), itemId: z.string().describe("The cart line's id, or the product's id") }),
  body: z
    .strictObject({
      action: z.enum(CART_ACTIONS, { message: MSG.cartUpdateFailed }).optional(),
      quantity: z.unknown().optional().describe('Instead of an action: the quantity wanted, 1 to 100'),
    })
    .refine((b) => b.action !== undefined || b.quantity !== undefined, { message: MSG.cartUpdateFailed, path: ['action'] }),
  response: answers({ 200: cart }, 401, 404, 409),
};

export const applyCouponSchema = {
  summary: 'Apply a coupon code to the cart',
  description:
    'Kept only when it takes something off the cart now. 404: no such code; 422: refused, with why (not started, expired, used up, already used by you, first order only, the minimum not reached and by how much, nothing in the cart it applies to, not combinable with another code or with the offers on the products).',
  tags: ['cart'],
  body: z.strictObject({ code: looseText.describe('The code, as typed (spaces and case do not matter)') }),
  response: answers({ 200: cart }, 401, 404, 422),
};

export const removeCouponSchema = {
  summary: 'Remove a coupon code from the cart',
  tags: ['cart'],
  params: z.object({ code: z.string() }),
  response: answers({ 200: cart }, 401, 404),
};

export const removeFromCartSchema = {
  summary: 'Remove a cart line',
  tags: ['cart'],
  params: z.object({ itemId: z.string() }),
  response: answers({ 200: cart }, 401, 404),
};
