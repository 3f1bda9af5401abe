import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCX_MAX_UNCOMPRESSED, detectResumeType } from '../../domain/careers/resume-file';
import { imageConversions, oneConversionAtATime } from '../../domain/catalog/image-conversions';
import { IMAGE_CONVERSIONS_WAITING_MAX, PRODUCT_IMAGE_MAX_PIXELS, RESUMES_PER_IP_PER_HOUR } from '../../domain/constants';
import { MSG } from '../../domain/messages';
import { databases, staffToken, startTestApp, type TestApp } from '../setup/test-app';
import { minimalDocx, minimalPdf, multipart, zipDeflated } from './careers-files';
import { makeProduct } from './orders-helpers';

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

/** A real PNG of 1 × 1 pixel whose header claims `width` × `height`: a decompression bomb as its header reads. */
function pngClaiming(width: number, height: number, png: Buffer): Buffer {
  const out = Buffer.from(png);
  out.writeUInt32BE(width, 16); // IHDR data starts at 16: width, height, …
  out.writeUInt32BE(height, 20);
  out.writeUInt32BE(crc32(out.subarray(12, 29)), 29); // over the chunk type and its 13 bytes of data
  return out;
}

describe.each(databases)('product photo uploads on %s', (kind) => {
  let t: TestApp;
  let catalogue: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    catalogue = await staffToken(t, 'catalogue');
  });
  afterAll(() => t.close());

  const upload = (productId: string, image: Buffer, name = 'photo.png', type = 'image/png') => {
    const body = multipart([
      { name: 'intent', value: 'image' },
      { name: 'alt', value: 'The pouch, front' },
      { name: 'image', value: image, filename: name, contentType: type },
    ]);
    return t.app.inject({
      method: 'POST',
      url: `/admin/products/${productId}`,
      payload: body.payload,
      headers: { ...body.headers, authorization: catalogue, accept: 'application/json', origin: t.services.config.PUBLIC_URL },
    });
  };

  it(`refuses a photo of more than ${PRODUCT_IMAGE_MAX_PIXELS / 1e6} megapixels from its header, before decoding it`, async () => {
    const p = await makeProduct(t.services.db);
    const before = (await t.services.db.selectFrom('product_images').select('id').where('product_id', '=', p.id).execute()).length;
    const tiny = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    // 100,000 × 100,000 pixels claimed in a file of a few bytes: 40 GB if decoded.
    const bomb = pngClaiming(100_000, 100_000, tiny);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(100_000);
    const res = await upload(p.id, bomb);
    expect(res.statusCode).toBe(413);
    expect(res.json().errors).toEqual({ image: MSG.imageTooManyPixels });
    // Just over the limit, a real photo (6000 × 4200 = 25.2 MP), the kind a phone takes.
    const photo = await sharp({ create: { width: 6000, height: 4200, channels: 3, background: '#3a7d44' } })
      .jpeg({ quality: 50 })
      .toBuffer();
    const big = await upload(p.id, photo, 'photo.jpg', 'image/jpeg');
    expect(big.statusCode).toBe(413);
    expect(big.json().errors).toEqual({ image: MSG.imageTooManyPixels });
    const images = () => t.services.db.selectFrom('product_images').select('id').where('product_id', '=', p.id).execute();
    expect(await images()).toHaveLength(before);
  });

  it('converts one photo at a time however many arrive at once, and refuses one beyond the waiting room', async () => {
    const p = await makeProduct(t.services.db);
    const images = () => t.services.db.selectFrom('product_images').select('id').where('product_id', '=', p.id).execute();
    const before = (await images()).length;
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a7d44' } })
      .jpeg()
      .toBuffer();
    imageConversions.mostAtOnce = 0;
    const answers = await Promise.all(
      Array.from({ length: IMAGE_CONVERSIONS_WAITING_MAX }, () => upload(p.id, photo, 'p.jpg', 'image/jpeg')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    expect(imageConversions.mostAtOnce).toBe(1);
    expect(imageConversions.running).toBe(0);
    expect(await images()).toHaveLength(before + IMAGE_CONVERSIONS_WAITING_MAX);

    // The waiting room full (one conversion under way, every place taken): the next photo is refused with a
    // message and nothing half-made is kept; once the room empties, photos are taken again.
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const held = [oneConversionAtATime(() => gate)];
    await new Promise((r) => setImmediate(r)); // under way: it waits no more
    held.push(...Array.from({ length: IMAGE_CONVERSIONS_WAITING_MAX }, () => oneConversionAtATime(() => gate)));
    expect(imageConversions.waiting).toBe(IMAGE_CONVERSIONS_WAITING_MAX);
    const refused = await upload(p.id, photo, 'p.jpg', 'image/jpeg');
    expect(refused.statusCode).toBe(503);
    expect(refused.json().toast?.text ?? refused.json().message).toBe(MSG.imageBusy);
    release();
    await Promise.all(held);
    expect(await images()).toHaveLength(before + IMAGE_CONVERSIONS_WAITING_MAX);
    expect((await upload(p.id, photo, 'p.jpg', 'image/jpeg')).statusCode).toBe(200);
    expect(imageConversions.mostAtOnce).toBe(1);
  });
});
