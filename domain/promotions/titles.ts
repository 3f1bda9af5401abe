import type { Db } from '../../db/client';
import type { Lang } from '../i18n/languages';
import { inLanguage, langOf } from '../translations/store';
import type { CouponState, PromotionPart } from './rules';

// Promotions as a page in a language names them: an offer by its title in
// that language (content_translations; its English, marked, where there is
// none), a coupon by its code, which reads the same in every language.

/** What a customer reads for one promotion: its name and the language it is in when not the page's. */
export interface ShownPromotion {
  promotionId: string;
  code: string | null;
  name: string;
  lang?: 'en';
  amountPaise: number;
}

/** The promotions' names in `lang`, by id. */
export async function promotionNamesIn(
  db: Db,
  lang: Lang,
  parts: readonly PromotionPart[],
): Promise<Map<string, { name: string; lang?: 'en' }>> {
  const records = [...new Map(parts.map((p) => [p.promotionId, { id: p.promotionId, title: p.title }])).values()];
  const shown = await inLanguage(db, lang, 'promotion', records, { title: 'title' });
  return new Map(shown.map((r) => [r.id, { name: r.title, lang: langOf(r, 'title') }]));
}

/** Each part as shown: a coupon by its code, an offer by its title in the page's language. */
export async function shownParts(db: Db, lang: Lang, groups: readonly (readonly PromotionPart[])[]): Promise<ShownPromotion[][]> {
  const names = await promotionNamesIn(db, lang, groups.flat());
  return groups.map((parts) =>
    parts.map((p) => {
      const n = names.get(p.promotionId);
      return p.code
        ? { promotionId: p.promotionId, code: p.code, name: p.code, amountPaise: p.amountPaise }
        : {
            promotionId: p.promotionId,
            code: null,
            name: n?.name ?? p.title,
            ...(n?.lang ? { lang: n.lang } : {}),
            amountPaise: p.amountPaise,
          };
    }),
  );
}

/** The codes among the promotions used ("KHARIF10, SOW5"): what a price box names beside the discount. */
export const codesOf = (parts: readonly PromotionPart[]) => parts.flatMap((p) => (p.code ? [p.code] : [])).join(', ');

/** A coupon applied to the cart as the coupon box shows it (its refusal already translated by the caller). */
export interface ShownCoupon {
  code: string;
  applied: boolean;
  discountPaise: number;
  /** Why it takes nothing off now, in the page's language. */
  reason: string | null;
}

export const shownCoupons = (coupons: readonly CouponState[], t: (text: string) => string): ShownCoupon[] =>
  coupons.map((c) => ({ code: c.code, applied: c.applied, discountPaise: c.discountPaise, reason: c.message ? t(c.message) : null }));
