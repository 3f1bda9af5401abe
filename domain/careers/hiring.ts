import type { Storage } from '../../adapters/storage/types';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../errors';
import { MSG } from '../messages';
import { audit } from '../staff/audit';
import type { StaffMember } from '../staff/staff';
import { attachmentName } from './apply';

// HR's side of careers: open and close jobs, follow each application, and
// download a résumé (only HR and owners ever see one).

export const JOB_STATUSES = ['Open', 'Closed'] as const;
export const APPLICATION_STATUSES = ['new', 'shortlisted', 'interviewed', 'offered', 'hired', 'rejected'] as const;

type Staff = Pick<StaffMember, 'id' | 'email'>;

export interface StaffJobRow {
  id: string;
  position: string;
  location: string;
  status: string;
  applications: number;
}

export async function listJobsForStaff(db: Db): Promise<StaffJobRow[]> {
  const rows = await db
    .selectFrom('jobs')
    .leftJoin('resumes', 'resumes.job_id', 'jobs.id')
    .select((eb) => ['jobs.id', 'jobs.position', 'jobs.location', 'jobs.status', eb.fn.count<number>('resumes.id').as('applications')])
    .groupBy(['jobs.id', 'jobs.position', 'jobs.location', 'jobs.status', 'jobs.posted_at'])
    .orderBy('jobs.posted_at', 'desc')
    .execute();
  return rows.map((r) => ({ ...r, applications: Number(r.applications) }));
}

export async function setJobStatus(db: Db, staff: Staff, jobId: string, status: string): Promise<void> {
  if (!(JOB_STATUSES as readonly string[]).includes(status)) throw badRequest(MSG.jobStatusInvalid, 'status');
  const job = await db.selectFrom('jobs').select(['id', 'status']).where('id', '=', jobId.slice(0, 64)).executeTakeFirst();
  if (!job) throw notFound(MSG.jobNotFound);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('jobs').set({ status }).where('id', '=', job.id).execute();
    await audit(trx, staff, 'job.status', 'job', job.id, { status: job.status }, { status });
  });
}

export interface Application {
  id: string;
  jobId: string | null;
  name: string;
  email: string;
  mobile: string;
  fileType: string;
  fileSize: number;
  createdAt: string;
  status: string;
}

/** Applications for one job, or all when no job is given; newest first. */
export async function listApplications(db: Db, jobId?: string): Promise<Application[]> {
  let query = db.selectFrom('resumes').selectAll();
  if (jobId) query = query.where('job_id', '=', jobId);
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(500).execute();
  return rows.map((r) => ({
    id: r.id,
    jobId: r.job_id,
    name: r.name,
    email: r.email,
    mobile: r.mobile,
    fileType: r.file_type,
    fileSize: Number(r.file_size),
    createdAt: r.created_at,
    status: r.status,
  }));
}

export async function setApplicationStatus(db: Db, staff: Staff, id: string, status: string): Promise<void> {
  if (!(APPLICATION_STATUSES as readonly string[]).includes(status)) throw badRequest(MSG.applicationStatusInvalid, 'status');
  const row = await db.selectFrom('resumes').select(['id', 'status']).where('id', '=', id.slice(0, 64)).executeTakeFirst();
  if (!row) throw notFound(MSG.notFound);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('resumes').set({ status }).where('id', '=', row.id).execute();
    await audit(trx, staff, 'application.status', 'application', row.id, { status: row.status }, { status });
  });
}

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** A résumé's bytes, with the name and type to download it as. */
export async function resumeDownload(deps: { db: Db; storage: Storage }, id: string) {
  const row = await deps.db.selectFrom('resumes').selectAll().where('id', '=', id.slice(0, 64)).executeTakeFirst();
  const body = row ? await deps.storage.get(row.file_key) : null;
  if (!row || !body) throw notFound(MSG.notFound);
  return {
    body,
    filename: attachmentName(row.name, row.file_type),
    contentType: CONTENT_TYPES[row.file_type] ?? 'application/octet-stream',
  };
}
