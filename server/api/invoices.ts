import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../domain/errors';
import { documentOf, invoiceDocument } from '../../domain/invoices/invoices';
import type { DocumentKind } from '../../domain/invoices/numbering';
import { invoicePdf } from '../../domain/invoices/pdf';
import { withRegistrations } from '../../domain/invoices/registrations';
import { MSG } from '../../domain/messages';
import { getOrder, orderWithCustomer, type OrderView } from '../../domain/orders/views';
import type { Services } from '../services';
import { documentSchema } from './schemas/invoices';

// GST invoices and credit notes as PDFs: the customer's own (page session or
// API token) at /orders/{id}/…, and any order's for staff at /admin/orders/{id}/….

async function sendDocument(db: Services['db'], reply: FastifyReply, order: OrderView | null, kind: DocumentKind) {
  if (!order) throw notFound(MSG.orderNotFound);
  const issued = documentOf(order, kind);
  if (!issued) throw notFound(kind === 'invoice' ? MSG.invoiceNotIssued : MSG.creditNoteNotIssued);
  const pdf = await invoicePdf(await withRegistrations(db, invoiceDocument(order, issued)));
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${issued.number.replaceAll('/', '-')}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

export function invoicesApi(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = services;
  for (const kind of ['invoice', 'credit-note'] as const) {
    api.get(
      `/orders/:id/${kind}.pdf`,
      { config: { access: 'customer', page: true }, schema: documentSchema(kind, 'customer') },
      async (request, reply) => sendDocument(db, reply, await getOrder(db, request.user!.id, request.params.id), kind),
    );
    api.get(
      `/admin/orders/:id/${kind}.pdf`,
      { config: { access: 'staff:orders', page: true }, schema: documentSchema(kind, 'staff') },
      async (request, reply) => sendDocument(db, reply, (await orderWithCustomer(db, request.params.id))?.order ?? null, kind),
    );
  }
}
