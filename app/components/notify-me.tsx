import type { Product } from '../../domain/catalog/products';
import { REMINDER_TEXT } from '../../domain/reminders/texts';
import { useT } from '../framework/i18n';

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
    <div className="notify-me stack" data-testid="notify-me">
      {out.map((v) => (
        <form key={v.id} method="post" action="/notify-me" className="notify-me-form">
          <input type="hidden" name="product" value={p.id} />
          <input type="hidden" name="variant" value={v.id} />
          {waiting.includes(v.id) ? (
            <>
              <input type="hidden" name="intent" value="cancel" />
              <span>{t(REMINDER_TEXT.notifyWaiting, { pack: v.pack })}</span>{' '}
              <button type="submit" className="btn btn-outline btn-sm">
                {t(REMINDER_TEXT.notifyCancel)}
              </button>
            </>
          ) : loggedIn ? (
            <>
              <input type="hidden" name="intent" value="ask" />
              <button type="submit" className="btn btn-outline btn-sm">
                {t(REMINDER_TEXT.notifyAsk, { pack: v.pack })}
              </button>
            </>
          ) : (
            <>
              <input type="hidden" name="intent" value="ask" />
              <label className="stack">
                <span>{t(REMINDER_TEXT.notifyAskVisitor, { pack: v.pack })}</span>
                <input type="email" name="email" required autoComplete="email" placeholder={t(REMINDER_TEXT.notifyEmail)} />
              </label>
              <button type="submit" className="btn btn-outline btn-sm">
                {t(REMINDER_TEXT.notifyAsk, { pack: v.pack })}
              </button>
            </>
          )}
        </form>
      ))}
    </div>
  );
}
