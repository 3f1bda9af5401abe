// The price of a line of packs of one size: the pack's price less the best
// quantity tier reached, times the quantity. Pure (no database), so the cart,
// the order, the calculator and the product page's live total in the browser
// all work it out with these very functions (decision 019: tiers per line).

/** Buy at least minQuantity packs of one size in a line, pay percentOff less for each. */
export interface PriceTier {
  minQuantity: number;
  percentOff: number;
}

/**
 * The price of one pack when `quantity` of them are bought in a line: the best
 * tier reached applies, or the buyer's own price (a dealer's or contract
 * price, `ownPaise`) when that is lower; percentOff is then what it saves on
 * the listed price, rounded.
 */
export function tierPrice(
  pricePaise: number,
  quantity: number,
  tiers: readonly PriceTier[],
  ownPaise?: number | null,
): { unitPaise: number; percentOff: number } {
  const tier = [...tiers].reverse().find((t) => quantity >= t.minQuantity);
  const percentOff = tier?.percentOff ?? 0;
  const tiered = Math.round((pricePaise * (100 - percentOff)) / 100);
  if (ownPaise != null && ownPaise < tiered)
    return { unitPaise: ownPaise, percentOff: pricePaise > 0 ? Math.round(((pricePaise - ownPaise) * 100) / pricePaise) : 0 };
  return { unitPaise: tiered, percentOff };
}

export interface LinePrice {
  quantity: number;
  /** One pack as paid (the tier taken off) and as listed. */
  unitPaise: number;
  listPaise: number;
  percentOff: number;
  /** What the line costs: unitPaise × quantity, as the cart adds it up. */
  totalPaise: number;
  /** What the tier (or the buyer's own price) saves on the whole line against the pack's listed price. */
  savingPaise: number;
}

/** A line of `quantity` packs priced as the cart prices it. */
export function linePrice(listPaise: number, quantity: number, tiers: readonly PriceTier[], ownPaise?: number | null): LinePrice {
  const { unitPaise, percentOff } = tierPrice(listPaise, quantity, tiers, ownPaise);
  return {
    quantity,
    unitPaise,
    listPaise,
    percentOff,
    totalPaise: unitPaise * quantity,
    savingPaise: (listPaise - unitPaise) * quantity,
  };
}
