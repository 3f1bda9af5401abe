import { formatInr } from '../money';
import { PROMO_MSG } from './messages';
import type { Promotion } from './types';

// What promotions take off an order, worked out from the lines alone (no
// database): the order quote (domain/orders/quote.ts) gives it the lines at
// their prices today, the offers running and the customer's history.
//
// 1. Automatic offers (a season sale, buy X get Y) take off each line the
//    largest of the offers that apply to it; they never add up on one line.
// 2. The coupons applied, in the order applied. A coupon applies to the lines
//    it names (products or categories, and pack sizes; none: every line), on
//    what is left of them after the offers. One not marked combinable is
//    refused beside another coupon, and takes nothing off a line already on
//    offer. Its minimum is the products' amount after the offers.
// A refused coupon takes nothing off and says why.

export interface PromotionLine {
  variantId: string;
  productId: string;
  categoryId: string | null;
  pack: string;
  quantity: number;
  /** One pack as charged before promotions (the quantity tier taken off). */
  unitPaise: number;
}

export interface CustomerFacts {
  /** Orders the customer has placed (not cancelled). */
  orders: number;
  /** Per promotion: the orders (not cancelled) that used it, in all and the customer's. */
  uses: ReadonlyMap<string, { all: number; mine: number }>;
}

export type RefusalReason =
  'unknown' | 'paused' | 'notStarted' | 'expired' | 'firstOrder' | 'usedByYou' | 'usedUp' | 'nothingApplies' | 'notCombinable' | 'minimum';

/** What one promotion took off (a line, or the order). */
export interface PromotionPart {
  promotionId: string;
  code: string | null;
  title: string;
  amountPaise: number;
}

export interface CouponState {
  code: string;
  promotionId: string | null;
  applied: boolean;
  /** What it takes off the order (0 when refused). */
  discountPaise: number;
  reason: RefusalReason | null;
  /** Why it is refused (English, translated where shown). */
  message: string | null;
}

export interface PromotionOutcome {
  /** Aligned with the lines given. */
  lines: { discountPaise: number; parts: PromotionPart[] }[];
  /** Each promotion used, with what it took off the order in all. */
  used: PromotionPart[];
  coupons: CouponState[];
  discountPaise: number;
}

/** Running at this moment: not paused, started, not ended. */
export const runningAt = (p: Promotion, now: Date) =>
  !p.paused && (!p.startsAt || Date.parse(p.startsAt) <= now.getTime()) && (!p.endsAt || now.getTime() < Date.parse(p.endsAt));

const sameSize = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The products or categories it names (none: all), and of the pack sizes it names (none: any). */
export function appliesTo(p: Promotion, line: PromotionLine): boolean {
  const what =
    (!p.productIds.length && !p.categoryIds.length) ||
    p.productIds.includes(line.productId) ||
    (line.categoryId !== null && p.categoryIds.includes(line.categoryId));
  return what && (!p.packs.length || p.packs.some((s) => sameSize(s, line.pack)));
}

/** What an automatic offer takes off one line. */
function offerOn(p: Promotion, line: PromotionLine): number {
  const amount = line.unitPaise * line.quantity;
  if (p.kind === 'sale') return Math.round((amount * p.percentOff) / 100);
  if (p.kind === 'bxgy' && p.buyQuantity > 0 && p.getQuantity > 0)
    return Math.floor(line.quantity / (p.buyQuantity + p.getQuantity)) * p.getQuantity * line.unitPaise;
  return 0;
}

/** `total` shared among the weights, in whole paise adding up to it (largest remainders first). */
export function share(total: number, weights: number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  if (sum <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const out = exact.map(Math.floor);
  let left = total - out.reduce((s, n) => s + n, 0);
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    out[i] += 1;
    left -= 1;
  }
  return out;
}

const day = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Asia/Kolkata' });
/** "26/11/2026" in India's time: the same in every language. */
export const shortDate = (iso: string) => day.format(new Date(iso));

interface Coupon {
  code: string;
  promotion: Promotion | null;
}

