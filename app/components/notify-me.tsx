import type { Product } from '../../domain/catalog/products';
import { REMINDER_TEXT } from '../../domain/reminders/texts';
import { useT } from '../framework/i18n';
import { Field } from '../ui/field';

/**
 * "Tell me when it is back" under the buying form, one small form per pack out
 * of stock (plain forms to /notify-me: they work without JavaScript). A
 * customer asks in one tap and can cancel; a visitor gives an e-mail address.
 */
export function NotifyMe({ product: p, loggedIn, waiting }: { product: Product; loggedIn: boolean; waiting: string[] }) {
  const t = useT();
  const out = p.variants.filter((v) => v.stock <= 0);
  if (!out.length) return null;
  return (
    <div className="notify-me stack" id="notify-me" data-testid="notify-me">
      {out.map((v) => (
        <form key={v.id} method="post" action="/notify-me" className="notify-me-form stack">
          <input type="hidden" name="product" value={p.id} />
          <input type="hidden" name="variant" value={v.id} />
          {waiting.includes(v.id) ? (
            <>
              <input type="hidden" name="intent" value="cancel" />
              <p>{t(REMINDER_TEXT.notifyWaiting, { pack: v.pack })}</p>
              <div>
                <button type="submit" className="btn btn-outline btn-sm">
                  {t(REMINDER_TEXT.notifyCancel)}
                </button>
              </div>
            </>
          ) : loggedIn ? (
            <>
              <input type="hidden" name="intent" value="ask" />
              <div>
                <button type="submit" className="btn btn-outline btn-sm">
                  {t(REMINDER_TEXT.notifyAsk, { pack: v.pack })}
                </button>
              </div>
            </>
          ) : (
            <>
              <input type="hidden" name="intent" value="ask" />
              <Field
                name="email"
                id={`notify-email-${v.id}`}
                type="email"
                label={t(REMINDER_TEXT.notifyAskVisitor, { pack: v.pack })}
                placeholder={t(REMINDER_TEXT.notifyEmail)}
                autoComplete="email"
                required
              />
              <div>
                <button type="submit" className="btn btn-outline btn-sm">
                  {t(REMINDER_TEXT.notifyAsk, { pack: v.pack })}
                </button>
              </div>
              {/* A mobile number is proved by the login's SMS code; back here, one tap asks. */}
              <p className="field-hint">
                <a href={`/login/mobile?next=${encodeURIComponent(`/product_details/${p.id}#notify-me`)}`}>
                  {t(REMINDER_TEXT.notifyByMobile)}
                </a>
              </p>
            </>
          )}
        </form>
      ))}
    </div>
  );
}
