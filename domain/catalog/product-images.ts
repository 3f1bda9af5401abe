import sharp from 'sharp';
import type { Storage } from '../../adapters/storage/types';
import type { Db } from '../../db/client';
import { newId } from '../../db/ids';
import { PRODUCT_IMAGE_MAX_PIXELS } from '../constants';
import { DomainError, badRequest, notFound, tooLarge, unsupportedType } from '../errors';
import { MSG } from '../messages';
import { audit } from '../staff/audit';
import type { StaffMember } from '../staff/staff';
import { oneConversionAtATime } from './image-conversions';
import { IMAGE_WIDTHS, mediaKey } from './image-sources';
import { MAIN_IMAGE_NAME, OTHER_IMAGE_NAME } from './images';
import { invalidateSearchIndex } from './search';

const LARGEST = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];

// A product photo as staff upload it (JPEG, PNG, WebP, AVIF, up to 5 MB and
// 25 megapixels, read from its header before it is decoded) becomes square
// WebP and AVIF files in the sizes pages use, kept in storage and served from
// /media/, one photo at a time per worker. The largest WebP is the URL the API shows.

export async function addProductImage(
  deps: { db: Db; storage: Storage },
  staff: Pick<StaffMember, 'id' | 'email'>,
  productId: string,
  input: { file: Buffer | undefined; alt: string; main: boolean },
): Promise<string> {
  const product = await deps.db.selectFrom('products').select('id').where('id', '=', productId.slice(0, 64)).executeTakeFirst();
  if (!product) throw notFound(MSG.productNotFound);
  if (!input.file) throw badRequest(MSG.imageRequired, 'image');
  const alt = input.alt.trim();
  if (!alt || alt.length > 200) throw badRequest(MSG.imageAltRequired, 'alt');
  let meta: sharp.Metadata;
  try {
    // The header only: nothing is decoded yet, so no pixel limit here (sharp's own would call a bomb unreadable); ours follows.
    meta = await sharp(input.file, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupportedType(MSG.imageUnsupported, 'image');
  }
  if (!['jpeg', 'png', 'webp', 'avif'].includes(meta.format ?? '')) throw unsupportedType(MSG.imageUnsupported, 'image');
  if (!meta.width || !meta.height) throw unsupportedType(MSG.imageUnsupported, 'image');
  if (meta.width * meta.height > PRODUCT_IMAGE_MAX_PIXELS) throw tooLarge(MSG.imageTooManyPixels, 'image');

  const file = input.file;
  const imageId = newId();
  const files = await oneConversionAtATime(async () => {
    const out: { key: string; body: Buffer; type: string }[] = [];
    for (const width of IMAGE_WIDTHS) {
      // Square, the whole pack visible on white: product cards and the gallery are square.
      // limitInputPixels again: a file whose header lies is refused by the decoder too.
      const resized = sharp(file, { limitInputPixels: PRODUCT_IMAGE_MAX_PIXELS })
        .rotate()
        .resize(width, width, { fit: 'contain', background: '#ffffff', withoutEnlargement: false });
      const [webp, avif] = await Promise.all([
        resized.clone().webp({ quality: 80 }).toBuffer(),
        resized.clone().avif({ quality: 55 }).toBuffer(),
      ]);
      out.push({ key: mediaKey(product.id, imageId, width, 'webp'), body: webp, type: 'image/webp' });
      out.push({ key: mediaKey(product.id, imageId, width, 'avif'), body: avif, type: 'image/avif' });
    }
    return out;
  }).catch((e: unknown) => {
    // A file sharp could read the header of but not decode (cut short, or more pixels than its header said).
    if (e instanceof Error && !(e instanceof DomainError)) throw unsupportedType(MSG.imageUnsupported, 'image');
    throw e;
  });
  for (const f of files) await deps.storage.put(f.key, f.body, f.type);
  const url = `/${mediaKey(product.id, imageId, LARGEST, 'webp')}`;
  await deps.db.transaction().execute(async (trx) => {
    const ends = await trx
      .selectFrom('product_images')
      .select((eb) => [eb.fn.min<number>('position').as('first'), eb.fn.max<number>('position').as('last')])
      .where('product_id', '=', product.id)
      .executeTakeFirst();
    const position = input.main ? Number(ends?.first ?? 0) - 1 : Number(ends?.last ?? -1) + 1;
    // SPEC.md §3 names the main picture; there is one.
    if (input.main) {
      await trx
        .updateTable('product_images')
        .set({ name: OTHER_IMAGE_NAME })
        .where('product_id', '=', product.id)
        .where('name', '=', MAIN_IMAGE_NAME)
        .execute();
    }
    const name = input.main ? MAIN_IMAGE_NAME : OTHER_IMAGE_NAME;
    await trx.insertInto('product_images').values({ id: imageId, product_id: product.id, name, url, position, alt }).execute();
    await audit(trx, staff, 'product.image', 'product', product.id, null, { url, alt, main: input.main });
  });
  invalidateSearchIndex(deps.db);
  return url;
}
