import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { MSG } from '../../domain/messages';
import type { Services } from '../services';

const isLoopback = (ip: string) => ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');

/** /healthz (the process answers), /readyz (the database answers) and /metrics (Prometheus). */
export function registerHealth(app: FastifyInstance, services: Services) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests by route and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by route',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'not-found';
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
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
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
