import type { FastifyInstance } from 'fastify';
import { limitApplications, submitApplication } from '../../domain/careers/apply';
import { listJobs } from '../../domain/careers/jobs';
import { MSG } from '../../domain/messages';
import { readUploadedForm } from '../forms/multipart';
import type { Services } from '../services';
import { apiLanguage } from './language';
import { applySchema, listJobsSchema } from './schemas/careers';
import { toApiJob } from './shapes/careers';

// SPEC.md §7: GET /api/get/career and POST /api/post/resume (multipart: name,
// email, mobile, file; jobId is ours), both open to visitors.

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

export function careersApi(app: FastifyInstance, services: Services) {
  app.get('/api/get/career', { config: { access: 'public' }, schema: listJobsSchema }, async (request) =>
    (await listJobs(services.db, apiLanguage(request))).map(toApiJob),
  );

  app.post('/api/post/resume', { config: { access: 'public' }, schema: applySchema }, async (request, reply) => {
    // Counted before the upload is read, so refused files count too.
    await limitApplications(services.limits, request.ip);
    const form = request.isMultipart()
      ? await readUploadedForm(request)
      : { fields: (request.body ?? {}) as Record<string, unknown>, files: {} as Record<string, Buffer> };
    const f = form.fields;
    const result = await submitApplication(services, {
      name: text(f.name),
      email: text(f.email),
      mobile: text(f.mobile),
      jobId: text(f.jobId),
      file: form.files.file ?? form.files.resume ?? null,
      lang: apiLanguage(request),
    });
    if (!result.mailed) request.log.error({ err: result.mailError, resumeId: result.id }, 'resume saved but not mailed to HR');
    return reply.code(201).send({ status: true, message: MSG.applySuccess, data: { _id: result.id, jobId: result.job?.id ?? null } });
  });
}
