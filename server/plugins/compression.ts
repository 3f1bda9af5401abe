import type { FastifyInstance } from 'fastify';
import { acceptedEncoding, COMPRESS_FROM_BYTES, COMPRESSIBLE, compressBody } from '../cache/compress';

// Every answer made for one request (a page of a logged-in customer, the
// first render of a page before the shared cache has its compressed copy, an
// API answer) goes out compressed when the client takes it: an 80 KB Hindi
// page is 18 KB in brotli, half a second less on a slow phone network.
// Compression runs on libuv's thread pool, off the event loop (cache/compress.ts).

export function registerCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'HEAD' || reply.hasHeader('content-encoding')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload; // streams (files) are sent as they are
    const type = reply.getHeader('content-type');
    if (payload.length < COMPRESS_FROM_BYTES || typeof type !== 'string' || !COMPRESSIBLE.test(type)) return payload;
    reply.header('vary', varyWithEncoding(reply.getHeader('vary')));
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const compressed = await compressBody(typeof payload === 'string' ? Buffer.from(payload) : payload, encoding);
    reply.header('content-encoding', encoding).removeHeader('content-length');
    return compressed;
  });
}

/** The answer differs by Accept-Encoding, besides whatever else it already varied by. */
function varyWithEncoding(vary: unknown): string {
  const names = String(vary ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  return names.some((n) => n.toLowerCase() === 'accept-encoding') ? names.join(', ') : [...names, 'Accept-Encoding'].join(', ');
}
