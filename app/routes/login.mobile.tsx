import { maskMobile, mobileOfCustomer, requestMobileCode, verifyMobileCode } from '../../domain/accounts/mobile-login';
import { isMobile, normaliseMobile } from '../../domain/accounts/validation';
import { translatorFor } from '../../domain/i18n/dictionaries';
import { MSG } from '../../domain/messages';
import { finishSignIn } from '../actions/pending-add';
import { AuthCard } from '../components/auth-card';
import { mobileLoginForm } from '../forms/phone';
import { useT } from '../framework/i18n';
import { definePage, redirect } from '../framework/page';
import { safeNext } from '../framework/safe-next';
import { Field } from '../ui/field';
import { ActionErrors } from '../ui/form-errors';

// Log in or sign up with a mobile number (decision 026): the number, then the
// code from the SMS (and a newcomer's name), then back where the visitor was
// going, with the Add to Cart they tapped before. Plain forms: no script needed.

interface Data {
  next: string;
  /** The number a code was sent to (the second step), or null (the first). */
  mobile: string | null;
  /** A logged-in customer: their number and whether it is confirmed (the page offers to confirm it). */
  own: { mobile: string; verified: boolean } | null;
}

const self = (next: string, mobile?: string) => {
  const q = new URLSearchParams();
  if (mobile) q.set('mobile', mobile);
  if (next !== '/') q.set('next', next);
  const s = q.toString();
  return `/login/mobile${s ? `?${s}` : ''}`;
};

export default definePage({
  path: '/login/mobile',
  bare: true,
  async load(ctx): Promise<Data | ReturnType<typeof redirect>> {
    const next = safeNext(ctx.query.get('next'));
    const own = ctx.user ? await mobileOfCustomer(ctx.services.db, ctx.user.id) : null;
    if (ctx.user && !own) return redirect(next);
    const asked = normaliseMobile(ctx.query.get('mobile') ?? '');
    const mobile = isMobile(asked) ? asked : null;
    // Whether the number has an account is not shown: a newcomer is asked their name once the code is right.
    return { next, mobile, own };
  },
  head: (_data, ctx) => {
    const t = translatorFor(ctx.lang);
    return {
      title: `${t('Log in with mobile number')} | Mitti Biotech`,
      description: t('Log in or create your Mitti Biotech account with your mobile number and a code by SMS.'),
      noindex: true,
    };
  },
  form: mobileLoginForm,
  async action(ctx, form) {
    const next = safeNext(form.next);
    if (form.intent === 'verify') {
      if (ctx.user) {
        // A logged-in customer confirms the number for their own account.
        await verifyMobileCode(ctx.services, { ...form, lang: ctx.lang }, ctx.request.ip, ctx.user.id);
        await ctx.services.sessions.forget(ctx.user.id);
        return redirect(next === '/' ? '/account' : next, { type: 'success', text: MSG.mobileConfirmed });
      }
      const signedIn = await verifyMobileCode(ctx.services, { ...form, lang: ctx.lang }, ctx.request.ip);
      return finishSignIn(ctx, signedIn, next);
    }
    const { mobile } = await requestMobileCode(ctx.services, form.mobile, ctx.request.ip, ctx.lang);
    return redirect(self(next, mobile), { type: 'info', text: MSG.mobileCodeSent(maskMobile(mobile)) });
  },
  Component: ({ data, action }) => <MobileLogin data={data} action={action} />,
});

function MobileLogin({ data, action }: { data: Data; action?: { values?: Record<string, string>; errors?: Record<string, string> } }) {
  const t = useT();
  const v = action?.values ?? {};
  const errors = action?.errors ?? {};
  const emailLogin = data.next === '/' ? '/login' : `/login?next=${encodeURIComponent(data.next)}`;
  // After a refused code or a missing name, the page is drawn again at the form's address: the number comes back with the form.
  const typed = v.intent === 'verify' ? normaliseMobile(v.mobile ?? '') : '';
  data = { ...data, mobile: data.mobile ?? (isMobile(typed) ? typed : null) };
  // The name is asked once the code is right and no account has proved the number (the answer asks for it).
  const askName = !data.own && !!(errors.username || v.username);
  if (data.own && !data.mobile) {
    return (
      <AuthCard title={t(MSG.mobileConfirmButton)} footer={<a href="/account">{t('My account')}</a>}>
        <ActionErrors action={action} />
        {data.own.verified ? (
          <p>{t(MSG.mobileAlreadyConfirmed, { mobile: maskMobile(data.own.mobile) })}</p>
        ) : (
          <form method="post" className="stack" noValidate>
            <input type="hidden" name="intent" value="send" />
            <input type="hidden" name="next" value={data.next} />
            <p>{t(MSG.mobileConfirmIntro, { mobile: maskMobile(data.own.mobile) })}</p>
            <MobileField value={v.mobile ?? data.own.mobile} error={errors.mobile} />
            <button type="submit" className="btn btn-primary w-full">
              {t(MSG.mobileConfirmSend)}
            </button>
          </form>
        )}
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={t('Log in with mobile number')}
      footer={
        <>
          {t('Have an e-mail and password?')} <a href={emailLogin}>{t('Log in with e-mail')}</a>
        </>
      }
    >
      <ActionErrors action={action} />
      {data.mobile ? (
        <div className="stack">
          <form method="post" className="stack" noValidate>
            <input type="hidden" name="intent" value="verify" />
            <input type="hidden" name="mobile" value={data.mobile} />
            <input type="hidden" name="next" value={data.next} />
            <p>{t('Enter the 6-digit code we sent by SMS to {mobile}.', { mobile: maskMobile(data.mobile) })}</p>
            <Field
              name="code"
              label={t('Code from the SMS')}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={6}
              required
              defaultValue={askName ? (v.code ?? '') : ''}
              error={errors.code}
            />
            {askName && (
              <Field
                name="username"
                label={t('Your name')}
                autoComplete="name"
                required
                minLength={3}
                maxLength={60}
                defaultValue={v.username ?? ''}
                hint={t('New here? Your account is made with this number; an e-mail is not needed.')}
                error={errors.username}
              />
            )}
            <button type="submit" className="btn btn-primary w-full">
              {data.own ? t(MSG.mobileConfirmButton) : askName ? t('Create account and log in') : t('Log in with this code')}
            </button>
          </form>
          <form method="post" className="mobile-login-again">
            <input type="hidden" name="intent" value="send" />
            <input type="hidden" name="mobile" value={data.mobile} />
            <input type="hidden" name="next" value={data.next} />
            <button type="submit" className="btn-link">
              {t('Send a new code')}
            </button>
            <a href={self(data.next)}>{t('Use another number')}</a>
          </form>
        </div>
      ) : (
        <form method="post" className="stack" noValidate>
          <input type="hidden" name="intent" value="send" />
          <input type="hidden" name="next" value={data.next} />
          <MobileField
            value={v.mobile ?? ''}
            error={errors.mobile}
            hint={t('10 digits; +91 or 0 in front is fine. We send a code by SMS.')}
          />
          <button type="submit" className="btn btn-primary w-full">
            {t('Send code by SMS')}
          </button>
        </form>
      )}
    </AuthCard>
  );
}

/** The number a code is sent to: for signing in, and for confirming one's own number. */
function MobileField({ value, error, hint }: { value: string; error?: string; hint?: string }) {
  const t = useT();
  return (
    <Field
      name="mobile"
      label={t('Your mobile number')}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      required
      defaultValue={value}
      hint={hint}
      error={error}
    />
  );
}
