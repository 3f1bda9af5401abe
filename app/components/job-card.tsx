import { LABEL } from '../../domain/messages';
import type { Job } from '../../domain/careers/jobs';
import { isOpen } from '../../domain/careers/jobs';

export function JobStatus({ status }: { status: string }) {
  return <span className={`job-status ${isOpen({ status }) ? 'is-open' : 'is-closed'}`}>{status}</span>;
}

/** Location, experience, (qualification,) salary: on the job card and the job's page. */
export function JobFacts({ job, qualification = false }: { job: Job; qualification?: boolean }) {
  const facts: [string, string][] = [
    ['Location', job.location],
    ['Experience', job.experience],
    ...(qualification ? [['Qualification', job.qualification] as [string, string]] : []),
    ['Salary', job.salary],
  ];
  return (
    <dl className="job-facts">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One opening in the careers list: position, location, status and Know More (SPEC.md §2). */
export function JobCard({ job }: { job: Job }) {
  const href = `/jobdetails/${job.id}`;
  return (
    <article className="card job-card" data-testid="job-card">
      <div className="job-card-head">
        <h3 className="job-card-title">
          <a href={href}>{job.position}</a>
        </h3>
        <JobStatus status={job.status} />
      </div>
      <JobFacts job={job} />
      <p className="mt-auto">
        <a className="btn btn-outline btn-sm" href={href} aria-label={`${LABEL.knowMore} about ${job.position}`}>
          {LABEL.knowMore}
        </a>
      </p>
    </article>
  );
}
