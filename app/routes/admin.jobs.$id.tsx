import { APPLICATION_STATUSES, listApplications, setApplicationStatus } from '../../domain/careers/hiring';
import { findJob } from '../../domain/careers/jobs';
import { MSG } from '../../domain/messages';
import { DataTable } from '../components/admin/data-table';
import { RowSelectForm } from '../components/admin/inline-forms';
import { AdminShell } from '../components/admin/shell';
import { orderTime } from '../components/order-parts';
import { hiringForm } from '../forms/admin';
import { definePage, pageNotFound, redirect } from '../framework/page';

/** The applications to one job: each résumé to download and a status to follow it. */
export default definePage({
  path: '/admin/jobs/:id',
  access: 'staff:careers',
  bare: true,
  async load(ctx) {
    const job = await findJob(ctx.services.db, ctx.params.id);
    if (!job) throw pageNotFound();
    return { staff: ctx.staff!, path: ctx.path, job, applications: await listApplications(ctx.services.db, job.id) };
  },
  head: (d) => ({ title: `${d.job.position} | Back office`, description: 'Applications to a job.', noindex: true }),
  form: hiringForm,
  async action(ctx, form) {
    await setApplicationStatus(ctx.services.db, ctx.staff!, form.application, form.status);
    return redirect(`/admin/jobs/${ctx.params.id}`, { type: 'success', text: MSG.applicationUpdated });
  },
  Component: ({ data: { staff, path, job, applications } }) => (
    <AdminShell staff={staff} path={path} title={job.position}>
      <p>
        <a href="/admin/jobs">← All jobs</a> · {job.location} · {job.status} · <a href={`/admin/jobs/${job.id}/edit`}>Edit the job</a>
      </p>
      <DataTable count={applications.length} noun="application" columns={['Received', 'Applicant', 'Résumé', 'Status']}>
        {applications.map((a) => (
          <tr key={a.id}>
            <td>{orderTime(a.createdAt)}</td>
            <td>
              {a.name}
              <br />
              <a href={`mailto:${a.email}`}>{a.email}</a>, {a.mobile}
            </td>
            <td>
              <a href={`/api/admin/resumes/${a.id}`} download>
                Download ({a.fileType.toUpperCase()}, {Math.ceil(a.fileSize / 1024)} KB)
              </a>
            </td>
            <td>
              <RowSelectForm
                hidden={{ application: a.id }}
                name="status"
                label={`Status of ${a.name}`}
                options={APPLICATION_STATUSES}
                value={a.status}
              />
            </td>
          </tr>
        ))}
      </DataTable>
    </AdminShell>
  ),
});
