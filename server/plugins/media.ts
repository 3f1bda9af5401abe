import type { FastifyInstance } from 'fastify';
import { assertSafeKey } from '../../adapters/storage/types';
import { MSG } from '../../domain/messages';
import type { Services } from '../services';

const TYPES: Record<string, string> = { webp: 'image/webp', avif: 'image/avif' };

/**
 * Product photos uploaded in the back office, from storage (a folder or a
 * bucket). Their names never change, so browsers and CDNs keep them a year.
 */
export function registerMedia(app: FastifyInstance, services: Services) {
  app.get('/media/products/*', { config: { access: 'public' } }, async (request, reply) => {
    const rest = (request.params as { '*': string })['*'];
    const key = `media/products/${rest}`;
    const type = TYPES[key.split('.').pop() ?? ''];
    let body: Buffer | null = null;
    if (type) {
      try {
        assertSafeKey(key);
        body = await services.storage.get(key);
      } catch {
        body = null;
      }
    }
    if (!body) return reply.code(404).send({ status: false, message: MSG.notFound });
    return reply
      .header('content-type', type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(body);
  });
}
