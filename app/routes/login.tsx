import { login } from '../../domain/accounts/accounts';
import { translatorFor } from '../../domain/i18n/dictionaries';
import { tk } from '../../domain/i18n/translate';
import { MSG, TAGLINE } from '../../domain/messages';
import { Island } from '../framework/island';
import { definePage, redirect } from '../framework/page';
import { safeNext } from '../framework/safe-next';
import { LoginForm } from '../islands/login-form';
import { AuthCard, AuthSwitch } from '../components/auth-card';
import { loginForm } from '../forms/accounts';
import { addRemembered } from '../actions/pending-add';
import { MobileLoginLink } from '../components/mobile-login-link';

export default definePage({
  path: '/login',
  bare: true,
  async load(ctx) {
    const next = safeNext(ctx.query.get('next'));
    return ctx.user ? redirect(next) : { next };
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
    const { token, user } = await login(ctx.services.db, ctx.services.limits, form, ctx.request.ip, ctx.lang);
    ctx.session.start(token);
    const added = await addRemembered(ctx, user.id);
    return redirect(safeNext(form.next), { type: 'success', text: translatorFor(ctx.lang)(added ? MSG.loginAndAdded : MSG.loginSuccess) });
  },
  Component: ({ data, action }) => (
    <AuthCard title={tk('Login')} footer={<AuthSwitch question={tk('New here?')} link={tk('Create an account')} href="/register" />}>
      <Island
        component={LoginForm}
        props={{ next: action?.values?.next ?? data.next, email: action?.values?.email ?? '', error: action?.toast?.text }}
      />
      <MobileLoginLink next={action?.values?.next ?? data.next} />
    </AuthCard>
  ),
});
