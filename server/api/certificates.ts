import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { certificateOfBatch } from '../../domain/catalog/certificates';
import { notFound } from '../../domain/errors';
import type { Services } from '../services';
import { answers } from './schemas/common';

// A batch's certificate of analysis at /coa/{batch}.pdf, for anyone: the
// laboratory's results for a batch are not personal data, and a buyer may
// pass the link on to their own customers. Cached for an hour (staff may
// upload a corrected one).

const certificateSchema = {
  summary: 'A batch’s certificate of analysis (PDF)',
  tags: ['catalog'],
  params: z.object({ file: z.string().max(40).describe('The batch number followed by .pdf') }),
  response: answers({ 200: z.string().describe('application/pdf') }, 404),
};

export function certificatesApi(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/coa/:file', { config: { access: 'public', page: true }, schema: certificateSchema }, async (request, reply) => {
    const batch = request.params.file.replace(/\.pdf$/i, '');
    const pdf = request.params.file.toLowerCase().endsWith('.pdf') ? await certificateOfBatch(services, batch) : null;
    if (!pdf) throw notFound('There is no certificate of analysis for this batch.');
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="CoA-${batch.toUpperCase().replace(/[^A-Z0-9-]/g, '-')}.pdf"`)
      .header('cache-control', 'public, max-age=3600')
      .send(pdf);
  });
}
