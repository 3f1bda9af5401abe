import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../domain/errors';
import { tk } from '../../domain/i18n/translate';
import { MSG } from '../../domain/messages';
import { getOrder, type OrderView } from '../../domain/orders/views';
import { returnCreditNotePdf } from '../../domain/returns/credit-note';
import { RETURN_MSG } from '../../domain/returns/messages';
import { loadReturn } from '../../domain/returns/decide';
import { RETURN_PHOTOS_MAX, returnPhotoKey } from '../../domain/returns/photos';
import { returnOfOrder, type ReturnView } from '../../domain/returns/returns';
import type { Services } from '../services';
import { answers } from './schemas/common';

// A return's files: the photos the customer sent with it (resized, stripped of
// their location) and its credit note once refunded, for the order's customer
// at /orders/{id}/returns/{rid}/… and for staff at /admin/returns/{rid}/….
// Someone else's order or return is a 404, never a 403.

/** Asked for before the return is refunded (or for an order that never had an invoice). */
const NO_CREDIT_NOTE = tk('This return has no credit note: one is issued when the return is refunded.');

const photoParams = z.object({ id: z.string(), rid: z.string(), n: z.string() });
const staffPhotoParams = z.object({ rid: z.string(), n: z.string() });
const noteParams = z.object({ id: z.string(), rid: z.string() });
const staffNoteParams = z.object({ rid: z.string() });

const schemaOf = (what: 'photo' | 'credit-note', who: 'customer' | 'staff', params: z.ZodType) => ({
  summary:
    (what === 'photo' ? 'A photo sent with a return (JPEG)' : 'The credit note of a refunded return (PDF)') +
    (who === 'staff' ? ', for staff' : ', for its customer'),
  tags: [who === 'staff' ? 'admin' : 'orders'],
  params,
  response: answers({ 200: z.string().describe(what === 'photo' ? 'image/jpeg' : 'application/pdf') }, 401, 404),
});

async function sendPhoto(services: Services, reply: FastifyReply, ret: ReturnView, n: string) {
  const position = /^\d{1,2}$/.test(n) ? Number(n) : 0;
  const body =
    position >= 1 && position <= Math.min(ret.photos, RETURN_PHOTOS_MAX)
      ? await services.storage.get(returnPhotoKey(ret.id, position))
      : null;
  if (!body) throw notFound(MSG.notFound);
  return reply.header('content-type', 'image/jpeg').header('cache-control', 'private, no-store').send(body);
}

async function sendCreditNote(reply: FastifyReply, order: OrderView, ret: ReturnView) {
  const note = await returnCreditNotePdf(order, ret);
  if (!note) throw notFound(NO_CREDIT_NOTE);
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${note.number.replaceAll('/', '-')}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(note.pdf);
}

export function returnsApi(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  /** The customer's own order and its return; anyone else's is not found. */
  const own = async (userId: string, orderId: string, returnId: string) => {
    const order = await getOrder(services.db, userId, orderId);
    if (!order) throw notFound(RETURN_MSG.notFound);
    return { order, ret: await returnOfOrder(services.db, order, returnId) };
  };

  api.get(
    '/orders/:id/returns/:rid/photos/:n.jpg',
    { config: { access: 'customer', page: true }, schema: schemaOf('photo', 'customer', photoParams) },
    async (request, reply) => {
      const { id, rid, n } = request.params as z.infer<typeof photoParams>;
      return sendPhoto(services, reply, (await own(request.user!.id, id, rid)).ret, n);
    },
  );
  api.get(
    '/admin/returns/:rid/photos/:n.jpg',
    { config: { access: 'staff:orders', page: true }, schema: schemaOf('photo', 'staff', staffPhotoParams) },
    async (request, reply) => {
      const { rid, n } = request.params as z.infer<typeof staffPhotoParams>;
      return sendPhoto(services, reply, (await loadReturn(services.db, rid)).ret, n);
    },
  );
  api.get(
    '/orders/:id/returns/:rid/credit-note.pdf',
    { config: { access: 'customer', page: true }, schema: schemaOf('credit-note', 'customer', noteParams) },
    async (request, reply) => {
      const { id, rid } = request.params as z.infer<typeof noteParams>;
      const { order, ret } = await own(request.user!.id, id, rid);
      return sendCreditNote(reply, order, ret);
    },
  );
  api.get(
    '/admin/returns/:rid/credit-note.pdf',
    { config: { access: 'staff:orders', page: true }, schema: schemaOf('credit-note', 'staff', staffNoteParams) },
    async (request, reply) => {
      const { rid } = request.params as z.infer<typeof staffNoteParams>;
      const { order, ret } = await loadReturn(services.db, rid);
      return sendCreditNote(reply, order, ret);
    },
  );
}
