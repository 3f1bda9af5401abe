// The packs to buy for a quantity: the combination of pack sizes that holds at
// least the quantity for the least money (list prices), and of those the one
// with the least left over, then the fewest packs. Exact, by dynamic
// programming over multiples of the packs' greatest common size.

export interface PackOption {
  id: string;
  /** Net grams or millilitres in the pack. */
  amount: number;
  pricePaise: number;
}

export interface PackCount {
  id: string;
  count: number;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

export function cheapestPacks(quantity: number, options: readonly PackOption[]): PackCount[] {
  const packs = options.filter((o) => o.amount > 0 && Number.isInteger(o.amount));
  if (!packs.length || quantity <= 0) return [];
  const step = packs.reduce((g, p) => gcd(g, p.amount), 0);
  const sizes = packs.map((p) => p.amount / step);
  const need = Math.ceil(quantity / step);
  const limit = need + Math.max(...sizes);
  // cost[x]: least paise for exactly x steps; count[x]: packs used; last[x]: the pack added last.
  const cost = new Float64Array(limit + 1).fill(Infinity);
  const count = new Uint32Array(limit + 1);
  const last = new Int16Array(limit + 1).fill(-1);
  cost[0] = 0;
  for (let x = 1; x <= limit; x++) {
    for (let i = 0; i < packs.length; i++) {
      const from = x - sizes[i];
      if (from < 0 || cost[from] === Infinity) continue;
      const c = cost[from] + packs[i].pricePaise;
      if (c < cost[x] || (c === cost[x] && count[from] + 1 < count[x])) {
        cost[x] = c;
        count[x] = count[from] + 1;
        last[x] = i;
      }
    }
  }
  let best = -1;
  for (let x = need; x <= limit; x++) {
    if (cost[x] === Infinity) continue;
    if (best < 0 || cost[x] < cost[best] || (cost[x] === cost[best] && count[x] < count[best])) best = x;
  }
  if (best < 0) return [];
  const counts = new Map<number, number>();
  for (let x = best; x > 0; x -= sizes[last[x]]) counts.set(last[x], (counts.get(last[x]) ?? 0) + 1);
  return packs.flatMap((p, i) => (counts.has(i) ? [{ id: p.id, count: counts.get(i)! }] : []));
}
