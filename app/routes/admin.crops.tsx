import { addCrop, listCropsForStaff } from '../../domain/crops/crop-editing';
import { MSG } from '../../domain/messages';
import { DataTable } from '../components/admin/data-table';
import { FormAlert } from '../components/admin/inline-forms';
import { AdminShell } from '../components/admin/shell';
import { cropForm } from '../forms/admin-crops';
import { definePage, redirect } from '../framework/page';
import { CropFields } from './admin.crops.$id';
import { TranslationMark } from '../components/admin/translation-marks';
import { translationMarks } from '../../domain/translations/work';

/** The crops the shop advises on: the list, and a new crop (its stages are added on its own page). */
export default definePage({
  path: '/admin/crops',
  access: 'staff:catalogue',
  bare: true,
  async load(ctx) {
    const crops = await listCropsForStaff(ctx.services.db);
    const marks = await translationMarks(
      ctx.services.db,
      'crop',
      crops.map((c) => c.id),
    );
    return { staff: ctx.staff!, path: ctx.path, crops, marks };
  },
  head: () => ({ title: 'Crops | Back office', description: 'Crops and the stages of their season.', noindex: true }),
  form: cropForm,
  async action(ctx, form) {
    const id = await addCrop(ctx.services.db, ctx.staff!, form);
    return redirect(`/admin/crops/${id}`, { type: 'success', text: MSG.cropAdded });
  },
  Component: ({ data: { staff, path, crops, marks }, action }) => {
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
                <TranslationMark entity="crop" id={c.id} mark={marks[c.id]} />
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
            <CropFields values={v} errors={err} note="The slug is lowercase letters and digits joined by hyphens, e.g. green-gram." />
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
