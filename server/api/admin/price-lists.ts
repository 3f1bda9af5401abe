import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportPriceCsv } from '../../../domain/companies/price-csv';
import type { Services } from '../../services';
import { answers, idParams } from '../schemas/common';

// A price list as CSV for staff (the back office's "Export CSV" link): sku and
// price first, so the file edited in a spreadsheet imports back as it is.

const priceListCsvSchema = {
  summary: 'A price list’s prices as CSV (sku, price_rupees, pack, product, list_price_rupees)',
  tags: ['admin'],
  params: idParams,
  response: answers({ 200: z.string().describe('text/csv') }, 401, 403, 404),
};

export function adminPriceListsApi(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/admin/price-lists/:id/csv',
    { config: { access: 'staff:catalogue' }, schema: priceListCsvSchema },
    async (request, reply) => {
      const csv = await exportPriceCsv(services.db, request.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="price-list-${request.params.id}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}
