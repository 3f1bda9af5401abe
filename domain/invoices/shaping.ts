import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as hb from 'harfbuzzjs';

// The PDFs' fonts (Noto Sans and Noto Sans Devanagari, from assets/fonts) and
// their shaping by HarfBuzz: text cut into runs of one script, each run's
// glyphs in drawing order, and a cluster's letters shared among its glyphs
// (./pdf-text.ts draws them).

export type Face = 'latin' | 'latin-bold' | 'deva' | 'deva-bold';

export const FILES: Record<Face, string> = {
  latin: 'NotoSans-Regular.ttf',
  'latin-bold': 'NotoSans-Bold.ttf',
  deva: 'NotoSansDevanagari-Regular.ttf',
  'deva-bold': 'NotoSansDevanagari-Bold.ttf',
};
const FONTS_DIR = join(import.meta.dirname, '..', '..', 'assets', 'fonts');

interface Loaded {
  data: Buffer;
  font: hb.Font;
  shaped: Map<string, Shaped[]>;
}
interface Shaped {
  gid: number;
  cluster: number;
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
}

const loaded = new Map<Face, Loaded>();
export function face(name: Face): Loaded {
  let f = loaded.get(name);
  if (!f) {
    const data = readFileSync(join(FONTS_DIR, FILES[name]));
    f = { data, font: new hb.Font(new hb.Face(new hb.Blob(data))), shaped: new Map() };
    loaded.set(name, f);
  }
  return f;
}

/** Glyphs of a run of text in one font, in drawing order, in units of 1/1000 em (both fonts have 1000 units an em). */
export function shape(name: Face, text: string): Shaped[] {
  const f = face(name);
  const hit = f.shaped.get(text);
  if (hit) return hit;
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(f.font, buffer);
  const positions = buffer.getGlyphPositions();
  const glyphs = buffer.getGlyphInfos().map((g, i) => ({ gid: g.codepoint, cluster: g.cluster, ...positions[i] }));
  if (f.shaped.size > 2000) f.shaped.clear();
  f.shaped.set(text, glyphs);
  return glyphs;
}

const isDevanagari = (c: string) => {
  const n = c.codePointAt(0)!;
  return (n >= 0x0900 && n <= 0x097f) || (n >= 0xa8e0 && n <= 0xa8ff) || (n >= 0x1cd0 && n <= 0x1cff);
};
const joinsEither = (c: string) => /\s/u.test(c) || c === '\u200C' || c === '\u200D';

/** The text cut into runs of one script: Devanagari letters (and the spaces and joiners among them) in the Devanagari font, the rest in Noto Sans. */
export function scriptRuns(text: string): { text: string; deva: boolean }[] {
  const runs: { text: string; deva: boolean }[] = [];
  for (const c of text) {
    const last = runs.at(-1);
    const deva = isDevanagari(c) || (joinsEither(c) && last?.deva === true);
    if (last && last.deva === deva) last.text += c;
    else runs.push({ text: c, deva });
  }
  return runs;
}

/**
 * Pieces of a cluster's text for its glyphs in drawing order: read one after
 * another they give the text. The first glyph takes what is over when there
 * are fewer glyphs than letters; a glyph beyond the letters (a dotted circle
 * HarfBuzz adds to a stray matra) stands for a zero-width space.
 */
export function clusterPieces(text: string, glyphs: number): string[] {
  const chars = Array.from(text);
  if (glyphs <= 0) return [];
  if (chars.length < glyphs) return [...chars, ...Array<string>(glyphs - chars.length).fill('\u200B')];
  const extra = chars.length - glyphs;
  return [chars.slice(0, extra + 1).join(''), ...chars.slice(extra + 1)];
}
