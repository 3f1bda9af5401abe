import { LABEL } from '../../domain/messages';
import type { Job } from '../../domain/careers/jobs';
import { isOpen } from '../../domain/careers/jobs';

export function JobStatus({ status }: { status: string }) {
  return <span className={`job-status ${isOpen({ status }) ? 'is-open' : 'is-closed'}`}>{status}</span>;
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
      <dl className="job-facts">
        <div>
          <dt>Location</dt>
          <dd>{job.location}</dd>
        </div>
        <div>
          <dt>Experience</dt>
          <dd>{job.experience}</dd>
        </div>
        <div>
          <dt>Salary</dt>
          <dd>{job.salary}</dd>
        </div>
      </dl>
      <p className="mt-auto">
        <a className="btn btn-outline btn-sm" href={href} aria-label={`${LABEL.knowMore} about ${job.position}`}>
          {LABEL.knowMore}
        </a>
      </p>
    </article>
  );
}
