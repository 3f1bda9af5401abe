import { limitApplications, submitApplication } from '../../domain/careers/apply';
import { isOpen, findJob, jobPostingJsonLd, jobsIn } from '../../domain/careers/jobs';
import { company } from '../../domain/content/company';
import { DomainError } from '../../domain/errors';
import { translatorFor } from '../../domain/i18n/dictionaries';
import { tk } from '../../domain/i18n/translate';
import { MSG } from '../../domain/messages';
import { langOf } from '../../domain/translations/store';
import { JobFacts, JobStatus } from '../components/job-card';
import { PageHeader } from '../components/page-header';
import { useT } from '../framework/i18n';
import { Island } from '../framework/island';
import { definePage, redirect } from '../framework/page';
import { ApplyDialog } from '../islands/apply-dialog';
import { applyForm } from '../forms/careers';
import { rich } from '../ui/rich';

/**
 * SPEC.md §2: a job's details, in the visitor's language where translated, and
 * the "Apply now" dialog; "Job details not found." (404) for an unknown id.
 */
export default definePage({
  path: '/jobdetails/:id',
  async load(ctx) {
    const english = await findJob(ctx.services.db, ctx.params.id ?? '');
    const job = english ? (await jobsIn(ctx.services.db, ctx.lang, [english]))[0] : null;
    return { job, english, applyOpen: ctx.query.get('apply') === '1' };
  },
  status: ({ job }) => (job ? 200 : 404),
  head: ({ job, english }, ctx) => {
    const t = translatorFor(ctx.lang);
    return job && english
      ? {
          title: t('{position}, {city} | Careers at {company}', {
            position: job.position,
            city: job.location.split(',')[0],
            company: company.shortName,
          }),
          description: t('{position} ({status}) at {location}. {experience}. {qualification}. Salary {salary}.', {
            position: job.position,
            status: job.status,
            location: job.location,
            experience: job.experience,
            qualification: job.qualification,
            salary: job.salary,
          }),
          canonicalPath: `/jobdetails/${job.id}`,
          // For Google for Jobs: the English posting at its English address (its salary range is read from the English).
          jsonLd: [jobPostingJsonLd(english, ctx.services.config.PUBLIC_URL)],
        }
      : { title: `${t(MSG.jobNotFound)} | ${company.shortName}`, description: t(MSG.jobNotFound), noindex: true };
  },
  // The apply form without JavaScript: multipart, posted here.
  form: applyForm,
  async action(ctx, form) {
    try {
      await limitApplications(ctx.services.limits, ctx.request.ip);
      const file = ctx.files.file ?? ctx.files.resume ?? null;
      const result = await submitApplication(ctx.services, { ...form, jobId: ctx.params.id ?? '', file, lang: ctx.lang });
      if (!result.mailed) ctx.request.log.error({ err: result.mailError, resumeId: result.id }, 'resume saved but not mailed to HR');
    } catch (e) {
      if (!(e instanceof DomainError) || e.kind === 'notFound') throw e;
      return {
        kind: e.kind,
        errors: e.field && e.field !== 'jobId' ? { [e.field]: e.message } : {},
        values: form,
        toast: { type: 'error', text: translatorFor(ctx.lang)(e.message) },
      };
    }
    return redirect(`/jobdetails/${ctx.params.id}`, { type: 'success', text: translatorFor(ctx.lang)(MSG.applySuccess) });
  },
  Component: ({ data: { job, applyOpen }, action }) => {
    const t = useT();
    if (!job) {
      return (
        <section className="container-page py-12 text-center">
          <h1 className="page-title">{t(MSG.jobNotFound)}</h1>
          <p className="mt-3">{t('The opening may have been filled or removed.')}</p>
          <p className="mt-6">
            <a className="btn btn-primary" href="/career">
              {t('See current openings')}
            </a>
          </p>
        </section>
      );
    }
    const open = isOpen(job);
    return (
      <>
        <PageHeader
          title={job.position}
          titleLang={langOf(job, 'position')}
          crumbs={[{ href: '/career', label: tk('Careers') }]}
          lead={job.location}
          leadLang={langOf(job, 'location')}
        />
        <div className="container-page job-detail">
          <aside className="card job-summary" aria-label={t('Job summary')}>
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
                {t(MSG.applyJobClosed)}{' '}
                {rich(t('You can still email your resume to {email}.'), {
                  email: <a href={`mailto:${company.hrEmail}`}>{company.hrEmail}</a>,
                })}
              </p>
            )}
          </aside>
          <div className="job-detail-main">
            <p>
              <JobStatus status={job.status} />
            </p>
            <h2 className="job-section-title">{t('About the role')}</h2>
            <p lang={langOf(job, 'description')}>{job.description}</p>
            {job.roles.length > 0 && (
              <>
                <h2 className="job-section-title">{t('Roles and responsibilities')}</h2>
                <ul className="job-roles" lang={langOf(job, 'roles')}>
                  {job.roles.map((r, i) => (
                    <li key={i}>{r}</li>
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
