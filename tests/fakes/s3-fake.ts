/**
 * A local stand-in for an S3-compatible store, path-style (/{bucket}/{key}).
 * It refuses requests without a well-formed SigV4 Authorization header for the
 * expected access key (403, XML error like S3), checks x-amz-content-sha256
 * against the body of a PUT, stores objects in memory and answers GET with
 * them (404 NoSuchKey otherwise), and lists them (ListObjectsV2, paged by max-keys).
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface S3FakeRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
}

export interface S3Fake {
  url: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  objects: Map<string, { body: Buffer; contentType: string }>;
  requests: S3FakeRequest[];
  /** When set, every request answers 500 InternalError. */
  failing: boolean;
  close(): Promise<void>;
}

const AUTH_SHAPE =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

const xmlError = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;

export async function startS3Fake(
  opts: Partial<Pick<S3Fake, 'bucket' | 'accessKeyId' | 'secretAccessKey' | 'region'>> = {},
): Promise<S3Fake> {
  const fake: S3Fake = {
    url: '',
    bucket: opts.bucket ?? 'resumes-test',
    accessKeyId: opts.accessKeyId ?? 'AKIAFAKEKEY000000001',
    secretAccessKey: opts.secretAccessKey ?? 'fake-secret-key',
    region: opts.region ?? 'ap-south-1',
    objects: new Map(),
    requests: [],
    failing: false,
    close: async () => {},
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const u = new URL(req.url ?? '/', 'http://fake');
      fake.requests.push({ method: req.method ?? '', path: u.pathname, headers: req.headers });
      const reply = (status: number, code?: string, message?: string) => {
        res.writeHead(status, { 'content-type': 'application/xml' });
        res.end(code ? xmlError(code, message ?? code) : '');
      };
      if (fake.failing) return reply(500, 'InternalError', 'We encountered an internal error. Please try again.');

      const m = AUTH_SHAPE.exec(String(req.headers.authorization ?? ''));
      const amzDate = String(req.headers['x-amz-date'] ?? '');
      if (!m || !/^\d{8}T\d{6}Z$/.test(amzDate) || m[2] !== amzDate.slice(0, 8)) {
        return reply(403, 'AccessDenied', 'Missing or malformed SigV4 Authorization header');
      }
      const signed = m[4].split(';');
      if (!signed.includes('host') || !signed.includes('x-amz-date') || !signed.includes('x-amz-content-sha256')) {
        return reply(403, 'AccessDenied', 'host, x-amz-date and x-amz-content-sha256 must be signed');
      }
      if (m[1] !== fake.accessKeyId)
        return reply(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
      if (m[3] !== fake.region)
        return reply(400, 'AuthorizationHeaderMalformed', `the region '${m[3]}' is wrong; expecting '${fake.region}'`);

      const [, bucket, ...rest] = u.pathname.split('/');
      const key = rest.map(decodeURIComponent).join('/');
      if (bucket !== fake.bucket) return reply(404, 'NoSuchBucket', 'The specified bucket does not exist');
      if (!key && req.method === 'GET' && u.searchParams.get('list-type') === '2') {
        // ListObjectsV2: keys under the prefix in order, max-keys a page (default 1000), an opaque continuation token.
        const prefix = u.searchParams.get('prefix') ?? '';
        const max = Number(u.searchParams.get('max-keys') ?? 1000);
        const after = Buffer.from(u.searchParams.get('continuation-token') ?? '', 'base64url').toString();
        const all = [...fake.objects.keys()].filter((k) => k.startsWith(prefix) && k > after).sort();
        const page = all.slice(0, max);
        const truncated = all.length > page.length;
        const escape = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
        res.writeHead(200, { 'content-type': 'application/xml' });
        return res.end(
          `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${fake.bucket}</Name><Prefix>${escape(prefix)}</Prefix>` +
            `<KeyCount>${page.length}</KeyCount><MaxKeys>${max}</MaxKeys><IsTruncated>${truncated}</IsTruncated>` +
            page.map((k) => `<Contents><Key>${escape(k)}</Key><Size>${fake.objects.get(k)!.body.length}</Size></Contents>`).join('') +
            (truncated ? `<NextContinuationToken>${Buffer.from(page.at(-1)!).toString('base64url')}</NextContinuationToken>` : '') +
            '</ListBucketResult>',
        );
      }
      if (!key) return reply(400, 'InvalidRequest', 'A key is required');

      if (req.method === 'PUT') {
        const declared = String(req.headers['x-amz-content-sha256'] ?? '');
        if (declared !== 'UNSIGNED-PAYLOAD' && declared !== createHash('sha256').update(body).digest('hex')) {
          return reply(400, 'XAmzContentSHA256Mismatch', 'The provided x-amz-content-sha256 header does not match what was computed.');
        }
        fake.objects.set(key, { body, contentType: String(req.headers['content-type'] ?? 'application/octet-stream') });
        res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
        return res.end();
      }
      if (req.method === 'GET') {
        const obj = fake.objects.get(key);
        if (!obj) return reply(404, 'NoSuchKey', 'The specified key does not exist.');
        res.writeHead(200, { 'content-type': obj.contentType, 'content-length': obj.body.length });
        return res.end(obj.body);
      }
      return reply(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
