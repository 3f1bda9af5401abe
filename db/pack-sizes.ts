// Pack sizes as data: each product sells in packs (1 kg, 4 kg, 25 kg; 250 ml,
// 1 L …). Net quantities are kept in grams or millilitres so prices per kg or
// litre are exact. Here, below the domain, because the seed and the migration
// that brought pack sizes make packs from a product's "packs available" text.

export type NetUnit = 'g' | 'ml';

export interface NetQuantity {
  amount: number;
  unit: NetUnit;
}

const UNITS: Record<string, { unit: NetUnit; factor: number }> = {
  g: { unit: 'g', factor: 1 },
  kg: { unit: 'g', factor: 1000 },
  ml: { unit: 'ml', factor: 1 },
  l: { unit: 'ml', factor: 1000 },
};

/** '1 kg' → 1000 g, '250 ml' → 250 ml, '1 L' → 1000 ml; null when it is not a pack size. */
export function parsePack(label: string): NetQuantity | null {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(kg|g|ml|l)\s*$/i.exec(label);
  if (!m) return null;
  const u = UNITS[m[2].toLowerCase()];
  const amount = Math.round(Number(m[1]) * u.factor);
  return amount > 0 ? { amount, unit: u.unit } : null;
}

/** 1000 g → '1 kg', 250 g → '250 g', 1000 ml → '1 L', 500 ml → '500 ml'. */
export function packLabel({ amount, unit }: NetQuantity): string {
  if (amount >= 1000) return `${+(amount / 1000).toFixed(3)} ${unit === 'g' ? 'kg' : 'L'}`;
  return `${amount} ${unit}`;
}

export interface PackDraft {
  pack: string;
  net: NetQuantity;
  pricePaise: number;
  mrpPaise: number;
  stock: number;
}

/** A whole number of rupees, in paise. */
const wholeRupees = (paise: number) => Math.round(paise / 100) * 100;

/**
 * The packs a product's "packs available" text names, smallest first, priced
 * from the smallest pack's price: bigger packs cost less per kg or litre, and
 * the MRP stands about a fifth above the price (rounded up to ₹5). The stock
 * given is shared out so the packs hold it together, most in the smallest.
 */
export function draftPacks(packaging: string, smallestPricePaise: number, stock: number): PackDraft[] {
  const nets = packaging
    .split(',')
    .map((s) => parsePack(s))
    .filter((n): n is NetQuantity => n !== null)
    .sort((a, b) => a.amount - b.amount);
  if (!nets.length) nets.push({ amount: 1000, unit: 'g' });
  const base = nets[0].amount;
  const drafts = nets.map((net, i) => {
    const ratio = net.amount / base;
    const bulk = ratio >= 20 ? 0.85 : ratio >= 4 ? 0.9 : ratio >= 2 ? 0.95 : 1;
    const pricePaise = i === 0 ? smallestPricePaise : wholeRupees(smallestPricePaise * ratio * bulk);
    const mrpPaise = Math.ceil((pricePaise * 1.2) / 500) * 500;
    const share = i === 0 ? 0 : Math.floor(stock / (2 * nets.length) / Math.max(1, Math.round(ratio / 4)));
    return { pack: packLabel(net), net, pricePaise, mrpPaise, stock: share };
  });
  drafts[0].stock = stock - drafts.slice(1).reduce((s, d) => s + d.stock, 0);
  return drafts;
}

/** The SKU of a product's pack: its code and the pack without spaces, "MB-VAM-P01-25KG". */
export const packSku = (code: string, pack: string) => `${code}-${pack.replace(/\s+/g, '').toUpperCase()}`;

/** A product_variants row for a drafted pack, on sale. */
export function packRow(id: string, productId: string, code: string, d: PackDraft, position: number, stock = d.stock) {
  return {
    id,
    product_id: productId,
    sku: packSku(code, d.pack),
    pack: d.pack,
    net_amount: d.net.amount,
    net_unit: d.net.unit,
    price_paise: d.pricePaise,
    mrp_paise: d.mrpPaise,
    stock,
    position,
    archived_at: null,
  };
}
