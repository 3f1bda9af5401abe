import type { Db } from '../../db/client';
import { nowIso } from '../../db/ids';
import { badRequest, notFound, unprocessable } from '../errors';
import { formatInr } from '../money';
import { PROMO_MSG } from './messages';
import { couponByCode, discountsFor, type LineAsked } from './store';
import { CODE_PATTERN, normalCode } from './types';

// A customer applies a coupon code to their cart (from the cart, the checkout
// or the API) and removes it. A code is kept only when it takes something off
// the lines being bought now; otherwise the answer says why (no such code: 404;
// any other refusal: 422). A kept code is worked out again in every quote, so
// one that stops applying (the cart changed, it expired) shows why there.

export interface Applied {
  code: string;
  /** What it takes off these lines now. */
  discountPaise: number;
  /** Success text (English, translated where shown). */
  message: string;
}

/** Applies a typed code to the customer's cart when it takes something off `lines`; 400/404/422 with why not. */
export async function applyCoupon(db: Db, userId: string, typed: unknown, lines: readonly LineAsked[], now = new Date()): Promise<Applied> {
  const code = normalCode(typed);
  if (!code) throw badRequest(PROMO_MSG.codeEmpty, 'code');
  const shown = code.slice(0, 24);
  if (!CODE_PATTERN.test(code)) throw notFound(PROMO_MSG.unknown(shown));
  const promotion = await couponByCode(db, code);
  if (!promotion) throw notFound(PROMO_MSG.unknown(shown));
  const outcome = await discountsFor(db, { userId, lines, now, extraCode: code });
  const state = outcome.coupons.find((c) => c.code === code);
  const already = await db
    .selectFrom('cart_coupons')
    .select('promotion_id')
    .where('user_id', '=', userId)
    .where('promotion_id', '=', promotion.id)
    .executeTakeFirst();
  if (!state || !state.applied) throw unprocessable(state?.message ?? PROMO_MSG.nothingApplies(code), 'code');
  if (already) return { code, discountPaise: state.discountPaise, message: PROMO_MSG.alreadyApplied(code) };
  await db
    .insertInto('cart_coupons')
    .values({ user_id: userId, promotion_id: promotion.id, applied_at: nowIso() })
    .onConflict((oc) => oc.columns(['user_id', 'promotion_id']).doNothing())
    .execute();
  return { code, discountPaise: state.discountPaise, message: PROMO_MSG.applied(code, formatInr(state.discountPaise)) };
}

/** Takes a code off the customer's cart; 404 when it is not applied. */
export async function removeCoupon(db: Db, userId: string, typed: unknown): Promise<{ code: string; message: string }> {
  const code = normalCode(typed).slice(0, 24);
  const promotion = code ? await couponByCode(db, code) : null;
  const gone = promotion
    ? await db.deleteFrom('cart_coupons').where('user_id', '=', userId).where('promotion_id', '=', promotion.id).executeTakeFirst()
    : null;
  if (!gone || Number(gone.numDeletedRows) === 0) throw notFound(PROMO_MSG.notApplied(code));
  return { code, message: PROMO_MSG.removed(code) };
}
