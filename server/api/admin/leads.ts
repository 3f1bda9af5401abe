import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cleanLeadFilters, leadsCsv, listLeads, updateLead } from '../../../domain/leads/inbox';
import { MSG } from '../../../domain/messages';
import type { Services } from '../../services';
import { leadsCsvSchema, leadsSchema, updateLeadSchema } from '../schemas/admin';

export function adminLeadsApi(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const leads = { access: 'staff:leads' } as const;

  api.get('/api/admin/leads', { config: leads, schema: leadsSchema }, async (request) => {
    return (await listLeads(services.db, cleanLeadFilters(request.query))).rows;
  });

  api.get('/api/admin/leads.csv', { config: leads, schema: leadsCsvSchema }, async (request, reply) => {
    const csv = await leadsCsv(services.db, cleanLeadFilters(request.query));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="leads-${new Date().toISOString().slice(0, 10)}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });

  api.post('/api/admin/leads/:kind/:id', { config: leads, schema: updateLeadSchema }, async (request) => {
    const lead = await updateLead(services.db, request.staff!, request.params.kind, request.params.id, request.body);
    return { status: true as const, message: MSG.leadSaved, lead };
  });
}
