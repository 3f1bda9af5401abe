import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addToCart, changeQuantity, removeCartItem, getCart } from '../../domain/cart/cart';
import { DEFAULT_ADD_QUANTITY } from '../../domain/constants';
import { badRequest } from '../../domain/errors';
import { MSG } from '../../domain/messages';
import type { Services } from '../services';
import { cartJson } from './shapes/cart';
import { addToCartSchema, changeQuantitySchema, getCartSchema, removeFromCartSchema } from './schemas/cart';

// SPEC.md §7 cart calls. Every answer is 200 with the updated cart, in the
// shape the existing client reads: {_id, user, items[{_id, quantity, product}], total}.

export function cartApi(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = services;
  const base = services.config.PUBLIC_URL;
  const customer = { access: 'customer' } as const;

  api.get('/api/get/card', { config: customer, schema: getCartSchema }, async (request) =>
    cartJson(await getCart(db, request.user!.id), request.user!.id, base),
  );

  api.post('/api/post/card', { config: customer, schema: addToCartSchema }, async (request) => {
    const body = request.body;
    if (!body.product) throw badRequest(MSG.cartProductNotFound, 'product');
    const cart = await addToCart(db, request.user!.id, body.product, body.quantity ?? DEFAULT_ADD_QUANTITY, body.variant);
    return { ...cartJson(cart, request.user!.id, base), message: MSG.itemAdded };
  });

  api.put('/api/carts/:cartId/items/:itemId', { config: customer, schema: changeQuantitySchema }, async (request) => {
    const { cartId, itemId } = request.params;
    const { action, quantity } = request.body;
    return cartJson(await changeQuantity(db, request.user!.id, cartId, itemId, action ?? { set: quantity }), request.user!.id, base);
  });

  api.delete('/api/delete/card/:itemId', { config: customer, schema: removeFromCartSchema }, async (request) => {
    const cart = await removeCartItem(db, request.user!.id, request.params.itemId);
    return { ...cartJson(cart, request.user!.id, base), message: MSG.cartItemRemoved };
  });
}
