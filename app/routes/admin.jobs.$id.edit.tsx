import { jobFieldsOf, updateJob } from '../../domain/careers/job-editing';
import { findJob } from '../../domain/careers/jobs';
import { MSG } from '../../domain/messages';
import { JobForm } from '../components/admin/job-fields';
import { AdminShell } from '../components/admin/shell';
import { TranslationsLink } from '../components/admin/translation-marks';
import { keptNotice } from '../../domain/translations/editing';
import { jobForm } from '../forms/admin-careers';
import { definePage, pageNotFound, redirect } from '../framework/page';

/** HR edits every field of a job, and closes or reopens it; /career and /jobdetails/:id show it at once. */
export default definePage({
  path: '/admin/jobs/:id/edit',
  access: 'staff:careers',
  bare: true,
  async load(ctx) {
    const job = await findJob(ctx.services.db, ctx.params.id);
    if (!job) throw pageNotFound();
    return { staff: ctx.staff!, path: ctx.path, job };
  },
  head: (d) => ({ title: `Edit ${d.job.position} | Back office`, description: 'Edit a job opening.', noindex: true }),
  form: jobForm,
  async action(ctx, form) {
    const notice = await keptNotice(ctx.services.db, 'job', ctx.params.id);
    await updateJob(ctx.services.db, ctx.staff!, ctx.params.id, form);
    return redirect(`/admin/jobs/${ctx.params.id}/edit`, { type: 'success', text: await notice(MSG.jobSaved) });
  },
  Component: ({ data: { staff, path, job }, action }) => (
    <AdminShell staff={staff} path={path} title={`Edit: ${job.position}`}>
      <p>
        <a href="/admin/jobs">← All jobs</a> · <a href={`/admin/jobs/${job.id}`}>Applications</a> ·{' '}
        <a href={`/jobdetails/${job.id}`}>See it on the careers page</a> · <TranslationsLink entity="job" id={job.id} />
      </p>
      <JobForm saved={jobFieldsOf(job)} action={action} submit="Save job" />
    </AdminShell>
  ),
});
