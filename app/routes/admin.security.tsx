import { MSG } from '../../domain/messages';
import { enableTotp, newTotpSecret } from '../../domain/staff/totp';
import { AdminShell } from '../components/admin/shell';
import { totpSetupForm } from '../forms/admin';
import { definePage, redirect } from '../framework/page';
import { Field } from '../ui/field';

/** Two-step sign-in: add the key to an authenticator app, type its code, and it is on. */
export default definePage({
  path: '/admin/security',
  access: 'staff:dashboard',
  bare: true,
  async load(ctx) {
    const staff = ctx.staff!;
    return { staff, path: ctx.path, setup: staff.totp ? null : newTotpSecret(staff.email) };
  },
  head: () => ({ title: 'Two-step sign-in | Back office', description: 'Two-step sign-in for staff.', noindex: true }),
  form: totpSetupForm,
  async action(ctx, form) {
    await enableTotp(ctx.services.db, ctx.staff!.id, form.secret, form.code);
    return redirect('/admin', { type: 'success', text: MSG.totpEnabled });
  },
  Component: ({ data: { staff, path, setup }, action }) => (
    <AdminShell staff={staff} path={path} title="Two-step sign-in">
      {setup ? (
        <section className="card admin-card stack narrow-page">
          <p>
            Add this key to an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), then type the 6-digit code it
            shows. From then on, signing in asks for the code too.
          </p>
          <p>
            Key: <code className="select-all">{action?.values?.secret ?? setup.secret}</code>
          </p>
          <p className="text-sm text-muted break-all">
            Or open this link on the phone: <a href={setup.uri}>{setup.uri}</a>
          </p>
          <form method="post" className="stack">
            <input type="hidden" name="secret" value={action?.values?.secret ?? setup.secret} />
            <Field
              name="code"
              label="Code from the app"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
              error={action?.errors?.totp}
            />
            <button type="submit" className="btn btn-primary">
              Turn on two-step sign-in
            </button>
          </form>
        </section>
      ) : (
        <p className="card admin-card">Two-step sign-in is on for {staff.email}.</p>
      )}
    </AdminShell>
  ),
});
