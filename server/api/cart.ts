import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { addToCart, changeQuantity, removeCartItem, getCart, type Cart } from '../../domain/cart/cart';
import { CART_ACTIONS, DEFAULT_ADD_QUANTITY } from '../../domain/constants';
import { badRequest } from '../../domain/errors';
import { MSG } from '../../domain/messages';
import { toRupees } from '../../domain/money';
import type { Services } from '../services';
import { looseText, parse } from './parse';

// SPEC.md §7 cart calls. Every answer is 200 with the updated cart, in the
// shape the existing client reads: {_id, user, items[{_id, quantity, product}], total}.

export function cartJson(cart: Cart, userId: string) {
  return {
    status: true,
    _id: cart.id,
    user: userId,
    items: cart.items.map((i) => ({
      _id: i.id,
      quantity: i.quantity,
      product: {
        _id: i.productId,
        title: i.title,
        price: toRupees(i.pricePaise),
        images: i.images,
        // The category's id: the original client breaks on an object here.
        Category: i.categoryId,
        stock: i.stock,
      },
      lineTotal: toRupees(i.pricePaise * i.quantity),
    })),
    total: toRupees(cart.totalPaise),
    count: cart.items.length,
  };
}

const addBody = z.object({
  product: looseText,
  quantity: z.unknown().optional(),
});
const actionBody = z.object({ action: z.enum(CART_ACTIONS, { message: MSG.cartUpdateFailed }) });

export function cartApi(app: FastifyInstance, services: Services) {
  const { db } = services;

  app.get('/api/get/card', { config: { access: 'customer' } }, async (request) =>
    cartJson(await getCart(db, request.user!.id), request.user!.id),
  );

  app.post('/api/post/card', { config: { access: 'customer' } }, async (request) => {
    const body = parse(addBody, request.body);
    if (!body.product) throw badRequest(MSG.cartProductNotFound, 'product');
    const cart = await addToCart(db, request.user!.id, body.product, body.quantity ?? DEFAULT_ADD_QUANTITY);
    return { ...cartJson(cart, request.user!.id), message: MSG.itemAdded };
  });

  app.put<{ Params: { cartId: string; itemId: string } }>(
    '/api/carts/:cartId/items/:itemId',
    { config: { access: 'customer' } },
    async (request) => {
      const { action } = parse(actionBody, request.body);
      const { cartId, itemId } = request.params;
      return cartJson(await changeQuantity(db, request.user!.id, cartId, itemId, action), request.user!.id);
    },
  );

  app.delete<{ Params: { itemId: string } }>('/api/delete/card/:itemId', { config: { access: 'customer' } }, async (request) => {
    const cart = await removeCartItem(db, request.user!.id, request.params.itemId);
    return { ...cartJson(cart, request.user!.id), message: MSG.cartItemRemoved };
  });
}
