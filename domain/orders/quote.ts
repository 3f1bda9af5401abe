import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { packOnSale, tierPrice, tiersOf } from '../catalog/variants';
import { listZones, notServed, pinOf, serviceabilityIn, type Serviceability } from '../delivery/zones';
import { fmt, tk } from '../i18n/translate';
import { MSG } from '../messages';
import { formatInr } from '../money';

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
  /** unitPaise × quantity. */
  linePaise: number;
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
  itemsPaise: number;
  /** The delivery charge; null while no address is known or the shop does not deliver there. */
  shippingPaise: number | null;
  /** itemsPaise plus the delivery charge: what the customer pays. */
  totalPaise: number;
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
} as const;

/** Why Cash on Delivery is not offered for this delivery and total, or null when it is (or no address is known). */
function codReasonOf(delivery: Serviceability | null, totalPaise: number): string | null {
  if (!delivery || delivery.cod) return null;
  if (!delivery.serviceable) return MSG.deliveryNotServed(delivery.pin);
  if (delivery.codLimitPaise <= 0) return QUOTE_MSG.codNotInState(delivery.state);
  return QUOTE_MSG.codOverLimit(formatInr(delivery.codLimitPaise), formatInr(totalPaise));
}

/**
 * The price of these lines delivered to this PIN code (null: none known yet).
 * Works inside a transaction: placing an order quotes again in its own.
 */
export async function quoteOrder(
  db: Executor,
  asked: readonly QuoteRequestLine[],
  pincode: string | null,
  now = new Date(),
): Promise<OrderQuote> {
  const byPack = new Map<string, Omit<QuotedLine, 'unitPaise' | 'percentOff' | 'linePaise'>>();
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
  const lines: QuotedLine[] = [...byPack.values()].map((p) => {
    const { unitPaise, percentOff } = tierPrice(p.listPaise, p.quantity, tiers.get(p.productId) ?? []);
    return { ...p, unitPaise, percentOff, linePaise: unitPaise * p.quantity };
  });
  const itemsPaise = lines.reduce((sum, l) => sum + l.linePaise, 0);
  const pin = pincode === null ? null : pinOf(pincode);
  const delivery = pincode === null ? null : pin ? serviceabilityIn(await listZones(db), pin, itemsPaise, now) : notServed(String(pincode)); // not six digits
  const shippingPaise = delivery?.serviceable ? delivery.shippingPaise : null;
  const totalPaise = itemsPaise + (shippingPaise ?? 0);
  return {
    lines,
    unavailable,
    packs: lines.reduce((n, l) => n + l.quantity, 0),
    itemsPaise,
    shippingPaise,
    totalPaise,
    delivery,
    cod: delivery ? delivery.cod : true,
    codReason: codReasonOf(delivery, totalPaise),
  };
}
