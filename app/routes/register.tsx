import { signup } from '../../domain/accounts/accounts';
import { translatorFor } from '../../domain/i18n/dictionaries';
import { tk } from '../../domain/i18n/translate';
import { MSG, TAGLINE } from '../../domain/messages';
import { Island } from '../framework/island';
import { definePage, redirect } from '../framework/page';
import { RegisterForm } from '../islands/register-form';
import { AuthCard, AuthSwitch } from '../components/auth-card';
import { registerForm } from '../forms/accounts';
import { MobileLoginLink } from '../components/mobile-login-link';

export default definePage({
  path: '/register',
  bare: true,
  head: (_data, ctx) => {
    const t = translatorFor(ctx.lang);
    return {
      title: `${t('Create an account')} | Mitti Biotech`,
      description: t('Register to buy biofertilizers and biopesticides from {tagline}.', { tagline: TAGLINE }),
    };
  },
  form: registerForm,
  async action(ctx, form) {
    await signup(ctx.services.db, ctx.services.limits, form, ctx.request.ip, ctx.lang);
    return redirect('/login', { type: 'success', text: translatorFor(ctx.lang)(MSG.signupSuccess) });
  },
  Component: ({ action }) => {
    const field = action?.errors && Object.keys(action.errors)[0];
    const v = action?.values ?? {};
    return (
      <AuthCard
        title={tk('Create your account')}
        footer={<AuthSwitch question={tk('Already registered?')} link={tk('Login')} href="/login" />}
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
