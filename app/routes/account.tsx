import { profileOf, setWhatsAppOptIn, type Profile } from '../../domain/accounts/profile';
import { formatDate } from '../../domain/i18n/format';
import { MSG } from '../../domain/messages';
import { accountForm } from '../forms/phone';
import { useLang, useT } from '../framework/i18n';
import { definePage, redirect } from '../framework/page';

// "My account": name, e-mail, mobile number, and order updates by WhatsApp
// on or off (decision 026).

export default definePage({
  path: '/account',
  access: 'customer',
  load: async (ctx): Promise<Profile> => profileOf(ctx.services.db, ctx.user!.id),
  head: () => ({
    title: 'My account | Mitti Biotech',
    description: 'Your name, e-mail, mobile number and WhatsApp updates.',
    noindex: true,
  }),
  form: accountForm,
  async action(ctx, form) {
    const on = await setWhatsAppOptIn(ctx.services.db, ctx.user!.id, form.whatsapp === 'on');
    return redirect('/account', { type: 'success', text: on ? MSG.whatsappOn : MSG.whatsappOff });
  },
  Component: ({ data }) => <Account profile={data} />,
});

function Account({ profile: p }: { profile: Profile }) {
  const t = useT();
  const lang = useLang();
  return (
    <div className="container-page account-page">
      <h1 className="page-title">{t('My account')}</h1>
      <section className="card account-card" aria-labelledby="account-details">
        <h2 id="account-details" className="section-title">
          {t('Your details')}
        </h2>
        <dl className="account-facts">
          <dt>{t('Your name')}</dt>
          <dd>{p.username}</dd>
          <dt>{t('Your e-mail')}</dt>
          <dd>{p.email ?? <span className="text-muted">{t('No e-mail given')}</span>}</dd>
          <dt>{t('Your mobile number')}</dt>
          <dd>+91 {p.mobileNo}</dd>
        </dl>
      </section>
      <section className="card account-card" aria-labelledby="account-whatsapp">
        <h2 id="account-whatsapp" className="section-title">
          {t('Order updates on WhatsApp')}
        </h2>
        <form method="post" className="stack">
          <input type="hidden" name="intent" value="whatsapp" />
          <label className="check-row">
            <input type="checkbox" name="whatsapp" value="on" defaultChecked={p.whatsappOptIn} />
            <span>
              {t('Send me order updates on WhatsApp at +91 {mobile}: placed, paid, shipped, delivered or cancelled.', {
                mobile: p.mobileNo,
              })}
            </span>
          </label>
          {p.whatsappOptIn && p.whatsappOptInAt && (
            <p className="field-hint">{t('On since {date}.', { date: formatDate(p.whatsappOptInAt, lang) })}</p>
          )}
          <button type="submit" className="btn btn-primary">
            {t('Save my choice')}
          </button>
        </form>
      </section>
    </div>
  );
}
