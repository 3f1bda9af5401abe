import { maskMobile } from '../../domain/accounts/mobile-login';
import { resetLinkIsLive, resetPassword } from '../../domain/accounts/password-reset';
import { isMobile, normaliseMobile } from '../../domain/accounts/validation';
import { translatorFor } from '../../domain/i18n/dictionaries';
import { tk } from '../../domain/i18n/translate';
import { MSG } from '../../domain/messages';
import { finishSignIn } from '../actions/pending-add';
import { AuthCard, AuthSwitch } from '../components/auth-card';
import { withNext } from '../components/mobile-login-link';
import { resetPasswordForm } from '../forms/accounts';
import { useT } from '../framework/i18n';
import { definePage, type ActionFailure } from '../framework/page';
import { safeNext } from '../framework/safe-next';
import { Field } from '../ui/field';
import { NewPasswordFields } from '../components/new-password-fields';
import { ActionErrors } from '../ui/form-errors';

// Set a new password: from the e-mailed link (?token=…) or with the SMS code
// sent to a number (?mobile=…). Each works once; every other session of the
// account ends and the person is logged in, back where they were going.

interface Data {
  next: string;
  token: string | null;
  /** For a link: whether it can still be used (else the page says to ask again). */
  live: boolean;
  mobile: string | null;
}

export default definePage<Data>({
  path: '/reset-password',
  bare: true,
  async load(ctx) {
    const token = ctx.query.get('token')?.trim() || null;
    const asked = normaliseMobile(ctx.query.get('mobile') ?? '');
    const mobile = !token && isMobile(asked) ? asked : null;
    return { next: safeNext(ctx.query.get('next')), token, mobile, live: token ? await resetLinkIsLive(ctx.services.db, token) : false };
  },
  head: (_data, ctx) => {
    const t = translatorFor(ctx.lang);
    return {
      title: `${t('Set a new password')} | Mitti Biotech`,
      description: t('Set a new password with a link by e-mail or a code by SMS.'),
      noindex: true,
    };
  },
  form: resetPasswordForm,
  async action(ctx, form) {
    const proof = form.token ? { token: form.token } : { mobile: form.mobile, code: form.code };
    const signedIn = await resetPassword(
      ctx.services,
      proof,
      { password: form.password, confirmPassword: form.confirmPassword },
      ctx.request.ip,
    );
    await ctx.services.sessions.forget(signedIn.user.id);
    return finishSignIn(ctx, signedIn, form.next, MSG.resetDone);
  },
  Component: ({ data, action }) => <Reset data={data} action={action} />,
});

function Reset({ data, action }: { data: Data; action?: ActionFailure }) {
  const t = useT();
  const errors = action?.errors ?? {};
  const usable = data.token ? data.live || !!action : !!data.mobile;
  return (
    <AuthCard
      title={tk('Set a new password')}
      footer={<AuthSwitch question={tk('Remembered it?')} link={tk('Login')} href={withNext('/login', data.next)} />}
    >
      {!usable ? (
        <div className="stack">
          <p className="form-error" role="alert">
            {t(data.token ? MSG.resetLinkInvalid : MSG.resetLoginRequired)}
          </p>
          <a className="btn btn-primary w-full" href={withNext('/forgot-password', data.next)}>
            {t('Ask for a new link or code')}
          </a>
        </div>
      ) : (
        <form method="post" className="stack" noValidate>
          <input type="hidden" name="next" value={data.next} />
          {data.token && <input type="hidden" name="token" value={data.token} />}
          {data.mobile && <input type="hidden" name="mobile" value={data.mobile} />}
          <ActionErrors action={action} />
          {data.mobile && (
            <>
              <p>{t('If an account has {mobile}, we sent it a 6-digit code by SMS.', { mobile: maskMobile(data.mobile) })}</p>
              <Field
                name="code"
                label={t('Code from the SMS')}
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]{6}"
                maxLength={6}
                required
                error={errors.code}
              />
            </>
          )}
          <NewPasswordFields errors={errors} />
          <button type="submit" className="btn btn-primary w-full">
            {t('Set new password and log in')}
          </button>
          {data.mobile && <a href={withNext('/forgot-password', data.next)}>{t('Send a new code')}</a>}
        </form>
      )}
    </AuthCard>
  );
}
