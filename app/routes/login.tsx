import { login } from '../../domain/accounts/accounts';
import { MSG, TAGLINE } from '../../domain/messages';
import { Island } from '../framework/island';
import { definePage, redirect } from '../framework/page';
import { safeNext } from '../framework/safe-next';
import { LoginForm } from '../islands/login-form';
import { AuthCard } from '../components/auth-card';
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
  head: () => ({ title: 'Login | Mitti Biotech', description: `Log in to order from Mitti Biotech, ${TAGLINE}.` }),
  form: loginForm,
  async action(ctx, form) {
    const { token, user } = await login(ctx.services.db, ctx.services.limits, form, ctx.request.ip, ctx.lang);
    ctx.session.start(token);
    const added = await addRemembered(ctx, user.id);
    return redirect(safeNext(form.next), { type: 'success', text: added ? MSG.loginAndAdded : MSG.loginSuccess });
  },
  Component: ({ data, action }) => (
    <AuthCard
      title="Login"
      footer={
        <>
          New here? <a href="/register">Create an account</a>
        </>
      }
    >
      <Island
        component={LoginForm}
        props={{ next: action?.values?.next ?? data.next, email: action?.values?.email ?? '', error: action?.toast?.text }}
      />
      <MobileLoginLink next={action?.values?.next ?? data.next} />
    </AuthCard>
  ),
});
