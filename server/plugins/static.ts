import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';

/**
 * The built browser assets and the pictures (copied there by the build):
 * pre-compressed br/gzip, immutable caching for content-hashed files.
 */
export async function registerStatic(app: FastifyInstance, services: Services) {
  await app.register(fastifyStatic, {
    root: resolve(services.config.ASSETS_DIR),
    preCompressed: true,
    index: false,
    cacheControl: false,
    setHeaders(res, path) {
      const hashed = /[\\/]assets[\\/]/.test(path);
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=86400');
      // Pictures may be shown by the existing client on another origin; pages keep same-origin.
      if (/\.(svg|png|jpe?g|webp|avif|gif|ico)(\.br|\.gz)?$/i.test(path)) res.header('cross-origin-resource-policy', 'cross-origin');
    },
  });
}
