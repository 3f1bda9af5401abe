import { saveZone } from '../../domain/delivery/zone-editing';
import { listZones } from '../../domain/delivery/zones';
import { MSG } from '../../domain/messages';
import { toRupees } from '../../domain/money';
import { FormAlert } from '../components/admin/inline-forms';
import { AdminShell } from '../components/admin/shell';
import { zoneForm } from '../forms/admin';
import { definePage, redirect } from '../framework/page';
import { Field } from '../ui/field';

/** Delivery zones: each zone's states, days on the road, Cash on Delivery and its limit, and the charge. */
export default definePage({
  path: '/admin/delivery',
  access: 'staff:catalogue',
  bare: true,
  async load(ctx) {
    return { staff: ctx.staff!, path: ctx.path, zones: await listZones(ctx.services.db) };
  },
  head: () => ({ title: 'Delivery | Back office', description: 'Delivery zones and charges.', noindex: true }),
  form: zoneForm,
  async action(ctx, form) {
    await saveZone(ctx.services.db, ctx.staff!, form.id, form);
    return redirect(`/admin/delivery#zone-${form.id}`, { type: 'success', text: MSG.zoneSaved });
  },
  Component: ({ data: { staff, path, zones }, action }) => (
    <AdminShell staff={staff} path={path} title="Delivery">
      <p>Which zone a PIN code falls in comes from its state. Changes apply to the next check and the next order.</p>
      <FormAlert action={action} />
      {zones.map((z) => {
        const failed = action?.values?.id === z.id;
        const err = failed ? (action?.errors ?? {}) : {};
        const v = (field: string, fallback: string) => (failed ? (action?.values?.[field] ?? fallback) : fallback);
        return (
          <section key={z.id} id={`zone-${z.id}`} className="card admin-card stack" aria-labelledby={`zone-${z.id}-title`}>
            <h2 id={`zone-${z.id}-title`} className="section-title">
              {z.name}
            </h2>
            <p className="admin-note">{z.states.includes('*') ? 'Every state no other zone names' : z.states.join(', ')}</p>
            <form method="post" className="admin-form-row" aria-label={`Terms of ${z.name}`}>
              <input type="hidden" name="id" value={z.id} />
              <Field
                id={`eta-${z.id}`}
                name="etaDays"
                label="Days on the road"
                inputMode="numeric"
                required
                defaultValue={v('etaDays', String(z.etaDays))}
                error={err.etaDays}
              />
              <Field
                id={`ship-${z.id}`}
                name="shipping"
                label="Delivery charge, ₹"
                inputMode="decimal"
                required
                defaultValue={v('shipping', String(toRupees(z.shippingPaise)))}
                error={err.shipping}
              />
              <Field
                id={`free-${z.id}`}
                name="freeAbove"
                label="Free from, ₹ (0: never)"
                inputMode="decimal"
                required
                defaultValue={v('freeAbove', String(toRupees(z.freeAbovePaise)))}
                error={err.freeAbove}
              />
              <Field
                id={`codl-${z.id}`}
                name="codLimit"
                label="Cash on Delivery up to, ₹"
                inputMode="decimal"
                required
                defaultValue={v('codLimit', String(toRupees(z.codLimitPaise)))}
                error={err.codLimit}
              />
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
