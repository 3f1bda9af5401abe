import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipInTransaction } from '../../domain/orders/fulfilment';
import type { Actor } from '../../domain/orders/lifecycle';
import { approveReturn } from '../../domain/returns/decide';
import { RETURN_MSG } from '../../domain/returns/messages';
import { returnPhotoKey } from '../../domain/returns/photos';
import { receiveReturn } from '../../domain/returns/receive';
import { refundReturn } from '../../domain/returns/settle';
import { MSG } from '../../domain/messages';
import { databases, staffToken, startTestApp, type TestApp } from '../setup/test-app';
import { multipart } from './careers-files';
import { quickCustomer } from './orders-helpers';
import { confirmedOrder, pdfText } from './shipping-helpers';

// The customer's side of returns: from a delivered order's page to the return
// page (English and Hindi), a request posted as the browser posts it (a phone
// photo with its location, resized and stripped when stored), the refusals a
// customer can meet, and nobody else seeing the page, its photos or its
// credit note.

const courier: Actor = { kind: 'courier' };

/** A phone's photo: 3000 × 2000 JPEG with the camera and the place it was taken in its EXIF. */
async function phonePhoto() {
  return sharp({ create: { width: 3000, height: 2000, channels: 3, background: { r: 140, g: 100, b: 50 } } })
    .jpeg({ quality: 70 })
    .withMetadata({
      exif: {
        IFD0: { Make: 'PhoneMaker', Model: 'Field Cam 7' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 31/1 12/1', GPSLongitudeRef: 'E', GPSLongitude: '73/1 51/1 24/1' },
      },
    })
    .toBuffer();
}

describe.each(databases)('a customer returns packs of a delivered order on %s', (kind) => {
  let t: TestApp;
  let sales: string;
  let photo: Buffer;
  beforeAll(async () => {
    t = await startTestApp(kind);
    sales = await staffToken(t, 'sales');
    photo = await phonePhoto();
  });
  afterAll(() => t.close());

  /** A Cash on Delivery order of 3 packs, shipped (invoiced) and delivered by staff. */
  async function deliveredOrder() {
    const o = await confirmedOrder(t, sales, { quantity: 3 });
    await t.services.db
      .transaction()
      .execute((trx) => shipInTransaction(trx, o.id, { carrier: 'Delhivery', trackingNumber: `AWB${o.id.slice(-6)}` }, courier));
    const delivered = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${o.id}/deliver`, headers: { authorization: sales } });
    expect(delivered.statusCode).toBe(200);
    const [line] = await t.services.db.selectFrom('order_lines').select('id').where('order_id', '=', o.id).execute();
    return { ...o, lineId: line.id };
  }

  const page = (url: string, token: string) => t.app.inject({ url, headers: { authorization: token, accept: 'text/html' } });

  type Part = { name: string; value: string | Buffer; filename?: string; contentType?: string };
  /** The return form posted as a browser posts it (multipart, from the shop's own page). */
  function post(orderId: string, token: string, fields: Record<string, string>, files: Part[] = [], lang = '') {
    const parts: Part[] = [...Object.entries(fields).map(([name, value]) => ({ name, value })), ...files];
    const { payload, headers } = multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: `${lang}/orders/${orderId}/return`,
      payload,
      headers: { ...headers, authorization: token, accept: 'text/html', origin: t.services.config.PUBLIC_URL },
    });
  }
  const jpeg = (name: string, body: Buffer = photo): Part => ({ name, value: body, filename: `${name}.jpg`, contentType: 'image/jpeg' });
  const returnsOf = (orderId: string) => t.services.db.selectFrom('returns').selectAll().where('order_id', '=', orderId).execute();

  it('links the order page to the return page, which offers the open reasons with their last day, in English and Hindi', async () => {
    const { id, buyer } = await deliveredOrder();
    const order = await page(`/orders/${id}`, buyer.token);
    expect(order.statusCode).toBe(200);
    expect(order.body).toContain(`href="/orders/${id}/return"`);
    expect(order.body).toContain('Return or replace packs');

    const en = await page(`/orders/${id}/return`, buyer.token);
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('data-testid="return-form"');
    expect(en.body).toMatch(/enctype="multipart\/form-data"/i);
    for (const reason of ['damaged', 'wrong', 'expired', 'short']) expect(en.body).toContain(`value="${reason}"`);
    expect(en.body).toMatch(
      /The pack arrived damaged or leaking(<!-- -->)? <span class="field-hint">\(until \d{1,2} \w+ 20\d\d, photo needed\)/,
    );
    expect(en.body).toContain('You can return up to 3.');
    expect(en.body).toContain('name="photo4"');
    expect(en.body).toContain('capture="environment"');
    // Cash on Delivery: the refund needs somewhere to go.
    expect(en.body).toContain('name="upi"');
    expect(en.body).toContain('name="ifsc"');

    const hi = await page(`/hi/orders/${id}/return`, buyer.token);
    expect(hi.statusCode).toBe(200);
    expect(hi.body).toContain('पैक लौटाएँ या बदलवाएँ');
    expect(hi.body).toContain('पैक टूटा हुआ या रिसता हुआ पहुँचा');
    expect(hi.body).toContain('रिफ़ंड कहाँ भेजें?');
    expect(hi.body).toContain(`href="/hi/orders/${id}"`);
  });

  it('says plainly when nothing can be returned: an order not delivered yet', async () => {
    const { id, buyer } = await confirmedOrder(t, sales);
    const res = await page(`/orders/${id}/return`, buyer.token);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('data-testid="return-form"');
    expect(res.body).toContain('Packs can be returned or replaced once the order is delivered.');
    expect((await page(`/orders/${id}`, buyer.token)).body).not.toContain(`/orders/${id}/return`);
  });

  it('takes a return with a phone photo: stored at most 1280 px without its EXIF, the lines in the database, the customer told', async () => {
    const { id, buyer, lineId } = await deliveredOrder();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await post(
      id,
      buyer.token,
      { reason: 'damaged', kind: 'refund', [`qty-${lineId}`]: '2', note: 'Two bags torn at the seam', upi: 'asha.patil@okaxis' },
      [jpeg('photo1'), { name: 'photo2', value: Buffer.alloc(0), filename: '', contentType: 'application/octet-stream' }],
    );
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe(`/orders/${id}/return`);

    const [ret] = await returnsOf(id);
    expect(ret).toMatchObject({
      kind: 'refund',
      reason: 'damaged',
      state: 'requested',
      note: 'Two bags torn at the seam',
      refund_to: 'upi',
    });
    expect(ret.payout_masked).toBe('as•••@okaxis');
    expect(ret.payout_sealed).not.toContain('asha.patil');
    const lines = await t.services.db.selectFrom('return_lines').selectAll().where('return_id', '=', ret.id).execute();
    expect(lines.map((l) => [l.order_line_id, Number(l.quantity)])).toEqual([[lineId, 2]]);
    const photos = await t.services.db.selectFrom('return_photos').selectAll().where('return_id', '=', ret.id).execute();
    expect(photos).toHaveLength(1);

    const stored = await t.services.storage.get(returnPhotoKey(ret.id, 1));
    const meta = await sharp(stored!).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(1280);
    expect(meta.width).toBe(1280);
    expect(meta.exif).toBeUndefined();
    expect(stored!.includes(Buffer.from('PhoneMaker'))).toBe(false);

    const told = await t.services.db
      .selectFrom('outbox')
      .select(['topic', 'channel', 'subject', 'body'])
      .where('order_id', '=', id)
      .where('recipient_kind', '=', 'customer')
      .where('topic', '=', 'order-return-requested')
      .execute();
    expect(told.length).toBeGreaterThan(0);
    expect(told.map((m) => `${m.subject ?? ''} ${m.body}`).join('\n')).toContain('received');

    // The page now shows the request, its packs and amount, the masked account and the photo; the order page links to it.
    const shown = await page(`/orders/${id}/return`, buyer.token);
    expect(shown.body).toContain('Waiting for our answer');
    expect(shown.body).toContain('The pack arrived damaged or leaking');
    expect(shown.body).toContain(' (1 kg) × 2');
    expect(shown.body).toContain('₹1,040');
    expect(shown.body).toContain('The refund goes to as•••@okaxis.');
    expect(shown.body).toContain(`src="/orders/${id}/returns/${ret.id}/photos/1.jpg"`);
    expect(shown.body).toContain('You can return up to 1.');
    expect((await page(`/orders/${id}`, buyer.token)).body).toContain('Your returns');

    const img = await page(`/orders/${id}/returns/${ret.id}/photos/1.jpg`, buyer.token);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/jpeg');
    expect(img.headers['cache-control']).toBe('private, no-store');
    expect(img.rawPayload.equals(stored!)).toBe(true);
    expect((await page(`/orders/${id}/returns/${ret.id}/photos/2.jpg`, buyer.token)).statusCode).toBe(404);
    // Staff with the orders' part of the back office see it too.
    const staffImg = await t.app.inject({ url: `/admin/returns/${ret.id}/photos/1.jpg`, headers: { authorization: sales } });
    expect(staffImg.statusCode).toBe(200);
    expect(staffImg.headers['content-type']).toBe('image/jpeg');
    const content = await staffToken(t, 'content');
    expect((await t.app.inject({ url: `/admin/returns/${ret.id}/photos/1.jpg`, headers: { authorization: content } })).statusCode).toBe(
      403,
    );

    // No credit note before the refund.
    expect((await page(`/orders/${id}/returns/${ret.id}/credit-note.pdf`, buyer.token)).statusCode).toBe(404);
  });

  it('refuses, with the reason shown on the form: more packs than bought, a COD refund with nowhere to go, a bad UPI id, 5 photos, a file that is no picture', async () => {
    const { id, buyer, lineId } = await deliveredOrder();
    const base = { reason: 'damaged', kind: 'refund', [`qty-${lineId}`]: '1', upi: 'asha@oksbi' };

    const tooMany = await post(id, buyer.token, { ...base, [`qty-${lineId}`]: '4' }, [jpeg('photo1')]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toContain(RETURN_MSG.tooMany);
    expect(tooMany.body).toContain('data-testid="return-form"');

    const nowhere = await post(id, buyer.token, { ...base, upi: '' }, [jpeg('photo1')]);
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.body).toContain(RETURN_MSG.payoutNeeded);

    const badUpi = await post(id, buyer.token, { ...base, upi: 'not a upi id' }, [jpeg('photo1')]);
    expect(badUpi.statusCode).toBe(400);
    expect(badUpi.body).toContain(RETURN_MSG.upiInvalid);
    expect(badUpi.body).toContain('value="not a upi id"');

    const badBank = await post(id, buyer.token, { ...base, upi: '', holder: 'Asha Patil', account: '12', ifsc: 'SBIN0001234' }, [
      jpeg('photo1'),
    ]);
    expect(badBank.statusCode).toBe(400);
    expect(badBank.body).toContain('the account number (9 to 18 digits)');

    const five = await post(
      id,
      buyer.token,
      base,
      [1, 2, 3, 4, 5].map((n) => jpeg(`photo${n}`)),
    );
    expect(five.statusCode).toBe(413);
    expect(five.body).toContain(MSG.bodyTooLarge);

    const text = await post(id, buyer.token, base, [
      { name: 'photo1', value: 'just some text, not a picture', filename: 'photo.jpg', contentType: 'image/jpeg' },
    ]);
    expect(text.statusCode).toBe(415);
    expect(text.body).toContain(RETURN_MSG.photoUnreadable);

    const noPhoto = await post(id, buyer.token, base);
    expect(noPhoto.statusCode).toBe(400);
    expect(noPhoto.body).toContain(RETURN_MSG.photoNeeded);

    expect(await returnsOf(id)).toEqual([]);

    // In Hindi, the refusal in Hindi.
    const hi = await post(id, buyer.token, { ...base, [`qty-${lineId}`]: '9' }, [jpeg('photo1')], '/hi');
    expect(hi.statusCode).toBe(400);
    expect(hi.body).toContain('आप जितने पैक मिले उससे ज़्यादा नहीं लौटा सकते।');

    // A replacement needs no account; missing packs need no photo.
    const replace = await post(id, buyer.token, { reason: 'short', kind: 'replace', [`qty-${lineId}`]: '1' });
    expect(replace.statusCode, replace.body).toBe(303);
    expect(await returnsOf(id)).toMatchObject([{ kind: 'replace', reason: 'short', refund_to: null, payout_masked: null }]);
  });

  it('shows nobody else the page, the photos or the credit note; the owner gets the credit note once refunded', async () => {
    const { id, buyer, lineId } = await deliveredOrder();
    const res = await post(id, buyer.token, { reason: 'wrong', kind: 'refund', [`qty-${lineId}`]: '1', upi: 'asha@oksbi' }, [
      jpeg('photo1'),
    ]);
    expect(res.statusCode).toBe(303);
    const [ret] = await returnsOf(id);
    const other = await quickCustomer(t.services.db, 'Other');
    for (const url of [
      `/orders/${id}/return`,
      `/orders/${id}/returns/${ret.id}/photos/1.jpg`,
      `/orders/${id}/returns/${ret.id}/credit-note.pdf`,
    ])
      expect((await page(url, other.token)).statusCode, url).toBe(404);
    expect((await post(id, other.token, { reason: 'wrong', kind: 'replace', [`qty-${lineId}`]: '1' })).statusCode).toBe(404);
    // A return of another order, asked under this customer's own order, is not found either.
    const mine = await deliveredOrder();
    expect((await page(`/orders/${mine.id}/returns/${ret.id}/photos/1.jpg`, mine.buyer.token)).statusCode).toBe(404);
    // Signed out: to the login page.
    const anon = await t.app.inject({ url: `/orders/${id}/returns/${ret.id}/photos/1.jpg`, headers: { accept: 'text/html' } });
    expect(anon.statusCode).toBe(303);
    expect(anon.headers.location).toMatch(/^\/login/);

    // Staff approve, receive and refund to the UPI id: the credit note is there for its customer and staff.
    const staff = await t.services.db
      .selectFrom('staff')
      .select(['id', 'email'])
      .where('email', '=', 'sales@mitti.example')
      .executeTakeFirstOrThrow();
    await approveReturn(t.services, staff, ret.id);
    await receiveReturn(t.services, staff, ret.id, { [lineId]: { disposition: 'restock' } });
    await refundReturn(t.services, staff, ret.id, { reference: 'UTR123456789' });
    const pdf = await page(`/orders/${id}/returns/${ret.id}/credit-note.pdf`, buyer.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    expect(await pdfText(pdf.rawPayload)).toMatch(/credit note/i);
    const staffPdf = await t.app.inject({ url: `/admin/returns/${ret.id}/credit-note.pdf`, headers: { authorization: sales } });
    expect(staffPdf.statusCode).toBe(200);
    expect((await page(`/orders/${id}/returns/${ret.id}/credit-note.pdf`, other.token)).statusCode).toBe(404);

    const shown = await page(`/orders/${id}/return`, buyer.token);
    expect(shown.body).toContain('Refunded');
    expect(shown.body).toContain('₹520 refunded to as•••@oksbi.');
    expect(shown.body).toContain('Reference: UTR123456789');
    expect(shown.body).toContain(`href="/orders/${id}/returns/${ret.id}/credit-note.pdf"`);
  });
});
