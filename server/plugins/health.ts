import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { MSG } from '../../domain/messages';
import type { Services } from '../services';
import type { RequestMetrics } from '../metrics';

const isLoopback = (ip: string) => ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');

/** /healthz (the process answers), /readyz (the database answers) and /metrics (Prometheus). */
export function registerHealth(app: FastifyInstance, services: Services, metrics: RequestMetrics) {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.count(request.method, request.routeOptions.url ?? 'not-found', reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  app.get('/healthz', { config: { access: 'public' }, logLevel: 'warn' }, async () => ({ status: 'ok' }));
  app.get('/readyz', { config: { access: 'public' }, logLevel: 'warn' }, async (_request, reply) => {
    if (services.state.draining) return reply.code(503).send({ status: 'shutting down' });
    const ok = await services.database.ping();
    return reply.code(ok ? 200 : 503).send({ status: ok ? 'ready' : 'database unreachable' });
  });
  // Metrics say much about the shop: only to this machine (the client's address
  // as TRUST_PROXY resolves it), or to a scraper with METRICS_TOKEN.
  const token = services.config.METRICS_TOKEN;
  app.get('/metrics', { config: { access: 'public' }, logLevel: 'warn' }, async (request, reply) => {
    const bearer = request.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '';
    const tokenOk = !!token && bearer.length === token.length && timingSafeEqual(Buffer.from(bearer), Buffer.from(token));
    if (!isLoopback(request.ip) && !tokenOk) return reply.code(403).send({ status: false, message: MSG.metricsForbidden });
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
