import { REMINDER_TEXT } from '../../domain/reminders/texts';
import { useT } from '../framework/i18n';

/** My account's cart-reminder choice: off until the customer ticks it (a plain form to /reminders/consent). */
export function ReminderConsent({ on }: { on: boolean }) {
  const t = useT();
  return (
    <section className="card account-card" id="reminders" aria-labelledby="account-reminders">
      <h2 id="account-reminders" className="section-title">
        {t(REMINDER_TEXT.consentTitle)}
      </h2>
      <form method="post" action="/reminders/consent" className="stack">
        <label className="check-row">
          <input type="checkbox" name="cart" value="on" defaultChecked={on} />
          <span>{t(REMINDER_TEXT.consentLabel)}</span>
        </label>
        <button type="submit" className="btn btn-primary">
          {t(REMINDER_TEXT.consentSave)}
        </button>
      </form>
    </section>
  );
}
