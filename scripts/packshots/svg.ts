// Small SVG helpers of the packshots: escaping, colours, text measuring and
// wrapping, the seedling motif and the opening of every file.

import type { SeedProduct } from '../../db/seed/types';

export const FONT = 'Noto Sans, Arial, sans-serif';
export const INK = '#1f2a24';

export function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** Mixes a hex colour with white (t > 0) or black (t < 0). */
export function shade(hex: string, t: number): string {
  const n = parseInt(hex.slice(1), 16);
  const target = t < 0 ? 0 : 255;
  const a = Math.abs(t);
  const ch = (v: number) => Math.round(v + (target - v) * a);
  const r = ch((n >> 16) & 255);
  const g = ch((n >> 8) & 255);
  const b = ch(n & 255);
  return '#' + ((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1);
}

/** Rough advance width of a string in Noto Sans, in em. */
export function emWidth(s: string, bold = false): number {
  let w = 0;
  for (const c of s) {
    if (" .,:;!|'’".includes(c)) w += 0.27;
    else if ('ijlIft()[]r-'.includes(c)) w += 0.33;
    else if ('mwMW%'.includes(c)) w += 0.86;
    else if ('·×'.includes(c)) w += 0.4;
    else if (/[A-Z]/.test(c)) w += 0.66;
    else if (/[0-9]/.test(c)) w += 0.57;
    else w += 0.56;
  }
  return w * (bold ? 1.07 : 1);
}

/** Largest font size (up to max) at which every line fits in width. */
export function fitSize(lines: string[], width: number, max: number, bold = true): number {
  const widest = Math.max(...lines.map((l) => emWidth(l, bold)));
  return Math.min(max, Math.floor((width / widest) * 10) / 10);
}

/** Word-wraps text to lines no wider than width at the given size. */
export function wrap(text: string, width: number, size: number, maxLines: number, bold = false): string[] {
  const words = text.split(/\s+/);
  const lines: string[] = [];
  let cur = '';
  for (const w of words) {
    const next = cur ? `${cur} ${w}` : w;
    if (emWidth(next, bold) * size <= width) cur = next;
    else {
      if (cur) lines.push(cur);
      cur = w;
    }
  }
  if (cur) lines.push(cur);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    let last = kept[maxLines - 1];
    while (emWidth(last + '…', bold) * size > width && last.includes(' ')) last = last.slice(0, last.lastIndexOf(' '));
    kept[maxLines - 1] = last.replace(/[,;:.]$/, '') + '…';
    return kept;
  }
  return lines;
}

/** Whole sentences from the start of a text that fit in maxLines when wrapped. */
export function sentencesThatFit(text: string, width: number, size: number, maxLines: number): string[] {
  const sentences = text.split('. ').map((s) => s.replace(/\.$/, '') + '.');
  let best = wrap(sentences[0], width, size, maxLines);
  for (let n = 2; n <= sentences.length; n++) {
    const lines = wrap(sentences.slice(0, n).join(' '), width, size, 99);
    if (lines.length > maxLines) break;
    best = lines;
  }
  return best;
}

export function text(x: number, y: number, s: string, size: number, fill: string, extra = ''): string {
  return `<text x="${x}" y="${y}" font-size="${size}" fill="${fill}"${extra}>${esc(sup(s))}</text>`;
}

/** Writes powers of ten as on a printed label: 10^8 → 10⁸. */
export function sup(s: string): string {
  const digits = '⁰¹²³⁴⁵⁶⁷⁸⁹';
  return s.replace(/\^(\d+)/g, (_, d: string) => [...d].map((x) => digits[Number(x)]).join(''));
}

/** Subscripts the atom counts of chemical formulae: Na2B8O13·4H2O → Na₂B₈O₁₃·4H₂O. */
export function formula(s: string): string {
  const digits = '₀₁₂₃₄₅₆₇₈₉';
  return s.replace(/\S*·\S*/g, (f) =>
    f.replace(/([A-Za-z)])(\d+)/g, (_, a: string, d: string) => a + [...d].map((x) => digits[Number(x)]).join('')),
  );
}

export const smallestPack = (p: SeedProduct) => p.packagingAvailable.split(',')[0].trim();

// Seedling with roots: two leaves, a ground line and a root tuft (box 40 × 40).
export const MOTIF =
  '<g id="m"><path d="M20 16C12 16 7 11 7 4c8 0 13 4 13 12zM20 13c0-7 5-11 13-11 0 7-5 11-13 11z" stroke="none"/>' +
  '<path d="M20 16v8M7 24h26M20 24c0 5-1 9-3 14M20 27c3 3 6 4 9 5M19 30c-3 1-6 3-8 6" fill="none" stroke-width="2.2" stroke-linecap="round"/></g>';

export function motif(x: number, y: number, scale: number, color: string, opacity = 1): string {
  return `<use href="#m" transform="translate(${x} ${y}) scale(${scale})" fill="${color}" stroke="${color}"${
    opacity < 1 ? ` opacity="${opacity}"` : ''
  }/>`;
}

export function svgOpen(title: string, defs: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 480" width="480" height="480" role="img" font-family="${FONT}">` +
    `<title>${esc(title)}</title><defs>${MOTIF}${defs}</defs>`
  );
}
