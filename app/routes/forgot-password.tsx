import { requestPasswordReset } from '../../domain/accounts/password-reset';
import { translatorFor } from '../../domain/i18n/dictionaries';
import { tk } from '../../domain/i18n/translate';
import { MSG } from '../../domain/messages';
import { AuthCard, AuthSwitch } from '../components/auth-card';
import { withNext } from '../components/mobile-login-link';
import { forgotPasswordForm } from '../forms/accounts';
import { useT } from '../framework/i18n';
import { definePage, redirect, type ActionFailure } from '../framework/page';
import { safeNext } from '../framework/safe-next';
import { Field } from '../ui/field';
import { ActionErrors } from '../ui/form-errors';

// Forgot password: an e-mail gets a link, a mobile number a code by SMS; the
// answer is the same whether or not an account has it. A plain form.

interface Data {
  next: string;
  /** The link was asked for: the page says what happens next. */
  sent: boolean;
}

export default definePage<Data>({
  path: '/forgot-password',
  bare: true,
  async load(ctx) {
    return { next: safeNext(ctx.query.get('next')), sent: ctx.query.get('sent') === '1' };
  },
  head: (_data, ctx) => {
    const t = translatorFor(ctx.lang);
    return {
      title: `${t('Forgot password?')} | Mitti Biotech`,
      description: t('Set a new password with a link by e-mail or a code by SMS.'),
      noindex: true,
    };
  },
  form: forgotPasswordForm,
  async action(ctx, form) {
    const t = translatorFor(ctx.lang);
    const next = safeNext(form.next);
    const { via, mobile } = await requestPasswordReset(ctx.services, form.login, ctx.request.ip, ctx.lang);
    const q = new URLSearchParams(via === 'sms' ? { mobile: mobile! } : { sent: '1' });
    if (next !== '/') q.set('next', next);
    return redirect(`${via === 'sms' ? '/reset-password' : '/forgot-password'}?${q}`, { type: 'info', text: t(MSG.resetSent) });
  },
  Component: ({ data, action }) => <Forgot data={data} action={action} />,
});

function Forgot({ data, action }: { data: Data; action?: ActionFailure }) {
  const t = useT();
  return (
    <AuthCard
      title={tk('Forgot password?')}
      footer={<AuthSwitch question={tk('Remembered it?')} link={tk('Login')} href={withNext('/login', data.next)} />}
    >
      {data.sent && !action ? (
        <p className="auth-note" role="status">
          {t(MSG.resetSent)}
        </p>
      ) : null}
      <form method="post" className="stack" noValidate>
        <input type="hidden" name="next" value={data.next} />
        <ActionErrors action={action} />
        <p>{t('Type the e-mail or the mobile number of your account. We send a link by e-mail, or a code by SMS.')}</p>
        <Field
          name="login"
          label={t('E-mail or mobile number')}
          autoComplete="username"
          required
          defaultValue={action?.values?.login ?? ''}
          error={action?.errors?.login}
        />
        <button type="submit" className="btn btn-primary w-full">
          {t('Send me a link or code')}
        </button>
      </form>
    </AuthCard>
  );
}
