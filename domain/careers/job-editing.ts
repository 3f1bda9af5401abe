import type { Db } from '../../db/client';
import { newId } from '../../db/ids';
import { badRequest, notFound } from '../errors';
import { MSG } from '../messages';
import { audit } from '../staff/audit';
import type { StaffMember } from '../staff/staff';
import { findJob, type Job } from './jobs';
import { checkJob, jobRoles, type JobFields } from './validation';

// HR posts a job and edits every field of it (position, place, status,
// description, experience, qualification, salary, roles), closing and
// reopening it with its status. The careers pages read the jobs table as it
// is, and any staff write empties the shared page cache, so they show the
// change on the next request.

type Staff = Pick<StaffMember, 'id' | 'email'>;

function rowOf(f: JobFields) {
  const problems = checkJob(f);
  if (problems) throw badRequest(problems[0].message, problems[0].field);
  return {
    position: f.position.trim(),
    location: f.location.trim(),
    status: f.status,
    description: f.description.trim(),
    experience: f.experience.trim(),
    qualification: f.qualification.trim(),
    salary: f.salary.trim(),
    roles: JSON.stringify(jobRoles(f.roles)),
  };
}

/** A job's fields as the edit form shows them (roles one a line). */
export const jobFieldsOf = (j: Job): JobFields => ({
  position: j.position,
  location: j.location,
  status: j.status,
  description: j.description,
  experience: j.experience,
  qualification: j.qualification,
  salary: j.salary,
  roles: j.roles.join('\n'),
});

/** Posts a new job (open or closed as chosen); its id. */
export async function createJob(db: Db, staff: Staff, f: JobFields, now = new Date()): Promise<string> {
  const row = { id: newId(), ...rowOf(f), posted_at: now.toISOString() };
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('jobs').values(row).execute();
    await audit(trx, staff, 'job.create', 'job', row.id, null, { ...row });
  });
  return row.id;
}

/** Saves every field of a job; 404 for an unknown one. */
export async function updateJob(db: Db, staff: Staff, id: string, f: JobFields): Promise<void> {
  const job = await findJob(db, id);
  if (!job) throw notFound(MSG.jobNotFound);
  const row = rowOf(f);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('jobs').set(row).where('id', '=', job.id).execute();
    await audit(trx, staff, 'job.update', 'job', job.id, { ...jobFieldsOf(job) }, { ...row });
  });
}
