import { formatInr } from '../../domain/money';
import type { ShownCoupon } from '../../domain/promotions/titles';
import { useT } from '../framework/i18n';

/**
 * The coupon box of the cart and the checkout: the codes applied (what each
 * takes off, or why it takes nothing off now) with Remove, and a box to type
 * another. Plain forms posting back to the page (`intent` apply-coupon or
 * remove-coupon), so it works without JavaScript; `fields` are kept with each
 * post (the checkout's address, payment and Buy Now product).
 */
export function CouponBox({
  action,
  coupons,
  fields = {},
  framed = true,
}: {
  action: string;
  coupons: ShownCoupon[];
  fields?: Record<string, string>;
  /** A card of its own (the cart), or a part of the checkout's price box. */
  framed?: boolean;
}) {
  const t = useT();
  const hidden = Object.entries(fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
  return (
    <section className={framed ? 'card coupon-box' : 'coupon-box is-inline'} aria-labelledby="coupon-title" data-testid="coupon-box">
      <h2 id="coupon-title" className="coupon-title">
        {t('Coupon code')}
      </h2>
      {coupons.length > 0 && (
        <ul className="coupon-list">
          {coupons.map((c) => (
            <li key={c.code} className={c.applied ? 'coupon is-applied' : 'coupon is-refused'} data-testid="coupon" data-code={c.code}>
              <div>
                <strong className="coupon-code" translate="no">
                  {c.code}
                </strong>{' '}
                {c.applied ? (
                  <span className="text-leaf" data-testid="coupon-saving" data-paise={c.discountPaise}>
                    {t('You save {amount}', { amount: formatInr(c.discountPaise) })}
                  </span>
                ) : (
                  <span className="coupon-reason" role="note" data-testid="coupon-reason">
                    {c.reason}
                  </span>
                )}
              </div>
              <form method="post" action={action}>
                {hidden}
                <input type="hidden" name="code" value={c.code} />
                <button
                  type="submit"
                  name="intent"
                  value="remove-coupon"
                  className="btn btn-outline btn-sm"
                  aria-label={t('Remove the code {code}', { code: c.code })}
                >
                  {t('Remove')}
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
      <form method="post" action={action} className="coupon-form">
        {hidden}
        <label htmlFor="coupon-code" className="sr-only">
          {t('Coupon code')}
        </label>
        <input
          id="coupon-code"
          name="code"
          className="input coupon-input"
          placeholder={t('Enter a coupon code')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={24}
          data-testid="coupon-input"
        />
        <button type="submit" name="intent" value="apply-coupon" className="btn btn-primary" data-testid="apply-coupon">
          {t('Apply')}
        </button>
      </form>
    </section>
  );
}

/** The cart's line towards free delivery: how much more to add, with a bar, or that it ships free. */
export function FreeDeliveryLine({ morePaise, thresholdPaise }: { morePaise: number | null; thresholdPaise: number }) {
  const t = useT();
  if (morePaise === null || thresholdPaise <= 0) return null;
  return (
    <div className="free-delivery" data-testid="free-delivery" data-paise={morePaise}>
      <p>{morePaise > 0 ? t('Add {amount} more for free delivery', { amount: formatInr(morePaise) }) : t('Your order ships free.')}</p>
      <progress max={thresholdPaise} value={thresholdPaise - morePaise} aria-hidden="true" />
    </div>
  );
}
