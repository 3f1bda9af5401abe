import { changePassword } from '../../domain/accounts/password-reset';
import { profileOf, setWhatsAppOptIn, type Profile } from '../../domain/accounts/profile';
import { mayApprove, memberCompany } from '../../domain/credit/company';
import { translatorFor } from '../../domain/i18n/dictionaries';
import { formatDate } from '../../domain/i18n/format';
import { MSG } from '../../domain/messages';
import { accountPageForm } from '../forms/accounts';
import { useLang, useT } from '../framework/i18n';
import { definePage, redirect, type ActionFailure } from '../framework/page';
import { Field } from '../ui/field';
import { NewPasswordFields } from '../components/new-password-fields';
import { ActionErrors } from '../ui/form-errors';
import { cartConsentOf } from '../../domain/reminders/recipients';
import { ReminderConsent } from '../components/reminder-consent';

// "My account": name, e-mail, mobile number, order updates by WhatsApp on or
// off (decision 026), and changing the password (the current one first; every
// other device is logged out).

export default definePage({
  path: '/account',
  access: 'customer',
  load: async (ctx): Promise<AccountData> => {
    const company = await memberCompany(ctx.services.db, ctx.user!.id);
    return {
      ...(await profileOf(ctx.services.db, ctx.user!.id)),
      cartReminders: await cartConsentOf(ctx.services.db, ctx.user!.id),
      // A company's approvers and admins approve its orders and see its statement (decision 040).
      approver: !!company && mayApprove(company),
    };
  },
  head: (_data, ctx) => {
    const t = translatorFor(ctx.lang);
    return {
      title: `${t('My account')} | Mitti Biotech`,
      description: t('Your name, e-mail, mobile number and WhatsApp updates.'),
      noindex: true,
    };
  },
  form: accountPageForm,
  async action(ctx, form) {
    const t = translatorFor(ctx.lang);
    if (form.intent === 'password') {
      await changePassword(ctx.services, ctx.user!.id, ctx.request.sessionToken, form);
      await ctx.services.sessions.forget(ctx.user!.id);
      return redirect('/account', { type: 'success', text: t(MSG.passwordChanged) });
    }
    const on = await setWhatsAppOptIn(ctx.services.db, ctx.user!.id, form.whatsapp === 'on', form.sms === 'on');
    return redirect('/account', { type: 'success', text: on ? MSG.whatsappOn : MSG.whatsappOff });
  },
  Component: ({ data, action }) => <Account profile={data} action={action} />,
});

type AccountData = Profile & { cartReminders: boolean; approver: boolean };

function Account({ profile: p, action }: { profile: AccountData; action?: ActionFailure }) {
  const t = useT();
  const lang = useLang();
  const errors = action?.values?.intent === 'password' ? (action.errors ?? {}) : {};
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
          <dd>
            +91 {p.mobileNo}
            {!p.mobileVerified && (
              <>
                {' '}
                <a href="/login/mobile?next=%2Faccount">{t(MSG.mobileConfirmButton)}</a>
              </>
            )}
          </dd>
        </dl>
      </section>
      <section className="card account-card" aria-labelledby="account-quotes">
        <h2 id="account-quotes" className="section-title">
          {t('My quotes')}
        </h2>
        <p>
          <a href="/quotes">{t('Prices for bulk orders and contract manufacturing.')}</a>
        </p>
      </section>
      <section className="card account-card" aria-labelledby="account-company">
        <h2 id="account-company" className="section-title">
          {t('My company')}
        </h2>
        <p>
          <a href="/account/company">{t('Dealers and businesses: your company, its people and your prices.')}</a>
        </p>
        {p.approver && (
          <p>
            <a href="/account/approvals">{t('Orders to approve')}</a> · <a href="/account/statement">{t('Statement of account')}</a>
          </p>
        )}
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
          <label className="check-row">
            <input type="checkbox" name="sms" value="on" defaultChecked={p.smsWithWhatsapp} />
            <span>{t('Send them by SMS as well as on WhatsApp.')}</span>
          </label>
          <p className="field-hint">{t('Without WhatsApp updates, they come by SMS once your number is confirmed.')}</p>
          <button type="submit" className="btn btn-primary">
            {t('Save my choice')}
          </button>
        </form>
      </section>
      <ReminderConsent on={p.cartReminders} />
      {p.email && (
        <section className="card account-card" aria-labelledby="account-password">
          <h2 id="account-password" className="section-title">
            {t('Change password')}
          </h2>
          <form method="post" className="stack" noValidate>
            <input type="hidden" name="intent" value="password" />
            {action?.values?.intent === 'password' && <ActionErrors action={action} />}
            <Field
              name="currentPassword"
              label={t('Current password')}
              type="password"
              autoComplete="current-password"
              required
              error={errors.currentPassword}
            />
            <NewPasswordFields errors={errors} />
            <p className="field-hint">{t('Every other phone or computer signed in to your account will be logged out.')}</p>
            <button type="submit" className="btn btn-primary">
              {t('Change password')}
            </button>
          </form>
        </section>
      )}
    </div>
  );
}
