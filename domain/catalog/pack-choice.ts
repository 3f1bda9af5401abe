import type { Db } from '../../db/client';
import { CART_QUANTITY_MAX } from '../constants';
import { readPositiveInteger } from '../decimal-integer';
import { badRequest, conflict, notFound } from '../errors';
import { MSG } from '../messages';
import { packOnSale } from './variants';

// A pack and a quantity chosen on a product's page, checked against that
// pack's own stock before anything goes in a cart (or a visitor is sent to
// log in with it): the refusal names the pack and what is left of it.

/** A quantity from a client: a whole number from 1 to CART_QUANTITY_MAX in decimal digits ('0x10', '1e1', ' 5', '5.0', '+5' are not), else 400. */
export function checkQuantity(value: unknown): number {
  const n = readPositiveInteger(value);
  if (n === null || n > CART_QUANTITY_MAX) throw badRequest(MSG.cartQuantityRange, 'quantity');
  return n;
}

/**
 * Refuses a choice that cannot be bought: a quantity that is not 1 to
 * CART_QUANTITY_MAX (400), a pack or product not on sale (404), a pack out of
 * stock or with fewer left than asked for (409, "Only 51 of 4 kg left: …").
 */
export async function checkPackChoice(db: Db, productId: string, variantId: string, quantity: unknown): Promise<void> {
  const wanted = checkQuantity(quantity);
  const variant = variantId.trim() || null;
  const pack = productId.trim() ? await packOnSale(db, productId.trim(), variant) : null;
  if (!pack)
    throw notFound(
      variant && productId.trim() && (await packOnSale(db, productId.trim())) ? MSG.cartPackNotFound : MSG.cartProductNotFound,
    );
  if (pack.stock <= 0) throw conflict(MSG.packOutOfStock(pack.pack), 'quantity');
  if (wanted > pack.stock) throw conflict(MSG.packStockLimit(pack.stock, pack.pack), 'quantity');
}
