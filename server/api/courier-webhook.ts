import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound, unauthorized } from '../../domain/errors';
import { shipmentOf } from '../../domain/shipping/shipments';
import { applyTrackingEvents } from '../../domain/shipping/tracking';
import { applyReturnScans } from '../../domain/returns/scans';
import type { Services } from '../services';
import { answers, idParams } from './schemas/common';

// The courier's side of shipping: its tracking webhook (checked against the
// courier's secret over the raw body, each scan acted on once however often
// it is delivered) and, for staff, the label of an order's parcel.

const webhookSchema = {
  summary: "The courier's tracking webhook (secret in its header)",
  tags: ['shipping'],
  response: answers({ 200: z.object({ status: z.literal(true), applied: z.number() }) }, 401),
};

const labelSchema = {
  summary: "The courier's label of an order's parcel (PDF)",
  tags: ['admin'],
  params: idParams,
  response: answers({ 200: z.string().describe('application/pdf') }, 401, 403, 404),
};

export function courierApi(app: FastifyInstance, services: Services) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/admin/orders/:id/label', { config: { access: 'staff:orders' }, schema: labelSchema }, async (request, reply) => {
      const s = await shipmentOf(services.db, request.params.id);
      if (!s) throw notFound('This order has no parcel booked with the courier.');
      const label = await services.courier.label(s.shipmentId);
      if (!label) throw notFound('The courier brings this label itself.');
      if (label instanceof URL) return reply.redirect(label.toString());
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="label-${s.awb}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(label);
    });

  // The secret is checked over the exact bytes: this scope alone keeps the raw body.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post('/api/courier/webhook', { config: { access: 'public' }, schema: webhookSchema }, async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const parsed = services.courier.parseWebhook(request.headers, raw);
      if (!parsed.ok) throw parsed.reason === 'unauthorized' ? unauthorized(parsed.message) : badRequest(parsed.message);
      const applied = (await applyTrackingEvents(services, parsed.events)) + (await applyReturnScans(services.db, parsed.events));
      if (applied) services.pages.invalidate();
      return { status: true as const, applied };
    });
  });
}
