import { applyCouponTo, removeCoupon } from '../../domain/cart/discounts';
import { DomainError } from '../../domain/errors';
import { translatorFor } from '../../domain/i18n/dictionaries';
import { redirect, type PageContext } from '../framework/page';

// The coupon box's two buttons, on the cart and the checkout: apply the code
// typed to the lines being bought, or remove one; back to the page with what
// happened (the code applied and what it saves, or why it is refused).

export const COUPON_INTENTS = ['apply-coupon', 'remove-coupon'] as const;
export const isCouponIntent = (intent: string): intent is (typeof COUPON_INTENTS)[number] =>
  (COUPON_INTENTS as readonly string[]).includes(intent);

export async function couponIntent(
  ctx: PageContext,
  intent: (typeof COUPON_INTENTS)[number],
  code: string,
  lines: Parameters<typeof applyCouponTo>[3],
  back: string,
) {
  const t = translatorFor(ctx.lang);
  const { db } = ctx.services;
  try {
    const done =
      intent === 'apply-coupon' ? await applyCouponTo(db, ctx.user!.id, code, lines) : await removeCoupon(db, ctx.user!.id, code);
    return redirect(back, { type: 'success', text: t(done.message) });
  } catch (e) {
    if (!(e instanceof DomainError)) throw e;
    return redirect(back, { type: 'error', text: t(e.message) });
  }
}
