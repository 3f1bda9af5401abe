import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { buyerPrices } from '../catalog/buyer-prices';
import { packOnSale, tierPrice, tiersOf } from '../catalog/variants';
import { listZones, notServed, pinOf, serviceabilityIn, type Serviceability } from '../delivery/zones';
import { fmt, tk } from '../i18n/translate';
import { MSG } from '../messages';
import { formatInr } from '../money';
import { discountsFor } from '../promotions/store';
import type { CouponState, PromotionPart } from '../promotions/rules';

// What an order costs, worked out once: the packs at their price today less
// the quantity tier reached, the delivery charge and Cash on Delivery of the
// zone the address is in. The cart's price box, the checkout's and placing
// the order all ask this one function, so what is shown is what is charged;
// the order keeps the figures (its lines' unit prices, shipping, total) and
// every later page, e-mail, payment and invoice reads them from the order.

type Executor = Kysely<Database> | Transaction<Database>;

/** One line asked for: a product and its pack (none: its smallest), and how many. */
export interface QuoteRequestLine {
  productId: string;
  variantId: string | null;
  quantity: number;
}

export interface QuotedLine {
  productId: string;
  /** The pack, and its size as named ("5 kg"). */
  variantId: string;
  pack: string;
  title: string;
  quantity: number;
  /** One pack at its own price, and as paid (the tier taken off). */
  listPaise: number;
  unitPaise: number;
  percentOff: number;
  /** unitPaise × quantity, before promotions. */
  linePaise: number;
  /** What promotions take off the line, and which. */
  discountPaise: number;
  promotions: PromotionPart[];
  stock: number;
  hsnCode: string;
  gstRate: number;
}

export interface OrderQuote {
  /** One line per pack (lines of the same pack added together), in the order first asked. */
  lines: QuotedLine[];
  /** Products asked for whose product or pack is no longer on sale (left out of the figures). */
  unavailable: string[];
  /** How many packs in all. */
  packs: number;
  /** The products before promotions (tiers taken off). */
  itemsPaise: number;
  /** What promotions take off the products, each promotion used, and every code applied (refused ones with why). */
  discountPaise: number;
  promotions: PromotionPart[];
  coupons: CouponState[];
  /** The delivery charge; null while no address is known or the shop does not deliver there. */
  shippingPaise: number | null;
  /** itemsPaise less the discount, plus the delivery charge: what the customer pays. */
  totalPaise: number;
  /** How much more in products the zone ships free from (0: it does already); null when its delivery is not known or never free. */
  freeDeliveryMorePaise: number | null;
  /** Delivery to the address's PIN for this amount (date, place, zone terms); null without a PIN. */
  delivery: Serviceability | null;
  /** Cash on Delivery for this address and amount. */
  cod: boolean;
  /** Why not (English, translated where shown); null when it is offered or no address is known yet. */
  codReason: string | null;
}

/** Texts of the quote (ours), translated in locales/<lang>/checkout.json. */
export const QUOTE_MSG = {
  codNotInState: (state: string) => fmt(tk('Cash on Delivery is not offered in {state}: please pay online.'), { state }),
  codOverLimit: (limit: string, total: string) =>
    fmt(tk('Cash on Delivery is offered for orders up to {limit}; this order is {total}: please pay online.'), { limit, total }),
  totalInvalid: tk('The order total sent is not an amount. Please reload the page and try again.'),
  totalChanged: (total: string, shown: string) =>
    fmt(tk('The order total for this address is {total}, not {shown} as shown. Please check it and place your order again.'), {
      total,
      shown,
    }),
  /** The total changed because a code stopped applying (used up by other orders meanwhile, expired, …). */
  totalChangedBecause: (reason: string, total: string, shown: string) =>
    fmt(tk('{reason} The order total is now {total}, not {shown} as shown. Please check it and place your order again.'), {
      reason,
      total,
      shown,
    }),
} as const;

