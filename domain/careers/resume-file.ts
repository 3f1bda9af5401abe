// What a resume really is, judged by its bytes and never by its name.

export interface ResumeType {
  ext: 'pdf' | 'doc' | 'docx';
  contentType: string;
}

const PDF = Buffer.from('%PDF-', 'latin1');
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

/** True when a ZIP archive's central directory names `word/document.xml` (a Word document, not any zip). */
function zipHasEntry(buf: Buffer, name: string): boolean {
  // End of central directory: signature 50 4B 05 06, within the last 64 KiB + 22 bytes.
  const from = Math.max(0, buf.length - 0xffff - 22);
  const eocd = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < from || eocd + 22 > buf.length) return false;
  const entries = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  for (let i = 0; i < entries; i++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== 0x02014b50) return false;
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    if (buf.toString('utf8', p + 46, p + 46 + nameLen) === name) return true;
    p += 46 + nameLen + extraLen + commentLen;
  }
  return false;
}

/** PDF (%PDF-), Word 97–2003 (OLE2 with a WordDocument stream) or DOCX (a zip with word/document.xml); else null. */
export function detectResumeType(buf: Buffer): ResumeType | null {
  if (buf.length >= 8 && buf.subarray(0, 5).equals(PDF)) return { ext: 'pdf', contentType: 'application/pdf' };
  if (buf.length >= 512 && buf.subarray(0, 8).equals(OLE2) && buf.includes(WORD_STREAM)) {
    return { ext: 'doc', contentType: 'application/msword' };
  }
  if (buf.length >= 22 && buf.subarray(0, 4).equals(ZIP) && zipHasEntry(buf, 'word/document.xml')) {
    return { ext: 'docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' };
  }
  return null;
}
