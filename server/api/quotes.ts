import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../domain/errors';
import { QUOTE_MSG } from '../../domain/quotes/messages';
import { quotePdf } from '../../domain/quotes/pdf';
import { loadQuote, versionOf, type QuoteView } from '../../domain/quotes/store';
import type { Services } from '../services';
import { answers } from './schemas/common';

// A quote's files: each version as a PDF and the files the buyer attached,
// for the quote's buyer at /quotes/{id}/… and for staff at /admin/quotes/{id}/….
// Someone else's quote is a 404, never a 403.

const pdfParams = z.object({ id: z.string(), n: z.string() });
const fileParams = z.object({ id: z.string(), n: z.string() });

const schemaOf = (what: 'pdf' | 'file', who: 'customer' | 'staff') => ({
  summary:
    (what === 'pdf' ? 'A version of a quote (PDF)' : 'A file the buyer attached to a quote request (PDF, JPEG or PNG)') +
    (who === 'staff' ? ', for staff' : ', for its buyer'),
  tags: [who === 'staff' ? 'admin' : 'orders'],
  params: what === 'pdf' ? pdfParams : fileParams,
  response: answers({ 200: z.string().describe(what === 'pdf' ? 'application/pdf' : 'the file as sent') }, 401, 404),
});

async function sendPdf(reply: FastifyReply, q: QuoteView, n: string) {
  const v = versionOf(q, n);
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${q.number}-v${v.number}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(await quotePdf(q, v));
}

async function sendFile(services: Services, reply: FastifyReply, q: QuoteView, n: string) {
  const file = q.attachments.find((a) => String(a.position) === n);
  const body = file ? await services.storage.get(file.storageKey) : null;
  if (!file || !body) throw notFound(QUOTE_MSG.notFound);
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${q.number}-${file.fileName}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(body);
}

export function quotesApi(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const customer = { config: { access: 'customer', page: true } } as const;
  const staff = { config: { access: 'staff:orders', page: true } } as const;
  api.get('/quotes/:id/v/:n.pdf', { ...customer, schema: schemaOf('pdf', 'customer') }, async (request, reply) => {
    const { id, n } = request.params as z.infer<typeof pdfParams>;
    return sendPdf(reply, await loadQuote(services.db, id, request.user!.id), n);
  });
  api.get('/admin/quotes/:id/v/:n.pdf', { ...staff, schema: schemaOf('pdf', 'staff') }, async (request, reply) => {
    const { id, n } = request.params as z.infer<typeof pdfParams>;
    return sendPdf(reply, await loadQuote(services.db, id), n);
  });
  api.get('/quotes/:id/files/:n', { ...customer, schema: schemaOf('file', 'customer') }, async (request, reply) => {
    const { id, n } = request.params as z.infer<typeof fileParams>;
    return sendFile(services, reply, await loadQuote(services.db, id, request.user!.id), n);
  });
  api.get('/admin/quotes/:id/files/:n', { ...staff, schema: schemaOf('file', 'staff') }, async (request, reply) => {
    const { id, n } = request.params as z.infer<typeof fileParams>;
    return sendFile(services, reply, await loadQuote(services.db, id), n);
  });
}
