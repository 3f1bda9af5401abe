import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { resumeDownload } from '../../../domain/careers/hiring';
import type { Services } from '../../services';
import { resumeSchema } from '../schemas/admin';

export function adminCareersApi(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Always an attachment, never shown inline: a résumé is the applicant's file, not the shop's page.
  api.get('/api/admin/resumes/:id', { config: { access: 'staff:careers' }, schema: resumeSchema }, async (request, reply) => {
    const file = await resumeDownload(services, request.params.id);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(file.body);
  });
}
