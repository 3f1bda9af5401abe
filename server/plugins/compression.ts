import type { FastifyInstance } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

// Every answer made for one request (a page of a logged-in customer, the
// first render of a page before the shared cache has its compressed copy, an
// API answer) goes out compressed when the client takes it: an 80 KB Hindi
// page is 18 KB in brotli, half a second less on a slow phone network.
// Compression runs on libuv's thread pool, off the event loop.

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Smaller bodies gain nothing from compression. */
export const COMPRESS_FROM_BYTES = 1_024;
const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript|ld\+json|problem\+json)|image\/svg\+xml)/;

export type Encoding = 'br' | 'gzip';

/** brotli at quality 5 (fast, close to the best for HTML and JSON) or gzip at level 6. */
export function compressBody(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gz(body, { level: 6 });
}

/** The encoding a client asked for (`Accept-Encoding`), brotli first; null for none. */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  const accepts = [header ?? ''].flat().join(',');
  if (/\bbr\b/.test(accepts)) return 'br';
  if (/\bgzip\b/.test(accepts)) return 'gzip';
  return null;
}

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
