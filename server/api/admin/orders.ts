import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_PAGE_SIZE } from '../../../domain/constants';
import { MSG } from '../../../domain/messages';
import { toRupees } from '../../../domain/money';
import { cancelOrderForCustomer, confirmOrder, deliverOrder, shipOrder, type FulfilmentResult } from '../../../domain/orders/fulfilment';
import { cleanFilters, listOrdersForStaff } from '../../../domain/orders/staff-list';
import { orderWithCustomer } from '../../../domain/orders/views';
import { packingSlipsPdf, withEwayBills } from '../../../domain/orders/packing-slip';
import { listAudit } from '../../../domain/staff/audit';
import { badRequest, notFound } from '../../../domain/errors';
import type { Services } from '../../services';
import {
  adminOrderSchema,
  adminOrdersSchema,
  auditSchema,
  cancelOrderSchema,
  confirmOrderSchema,
  deliverOrderSchema,
  packingSlipsSchema,
  shipOrderSchema,
} from '../schemas/admin';
import { toApiOrder } from '../shapes/orders';

export function adminOrdersApi(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = services.config.PUBLIC_URL;
  const orders = { access: 'staff:orders' } as const;

  api.get('/api/admin/orders', { config: orders, schema: adminOrdersSchema }, async (request) => {
    const { rows } = await listOrdersForStaff(services.db, cleanFilters(request.query));
    return rows.map(({ totalPaise, ...r }) => ({ ...r, total: toRupees(totalPaise) }));
  });

  api.get('/api/admin/orders/packing-slips', { config: orders, schema: packingSlipsSchema }, async (request, reply) => {
    const ids = [request.query.ids ?? []]
      .flat()
      .flatMap((s) => s.split(','))
      .filter(Boolean)
      .slice(0, 100);
    if (!ids.length) throw badRequest(MSG.pickOrders, 'ids');
    const found = (await Promise.all(ids.map((id) => orderWithCustomer(services.db, id)))).filter((o) => o !== null);
    if (!found.length) throw notFound(MSG.orderNotFound);
    const pdf = await packingSlipsPdf(await withEwayBills(services.db, found));
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="packing-slips-${new Date().toISOString().slice(0, 10)}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  api.get('/api/admin/orders/:id', { config: orders, schema: adminOrderSchema }, async (request) => {
    const found = await orderWithCustomer(services.db, request.params.id);
    if (!found) throw notFound(MSG.orderNotFound);
    const c = found.customer;
    return {
      status: true as const,
      order: toApiOrder(found.order, base),
      customer: { name: c.username, email: c.email, mobile: c.mobileNo },
    };
  });

  const answer = (message: string, r: FulfilmentResult) => {
    if (r.mailError) app.log.warn({ err: r.mailError, orderId: r.order.id }, 'order mail not sent');
    return { status: true as const, message, order: toApiOrder(r.order, base), mailed: !r.mailError };
  };
  const staff = (request: { staff: { id: string; email: string } | null }) => request.staff!;

  api.post('/api/admin/orders/:id/confirm', { config: orders, schema: confirmOrderSchema }, async (request) =>
    answer(MSG.orderConfirmed, await confirmOrder(services, staff(request), request.params.id)),
  );
  api.post('/api/admin/orders/:id/ship', { config: orders, schema: shipOrderSchema }, async (request) =>
    answer(MSG.orderShipped, await shipOrder(services, staff(request), request.params.id, request.body)),
  );
  api.post('/api/admin/orders/:id/deliver', { config: orders, schema: deliverOrderSchema }, async (request) =>
    answer(MSG.orderDelivered, await deliverOrder(services, staff(request), request.params.id)),
  );
  api.post('/api/admin/orders/:id/cancel', { config: orders, schema: cancelOrderSchema }, async (request) =>
    answer(MSG.orderCancelledByStaff, await cancelOrderForCustomer(services, staff(request), request.params.id)),
  );

  api.get('/api/admin/audit', { config: { access: 'staff:audit' }, schema: auditSchema }, async (request) => {
    const page = Math.max(1, Number(request.query.page) || 1);
    return listAudit(services.db, { limit: ADMIN_PAGE_SIZE * 4, offset: (page - 1) * ADMIN_PAGE_SIZE * 4 });
  });
}
