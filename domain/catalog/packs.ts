import type { NetQuantity } from '../../db/pack-sizes';

// Pack sizes: each product sells in packs, each with its own SKU, price, MRP
// and stock (db/pack-sizes.ts reads and names them).

export { draftPacks, packLabel, packRow, packSku, parsePack, type NetQuantity } from '../../db/pack-sizes';

/** The price of one kg or one litre of this pack, in paise, and what it is per. */
export function pricePerBase(pricePaise: number, net: NetQuantity): { paise: number; per: 'kg' | 'L' } {
  return { paise: Math.round((pricePaise * 1000) / net.amount), per: net.unit === 'g' ? 'kg' : 'L' };
}
