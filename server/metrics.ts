import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

// What /metrics reports of the requests: how many by route and status, and how
// long they took. Counted in one place for the answers Fastify makes and for
// those the front door sends from the cache (front-door.ts).

export interface RequestMetrics {
  registry: Registry;
  /** One answered request: its method, route pattern ('not-found' for none), status and duration in seconds. */
  count(method: string, route: string, status: number, seconds: number): void;
}

export function createRequestMetrics(): RequestMetrics {
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
  return {
    registry,
    count(method, route, status, seconds) {
      requests.inc({ method, route, status: String(status) });
      duration.observe({ method, route }, seconds);
    },
  };
}
