import PDFDocument from 'pdfkit';
import { clusterPieces, face, FILES, scriptRuns, shape, type Face } from './shaping';

// Text in our PDFs (tax invoices, credit notes, packing slips) in Latin and
// Devanagari, with embedded Noto Sans and Noto Sans Devanagari (only the
// glyphs used are embedded), shaped by HarfBuzz so that conjuncts, matras and
// the reph come out as a reader writes them.
//
// Copy and search read a PDF's text through each drawn glyph's Unicode
// mapping, in drawing order. Shaped Devanagari does not map glyph by glyph:
// one glyph stands for several letters (क्ष), the ि of कि is drawn before its
// consonant and the reph of र्म after it, and extractors give a glyph whose
// letters include a virama no width, then take the room it filled for a gap
// between words. So Devanagari is drawn twice at the same place: the shaped
// glyphs as outlines, which are seen and not read, and the letters in their
// typed order, one glyph each, spread to the same width, in invisible text
// (rendering mode 3, as scanned documents carry their recognised text), which
// is read and not seen. Latin text is ordinary text.

// pdfkit's embedded font, as far as this module reaches into it.
interface PdfkitFont {
  font: {
    glyphForCodePoint(c: number): { id: number; advanceWidth: number };
    getGlyph(id: number): { advanceWidth: number };
    unitsPerEm: number;
  };
  subset: { glyphs: number[]; mapping: Record<number, number>; includeGlyph(id: number): number };
  unicode: number[][];
  widths: number[];
  encode(text: string): [string[], Position[]];
  widthOfString(text: string, size: number): number;
}
interface Position {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
  advanceWidth: number;
}

const patched = new WeakSet<object>();

/**
 * Makes one of pdfkit's embedded fonts measure with HarfBuzz and map each
 * glyph it draws to its piece of the text. Latin is drawn shaped; Devanagari's
 * invisible text one glyph a letter (its own glyph in the font), each spacing
 * letter widened alike so that the word is as wide as the shaped word.
 */
function patch(font: PdfkitFont, name: Face) {
  if (patched.has(font)) return;
  patched.add(font);
  const scale = 1000 / font.font.unitsPerEm;
  const codes = new Map<string, number>();
  const codeFor = (gid: number, piece: string) => {
    const key = `${gid}:${piece}`;
    let code = codes.get(key);
    if (code !== undefined) return code;
    if (font.subset.mapping[gid] == null) code = font.subset.includeGlyph(gid);
    else {
      // The same glyph standing for other letters: a second copy under its own code.
      font.subset.glyphs.push(gid);
      code = font.subset.glyphs.length - 1;
    }
    font.widths[code] = font.font.getGlyph(gid).advanceWidth * scale;
    font.unicode[code] = Array.from(piece, (c) => c.codePointAt(0)!);
    codes.set(key, code);
    return code;
  };
  const shapedWidth = (text: string) => shape(name, text).reduce((w, g) => w + g.xAdvance, 0) * scale;
  const hex = (code: number) => code.toString(16).padStart(4, '0');

  const letters = (text: string): [string[], Position[]] => {
    const glyphs = Array.from(text, (c) => ({ c, g: font.font.glyphForCodePoint(c.codePointAt(0)!) }));
    const natural = glyphs.reduce((w, { g }) => w + g.advanceWidth * scale, 0);
    const stretch = natural > 0 ? shapedWidth(text) / natural : 1;
    const codes = glyphs.map(({ c, g }) => codeFor(g.id, c));
    const positions = glyphs.map(({ g }, i) => ({
      xAdvance: g.advanceWidth * scale * stretch,
      yAdvance: 0,
      xOffset: 0,
      yOffset: 0,
      advanceWidth: font.widths[codes[i]],
    }));
    return [codes.map(hex), positions];
  };

  const shaped = (text: string): [string[], Position[]] => {
    const glyphs = shape(name, text);
    const out: string[] = [];
    const positions: Position[] = [];
    for (let i = 0; i < glyphs.length;) {
      let j = i;
      while (j < glyphs.length && glyphs[j].cluster === glyphs[i].cluster) j++;
      const end = j < glyphs.length ? glyphs[j].cluster : text.length;
      const pieces = clusterPieces(text.slice(glyphs[i].cluster, end), j - i);
      for (let k = i; k < j; k++) {
        const g = glyphs[k];
        const code = codeFor(g.gid, pieces[k - i]);
        out.push(hex(code));
        positions.push({
          xAdvance: g.xAdvance * scale,
          yAdvance: g.yAdvance * scale,
          xOffset: g.xOffset * scale,
          yOffset: g.yOffset * scale,
          advanceWidth: font.widths[code],
        });
      }
      i = j;
    }
    return [out, positions];
  };

  font.encode = name.startsWith('deva') ? letters : shaped;
  font.widthOfString = (text: string, size: number) => (shapedWidth(text) * size) / 1000;
}

