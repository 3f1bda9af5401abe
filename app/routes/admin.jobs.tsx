import { JOB_STATUSES, listJobsForStaff, setJobStatus } from '../../domain/careers/hiring';
import { MSG } from '../../domain/messages';
import { DataTable } from '../components/admin/data-table';
import { RowSelectForm } from '../components/admin/inline-forms';
import { AdminShell } from '../components/admin/shell';
import { hiringForm } from '../forms/admin';
import { definePage, redirect } from '../framework/page';
import { TranslationMark } from '../components/admin/translation-marks';
import { translationMarks } from '../../domain/translations/work';

/** HR's list of jobs: post one, edit each, open or close (reopen) each, and see how many have applied. */
export default definePage({
  path: '/admin/jobs',
  access: 'staff:careers',
  bare: true,
  async load(ctx) {
    const jobs = await listJobsForStaff(ctx.services.db);
    const marks = await translationMarks(
      ctx.services.db,
      'job',
      jobs.map((j) => j.id),
    );
    return { staff: ctx.staff!, path: ctx.path, jobs, marks };
  },
  head: () => ({ title: 'Jobs | Back office', description: 'Jobs and applications.', noindex: true }),
  form: hiringForm,
  async action(ctx, form) {
    await setJobStatus(ctx.services.db, ctx.staff!, form.job, form.status);
    return redirect('/admin/jobs', { type: 'success', text: MSG.jobUpdated });
  },
  Component: ({ data: { staff, path, jobs, marks } }) => (
    <AdminShell staff={staff} path={path} title="Jobs">
      <p>
        <a href="/admin/jobs/new" className="btn btn-primary">
          Post a job
        </a>
      </p>
      <DataTable columns={['Position', 'Location', 'Applications', 'Status', 'Edit']}>
        {jobs.map((j) => (
          <tr key={j.id}>
            <td>
              <a href={`/admin/jobs/${j.id}`}>{j.position}</a>
              <TranslationMark entity="job" id={j.id} mark={marks[j.id]} />
            </td>
            <td>{j.location}</td>
            <td>{j.applications}</td>
            <td>
              <RowSelectForm
                hidden={{ job: j.id }}
                name="status"
                label={`Status of ${j.position}`}
                options={JOB_STATUSES}
                value={j.status}
              />
            </td>
            <td>
              <a href={`/admin/jobs/${j.id}/edit`} aria-label={`Edit ${j.position}`}>
                Edit
              </a>
            </td>
          </tr>
        ))}
      </DataTable>
    </AdminShell>
  ),
});
