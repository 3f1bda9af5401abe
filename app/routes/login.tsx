import { login } from '../../domain/accounts/accounts';
import { translatorFor } from '../../domain/i18n/dictionaries';
import { tk } from '../../domain/i18n/translate';
import { TAGLINE } from '../../domain/messages';
import { Island } from '../framework/island';
import { useT } from '../framework/i18n';
import { definePage, redirect, type ActionFailure } from '../framework/page';
import { safeNext } from '../framework/safe-next';
import { LoginForm } from '../islands/login-form';
import { AuthCard, AuthSwitch } from '../components/auth-card';
import { loginForm } from '../forms/accounts';
import { finishSignIn } from '../actions/pending-add';
import { MobileLoginLink, withNext } from '../components/mobile-login-link';

// Log in: by mobile number first (farmers), or by e-mail and password; either
// way back to `next` with what was tapped before in the cart (finishSignIn).

export default definePage({
  path: '/login',
  bare: true,
  async load(ctx) {
    const next = safeNext(ctx.query.get('next'));
    return ctx.user ? redirect(next) : { next, email: (ctx.query.get('email') ?? '').slice(0, 254) };
  },
  head: (_data, ctx) => {
    const t = translatorFor(ctx.lang);
    return {
      title: `${t('Login')} | Mitti Biotech`,
      description: t('Log in to order from Mitti Biotech, {tagline}.', { tagline: TAGLINE }),
    };
  },
  form: loginForm,
  async action(ctx, form) {
    const signedIn = await login(ctx.services.db, ctx.services.limits, form, ctx.request.ip, ctx.lang);
    return finishSignIn(ctx, signedIn, form.next);
  },
  Component: ({ data, action }) => <LoginPage data={data} action={action} />,
});

function LoginPage({ data, action }: { data: { next: string; email: string }; action?: ActionFailure }) {
  const t = useT();
  const next = action?.values?.next ?? data.next;
  return (
    <AuthCard
      title={tk('Login')}
      footer={<AuthSwitch question={tk('New here?')} link={tk('Create an account')} href={withNext('/register', next)} />}
    >
      {/* Farmers sign in by mobile number first; e-mail and password below it. */}
      <MobileLoginLink next={next} primary />
      <p className="auth-or">{t('or with e-mail and password')}</p>
      <Island component={LoginForm} props={{ next, email: action?.values?.email ?? data.email, error: action?.toast?.text }} />
      <p className="auth-forgot">
        <a href={withNext('/forgot-password', next)}>{t('Forgot password?')}</a>
      </p>
    </AuthCard>
  );
}