const outlines = new Map<string, string>();
/** A glyph's outline as an SVG path in font units (y up). */
function outline(name: Face, gid: number): string {
  const key = `${name}:${gid}`;
  let d = outlines.get(key);
  if (d === undefined) {
    d = face(name).font.glyphToPath(gid);
    outlines.set(key, d);
  }
  return d;
}

export type Doc = PDFKit.PDFDocument;

/** A new A4 document with the four faces registered. */
export function newDocument(options: PDFKit.PDFDocumentOptions): Doc {
  const doc = new PDFDocument({ size: 'A4', ...options });
  for (const name of Object.keys(FILES) as Face[]) doc.registerFont(name, face(name).data);
  return doc;
}

/** Collects the document's bytes once it is ended. */
export function bytesOf(doc: Doc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

function use(doc: Doc, deva: boolean, bold: boolean, size: number) {
  const name: Face = `${deva ? 'deva' : 'latin'}${bold ? '-bold' : ''}`;
  doc.font(name).fontSize(size);
  patch((doc as unknown as { _font: PdfkitFont })._font, name);
}

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: string;
  /** Wrap within this width (points); without it, one line. */
  width?: number;
  align?: 'left' | 'right' | 'center';
}

const lineHeight = (size: number) => size * 1.45;

/** The width of one line of text. */
export function widthOf(doc: Doc, text: string, style: TextStyle = {}): number {
  const size = style.size ?? 10;
  return scriptRuns(text).reduce((w, r) => {
    use(doc, r.deva, !!style.bold, size);
    return w + doc.widthOfString(r.text);
  }, 0);
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** The text broken into lines that fit the width, between words, or within a word too long for a line. */
export function linesOf(doc: Doc, text: string, style: TextStyle = {}): string[] {
  const out: string[] = [];
  for (const paragraph of text.split('\n')) {
    if (!style.width) {
      out.push(paragraph);
      continue;
    }
    const max = style.width;
    let line = '';
    const fits = (s: string) => widthOf(doc, s, style) <= max;
    for (const word of paragraph.split(/ +/).filter(Boolean)) {
      const tried = line ? `${line} ${word}` : word;
      if (fits(tried)) {
        line = tried;
        continue;
      }
      if (line) out.push(line);
      line = '';
      if (fits(word)) {
        line = word;
        continue;
      }
      for (const { segment } of graphemes.segment(word)) {
        if (line && !fits(line + segment)) {
          out.push(line);
          line = '';
        }
        line += segment;
      }
    }
    out.push(line);
  }
  return out;
}

/** The height the text takes, wrapped as `write` wraps it. */
export const heightOf = (doc: Doc, text: string, style: TextStyle = {}) => linesOf(doc, text, style).length * lineHeight(style.size ?? 10);

/** Devanagari as seen: the shaped glyphs' outlines, filled. */
function drawOutlines(doc: Doc, text: string, x: number, baseline: number, size: number, bold: boolean, color: string) {
  const name: Face = bold ? 'deva-bold' : 'deva';
  const k = size / 1000;
  let pen = x;
  for (const g of shape(name, text)) {
    const d = outline(name, g.gid);
    if (d) {
      doc
        .save()
        .translate(pen + g.xOffset * k, baseline - g.yOffset * k)
        .scale(k, -k)
        .path(d)
        .fill(color)
        .restore();
    }
    pen += g.xAdvance * k;
  }
}

/** Draws the text with its top-left corner at (x, y), wrapped and aligned; returns the y below it. */
export function write(doc: Doc, text: string, x: number, y: number, style: TextStyle = {}): number {
  const size = style.size ?? 10;
  doc.fillColor(style.color ?? '#000');
  for (const line of linesOf(doc, text, style)) {
    const width = widthOf(doc, line, style);
    let left = x;
    if (style.width && style.align === 'right') left = x + style.width - width;
    if (style.width && style.align === 'center') left = x + (style.width - width) / 2;
    const baseline = y + size * 1.05;
    for (const run of scriptRuns(line)) {
      if (run.deva) drawOutlines(doc, run.text, left, baseline, size, !!style.bold, style.color ?? '#000');
      use(doc, run.deva, !!style.bold, size);
      if (run.deva) doc.addContent('q 3 Tr');
      doc.text(run.text, left, baseline, { lineBreak: false, baseline: 'alphabetic' });
      if (run.deva) doc.addContent('Q');
      left += doc.widthOfString(run.text);
    }
    y += lineHeight(size);
  }
  doc.x = x;
  doc.y = y;
  return y;
}
