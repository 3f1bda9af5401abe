import type {} from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { limitApplications, resumeTooLarge, submitApplication, type ApplicationResult } from '../../domain/careers/apply';
import type { RateStore } from '../../adapters/rate-store/types';
import { listJobs } from '../../domain/careers/jobs';
import { DomainError, badRequest, tooLarge, unavailable } from '../../domain/errors';
import { MSG } from '../../domain/messages';
import type { Services as DomainServices } from '../../domain/services';
import type { Services } from '../services';
import { applySchema, listJobsSchema } from './schemas/careers';
import { toApiJob } from './shapes/careers';

// SPEC.md §7: GET /api/get/career and POST /api/post/resume (multipart: name,
// email, mobile, file; jobId is ours), both open to visitors.

const FIELDS = ['name', 'email', 'mobile', 'jobId'] as const;
type Field = (typeof FIELDS)[number];

export interface ApplicationForm {
  fields: Record<Field, string>;
  file: Buffer | null;
}

/** Multipart errors of @fastify/multipart and busboy, as messages a person understands. */
function uploadError(e: unknown): DomainError {
  const code = (e as { code?: string }).code ?? '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') return resumeTooLarge();
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return tooLarge(MSG.bodyTooLarge);
  return badRequest(MSG.applyFailed);
}

/**
 * Reads an application from a multipart form (the resume as `file`, or
 * `resume`), or from a plain form/JSON body without a file. Never keeps the
 * client's file name.
 */
export async function readApplicationForm(request: FastifyRequest, limits: RateStore): Promise<ApplicationForm> {
  await limitApplications(limits, request.ip);
  const fields: Record<Field, string> = { name: '', email: '', mobile: '', jobId: '' };
  let file: Buffer | null = null;
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    for (const k of FIELDS) if (typeof body[k] === 'string' || typeof body[k] === 'number') fields[k] = String(body[k]);
    return { fields, file };
  }
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if ((part.fieldname === 'file' || part.fieldname === 'resume') && !file) {
          const content = await part.toBuffer();
          file = content.length ? content : null;
        } else {
          part.file.resume();
        }
      } else if ((FIELDS as readonly string[]).includes(part.fieldname) && typeof part.value === 'string') {
        fields[part.fieldname as Field] = part.value;
      }
    }
  } catch (e) {
    if (e instanceof DomainError) throw e;
    throw uploadError(e);
  }
  return { fields, file };
}

/** Stores and mails an application read from a form; a storage outage is a 503 with a message, never a bare 500. */
export async function submitApplicationForm(
  services: DomainServices,
  request: FastifyRequest,
  form: ApplicationForm,
  jobId = form.fields.jobId,
): Promise<ApplicationResult> {
  let result: ApplicationResult;
  try {
    result = await submitApplication(services, { ...form.fields, jobId, file: form.file });
  } catch (e) {
    if (e instanceof DomainError) throw e;
    request.log.error({ err: e }, 'resume could not be stored');
    throw unavailable(MSG.applyFailed);
  }
  if (!result.mailed) request.log.error({ err: result.mailError, resumeId: result.id }, 'resume saved but not mailed to HR');
  return result;
}

export function careersApi(app: FastifyInstance, services: Services) {
  app.get('/api/get/career', { config: { access: 'public' }, schema: listJobsSchema }, async () =>
    (await listJobs(services.db)).map(toApiJob),
  );

  app.post('/api/post/resume', { config: { access: 'public' }, schema: applySchema }, async (request, reply) => {
    const result = await submitApplicationForm(services, request, await readApplicationForm(request, services.limits));
    return reply.code(201).send({ status: true, message: MSG.applySuccess, data: { _id: result.id, jobId: result.job?.id ?? null } });
  });
}
