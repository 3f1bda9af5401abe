import { signup } from '../../domain/accounts/accounts';
import { translatorFor } from '../../domain/i18n/dictionaries';
import { tk } from '../../domain/i18n/translate';
import { MSG, TAGLINE } from '../../domain/messages';
import { Island } from '../framework/island';
import { definePage, redirect } from '../framework/page';
import { safeNext } from '../framework/safe-next';
import { RegisterForm } from '../islands/register-form';
import { AuthCard, AuthSwitch } from '../components/auth-card';
import { registerForm } from '../forms/accounts';
import { MobileLoginLink, withNext } from '../components/mobile-login-link';

// Create an account, then log in with it: the form answers a new e-mail and a
// known one alike (SPEC.md deviations), so it never tells whether an account
// exists; the login that follows goes back to `next` (the product, the
// calculator, the checkout for Buy now) with what was tapped in the cart,
// greeting the new account as new (finishSignIn).

export default definePage({
  path: '/register',
  bare: true,
  async load(ctx) {
    const next = safeNext(ctx.query.get('next'));
    return ctx.user ? redirect(next) : { next };
  },
  head: (_data, ctx) => {
    const t = translatorFor(ctx.lang);
    return {
      title: `${t('Create an account')} | Mitti Biotech`,
      description: t('Register to buy biofertilizers and biopesticides from {tagline}.', { tagline: TAGLINE }),
    };
  },
  form: registerForm,
  async action(ctx, form) {
    const notice = { mail: ctx.services.mail, publicUrl: ctx.services.config.PUBLIC_URL };
    await signup(ctx.services.db, ctx.services.limits, form, ctx.request.ip, ctx.lang, notice);
    // A new e-mail and one that already has an account (its owner is told by e-mail) are answered alike: the
    // login form with the e-mail filled in. Logging in greets a new account as new and brings back what was tapped.
    const next = safeNext(form.next);
    const login = new URLSearchParams({ ...(next !== '/' && { next }), email: form.email.trim() });
    return redirect(`/login?${login}`, { type: 'info', text: MSG.signupCheckEmail });
  },
  Component: ({ data, action }) => {
    const field = action?.errors && Object.keys(action.errors)[0];
    const v = action?.values ?? {};
    const next = v.next ?? data.next;
    return (
      <AuthCard
        title={tk('Create your account')}
        footer={<AuthSwitch question={tk('Already registered?')} link={tk('Login')} href={withNext('/login', next)} />}
      >
        <Island
          component={RegisterForm}
          props={{
            values: { username: v.username, email: v.email, mobileNo: v.mobileNo },
            error: action?.toast ? { field: field ?? '', message: action.toast.text } : undefined,
            next,
          }}
        />
        <MobileLoginLink next={next} />
      </AuthCard>
    );
  },
});
