import { signup } from '../../domain/accounts/accounts';
import { MSG, TAGLINE } from '../../domain/messages';
import { Island } from '../framework/island';
import { definePage, redirect } from '../framework/page';
import { RegisterForm } from '../islands/register-form';
import { AuthCard } from '../components/auth-card';
import { registerForm } from '../forms/accounts';
import { MobileLoginLink } from '../components/mobile-login-link';

export default definePage({
  path: '/register',
  bare: true,
  head: () => ({
    title: 'Create an account | Mitti Biotech',
    description: `Register to buy biofertilizers and biopesticides from ${TAGLINE}.`,
  }),
  form: registerForm,
  async action(ctx, form) {
    await signup(ctx.services.db, ctx.services.limits, form, ctx.request.ip, ctx.lang);
    return redirect('/login', { type: 'success', text: MSG.signupSuccess });
  },
  Component: ({ action }) => {
    const field = action?.errors && Object.keys(action.errors)[0];
    const v = action?.values ?? {};
    return (
      <AuthCard
        title="Create your account"
        footer={
          <>
            Already registered? <a href="/login">Login</a>
          </>
        }
      >
        <Island
          component={RegisterForm}
          props={{
            values: { username: v.username, email: v.email, mobileNo: v.mobileNo },
            error: action?.toast ? { field: field ?? '', message: action.toast.text } : undefined,
          }}
        />
        <MobileLoginLink />
      </AuthCard>
    );
  },
});
