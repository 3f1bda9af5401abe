import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MSG } from '../../../domain/messages';
import { revokeStaffSession, staffLogin } from '../../../domain/staff/sessions';
import type { Services } from '../../services';
import { adminLoginSchema, adminLogoutSchema } from '../schemas/admin';

export function adminAuthApi(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/api/admin/login', { config: { access: 'public' }, schema: adminLoginSchema }, async (request) => {
    const { token, staff } = await staffLogin(services.db, services.limits, request.body, request.ip, { mail: services.mail });
    return { status: true as const, token, staff };
  });

  api.post('/api/admin/logout', { config: { access: 'staff:dashboard' }, schema: adminLogoutSchema }, async (request) => {
    await revokeStaffSession(services.db, request.staffToken!);
    return { status: true as const, message: MSG.loggedOut };
  });
}
