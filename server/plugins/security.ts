import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';

/** Allowed script origins beyond our own (the payment provider's checkout script). */
const PAYMENT_SCRIPT_ORIGINS = ['https://checkout.razorpay.com'];
const PAYMENT_FRAME_ORIGINS = ['https://api.razorpay.com', 'https://checkout.razorpay.com'];

export async function registerSecurity(app: FastifyInstance, services: Services) {
  const razorpay = services.config.PAYMENT_PROVIDER === 'razorpay';
  await app.register(helmet, {
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
    hsts: services.config.secure ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, {
    origin: services.config.corsOrigins.length ? services.config.corsOrigins : false,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key'],
    credentials: true,
  });
}
