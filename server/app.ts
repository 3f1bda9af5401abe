import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { JSON_BODY_LIMIT_BYTES } from '../domain/constants';
import { errorPages, registerPages } from '../app/framework/register';
import { accountsApi } from './api/accounts';
import { registerAuth } from './plugins/auth';
import { registerErrorHandling } from './plugins/errors';
import { registerHealth } from './plugins/health';
import { registerSecurity } from './plugins/security';
import { registerStatic } from './plugins/static';
import type { Services } from './services';

/** The whole shop on one Fastify instance: pages, REST API and assets. Does not listen. */
export async function buildApp(services: Services): Promise<FastifyInstance> {
  const app = Fastify({
    logger: services.config.LOG_LEVEL === 'silent' ? false : { level: services.config.LOG_LEVEL },
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    genReqId: () => randomUUID(),
    trustProxy: true,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });

  await app.register(cookie);
  await app.register(formbody, { bodyLimit: JSON_BODY_LIMIT_BYTES });
  await registerSecurity(app, services);
  registerErrorHandling(app, errorPages(services));
  await registerStatic(app, services);

  // Every route below declares who may call it (see plugins/auth.ts).
  await app.register(async (scope) => {
    registerAuth(scope, services);
    registerHealth(scope, services);
    accountsApi(scope, services);
    registerPages(scope, services);
  });

  return app;
}
