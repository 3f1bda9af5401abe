import { MSG } from '../../domain/messages';
import { staffLogin } from '../../domain/staff/sessions';
import { AuthCard } from '../components/auth-card';
import { staffLoginForm } from '../forms/admin';
import { definePage, redirect } from '../framework/page';
import { safeNext } from '../framework/safe-next';
import { Field } from '../ui/field';
import { FormAlert } from '../components/admin/inline-forms';

/** Staff sign in here, apart from customers: their own accounts, cookie and 8-hour sessions. */
export default definePage({
  path: '/admin/login',
  bare: true,
  async load(ctx) {
    return { next: safeNext(ctx.query.get('next'), '/admin') };
  },
  head: () => ({ title: 'Back office sign-in | Mitti Biotech', description: 'Sign-in for Mitti Biotech staff.', noindex: true }),
  form: staffLoginForm,
  async action(ctx, form) {
    const { token } = await staffLogin(ctx.services.db, ctx.services.limits, form, ctx.request.ip, { mail: ctx.services.mail });
    ctx.staffSession.start(token);
    return redirect(safeNext(form.next, '/admin'), { type: 'success', text: MSG.loginSuccess });
  },
  Component: ({ data, action }) => (
    <AuthCard title="Back office" footer={<a href="/">Back to the shop</a>}>
      <form method="post" className="stack">
        <input type="hidden" name="next" value={action?.values?.next ?? data.next} />
        <FormAlert action={action} />
        <Field name="email" label="Email" type="email" required autoComplete="username" defaultValue={action?.values?.email ?? ''} />
        <Field name="password" label="Password" type="password" required autoComplete="current-password" />
        <Field
          name="totp"
          label="Authenticator code (if you have set one up)"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={action?.errors?.totp}
        />
        <button type="submit" className="btn btn-primary w-full">
          Sign in
        </button>
      </form>
    </AuthCard>
  ),
});
