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
  body: z.strictObject({ product: looseText, quantity: z.unknown().optional().describe('1 to 100; 1 when absent'), price: ignored }),
  response: answers({ 200: cart }, 401, 404, 409),
};

export const changeQuantitySchema = {
  summary: 'Increment or decrement a cart line',
  tags: ['cart'],
  params: z.object({ cartId: z.string(), itemId: z.string().describe("The cart line's id, or the product's id") }),
  body: z.strictObject({ action: z.enum(CART_ACTIONS, { message: MSG.cartUpdateFailed }) }),
  response: answers({ 200: cart }, 401, 404, 409),
};

export const removeFromCartSchema = {
  summary: 'Remove a cart line',
  tags: ['cart'],
  params: z.object({ itemId: z.string() }),
  response: answers({ 200: cart }, 401, 404),
};
