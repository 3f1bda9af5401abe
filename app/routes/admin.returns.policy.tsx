import { RETURN_REASONS, returnPolicy, saveReturnPolicy, type PolicyRule } from '../../domain/returns/policy';
import { RETURN_REASON_STAFF } from '../../domain/returns/staff-list';
import { FormAlert } from '../components/admin/inline-forms';
import { AdminShell } from '../components/admin/shell';
import { formSchema } from '../framework/form';
import { definePage, redirect } from '../framework/page';
import { Field } from '../ui/field';

// The returns policy as staff keep it: for each reason a customer may give,
// whether it is accepted, for how many days from delivery, and whether a
// photo must show the problem. Saved at once for the next request, audited.

const policyForm = formSchema(RETURN_REASONS.flatMap((r) => [`enabled-${r}`, `days-${r}`, `photo-${r}`] as const));

/** A whole number of days as typed; anything else is left for the domain to refuse. */
const daysOf = (v: string) => (/^\s*\d{1,3}\s*$/.test(v) ? Number(v) : NaN);

export default definePage({
  path: '/admin/returns/policy',
  access: 'staff:orders',
  bare: true,
  async load(ctx) {
    return { staff: ctx.staff!, path: ctx.path, rules: await returnPolicy(ctx.services.db) };
  },
  head: () => ({
    title: 'Returns policy | Back office',
    description: 'Which returns customers may ask for, and until when.',
    noindex: true,
  }),
  form: policyForm,
  async action(ctx, form) {
    const rules: PolicyRule[] = RETURN_REASONS.map((reason) => ({
      reason,
      enabled: form[`enabled-${reason}`] === '1',
      days: daysOf(form[`days-${reason}`]),
      photoRequired: form[`photo-${reason}`] === '1',
    }));
    await saveReturnPolicy(ctx.services.db, ctx.staff!, rules);
    return redirect('/admin/returns/policy', { type: 'success', text: 'Returns policy saved. It applies to the next request.' });
  },
  Component: ({ data: { staff, path, rules }, action }) => (
    <AdminShell staff={staff} path={path} title="Returns policy">
      <p>
        <a href="/admin/returns">← Returns</a>
      </p>
      <p>
        A customer may ask to return or replace packs of a delivered order for these reasons, within the days counted from its delivery. A
        reason switched off is not offered; the photo is asked for on the request.
      </p>
      <FormAlert action={action} />
      <form method="post" className="card admin-card admin-form" aria-label="Returns policy">
        {rules.map((r) => {
          const failed = !!action?.values;
          return (
            <fieldset key={r.reason} className="admin-form-row" data-testid={`policy-${r.reason}`}>
              <legend>
                <strong>{RETURN_REASON_STAFF[r.reason]}</strong>
              </legend>
              <label className="admin-check">
                <input
                  type="checkbox"
                  name={`enabled-${r.reason}`}
                  value="1"
                  defaultChecked={failed ? (action.values ?? {})[`enabled-${r.reason}`] === '1' : r.enabled}
                />{' '}
                Accepted
              </label>
              <Field
                name={`days-${r.reason}`}
                label="Days from delivery"
                inputMode="numeric"
                required
                defaultValue={failed ? ((action.values ?? {})[`days-${r.reason}`] ?? '') : String(r.days)}
                error={action?.errors?.[`days-${r.reason}`]}
              />
              <label className="admin-check">
                <input
                  type="checkbox"
                  name={`photo-${r.reason}`}
                  value="1"
                  defaultChecked={failed ? (action.values ?? {})[`photo-${r.reason}`] === '1' : r.photoRequired}
                />{' '}
                Photo required
              </label>
            </fieldset>
          );
        })}
        <div>
          <button type="submit" className="btn btn-primary">
            Save the policy
          </button>
        </div>
      </form>
    </AdminShell>
  ),
});
