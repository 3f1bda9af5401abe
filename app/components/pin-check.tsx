import type { Serviceability } from '../../domain/delivery/zones';
import { MSG } from '../../domain/messages';
import { formatInr } from '../../domain/money';
import { dateFormat } from '../../domain/i18n/format';
import type { Lang } from '../../domain/i18n/languages';
import { translator, type Translate } from '../../domain/i18n/translate';
import { useI18n } from '../framework/i18n';

const DAY: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' };
const english = translator(null);

/** What delivery to a PIN code looks like, in a sentence or three (`codReason`: why an order may not pay on delivery). */
export function deliveryLines(s: Serviceability, t: Translate = english, lang: Lang = 'en', codReason: string | null = null): string[] {
  if (!s.serviceable) return [t(MSG.deliveryNotServed(s.pin))];
  return [
    t(MSG.deliveryBy(dateFormat(lang, DAY).format(new Date(`${s.deliveryBy}T12:00:00+05:30`)), `${s.district}, ${s.state}`)),
    // An order's own reason (over the limit) where one is known: "not offered here" would be untrue of the place.
    t(codReason ?? (s.cod ? MSG.deliveryCod(formatInr(s.codLimitPaise)) : MSG.deliveryNoCod)),
    t(
      s.shippingPaise === 0
        ? MSG.deliveryFree
        : MSG.deliveryCharge(formatInr(s.shippingPaise), s.freeAbovePaise > 0 ? formatInr(s.freeAbovePaise) : null),
    ),
  ];
}

/**
 * "Deliver to PIN code": a GET form back to the same page (it works without
 * JavaScript, and the PIN is remembered), and what delivery there looks like.
 */
export function PinCheck({
  action,
  delivery,
  terms,
}: {
  action: string;
  delivery: { pin: string; result: Serviceability | null; error: string | null } | null;
  /** The delivery zones' charges in a sentence, shown until a PIN code is asked about (product pages). */
  terms?: string;
}) {
  const { t, lang } = useI18n();
  return (
    <section className="pin-check" aria-labelledby="pin-check-title">
      <h2 id="pin-check-title" className="pin-check-title">
        {t('Delivery')}
      </h2>
      <form method="get" action={action} className="pin-check-form">
        <label htmlFor="pin-check-input">{t('PIN code')}</label>
        <input
          id="pin-check-input"
          name="pin"
          inputMode="numeric"
          autoComplete="postal-code"
          pattern="[1-9][0-9]{5}"
          maxLength={6}
          defaultValue={delivery?.pin ?? ''}
          required
          aria-describedby="pin-check-result"
        />
        <button type="submit" className="btn btn-outline btn-sm">
          {t('Check')}
        </button>
      </form>
      <div id="pin-check-result" role="status" data-testid="pin-result">
        {delivery?.error && <p className="field-error">{t(delivery.error)}</p>}
        {delivery?.result && (
          <ul className={delivery.result.serviceable ? 'pin-check-lines' : 'pin-check-lines is-unserved'}>
            {deliveryLines(delivery.result, t, lang).map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
        )}
      </div>
      {terms && !delivery?.result && (
        <p className="field-hint" data-testid="delivery-terms">
          {terms}
        </p>
      )}
    </section>
  );
}
