import { fmt } from '../i18n/translate';
import type { Db } from '../../db/client';
import { addToCart } from '../cart/cart';
import { packOnSale } from '../catalog/variants';
import { DomainError } from '../errors';
import { requireOrder, lineName } from './views';

/**
 * "Buy again": the customer's order's packs back in the cart, in the same
 * quantities as far as stock allows (a line from before pack sizes: its
 * product's smallest pack). Answers what could not be added and why.
 */
export async function buyAgain(db: Db, userId: string, orderId: string): Promise<{ added: number; missing: string[] }> {
  const order = await requireOrder(db, userId, orderId);
  const missing: string[] = [];
  let added = 0;
  for (const line of order.lines) {
    const pack = await packOnSale(db, line.productId, line.variantId);
    const quantity = Math.min(line.quantity, pack?.stock ?? 0);
    if (!pack || quantity < 1) {
      missing.push(lineName(line));
      continue;
    }
    try {
      await addToCart(db, userId, pack.productId, quantity, pack.id);
      added += 1;
      if (quantity < line.quantity) missing.push(fmt('{item}: only {quantity} in stock', { item: lineName(line), quantity }));
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
      missing.push(lineName(line));
    }
  }
  return { added, missing };
}