export function evaluatePromotions(input: {
  lines: readonly PromotionLine[];
  /** The automatic offers (those not running are left out here). */
  offers: readonly Promotion[];
  /** The codes applied, in order; promotion null: no such code. */
  coupons: readonly Coupon[];
  facts: CustomerFacts;
  now: Date;
}): PromotionOutcome {
  const { lines, facts, now } = input;
  const parts: PromotionPart[][] = lines.map(() => []);
  const left = lines.map((l) => l.unitPaise * l.quantity);
  const onOffer = lines.map(() => false);
  const offers = input.offers.filter((p) => p.kind !== 'coupon' && runningAt(p, now));
  lines.forEach((line, i) => {
    let best: { p: Promotion; amount: number } | null = null;
    for (const p of offers) {
      if (!appliesTo(p, line)) continue;
      const amount = Math.min(offerOn(p, line), left[i]);
      if (amount > (best?.amount ?? 0)) best = { p, amount };
    }
    if (!best) return;
    parts[i].push({ promotionId: best.p.id, code: null, title: best.p.title, amountPaise: best.amount });
    left[i] -= best.amount;
    onOffer[i] = true;
  });
  const afterOffers = left.reduce((s, n) => s + n, 0);

  const accepted: Promotion[] = [];
  const coupons: CouponState[] = input.coupons.map(({ code, promotion: p }) => {
    const refuse = (reason: RefusalReason, message: string): CouponState => ({
      code,
      promotionId: p?.id ?? null,
      applied: false,
      discountPaise: 0,
      reason,
      message,
    });
    if (!p || p.kind !== 'coupon') return refuse('unknown', PROMO_MSG.unknown(code));
    if (p.paused) return refuse('paused', PROMO_MSG.paused(code));
    if (p.startsAt && now.getTime() < Date.parse(p.startsAt))
      return refuse('notStarted', PROMO_MSG.notStarted(code, shortDate(p.startsAt)));
    if (p.endsAt && now.getTime() >= Date.parse(p.endsAt))
      return refuse('expired', PROMO_MSG.expired(code, shortDate(new Date(Date.parse(p.endsAt) - 1).toISOString())));
    const uses = facts.uses.get(p.id) ?? { all: 0, mine: 0 };
    if (p.firstOrderOnly && facts.orders > 0) return refuse('firstOrder', PROMO_MSG.firstOrder(code));
    if (p.perCustomerLimit !== null && uses.mine >= p.perCustomerLimit) return refuse('usedByYou', PROMO_MSG.usedByYou(code));
    if (p.usageLimit !== null && uses.all >= p.usageLimit) return refuse('usedUp', PROMO_MSG.usedUp(code));
    const named = lines.map((l, i) => appliesTo(p, l) && left[i] > 0);
    if (!named.some(Boolean)) return refuse('nothingApplies', PROMO_MSG.nothingApplies(code));
    const other = accepted.find((a) => !a.combinable || !p.combinable);
    if (other) return refuse('notCombinable', PROMO_MSG.notWithCode(code, other.code ?? ''));
    const usable = named.map((n, i) => n && (p.combinable || !onOffer[i]));
    if (!usable.some(Boolean)) return refuse('notCombinable', PROMO_MSG.notWithOffers(code));
    if (afterOffers < p.minOrderPaise)
      return refuse('minimum', PROMO_MSG.minimum(code, formatInr(p.minOrderPaise - afterOffers), formatInr(p.minOrderPaise)));
    const base = left.map((n, i) => (usable[i] ? n : 0));
    const taken =
      p.percentOff > 0
        ? base.map((n) => Math.round((n * p.percentOff) / 100))
        : share(
            Math.min(
              p.amountOffPaise,
              base.reduce((s, n) => s + n, 0),
            ),
            base,
          );
    const total = taken.reduce((s, n) => s + n, 0);
    if (total <= 0) return refuse('nothingApplies', PROMO_MSG.nothingApplies(code));
    taken.forEach((n, i) => {
      if (n <= 0) return;
      parts[i].push({ promotionId: p.id, code, title: p.title, amountPaise: n });
      left[i] -= n;
    });
    accepted.push(p);
    return { code, promotionId: p.id, applied: true, discountPaise: total, reason: null, message: null };
  });

  const used = new Map<string, PromotionPart>();
  for (const part of parts.flat()) {
    const before = used.get(part.promotionId);
    used.set(part.promotionId, { ...part, amountPaise: (before?.amountPaise ?? 0) + part.amountPaise });
  }
  const lineResults = parts.map((p) => ({ discountPaise: p.reduce((s, x) => s + x.amountPaise, 0), parts: p }));
  return {
    lines: lineResults,
    used: [...used.values()],
    coupons,
    discountPaise: lineResults.reduce((s, l) => s + l.discountPaise, 0),
  };
}
