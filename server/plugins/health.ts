import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { MSG } from '../../domain/messages';
import type { Services } from '../services';
import type { RequestMetrics } from '../metrics';

/**
 * The addresses TRUST_PROXY names one by one (or as ranges): a proxy set up on
 * purpose. The presets ('loopback' and the like) and `true` name none: any
 * program on this machine (or anything it forwards) is no proxy of ours.
 */
export function configuredProxies(trustProxy: string): BlockList | null {
  const list = new BlockList();
  let any = false;
  for (const item of trustProxy.split(',').map((x) => x.trim())) {
    const [address, bits] = item.split('/');
    const type = isIP(address);
    if (!type) continue;
    const family = type === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
    any = true;
  }
  return any ? list : null;
}

const peerIn = (list: BlockList, ip: string) => {
  const v4 = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  const type = isIP(v4);
  return type !== 0 && list.check(v4, type === 6 ? 'ipv6' : 'ipv4');
};

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
  // Metrics say much about the shop: with METRICS_TOKEN, only to a scraper
  // sending it; without, only to a proxy TRUST_PROXY names by address, asking
  // itself (the connection comes from it and carries no X-Forwarded-For).
  // Never to "this machine" as such: a local program, or a proxy that does
  // not say whom it forwards, is anyone.
  const token = services.config.METRICS_TOKEN;
  const proxies = token ? null : configuredProxies(services.config.TRUST_PROXY);
  app.get('/metrics', { config: { access: 'public' }, logLevel: 'warn' }, async (request, reply) => {
    const bearer = request.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '';
    const tokenOk = !!token && bearer.length === token.length && timingSafeEqual(Buffer.from(bearer), Buffer.from(token));
    const proxyOk = !!proxies && request.headers['x-forwarded-for'] === undefined && peerIn(proxies, request.socket.remoteAddress ?? '');
    if (!tokenOk && !proxyOk) return reply.code(403).send({ status: false, message: MSG.metricsForbidden });
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
