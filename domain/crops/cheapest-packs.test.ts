import { describe, expect, it } from 'vitest';
import { cheapestPacks, type PackOption } from './cheapest-packs';

// The packs to buy for a quantity: checked against every combination a farmer could buy.

const packs: PackOption[] = [
  { id: '1kg', amount: 1000, pricePaise: 45_000 },
  { id: '4kg', amount: 4000, pricePaise: 162_000 },
  { id: '25kg', amount: 25_000, pricePaise: 956_000 },
];

const cost = (counts: { id: string; count: number }[], options: PackOption[]) =>
  counts.reduce((s, c) => s + options.find((o) => o.id === c.id)!.pricePaise * c.count, 0);
const held = (counts: { id: string; count: number }[], options: PackOption[]) =>
  counts.reduce((s, c) => s + options.find((o) => o.id === c.id)!.amount * c.count, 0);

/** The least cost by trying every count of each pack up to what the quantity could need. */
function bruteForce(quantity: number, options: PackOption[]): number {
  let best = Infinity;
  const walk = (i: number, amount: number, paid: number) => {
    if (amount >= quantity) return void (best = Math.min(best, paid));
    if (i === options.length) return;
    const most = Math.ceil((quantity - amount) / options[i].amount);
    for (let n = 0; n <= most; n++) walk(i + 1, amount + n * options[i].amount, paid + n * options[i].pricePaise);
  };
  walk(0, 0, 0);
  return best;
}

describe('cheapestPacks', () => {
  it('buys one pack when one pack holds it', () => {
    expect(cheapestPacks(800, packs)).toEqual([{ id: '1kg', count: 1 }]);
  });

  it('prefers a bigger pack when it costs less than the small ones it replaces', () => {
    // 3 kg: three 1 kg packs cost ₹1,350, one 4 kg pack ₹1,620; 4 kg: four 1 kg cost ₹1,800 > ₹1,620.
    expect(cheapestPacks(3000, packs)).toEqual([{ id: '1kg', count: 3 }]);
    expect(cheapestPacks(4000, packs)).toEqual([{ id: '4kg', count: 1 }]);
  });

  it('matches the least cost of every combination for quantities up to 60 kg', () => {
    for (let q = 250; q <= 60_000; q += 750) {
      const counts = cheapestPacks(q, packs);
      expect(held(counts, packs)).toBeGreaterThanOrEqual(q);
      expect(cost(counts, packs)).toBe(bruteForce(q, packs));
    }
  });

  it('works with pack sizes that share only a small common size (250 g, 500 g, 1 kg, 25 kg)', () => {
    const odd: PackOption[] = [
      { id: '250g', amount: 250, pricePaise: 17_000 },
      { id: '500g', amount: 500, pricePaise: 32_000 },
      { id: '1kg', amount: 1000, pricePaise: 60_000 },
      { id: '25kg', amount: 25_000, pricePaise: 1_300_000 },
    ];
    for (const q of [1, 260, 1750, 24_000, 26_100]) expect(cost(cheapestPacks(q, odd), odd)).toBe(bruteForce(q, odd));
  });

  it('of equally cheap choices takes the fewest packs', () => {
    const even: PackOption[] = [
      { id: '1L', amount: 1000, pricePaise: 30_000 },
      { id: '5L', amount: 5000, pricePaise: 150_000 },
    ];
    expect(cheapestPacks(5000, even)).toEqual([{ id: '5L', count: 1 }]);
  });

  it('answers nothing for no packs or nothing needed', () => {
    expect(cheapestPacks(1000, [])).toEqual([]);
    expect(cheapestPacks(0, packs)).toEqual([]);
  });
});
