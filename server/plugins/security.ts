import cors from '@fastify/cors';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Services } from '../services';

/** Allowed script origins beyond our own (the payment provider's checkout script). */
const PAYMENT_SCRIPT_ORIGINS = ['https://checkout.razorpay.com'];
const PAYMENT_FRAME_ORIGINS = ['https://api.razorpay.com', 'https://checkout.razorpay.com'];

/**
 * Helmet's headers, worked out once: they are the same on every answer, and
 * @fastify/helmet rebuilt them (parsing the policy again) on every request,
 * a twentieth of the time of an answer served from the cache.
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as never, response as never, () => {});
  return headers;
}

/** The security headers of every answer, for this configuration (the payment provider's origins, HSTS behind TLS). */
export function securityHeadersFor(config: Config): Record<string, string> {
  const razorpay = config.PAYMENT_PROVIDER === 'razorpay';
  return securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(razorpay ? PAYMENT_SCRIPT_ORIGINS : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...(razorpay ? PAYMENT_FRAME_ORIGINS : [])],
        frameSrc: razorpay ? PAYMENT_FRAME_ORIGINS : ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    hsts: config.secure ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
}

export async function registerSecurity(app: FastifyInstance, services: Services, headers: Record<string, string>) {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  await app.register(cors, {
    origin: services.config.corsOrigins.length ? services.config.corsOrigins : false,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key'],
    credentials: true,
  });
}
