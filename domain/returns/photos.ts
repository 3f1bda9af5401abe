import sharp from 'sharp';
import type { Storage } from '../../adapters/storage/types';
import { PRODUCT_IMAGE_MAX_PIXELS } from '../constants';
import { badRequest, tooLarge, unsupportedType } from '../errors';
import { oneConversionAtATime } from '../catalog/image-conversions';
import { RETURN_MSG } from './messages';

// A return's photos as a phone takes them (often 4000 px and 5 MB): read from
// the header first (JPEG, PNG, WebP; at most 25 megapixels), turned upright,
// made at most 1280 px wide or tall as JPEG, and stripped of everything but
// the pixels (no location, no camera data). One conversion at a time per
// worker, as product photos.

export const RETURN_PHOTOS_MAX = 4;
const LONGEST_SIDE = 1280;

/** Checks the files before anything is saved; answers them in order. */
export async function checkReturnPhotos(files: Buffer[], required: boolean): Promise<Buffer[]> {
  if (files.length > RETURN_PHOTOS_MAX) throw badRequest(RETURN_MSG.tooManyPhotos, 'photos');
  if (required && !files.length) throw badRequest(RETURN_MSG.photoNeeded, 'photos');
  for (const file of files) {
    let meta: sharp.Metadata;
    try {
      meta = await sharp(file, { limitInputPixels: false }).metadata();
    } catch {
      throw unsupportedType(RETURN_MSG.photoUnreadable, 'photos');
    }
    if (!['jpeg', 'png', 'webp'].includes(meta.format ?? '') || !meta.width || !meta.height)
      throw unsupportedType(RETURN_MSG.photoUnreadable, 'photos');
    if (meta.width * meta.height > PRODUCT_IMAGE_MAX_PIXELS) throw tooLarge(RETURN_MSG.photoTooLarge, 'photos');
  }
  return files;
}

export const returnPhotoKey = (returnId: string, position: number) => `returns/${returnId}/${position}.jpg`;

/** Resizes and stores the photos; answers their keys. */
export async function storeReturnPhotos(storage: Storage, returnId: string, files: Buffer[]): Promise<string[]> {
  const keys: string[] = [];
  for (const [i, file] of files.entries()) {
    const jpeg = await oneConversionAtATime(() =>
      sharp(file, { limitInputPixels: PRODUCT_IMAGE_MAX_PIXELS })
        .rotate()
        .resize(LONGEST_SIDE, LONGEST_SIDE, { fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 80, mozjpeg: true })
        .toBuffer(),
    );
    const key = returnPhotoKey(returnId, i + 1);
    await storage.put(key, jpeg, 'image/jpeg');
    keys.push(key);
  }
  return keys;
}
