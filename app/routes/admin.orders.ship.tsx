import { badRequest } from '../../domain/errors';
import { MSG } from '../../domain/messages';
import { shipMany } from '../../domain/orders/fulfilment';
import { CarrierField } from '../components/admin/carrier-field';
import { AdminShell } from '../components/admin/shell';
import { shipManyForm } from '../forms/admin';
import { definePage, redirect } from '../framework/page';
import { FormAlert } from '../components/admin/inline-forms';

/** Ship many confirmed orders at once: one carrier, one line per order (reference and tracking number). */
export default definePage({
  path: '/admin/orders/ship',
  access: 'staff:orders',
  bare: true,
  async load(ctx) {
    return { staff: ctx.staff!, path: ctx.path };
  },
  head: () => ({ title: 'Ship many orders | Back office', description: 'Ship orders from a courier manifest.', noindex: true }),
  form: shipManyForm,
  async action(ctx, form) {
    const carrier = form.carrier.trim();
    if (!carrier) throw badRequest(MSG.carrierRequired, 'carrier');
    const results = await shipMany(ctx.services, ctx.staff!, carrier, form.manifest);
    const failed = results.filter((r) => !r.ok);
    const shipped = results.length - failed.length;
    if (!failed.length) return redirect('/admin/orders?status=Shipped', { type: 'success', text: MSG.shippedMany(shipped) });
    return {
      values: { carrier, manifest: failed.map((f) => f.line).join('\n') },
      errors: { manifest: failed.map((f) => `${f.line}: ${f.message}`).join(' · ') },
      toast: { type: 'error' as const, text: MSG.shippedSome(shipped, failed.length) },
    };
  },
  Component: ({ data: { staff, path }, action }) => (
    <AdminShell staff={staff} path={path} title="Ship many orders">
      <p>
        <a href="/admin/orders?status=Confirmed">← Orders waiting to ship</a>
      </p>
      <FormAlert action={action} />
      <form method="post" className="card admin-card admin-form">
        <CarrierField action={action} />
        <div className="field">
          <label htmlFor="f-manifest">One line per order: its reference (e.g. 0B60E7C1), then its tracking number</label>
          <textarea
            id="f-manifest"
            name="manifest"
            rows={10}
            required
            defaultValue={action?.values?.manifest ?? ''}
            aria-invalid={action?.errors?.manifest ? true : undefined}
            aria-describedby={action?.errors?.manifest ? 'f-manifest-error' : undefined}
          />
          {action?.errors?.manifest && (
            <p id="f-manifest-error" className="field-error">
              {action.errors.manifest}
            </p>
          )}
        </div>
        <button type="submit" className="btn btn-primary">
          Ship them
        </button>
      </form>
    </AdminShell>
  ),
});
