import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addToCart, changeQuantity, removeCartItem, getCart, type Cart } from '../../domain/cart/cart';
import { applyCouponTo, cartDiscounts, removeCoupon } from '../../domain/cart/discounts';
import { DEFAULT_ADD_QUANTITY } from '../../domain/constants';
import { badRequest } from '../../domain/errors';
import { MSG } from '../../domain/messages';
import type { Services } from '../services';
import { apiTranslator } from './language';
import { cartJson } from './shapes/cart';
import {
  addToCartSchema,
  applyCouponSchema,
  changeQuantitySchema,
  getCartSchema,
  removeCouponSchema,
  removeFromCartSchema,
} from './schemas/cart';

// SPEC.md §7 cart calls. Every answer is 200 with the updated cart, in the
// shape the existing client reads: {_id, user, items[{_id, quantity, product}], total},
// with the promotions beside it; and applying or removing a coupon code.

export function cartApi(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = services;
  const base = services.config.PUBLIC_URL;
  const customer = { access: 'customer' } as const;
  /** The cart as answered: its lines, and what promotions take off them now. */
  const answer = async (request: FastifyRequest, cart: Cart) =>
    cartJson(cart, request.user!.id, base, await cartDiscounts(db, request.user!.id, cart), apiTranslator(request));

  api.get('/api/get/card', { config: customer, schema: getCartSchema }, async (request) =>
    answer(request, await getCart(db, request.user!.id)),
  );

  api.post('/api/post/card', { config: customer, schema: addToCartSchema }, async (request) => {
    const body = request.body;
    if (!body.product) throw badRequest(MSG.cartProductNotFound, 'product');
    const cart = await addToCart(db, request.user!.id, body.product, body.quantity ?? DEFAULT_ADD_QUANTITY, body.variant);
    return { ...(await answer(request, cart)), message: MSG.itemAdded };
  });

  api.put('/api/carts/:cartId/items/:itemId', { config: customer, schema: changeQuantitySchema }, async (request) => {
    const { cartId, itemId } = request.params;
    const { action, quantity } = request.body;
    return answer(request, await changeQuantity(db, request.user!.id, cartId, itemId, action ?? { set: quantity }));
  });

  api.delete('/api/delete/card/:itemId', { config: customer, schema: removeFromCartSchema }, async (request) => {
    const cart = await removeCartItem(db, request.user!.id, request.params.itemId);
    return { ...(await answer(request, cart)), message: MSG.cartItemRemoved };
  });

  api.post('/api/cart/coupon', { config: customer, schema: applyCouponSchema }, async (request) => {
    const userId = request.user!.id;
    const { message } = await applyCouponTo(db, userId, request.body.code, (await getCart(db, userId)).items);
    return { ...(await answer(request, await getCart(db, userId))), message };
  });

  api.delete('/api/cart/coupon/:code', { config: customer, schema: removeCouponSchema }, async (request) => {
    const userId = request.user!.id;
    const { message } = await removeCoupon(db, userId, request.params.code);
    return { ...(await answer(request, await getCart(db, userId))), message };
  });
}
