import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCX_MAX_UNCOMPRESSED, detectResumeType } from '../../domain/careers/resume-file';
import { RESUMES_PER_IP_PER_HOUR } from '../../domain/constants';
import { MSG } from '../../domain/messages';
import { databases, startTestApp, type TestApp } from '../setup/test-app';
import { minimalDocx, minimalPdf, multipart, zipDeflated } from './careers-files';

const CONTENT_TYPES = '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';
const DOCUMENT = '<?xml version="1.0"?><w:document xmlns:w="x"><w:body><w:p><w:r><w:t>Resume</w:t></w:r></w:p></w:body></w:document>';

describe('what counts as a resume', () => {
  it('a real PDF, DOCX (stored or deflated) and nothing that only starts like one', () => {
    expect(detectResumeType(minimalPdf())?.ext).toBe('pdf');
    expect(detectResumeType(minimalDocx())?.ext).toBe('docx');
    expect(detectResumeType(zipDeflated({ '[Content_Types].xml': CONTENT_TYPES, 'word/document.xml': DOCUMENT }))?.ext).toBe('docx');
    expect(detectResumeType(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4096, 0x41)]))).toBeNull();
    expect(detectResumeType(Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>\n%%EOF\n'))).toBeNull();
    // A PDF cut short (no cross-reference and end marker) is not a whole PDF.
    expect(detectResumeType(minimalPdf().subarray(0, minimalPdf().length - 30))).toBeNull();
  });

  it('refuses a zip bomb and a DOCX without its parts, without inflating them far', () => {
    const bomb = zipDeflated({ '[Content_Types].xml': CONTENT_TYPES, 'word/document.xml': Buffer.alloc(DOCX_MAX_UNCOMPRESSED + 1, 0x20) });
    expect(bomb.length).toBeLessThan(200_000);
    expect(detectResumeType(bomb)).toBeNull();
    const dense = zipDeflated({ '[Content_Types].xml': CONTENT_TYPES, 'word/document.xml': `${DOCUMENT}${' '.repeat(5_000_000)}` });
    expect(detectResumeType(dense)).toBeNull(); // inflates over 100 times its size
    expect(detectResumeType(zipDeflated({ 'word/document.xml': DOCUMENT }))).toBeNull();
    expect(detectResumeType(zipDeflated({ '[Content_Types].xml': CONTENT_TYPES, 'word/other.xml': DOCUMENT }))).toBeNull();
  });
});

describe.each(databases)('resume uploads from one address on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const send = (file: Buffer) =>
    t.app.inject({
      method: 'POST',
      url: '/api/post/resume',
      remoteAddress: '198.51.100.20',
      ...multipart([
        { name: 'name', value: 'Priya Kale' },
        { name: 'email', value: 'priya@example.com' },
        { name: 'mobile', value: '9876543210' },
        { name: 'file', value: file, filename: 'cv.pdf', contentType: 'application/pdf' },
      ]),
    });

  it('count refused files toward the hourly limit too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < RESUMES_PER_IP_PER_HOUR; i++) statuses.push((await send(Buffer.from('%PDF-1.4 not really'))).statusCode);
    expect(new Set(statuses)).toEqual(new Set([415]));
    const next = await send(minimalPdf());
    expect(next.statusCode).toBe(429);
    expect(next.json()).toMatchObject({ status: false, message: MSG.applyRateLimited });
    expect(await t.services.db.selectFrom('resumes').select('id').execute()).toEqual([]);
  });
});
