import { LANGUAGE_NAMES, LANGUAGES } from '../../domain/i18n/languages';
import { MSG } from '../../domain/messages';
import { setStaffLanguage, STAFF_LANGUAGE_MSG } from '../../domain/staff/language';
import { enableTotp, newTotpSecret } from '../../domain/staff/totp';
import { AdminShell } from '../components/admin/shell';
import { formSchema } from '../framework/form';
import { definePage, redirect } from '../framework/page';
import { Field } from '../ui/field';

/** The authenticator app's form, and the language of one's e-mails (intent "language"). */
const securityForm = formSchema(['intent', 'secret', 'code', 'current', 'lang']);

/** Each language named in English (the back office's), then in itself. */
const ENGLISH_NAMES = { en: 'English', hi: 'Hindi', mr: 'Marathi' } as const;

/**
 * A staff member's own settings: two-step sign-in (add the key to an
 * authenticator app, type its code, and it is on), and the language of the
 * e-mails they receive (the back office itself is English).
 */
export default definePage({
  path: '/admin/security',
  access: 'staff:dashboard',
  bare: true,
  async load(ctx) {
    const staff = ctx.staff!;
    // With an app already on, a new key is offered to replace it (a code of the current app is needed).
    return { staff, path: ctx.path, setup: newTotpSecret(staff.email) };
  },
  head: () => ({
    title: 'Your sign-in and e-mails | Back office',
    description: 'Two-step sign-in and e-mail language for staff.',
    noindex: true,
  }),
  form: securityForm,
  async action(ctx, form) {
    if (form.intent === 'language') {
      await setStaffLanguage(ctx.services.db, ctx.staff!, form.lang);
      return redirect('/admin/security', { type: 'success', text: STAFF_LANGUAGE_MSG.saved });
    }
    const kind = await enableTotp(ctx.services.db, ctx.staff!, form.secret, form.code, form.current);
    return redirect('/admin', { type: 'success', text: kind === 'replaced' ? MSG.totpReplaced : MSG.totpEnabled });
  },
  Component: ({ data: { staff, path, setup }, action }) => (
    <AdminShell staff={staff} path={path} title="Your sign-in and e-mails">
      {staff.totp && (
        <p className="card admin-card">Two-step sign-in is on for {staff.email}. To move it to another phone or app, replace it below.</p>
      )}
      <section className="card admin-card stack narrow-page" aria-labelledby="two-step">
        <h2 id="two-step">Two-step sign-in</h2>
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
      <section className="card admin-card stack narrow-page" aria-labelledby="mail-language">
        <h2 id="mail-language">Language of your e-mails</h2>
        <p>
          The e-mails you receive (new leads, contact messages, job applications, sign-in warnings) are written in this language. The back
          office itself stays in English.
        </p>
        <form method="post" className="stack">
          <input type="hidden" name="intent" value="language" />
          <fieldset className="stack" aria-describedby={action?.errors?.lang ? 'lang-error' : undefined}>
            <legend>Write my e-mails in</legend>
            {LANGUAGES.map((l) => (
              <label key={l} className="flex items-center gap-2">
                <input type="radio" name="lang" value={l} defaultChecked={staff.lang === l} />
                <span>
                  {ENGLISH_NAMES[l]}
                  {l !== 'en' && (
                    <>
                      {' ('}
                      <span lang={l}>{LANGUAGE_NAMES[l]}</span>)
                    </>
                  )}
                </span>
              </label>
            ))}
            {action?.errors?.lang && (
              <p id="lang-error" className="field-error" role="alert">
                {action.errors.lang}
              </p>
            )}
          </fieldset>
          <button type="submit" className="btn btn-outline">
            Save the language
          </button>
        </form>
      </section>
    </AdminShell>
  ),
});
