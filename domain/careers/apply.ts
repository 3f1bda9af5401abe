import type { MailAttachment, Mailer } from '../../adapters/mail/types';
import type { RateStore } from '../../adapters/rate-store/types';
import type { Storage } from '../../adapters/storage/types';
import type { Db } from '../../db/client';
import { newId, nowIso } from '../../db/ids';
import { RESUME_MAX_BYTES, RESUMES_PER_IP_PER_HOUR } from '../constants';
import { company } from '../content/company';
import { badRequest, tooLarge, tooMany, unavailable, unsupportedType } from '../errors';
import { MSG } from '../messages';
import { translatorFor } from '../i18n/dictionaries';
import { DEFAULT_LANG, type Lang } from '../i18n/languages';
import { staffField, visitorLanguageLine } from '../i18n/staff-note';
import { tk } from '../i18n/translate';
import { STAFF_MAIL } from '../messages-staff-mail';
import { staffMailLanguage } from '../staff/language';
import { findJob, isOpen, type Job } from './jobs';
import { detectResumeType } from './resume-file';
import { checkApplication, normaliseMobile } from './validation';

const HOUR_MS = 60 * 60 * 1000;

export const resumeTooLarge = () => tooLarge(MSG.resumeTooLarge, 'file');
export const resumeWrongType = () => unsupportedType(MSG.resumeWrongType, 'file');

export interface ApplicationInput {
  name: string;
  email: string;
  mobile: string;
  /** Optional: the opening applied for; empty for a general application. */
  jobId?: string;
  /** The uploaded bytes; null when no file was sent (or it was empty). */
  file: Buffer | null;
  /** The language of the page it was sent from (the mail tells HR); English when absent. */
  lang?: Lang;
}

export interface ApplicationResult {
  id: string;
  job: Job | null;
  /** False when the application was saved but the mail to HR could not be sent. */
  mailed: boolean;
  mailError?: unknown;
}

/** A file name for HR's copy, from the applicant's name (never the uploaded file's name). */
export function attachmentName(name: string, ext: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60);
  return `resume-${slug || 'applicant'}.${ext}`;
}

/** The application to HR's mailbox, in `staffLang` (its staff account's), saying which language the applicant wrote from. */
export function applicationMail(
  a: { name: string; email: string; mobile: string },
  job: Job | null,
  attachment: MailAttachment,
  lang: Lang = DEFAULT_LANG,
  staffLang: Lang = DEFAULT_LANG,
) {
  const t = translatorFor(staffLang);
  const role = job ? `${job.position} (${job.location})` : t(STAFF_MAIL.applicationGeneral);
  return {
    to: company.hrEmail,
    subject: job
      ? t(STAFF_MAIL.applicationSubject, { position: job.position, name: a.name })
      : t(STAFF_MAIL.applicationSubjectGeneral, { name: a.name }),
    text: [
      t(STAFF_MAIL.applicationIntro),
      '',
      staffField(t, STAFF_MAIL.position, role),
      staffField(t, tk('Name'), a.name),
      staffField(t, tk('Email'), a.email),
      staffField(t, tk('Mobile'), a.mobile),
      ...visitorLanguageLine(lang, t),
      '',
      t(STAFF_MAIL.applicationAttached),
      '',
    ].join('\n'),
    replyTo: a.email,
    attachments: [attachment],
  };
}

/**
 * Counts an upload from this address before its bytes are even read, so
 * refused files count too; too many in an hour are refused.
 */
export async function limitApplications(limits: RateStore, ip: string): Promise<void> {
  if ((await limits.hit(`resume:${ip}`, HOUR_MS)) > RESUMES_PER_IP_PER_HOUR) throw tooMany(MSG.applyRateLimited);
}

/**
 * A resume sent without login (SPEC.md §5, §7). The file must really be a PDF,
 * DOC or DOCX of at most 5 MB; it is stored under a generated key, recorded in
 * `resumes` and mailed to HR. Saved before mailing, so nothing is lost.
 */
export async function submitApplication(
  deps: { db: Db; storage: Storage; mail: Mailer; limits: RateStore },
  input: ApplicationInput,
): Promise<ApplicationResult> {
  const fields = { name: input.name.trim(), email: input.email.trim(), mobile: input.mobile.trim() };
  const problem = checkApplication(fields);
  if (problem) throw badRequest(problem.message, problem.field);
  if (!input.file || input.file.length === 0) throw badRequest(MSG.resumeRequired, 'file');
  if (input.file.length > RESUME_MAX_BYTES) throw resumeTooLarge();
  const type = detectResumeType(input.file);
  if (!type) throw resumeWrongType();

  let job: Job | null = null;
  const jobId = (input.jobId ?? '').trim();
  if (jobId) {
    job = await findJob(deps.db, jobId);
    if (!job) throw badRequest(MSG.jobNotFound, 'jobId');
    if (!isOpen(job)) throw badRequest(MSG.applyJobClosed, 'jobId');
  }
  const id = newId();
  const created = nowIso();
  const key = `resumes/${created.slice(0, 4)}/${created.slice(5, 7)}/${id}.${type.ext}`;
  try {
    await deps.storage.put(key, input.file, type.contentType);
  } catch (cause) {
    throw unavailable(MSG.applyFailed, cause); // the file store is away: nothing was saved, the applicant tries again
  }
  const mobile = normaliseMobile(fields.mobile)!;
  await deps.db
    .insertInto('resumes')
    .values({
      id,
      job_id: job?.id ?? null,
      name: fields.name,
      email: fields.email,
      mobile,
      file_key: key,
      file_type: type.ext,
      file_size: input.file.length,
      created_at: created,
    })
    .execute();
  const staffLang = await staffMailLanguage(deps.db, company.hrEmail);
  try {
    await deps.mail.send(
      applicationMail(
        { ...fields, mobile },
        job,
        {
          filename: attachmentName(fields.name, type.ext),
          content: input.file,
          contentType: type.contentType,
        },
        input.lang,
        staffLang,
      ),
    );
    return { id, job, mailed: true };
  } catch (mailError) {
    return { id, job, mailed: false, mailError };
  }
}