/** Why a total differs from the one shown: a code that no longer applies says so first. */
export function totalChangedMessage(quote: OrderQuote, shownPaise: number): string {
  const refused = quote.coupons.find((c) => !c.applied && c.message);
  return refused?.message
    ? QUOTE_MSG.totalChangedBecause(refused.message, formatInr(quote.totalPaise), formatInr(shownPaise))
    : QUOTE_MSG.totalChanged(formatInr(quote.totalPaise), formatInr(shownPaise));
}

/** Why Cash on Delivery is not offered for this delivery and total, or null when it is (or no address is known). */
function codReasonOf(delivery: Serviceability | null, totalPaise: number): string | null {
  if (!delivery || delivery.cod) return null;
  if (!delivery.serviceable) return MSG.deliveryNotServed(delivery.pin);
  if (delivery.codLimitPaise <= 0) return QUOTE_MSG.codNotInState(delivery.state);
  return QUOTE_MSG.codOverLimit(formatInr(delivery.codLimitPaise), formatInr(totalPaise));
}

/**
 * The price of these lines delivered to this PIN code (null: none known yet),
 * for this customer (the codes applied to their cart; none for a visitor).
 * Works inside a transaction: placing an order quotes again in its own.
 */
export async function quoteOrder(
  db: Executor,
  asked: readonly QuoteRequestLine[],
  pincode: string | null,
  now = new Date(),
  customer: { userId?: string | null } = {},
): Promise<OrderQuote> {
  const byPack = new Map<string, Omit<QuotedLine, 'unitPaise' | 'percentOff' | 'linePaise' | 'discountPaise' | 'promotions'>>();
  const unavailable: string[] = [];
  for (const line of asked) {
    const pack = await packOnSale(db, line.productId, line.variantId);
    if (!pack) {
      unavailable.push(line.productId);
      continue;
    }
    const before = byPack.get(pack.id);
    byPack.set(pack.id, {
      productId: pack.productId,
      variantId: pack.id,
      pack: pack.pack,
      title: pack.title,
      quantity: (before?.quantity ?? 0) + line.quantity,
      listPaise: pack.pricePaise,
      stock: pack.stock,
      hsnCode: pack.hsnCode,
      gstRate: pack.gstRate,
    });
  }
  const tiers = await tiersOf(
    db,
    [...byPack.values()].map((p) => p.productId),
  );
  // A dealer's or contract price, where lower than the tiered list price (domain/catalog/buyer-prices.ts).
  const own = await buyerPrices(db, customer.userId, [...byPack.keys()], now);
  const priced = [...byPack.values()].map((p) => {
    const { unitPaise, percentOff } = tierPrice(p.listPaise, p.quantity, tiers.get(p.productId) ?? [], own.get(p.variantId)?.pricePaise);
    return { ...p, unitPaise, percentOff, linePaise: unitPaise * p.quantity };
  });
  const offers = await discountsFor(db, { userId: customer.userId ?? null, lines: priced, now });
  const lines: QuotedLine[] = priced.map((p, i) => ({
    ...p,
    discountPaise: offers.lines[i].discountPaise,
    promotions: offers.lines[i].parts,
  }));
  const itemsPaise = lines.reduce((sum, l) => sum + l.linePaise, 0);
  const paysForItems = itemsPaise - offers.discountPaise;
  const pin = pincode === null ? null : pinOf(pincode);
  const delivery =
    pincode === null ? null : pin ? serviceabilityIn(await listZones(db), pin, paysForItems, now) : notServed(String(pincode)); // not six digits
  const shippingPaise = delivery?.serviceable ? delivery.shippingPaise : null;
  const totalPaise = paysForItems + (shippingPaise ?? 0);
  return {
    lines,
    unavailable,
    packs: lines.reduce((n, l) => n + l.quantity, 0),
    itemsPaise,
    discountPaise: offers.discountPaise,
    promotions: offers.used,
    coupons: offers.coupons,
    shippingPaise,
    totalPaise,
    freeDeliveryMorePaise:
      delivery?.serviceable && delivery.freeAbovePaise > 0 ? Math.max(0, delivery.freeAbovePaise - paysForItems) : null,
    delivery,
    cod: delivery ? delivery.cod : true,
    codReason: codReasonOf(delivery, totalPaise),
  };
}
