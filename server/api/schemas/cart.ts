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
      }),
    ),
    total: z.number(),
    count: z.number(),
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

export const removeFromCartSchema = {
  summary: 'Remove a cart line',
  tags: ['cart'],
  params: z.object({ itemId: z.string() }),
  response: answers({ 200: cart }, 401, 404),
};
