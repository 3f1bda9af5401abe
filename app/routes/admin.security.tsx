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
    // With an app already on, a new key is offered to replace it (a code of the current app is needed).
    return { staff, path: ctx.path, setup: newTotpSecret(staff.email) };
  },
  head: () => ({ title: 'Two-step sign-in | Back office', description: 'Two-step sign-in for staff.', noindex: true }),
  form: totpSetupForm,
  async action(ctx, form) {
    const kind = await enableTotp(ctx.services.db, ctx.staff!, form.secret, form.code, form.current);
    return redirect('/admin', { type: 'success', text: kind === 'replaced' ? MSG.totpReplaced : MSG.totpEnabled });
  },
  Component: ({ data: { staff, path, setup }, action }) => (
    <AdminShell staff={staff} path={path} title="Two-step sign-in">
      {staff.totp && (
        <p className="card admin-card">Two-step sign-in is on for {staff.email}. To move it to another phone or app, replace it below.</p>
      )}
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
          {staff.totp && (
            <Field
              name="current"
              label="Code from the app you use now"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
              hint="Lost the phone? An owner can turn two-step sign-in off for you on the Staff page."
              error={action?.errors?.current}
            />
          )}
          <Field
            name="code"
            label={staff.totp ? 'Code from the new app' : 'Code from the app'}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            error={action?.errors?.totp}
          />
          <button type="submit" className="btn btn-primary">
            {staff.totp ? 'Replace the authenticator app' : 'Turn on two-step sign-in'}
          </button>
        </form>
      </section>
    </AdminShell>
  ),
});
