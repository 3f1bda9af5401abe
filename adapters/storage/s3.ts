import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { assertSafeKey, isSafeKey, type Storage } from './types';

export interface S3Options {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** Per request; defaults to 15 s. */
  timeoutMs?: number;
}

/**
 * An S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, …), addressed
 * path-style: {endpoint}/{bucket}/{key}, each request signed with SigV4.
 */
export function createS3Storage(o: S3Options): Storage {
  const client = new AwsClient({
    accessKeyId: o.accessKeyId,
    secretAccessKey: o.secretAccessKey,
    region: o.region,
    service: 's3',
    retries: 2,
    initRetryMs: 200,
  });
  const base = `${o.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(o.bucket)}`;
  const urlOf = (key: string) => {
    assertSafeKey(key);
    return `${base}/${key.split('/').map(encodeURIComponent).join('/')}`;
  };
  const timeout = () => AbortSignal.timeout(o.timeoutMs ?? 15_000);
  return {
    async put(key, body, contentType) {
      const res = await client.fetch(urlOf(key), {
        method: 'PUT',
        body: new Uint8Array(body),
        headers: {
          'content-type': contentType,
          // The payload's hash is signed too, so the store can check the bytes arrived whole.
          'x-amz-content-sha256': createHash('sha256').update(body).digest('hex'),
        },
        signal: timeout(),
      });
      if (!res.ok) throw new Error(`S3 PUT ${key} failed: ${res.status} ${(await res.text()).slice(0, 200)}`);
    },
    async get(key) {
      const res = await client.fetch(urlOf(key), { method: 'GET', signal: timeout() });
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (!res.ok) throw new Error(`S3 GET ${key} failed: ${res.status} ${(await res.text()).slice(0, 200)}`);
      return Buffer.from(await res.arrayBuffer());
    },
    async list(prefix) {
      // ListObjectsV2, a thousand keys a page, following the continuation token.
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const query = new URLSearchParams({ 'list-type': '2', prefix });
        if (token) query.set('continuation-token', token);
        const res = await client.fetch(`${base}?${query}`, { method: 'GET', signal: timeout() });
        const xml = await res.text();
        if (!res.ok) throw new Error(`S3 LIST ${prefix || '/'} failed: ${res.status} ${xml.slice(0, 200)}`);
        for (const m of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) keys.push(unescapeXml(m[1]));
        const next = /<IsTruncated>true<\/IsTruncated>/.test(xml)
          ? /<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)
          : null;
        token = next ? unescapeXml(next[1]) : undefined;
      } while (token);
      return keys.filter(isSafeKey).sort();
    },
  };
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (s: string) => s.replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => XML_ENTITIES[e]);
