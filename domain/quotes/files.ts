import type { Storage } from '../../adapters/storage/types';
import { badRequest, tooLarge, unsupportedType } from '../errors';
import { QUOTE_MSG } from './messages';

// The files a buyer sends with a request (a specification, a label design, a
// photo of a sample): PDF, JPEG or PNG, told apart by their first bytes (never
// by the name or type the browser claims), at most 5 MB each and 3 in all,
// kept as they came through the storage adapter and served only to the quote's
// buyer and to staff.

export const QUOTE_FILES_MAX = 3;
export const QUOTE_FILE_MAX_BYTES = 5 * 1024 * 1024;

const KINDS = [
  { type: 'application/pdf', ext: 'pdf', magic: Buffer.from('%PDF-') },
  { type: 'image/jpeg', ext: 'jpg', magic: Buffer.from([0xff, 0xd8, 0xff]) },
  { type: 'image/png', ext: 'png', magic: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
] as const;

export interface CheckedFile {
  body: Buffer;
  contentType: string;
  ext: string;
}

/** The files, checked before anything is saved. */
export function checkQuoteFiles(files: Buffer[]): CheckedFile[] {
  if (files.length > QUOTE_FILES_MAX) throw badRequest(QUOTE_MSG.tooManyFiles, 'files');
  return files.map((body) => {
    if (body.length > QUOTE_FILE_MAX_BYTES) throw tooLarge(QUOTE_MSG.fileTooLarge, 'files');
    const kind = KINDS.find((k) => body.subarray(0, k.magic.length).equals(k.magic));
    if (!kind) throw unsupportedType(QUOTE_MSG.fileType, 'files');
    return { body, contentType: kind.type, ext: kind.ext };
  });
}

export const quoteFileKey = (quoteId: string, position: number, ext: string) => `quotes/${quoteId}/${position}.${ext}`;

/** Stores the files; answers their keys in order. */
export async function storeQuoteFiles(storage: Storage, quoteId: string, files: CheckedFile[]): Promise<string[]> {
  const keys: string[] = [];
  for (const [i, f] of files.entries()) {
    const key = quoteFileKey(quoteId, i + 1, f.ext);
    await storage.put(key, f.body, f.contentType);
    keys.push(key);
  }
  return keys;
}
