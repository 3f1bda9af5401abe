import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '../../adapters/storage/index';
import { createLocalStorage } from '../../adapters/storage/local';
import { createS3Storage } from '../../adapters/storage/s3';
import { startS3Fake, type S3Fake } from '../fakes/s3-fake';

const pdf = Buffer.from('%PDF-1.4\n% a resume\n%%EOF\n');

describe('local storage under DATA_DIR/uploads', () => {
  const dir = mkdtempSync(join(tmpdir(), 'storage-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('stores and reads back bytes, and answers null for a missing key', async () => {
    const storage = createLocalStorage(dir);
    await storage.put('resumes/2024/08/abc123.pdf', pdf, 'application/pdf');
    expect(await storage.get('resumes/2024/08/abc123.pdf')).toEqual(pdf);
    expect(readdirSync(join(dir, 'uploads', 'resumes', '2024', '08'))).toEqual(['abc123.pdf']);
    expect(await storage.get('resumes/2024/08/missing.pdf')).toBeNull();
  });

  it('refuses keys that could leave the uploads folder', async () => {
    const storage = createLocalStorage(dir);
    for (const key of ['../escape.pdf', 'a/../../b.pdf', '/etc/passwd', 'a//b', 'a\\b.pdf', '']) {
      await expect(storage.put(key, pdf, 'application/pdf'), key).rejects.toThrow(/Unsafe storage key/);
    }
  });

  it('is the default when no S3 bucket is configured', async () => {
    const storage = createStorage({ DATA_DIR: dir, S3_REGION: 'auto' });
    await storage.put('defaults/x.pdf', pdf, 'application/pdf');
    expect(readdirSync(join(dir, 'uploads', 'defaults'))).toEqual(['x.pdf']);
  });
});

describe('S3-compatible storage against a local fake', () => {
  let s3: S3Fake;
  beforeAll(async () => {
    s3 = await startS3Fake();
  });
  afterAll(() => s3.close());

  const options = () => ({
    endpoint: s3.url,
    bucket: s3.bucket,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    region: s3.region,
  });

  it('PUTs path-style with a SigV4 signature and the payload hash, then GETs the same bytes', async () => {
    const storage = createS3Storage(options());
    await storage.put('resumes/2024/08/f00d.pdf', pdf, 'application/pdf');
    const put = s3.requests.at(-1)!;
    expect(put.method).toBe('PUT');
    expect(put.path).toBe(`/${s3.bucket}/resumes/2024/08/f00d.pdf`);
    expect(put.headers.authorization).toMatch(
      new RegExp(
        `^AWS4-HMAC-SHA256 Credential=${s3.accessKeyId}/\\d{8}/${s3.region}/s3/aws4_request, ?SignedHeaders=[a-z0-9;-]+, ?Signature=[0-9a-f]{64}$`,
      ),
    );
    expect(put.headers['x-amz-content-sha256']).toMatch(/^[0-9a-f]{64}$/);
    expect(s3.objects.get('resumes/2024/08/f00d.pdf')).toEqual({ body: pdf, contentType: 'application/pdf' });

    expect(await storage.get('resumes/2024/08/f00d.pdf')).toEqual(pdf);
    expect(await storage.get('resumes/2024/08/none.pdf')).toBeNull();
  });

  it('is chosen by S3_ENDPOINT and S3_BUCKET', async () => {
    const storage = createStorage({
      DATA_DIR: '/nonexistent',
      S3_ENDPOINT: s3.url,
      S3_BUCKET: s3.bucket,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      S3_REGION: s3.region,
    });
    await storage.put('wired/one.pdf', pdf, 'application/pdf');
    expect(s3.objects.has('wired/one.pdf')).toBe(true);
  });

  it('throws when the store refuses the credentials or fails, instead of pretending it stored the file', async () => {
    const wrongKey = createS3Storage({ ...options(), accessKeyId: 'AKIAWRONG' });
    await expect(wrongKey.put('x/y.pdf', pdf, 'application/pdf')).rejects.toThrow(/403/);
    expect(s3.objects.has('x/y.pdf')).toBe(false);
    s3.failing = true;
    try {
      await expect(createS3Storage(options()).get('resumes/2024/08/f00d.pdf')).rejects.toThrow(/500/);
    } finally {
      s3.failing = false;
    }
  });

  it('needs both keys when a bucket is configured', () => {
    expect(() => createStorage({ DATA_DIR: '.', S3_ENDPOINT: s3.url, S3_BUCKET: 'b', S3_REGION: 'auto' })).toThrow(/S3_ACCESS_KEY_ID/);
  });
});
