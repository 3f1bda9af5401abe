import { LABEL } from '../../domain/messages';
import { isOpen, type ShownJob } from '../../domain/careers/jobs';
import { tk } from '../../domain/i18n/translate';
import { langOf } from '../../domain/translations/store';
import { useT } from '../framework/i18n';

export function JobStatus({ status }: { status: string }) {
  const t = useT();
  return <span className={`job-status ${isOpen({ status }) ? 'is-open' : 'is-closed'}`}>{t(status)}</span>;
}

/** Location, experience, (qualification,) salary: on the job card and the job's page, in the page's language where translated. */
export function JobFacts({ job, qualification = false }: { job: ShownJob; qualification?: boolean }) {
  const t = useT();
  const facts: [string, 'location' | 'experience' | 'qualification' | 'salary'][] = [
    [tk('Location'), 'location'],
    [tk('Experience'), 'experience'],
    ...(qualification ? [[tk('Qualification'), 'qualification'] as [string, 'qualification']] : []),
    [tk('Salary'), 'salary'],
  ];
  return (
    <dl className="job-facts">
      {facts.map(([term, field]) => (
        <div key={term}>
          <dt>{t(term)}</dt>
          <dd lang={langOf(job, field)}>{job[field]}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One opening in the careers list: position, location, status and Know More (SPEC.md §2). */
export function JobCard({ job }: { job: ShownJob }) {
  const t = useT();
  const href = `/jobdetails/${job.id}`;
  return (
    <article className="card job-card" data-testid="job-card">
      <div className="job-card-head">
        <h3 className="job-card-title">
          <a href={href} lang={langOf(job, 'position')}>
            {job.position}
          </a>
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
