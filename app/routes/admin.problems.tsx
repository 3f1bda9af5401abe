import { addProblem, listProblemsForStaff, PROBLEM_KINDS } from '../../domain/crops/problem-editing';
import { MSG } from '../../domain/messages';
import { DataTable } from '../components/admin/data-table';
import { FormAlert } from '../components/admin/inline-forms';
import { AdminShell } from '../components/admin/shell';
import { ProblemFields } from './admin.problems.$id';
import { problemForm } from '../forms/admin-crops';
import { definePage, redirect } from '../framework/page';
import { TranslationMark } from '../components/admin/translation-marks';
import { translationMarks } from '../../domain/translations/work';

/** The problems farmers meet (diseases, pests, deficiencies, soil): the list, and a new one. */
export default definePage({
  path: '/admin/problems',
  access: 'staff:catalogue',
  bare: true,
  async load(ctx) {
    const problems = await listProblemsForStaff(ctx.services.db);
    const marks = await translationMarks(
      ctx.services.db,
      'problem',
      problems.map((p) => p.id),
    );
    return { staff: ctx.staff!, path: ctx.path, problems, marks };
  },
  head: () => ({ title: 'Problems | Back office', description: 'Crop problems and the products for them.', noindex: true }),
  form: problemForm,
  async action(ctx, form) {
    const id = await addProblem(ctx.services.db, ctx.staff!, form);
    return redirect(`/admin/problems/${id}#products`, { type: 'success', text: MSG.problemAdded });
  },
  Component: ({ data: { staff, path, problems, marks }, action }) => (
    <AdminShell staff={staff} path={path} title="Problems">
      <p>
        A problem has its page in the shop, and shows at the stages of the <a href="/admin/crops">crops</a> it is ticked at, with the
        products that address it.
      </p>
      <FormAlert action={action} />
      <DataTable
        count={problems.length}
        noun="problem"
        columns={['Problem (edit)', 'Kind', 'Products', 'Crop stages', 'Its page in the shop']}
      >
        {problems.map((p) => (
          <tr key={p.id}>
            <th scope="row">
              <a href={`/admin/problems/${p.id}`}>{p.name}</a>
              <TranslationMark entity="problem" id={p.id} mark={marks[p.id]} />
            </th>
            <td>{p.kind}</td>
            <td>{p.products}</td>
            <td>{p.stages}</td>
            <td>
              <a href={`/problems/${p.slug}`}>/problems/{p.slug}</a>
            </td>
          </tr>
        ))}
      </DataTable>
      <section className="card admin-card stack" aria-labelledby="new-problem">
        <h2 id="new-problem" className="section-title">
          New problem
        </h2>
        <form method="post" className="admin-form">
          <ProblemFields values={{ kind: PROBLEM_KINDS[0], ...action?.values }} errors={action?.errors ?? {}} />
          <div className="admin-filter-actions">
            <button type="submit" className="btn btn-primary">
              Add problem
            </button>
          </div>
        </form>
      </section>
    </AdminShell>
  ),
});
