import { LABEL } from '../../domain/messages';
import type { Job } from '../../domain/careers/jobs';
import { isOpen } from '../../domain/careers/jobs';
import { tk } from '../../domain/i18n/translate';
import { useT } from '../framework/i18n';

export function JobStatus({ status }: { status: string }) {
  const t = useT();
  return <span className={`job-status ${isOpen({ status }) ? 'is-open' : 'is-closed'}`}>{t(status)}</span>;
}

/** Location, experience, (qualification,) salary: on the job card and the job's page. */
export function JobFacts({ job, qualification = false }: { job: Job; qualification?: boolean }) {
  const t = useT();
  const facts: [string, string][] = [
    [tk('Location'), job.location],
    [tk('Experience'), job.experience],
    ...(qualification ? [[tk('Qualification'), job.qualification] as [string, string]] : []),
    [tk('Salary'), job.salary],
  ];
  return (
    <dl className="job-facts">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{t(term)}</dt>
          <dd>{t(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One opening in the careers list: position, location, status and Know More (SPEC.md §2). */
export function JobCard({ job }: { job: Job }) {
  const t = useT();
  const href = `/jobdetails/${job.id}`;
  return (
    <article className="card job-card" data-testid="job-card">
      <div className="job-card-head">
        <h3 className="job-card-title">
          <a href={href}>{t(job.position)}</a>
        </h3>
        <JobStatus status={job.status} />
      </div>
      <JobFacts job={job} />
      <p className="mt-auto">
        <a className="btn btn-outline btn-sm" href={href} aria-label={t('Know More about {position}', { position: job.position })}>
          {t(LABEL.knowMore)}
        </a>
      </p>
    </article>
  );
}
