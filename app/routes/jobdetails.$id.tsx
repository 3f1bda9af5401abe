import { limitApplications, submitApplication } from '../../domain/careers/apply';
import { isOpen, findJob, jobPostingJsonLd } from '../../domain/careers/jobs';
import { company } from '../../domain/content/company';
import { DomainError } from '../../domain/errors';
import { MSG } from '../../domain/messages';
import { JobFacts, JobStatus } from '../components/job-card';
import { PageHeader } from '../components/page-header';
import { Island } from '../framework/island';
import { definePage, redirect } from '../framework/page';
import { ApplyDialog } from '../islands/apply-dialog';
import { applyForm } from '../forms/careers';

/** SPEC.md §2: a job's details and the "Apply now" dialog; "Job details not found." (404) for an unknown id. */
export default definePage({
  path: '/jobdetails/:id',
  async load(ctx) {
    const job = await findJob(ctx.services.db, ctx.params.id ?? '');
    return { job, applyOpen: ctx.query.get('apply') === '1' };
  },
  status: ({ job }) => (job ? 200 : 404),
  head: ({ job }, ctx) =>
    job
      ? {
          title: `${job.position}, ${job.location.split(',')[0]} | Careers at ${company.shortName}`,
          description: `${job.position} (${job.status}) at ${job.location}. ${job.experience}. ${job.qualification}. Salary ${job.salary}.`,
          canonicalPath: `/jobdetails/${job.id}`,
          jsonLd: [jobPostingJsonLd(job, ctx.services.config.PUBLIC_URL)],
        }
      : { title: `${MSG.jobNotFound} | ${company.shortName}`, description: MSG.jobNotFound, noindex: true },
  // The apply form without JavaScript: multipart, posted here.
  form: applyForm,
  async action(ctx, form) {
    try {
      await limitApplications(ctx.services.limits, ctx.request.ip);
      const file = ctx.files.file ?? ctx.files.resume ?? null;
      const result = await submitApplication(ctx.services, { ...form, jobId: ctx.params.id ?? '', file });
      if (!result.mailed) ctx.request.log.error({ err: result.mailError, resumeId: result.id }, 'resume saved but not mailed to HR');
    } catch (e) {
      if (!(e instanceof DomainError) || e.kind === 'notFound') throw e;
      return {
        kind: e.kind,
        errors: e.field && e.field !== 'jobId' ? { [e.field]: e.message } : {},
        values: form,
        toast: { type: 'error', text: e.message },
      };
    }
    return redirect(`/jobdetails/${ctx.params.id}`, { type: 'success', text: MSG.applySuccess });
  },
  Component: ({ data: { job, applyOpen }, action }) => {
    if (!job) {
      return (
        <section className="container-page py-12 text-center">
          <h1 className="page-title">{MSG.jobNotFound}</h1>
          <p className="mt-3">The opening may have been filled or removed.</p>
          <p className="mt-6">
            <a className="btn btn-primary" href="/career">
              See current openings
            </a>
          </p>
        </section>
      );
    }
    const open = isOpen(job);
    return (
      <>
        <PageHeader title={job.position} crumbs={[{ href: '/career', label: 'Careers' }]} lead={job.location} />
        <div className="container-page job-detail">
          <aside className="card job-summary" aria-label="Job summary">
            <JobFacts job={job} qualification />
            {open ? (
              <Island
                component={ApplyDialog}
                props={{
                  jobId: job.id,
                  position: job.position,
                  hrEmail: company.hrEmail,
                  open: applyOpen || !!action,
                  values: action?.values ?? {},
                  errors: action?.errors ?? {},
                  error: action?.toast?.text,
                }}
              />
            ) : (
              <p className="job-closed-note">
                {MSG.applyJobClosed} You can still email your resume to <a href={`mailto:${company.hrEmail}`}>{company.hrEmail}</a>.
              </p>
            )}
          </aside>
          <div className="job-detail-main">
            <p>
              <JobStatus status={job.status} />
            </p>
            <h2 className="job-section-title">About the role</h2>
            <p>{job.description}</p>
            {job.roles.length > 0 && (
              <>
                <h2 className="job-section-title">Roles and responsibilities</h2>
                <ul className="job-roles">
                  {job.roles.map((r) => (
                    <li key={r}>{r}</li>
                  ))}
                </ul>
              </>
            )}
          </div>
        </div>
      </>
    );
  },
});
