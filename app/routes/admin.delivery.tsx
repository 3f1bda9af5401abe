import { saveZone, type ZoneForm } from '../../domain/delivery/zone-editing';
import { listZones, type Zone } from '../../domain/delivery/zones';
import { MSG } from '../../domain/messages';
import { toRupees } from '../../domain/money';
import { FormAlert } from '../components/admin/inline-forms';
import { AdminShell } from '../components/admin/shell';
import { zoneForm } from '../forms/admin';
import { definePage, redirect } from '../framework/page';
import { Field } from '../ui/field';
import { TranslationMark, TranslationsLink } from '../components/admin/translation-marks';
import { translationMarks } from '../../domain/translations/work';

const FIELDS: [keyof ZoneForm, string, (z: Zone) => string][] = [
  ['etaDays', 'Days on the road', (z) => String(z.etaDays)],
  ['shipping', 'Delivery charge, ₹', (z) => String(toRupees(z.shippingPaise))],
  ['freeAbove', 'Free from, ₹ (0: never)', (z) => String(toRupees(z.freeAbovePaise))],
  ['codLimit', 'Cash on Delivery up to, ₹', (z) => String(toRupees(z.codLimitPaise))],
];

/** Delivery zones: each zone's states, days on the road, Cash on Delivery and its limit, and the charge. */
export default definePage({
  path: '/admin/delivery',
  access: 'staff:catalogue',
  bare: true,
  async load(ctx) {
    const zones = await listZones(ctx.services.db);
    const marks = await translationMarks(
      ctx.services.db,
      'zone',
      zones.map((z) => z.id),
    );
    return { staff: ctx.staff!, path: ctx.path, zones, marks };
  },
  head: () => ({ title: 'Delivery | Back office', description: 'Delivery zones and charges.', noindex: true }),
  form: zoneForm,
  async action(ctx, form) {
    await saveZone(ctx.services.db, ctx.staff!, form.id, form);
    return redirect(`/admin/delivery#zone-${form.id}`, { type: 'success', text: MSG.zoneSaved });
  },
  Component: ({ data: { staff, path, zones, marks }, action }) => (
    <AdminShell staff={staff} path={path} title="Delivery">
      <p>Which zone a PIN code falls in comes from its state. Changes apply to the next check and the next order.</p>
      <FormAlert action={action} />
      {zones.map((z) => {
        const failed = action?.values?.id === z.id;
        const err = failed ? (action?.errors ?? {}) : {};
        return (
          <section key={z.id} id={`zone-${z.id}`} className="card admin-card stack" aria-labelledby={`zone-${z.id}-title`}>
            <h2 id={`zone-${z.id}-title`} className="section-title">
              {z.name}
            </h2>
            <p className="admin-note">{z.states.includes('*') ? 'Every state no other zone names' : z.states.join(', ')}</p>
            <p>
              <TranslationsLink entity="zone" id={z.id} label="Its name in Hindi and Marathi" />
              <TranslationMark entity="zone" id={z.id} mark={marks[z.id]} />
            </p>
            <form method="post" className="admin-form-row" aria-label={`Terms of ${z.name}`}>
              <input type="hidden" name="id" value={z.id} />
              {FIELDS.map(([name, label, value]) => (
                <Field
                  key={name}
                  id={`${name}-${z.id}`}
                  name={name}
                  label={label}
                  inputMode="decimal"
                  required
                  defaultValue={failed ? (action?.values?.[name] ?? '') : value(z)}
                  error={err[name]}
                />
              ))}
              <label className="admin-check">
                <input type="checkbox" name="cod" value="1" defaultChecked={z.cod} /> Cash on Delivery
              </label>
              <button type="submit" className="btn btn-primary">
                Save
              </button>
            </form>
          </section>
        );
      })}
    </AdminShell>
  ),
});
