// The price of a line of packs of one size: the pack's price less the best
// quantity tier reached, times the quantity. Pure (no database), so the cart,
// the order, the calculator and the product page's live total in the browser
// all work it out with these very functions (decision 019: tiers per line).

/** Buy at least minQuantity packs of one size in a line, pay percentOff less for each. */
export interface PriceTier {
  minQuantity: number;
  percentOff: number;
}

/** The price of one pack when `quantity` of them are bought in a line: the best tier reached applies. */
export function tierPrice(pricePaise: number, quantity: number, tiers: readonly PriceTier[]): { unitPaise: number; percentOff: number } {
  const tier = [...tiers].reverse().find((t) => quantity >= t.minQuantity);
  const percentOff = tier?.percentOff ?? 0;
  return { unitPaise: Math.round((pricePaise * (100 - percentOff)) / 100), percentOff };
}

export interface LinePrice {
  quantity: number;
  /** One pack as paid (the tier taken off) and as listed. */
  unitPaise: number;
  listPaise: number;
  percentOff: number;
  /** What the line costs: unitPaise × quantity, as the cart adds it up. */
  totalPaise: number;
  /** What the tier saves on the whole line against the pack's own price. */
  savingPaise: number;
}

/** A line of `quantity` packs priced as the cart prices it. */
export function linePrice(listPaise: number, quantity: number, tiers: readonly PriceTier[]): LinePrice {
  const { unitPaise, percentOff } = tierPrice(listPaise, quantity, tiers);
  return {
    quantity,
    unitPaise,
    listPaise,
    percentOff,
    totalPaise: unitPaise * quantity,
    savingPaise: (listPaise - unitPaise) * quantity,
  };
}
