import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages';
import { databases, staffToken, startTestApp, type TestApp } from '../setup/test-app';
import { multipart, type Part } from './careers-files';
import { makeProduct } from './orders-helpers';

// A product photo uploaded in the back office becomes WebP and AVIF in three
// sizes, served from /media/ for a year, and the shop shows it.

describe.each(databases)('back office product photos on %s', (kind) => {
  let t: TestApp;
  let catalogue: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    catalogue = await staffToken(t, 'catalogue');
  });
  afterAll(() => t.close());

  const upload = (productId: string, parts: Part[]) => {
    const body = multipart([{ name: 'intent', value: 'image' }, ...parts]);
    return t.app.inject({
      method: 'POST',
      url: `/admin/products/${productId}`,
      payload: body.payload,
      headers: { ...body.headers, authorization: catalogue, accept: 'application/json', origin: t.services.config.PUBLIC_URL },
    });
  };

  it('converts an uploaded photo, makes it the main one and serves every size', async () => {
    const p = await makeProduct(t.services.db);
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3a7d44' } })
      .png()
      .toBuffer();
    const res = await upload(p.id, [
      { name: 'alt', value: 'One kilogram pouch, front' },
      { name: 'main', value: '1' },
      { name: 'image', value: png, filename: 'pouch.png', contentType: 'image/png' },
    ]);
    expect(res.json()).toMatchObject({ ok: true, toast: { text: MSG.imageAdded } });

    const product = (await t.app.inject(`/api/get/product/${p.id}`)).json();
    const main = product.images[0] as { name: string; url: string; alt: string };
    expect(main).toMatchObject({ name: 'Product_Main_Image', alt: 'One kilogram pouch, front' });
    expect(product.images.filter((i: { name: string }) => i.name === 'Product_Main_Image')).toHaveLength(1);
    expect(main.url).toMatch(new RegExp(`^${t.services.config.PUBLIC_URL}/media/products/${p.id}/[a-f0-9]+-960\\.webp$`));
    const path = new URL(main.url).pathname;
    const webp = await t.app.inject(path);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(webp.rawPayload).metadata()).width).toBe(960);
    const avif = await t.app.inject(path.replace('-960.webp', '-160.avif'));
    expect(avif.headers['content-type']).toBe('image/avif');
    expect((await sharp(avif.rawPayload).metadata()).width).toBe(160);

    const page = await t.app.inject({ url: '/b2b', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    const details = await t.app.inject({ url: `/product_details/${p.id}`, headers: { accept: 'text/html' } });
    expect(details.body).toContain(path);
  });

  it('refuses what is not a photo, and a photo without a description', async () => {
    const p = await makeProduct(t.services.db);
    const text = await upload(p.id, [
      { name: 'alt', value: 'Label' },
      { name: 'image', value: Buffer.from('not an image at all'), filename: 'x.png', contentType: 'image/png' },
    ]);
    expect(text.statusCode).toBe(415);
    expect(text.json().errors).toEqual({ image: MSG.imageUnsupported });
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const noAlt = await upload(p.id, [{ name: 'image', value: png, filename: 'x.png', contentType: 'image/png' }]);
    expect(noAlt.json().errors).toEqual({ alt: MSG.imageAltRequired });
    expect((await t.app.inject('/media/products/../../etc/passwd')).statusCode).toBe(404);
    const huge = await upload(p.id, [
      { name: 'alt', value: 'Label' },
      { name: 'image', value: Buffer.alloc(6 * 1024 * 1024), filename: 'big.png', contentType: 'image/png' },
    ]);
    expect(huge.statusCode).toBe(413);
    expect(huge.json().errors).toEqual({ image: MSG.fileTooLarge });
  });
});
