import { createJob } from '../../domain/careers/job-editing';
import { MSG } from '../../domain/messages';
import { JobForm } from '../components/admin/job-fields';
import { AdminShell } from '../components/admin/shell';
import { jobForm } from '../forms/admin-careers';
import { definePage, redirect } from '../framework/page';

const EMPTY = { position: '', location: '', status: 'Open', description: '', experience: '', qualification: '', salary: '', roles: '' };

/** HR posts a job: every field; it shows on /career at once. */
export default definePage({
  path: '/admin/jobs/new',
  access: 'staff:careers',
  bare: true,
  load: async (ctx) => ({ staff: ctx.staff!, path: ctx.path }),
  head: () => ({ title: 'Post a job | Back office', description: 'Post a job opening.', noindex: true }),
  form: jobForm,
  async action(ctx, form) {
    const id = await createJob(ctx.services.db, ctx.staff!, form);
    return redirect(`/admin/jobs/${id}/edit`, { type: 'success', text: MSG.jobCreated });
  },
  Component: ({ data: { staff, path }, action }) => (
    <AdminShell staff={staff} path={path} title="Post a job">
      <p>
        <a href="/admin/jobs">← All jobs</a>
      </p>
      <JobForm saved={EMPTY} action={action} submit="Post job" />
    </AdminShell>
  ),
});
