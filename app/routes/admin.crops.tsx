import { addCrop, listCropsForStaff } from '../../domain/crops/crop-editing';
import { CROP_GROUPS } from '../../domain/crops/crops';
import { MSG } from '../../domain/messages';
import { DataTable } from '../components/admin/data-table';
import { FormAlert, LongTextField } from '../components/admin/inline-forms';
import { SelectField } from '../components/admin/select-field';
import { AdminShell } from '../components/admin/shell';
import { cropForm } from '../forms/admin-crops';
import { definePage, redirect } from '../framework/page';
import { Field } from '../ui/field';

/** The crops the shop advises on: the list, and a new crop (its stages are added on its own page). */
export default definePage({
  path: '/admin/crops',
  access: 'staff:catalogue',
  bare: true,
  async load(ctx) {
    return { staff: ctx.staff!, path: ctx.path, crops: await listCropsForStaff(ctx.services.db) };
  },
  head: () => ({ title: 'Crops | Back office', description: 'Crops and the stages of their season.', noindex: true }),
  form: cropForm,
  async action(ctx, form) {
    const id = await addCrop(ctx.services.db, ctx.staff!, form);
    return redirect(`/admin/crops/${id}`, { type: 'success', text: MSG.cropAdded });
  },
  Component: ({ data: { staff, path, crops }, action }) => {
    const v = action?.values ?? {};
    const err = action?.errors ?? {};
    return (
      <AdminShell staff={staff} path={path} title="Crops">
        <p>
          Each crop has its page in the shop (<a href="/crops">Shop by crop</a>): its season in stages, the problems of each stage and the
          products for them. <a href="/admin/problems">Problems</a> are shared by every crop.
        </p>
        <FormAlert action={action} />
        <DataTable count={crops.length} noun="crop" columns={['Crop (edit)', 'Group', 'Stages', 'Its page in the shop']}>
          {crops.map((c) => (
            <tr key={c.id}>
              <th scope="row">
                <a href={`/admin/crops/${c.id}`}>{c.name}</a>
              </th>
              <td>{c.group}</td>
              <td>{c.stages}</td>
              <td>
                <a href={`/crops/${c.slug}`}>/crops/{c.slug}</a>
              </td>
            </tr>
          ))}
        </DataTable>
        <section className="card admin-card stack" aria-labelledby="new-crop">
          <h2 id="new-crop" className="section-title">
            New crop
          </h2>
          <form method="post" className="admin-form">
            <div className="admin-form-row">
              <Field name="name" label="Name" required maxLength={80} defaultValue={v.name} error={err.name} />
              <Field
                name="slug"
                label="Slug (its address: /crops/…)"
                required
                maxLength={80}
                pattern="[a-z0-9]+(-[a-z0-9]+)*"
                defaultValue={v.slug}
                error={err.slug}
              />
              <SelectField name="group" label="Group" options={CROP_GROUPS} value={v.group ?? CROP_GROUPS[0]} />
              <Field
                name="seedKgPerAcre"
                label="Seed per acre, kg (empty: not sown from seed)"
                inputMode="decimal"
                defaultValue={v.seedKgPerAcre}
                error={err.seedKgPerAcre}
              />
            </div>
            <p className="admin-note">The slug is lowercase letters and digits joined by hyphens, e.g. green-gram.</p>
            {err.group && <p className="field-error">{err.group}</p>}
            <LongTextField
              name="about"
              label="About the crop (shown at the top of its page)"
              value={v.about ?? ''}
              max={1000}
              rows={3}
              error={err.about}
            />
            <div className="admin-filter-actions">
              <button type="submit" className="btn btn-primary">
                Add crop
              </button>
            </div>
          </form>
        </section>
      </AdminShell>
    );
  },
});
