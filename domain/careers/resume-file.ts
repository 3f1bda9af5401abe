import { inflateRawSync } from 'node:zlib';

// What a resume really is, judged by its bytes and never by its name: a PDF
// must look like a whole PDF, not just start like one; a DOCX is opened as a
// zip with limits, so a zip bomb is refused before anything inflates far.

export interface ResumeType {
  ext: 'pdf' | 'doc' | 'docx';
  contentType: string;
}

const PDF_HEAD = /^%PDF-[12]\.\d/;
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

/** Limits on a DOCX: entries, what it would inflate to, and how far one entry may inflate. */
export const DOCX_MAX_ENTRIES = 1000;
export const DOCX_MAX_UNCOMPRESSED = 50 * 1024 * 1024;
export const DOCX_MAX_RATIO = 100;

/** A PDF: the header, objects, a cross-reference pointer and the end marker near the end. */
function isPdf(buf: Buffer): boolean {
  if (buf.length < 64 || !PDF_HEAD.test(buf.toString('latin1', 0, 8))) return false;
  // Readers look for the end marker in the last kilobyte; trailing blanks and NULs are allowed.
  let end = buf.length;
  while (end > 0 && (buf[end - 1] <= 0x20 || buf[end - 1] === 0)) end -= 1;
  const tail = buf.toString('latin1', Math.max(0, end - 1024), end);
  return /startxref\s+\d+\s+%%EOF$/.test(tail) && /\d+\s+\d+\s+obj\b/.test(buf.toString('latin1', 0, Math.min(buf.length, 1 << 20)));
}

interface ZipEntry {
  name: string;
  method: number;
  compressed: number;
  uncompressed: number;
  localOffset: number;
}

/** The central directory of a zip, or null when it is not a plain zip within our limits. */
function zipEntries(buf: Buffer): ZipEntry[] | null {
  const eocd = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < Math.max(0, buf.length - 0xffff - 22) || eocd + 22 > buf.length) return null;
  const count = buf.readUInt16LE(eocd + 10);
  if (count === 0 || count > DOCX_MAX_ENTRIES || count === 0xffff) return null; // zip64 is not a resume
  const entries: ZipEntry[] = [];
  let p = buf.readUInt32LE(eocd + 16);
  let total = 0;
  for (let i = 0; i < count; i++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== 0x02014b50) return null;
    const entry: ZipEntry = {
      method: buf.readUInt16LE(p + 10),
      compressed: buf.readUInt32LE(p + 20),
      uncompressed: buf.readUInt32LE(p + 24),
      name: buf.toString('utf8', p + 46, p + 46 + buf.readUInt16LE(p + 28)),
      localOffset: buf.readUInt32LE(p + 42),
    };
    total += entry.uncompressed;
    const ratio = entry.compressed ? entry.uncompressed / entry.compressed : entry.uncompressed ? Infinity : 0;
    if (total > DOCX_MAX_UNCOMPRESSED || ratio > DOCX_MAX_RATIO) return null;
    entries.push(entry);
    p += 46 + buf.readUInt16LE(p + 28) + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
  }
  return entries;
}

/** Inflates one entry with a hard cap; true when it yields exactly what the directory says. */
function entryInflates(buf: Buffer, e: ZipEntry): boolean {
  const p = e.localOffset;
  if (p + 30 > buf.length || buf.readUInt32LE(p) !== 0x04034b50) return false;
  const start = p + 30 + buf.readUInt16LE(p + 26) + buf.readUInt16LE(p + 28);
  const data = buf.subarray(start, start + e.compressed);
  if (data.length !== e.compressed) return false;
  try {
    const out = e.method === 0 ? data : e.method === 8 ? inflateRawSync(data, { maxOutputLength: e.uncompressed + 1 }) : null;
    return !!out && out.length === e.uncompressed && out.includes('<w:document');
  } catch {
    return false;
  }
}

function isDocx(buf: Buffer): boolean {
  if (buf.length < 22 || !buf.subarray(0, 4).equals(ZIP)) return false;
  const entries = zipEntries(buf);
  const document = entries?.find((e) => e.name === 'word/document.xml');
  return !!document && entries!.some((e) => e.name === '[Content_Types].xml') && entryInflates(buf, document);
}

/** PDF, Word 97–2003 (OLE2 with a WordDocument stream) or DOCX; else null. */
export function detectResumeType(buf: Buffer): ResumeType | null {
  if (isPdf(buf)) return { ext: 'pdf', contentType: 'application/pdf' };
  if (buf.length >= 512 && buf.subarray(0, 8).equals(OLE2) && buf.includes(WORD_STREAM)) {
    return { ext: 'doc', contentType: 'application/msword' };
  }
  if (isDocx(buf)) return { ext: 'docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' };
  return null;
}
