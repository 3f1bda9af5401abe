import type { Selectable } from 'kysely';
import type { PromotionsTable } from '../../db/schema-promotions';

// A promotion as the rules read it (db/schema-promotions.ts for the columns).

export type PromotionKind = PromotionsTable['kind'];
export const PROMOTION_KINDS: readonly PromotionKind[] = ['coupon', 'sale', 'bxgy'];

export interface Promotion {
  id: string;
  kind: PromotionKind;
  /** A coupon's code (upper case); null for an automatic offer. */
  code: string | null;
  /** English; shown in the page's language from content_translations ('promotion', 'title'). */
  title: string;
  percentOff: number;
  amountOffPaise: number;
  minOrderPaise: number;
  startsAt: string | null;
  /** Exclusive. */
  endsAt: string | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  firstOrderOnly: boolean;
  combinable: boolean;
  buyQuantity: number;
  getQuantity: number;
  productIds: string[];
  categoryIds: string[];
  /** Pack sizes as named ("5 kg"). */
  packs: string[];
  paused: boolean;
  createdAt: string;
  updatedAt: string;
}

const list = (json: string): string[] => {
  try {
    const v = JSON.parse(json) as unknown;
    return Array.isArray(v) ? v.map(String) : [];
  } catch {
    return [];
  }
};

const limit = (n: number | null) => (n === null || n === undefined ? null : Number(n));

export function promotionOf(r: Selectable<PromotionsTable>): Promotion {
  return {
    id: r.id,
    kind: r.kind,
    code: r.code,
    title: r.title,
    percentOff: Number(r.percent_off),
    amountOffPaise: Number(r.amount_off_paise),
    minOrderPaise: Number(r.min_order_paise),
    startsAt: r.starts_at,
    endsAt: r.ends_at,
    usageLimit: limit(r.usage_limit),
    perCustomerLimit: limit(r.per_customer_limit),
    firstOrderOnly: Number(r.first_order_only) === 1,
    combinable: Number(r.combinable) === 1,
    buyQuantity: Number(r.buy_quantity),
    getQuantity: Number(r.get_quantity),
    productIds: list(r.product_ids),
    categoryIds: list(r.category_ids),
    packs: list(r.packs),
    paused: r.paused_at !== null,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/** A code as customers type it: spaces left out, upper case. */
export const normalCode = (typed: unknown) =>
  String(typeof typed === 'string' || typeof typed === 'number' ? typed : '')
    .replace(/\s+/g, '')
    .toUpperCase();

/** Letters, digits and - or _, 3 to 24 of them. */
export const CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,23}$/;
