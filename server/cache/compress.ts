import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

// How every answer is compressed: the caches' kept copies and the answers
// made for one request (plugins/compression.ts) alike.

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Smaller bodies gain nothing from compression. */
export const COMPRESS_FROM_BYTES = 1_024;
/** The content types worth compressing (text; images other than SVG are compressed already). */
export const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript|ld\+json|problem\+json)|image\/svg\+xml)/;

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
