// The labels: the front label shared by all pack shapes, the brand line above
// it, and the close-up of the back label.

import type { SeedCategory, SeedProduct } from '../../db/seed/types';
import { SHORT_NAMES, SINGULAR } from './names';
import { INK, emWidth, fitSize, formula, motif, sentencesThatFit, shade, smallestPack, svgOpen, text, wrap } from './svg';

// ── front label, shared by all pack shapes ────────────────────────────────

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The coloured front label panel, centred in box. */
export function frontLabel(p: SeedProduct, cat: SeedCategory, b: Box): string {
  const c = cat.color;
  const cx = b.x + b.w / 2;
  const name = SHORT_NAMES[p.code] ?? { lines: [p.title] };
  const sub = name.sub ?? SINGULAR[cat.slug];
  const inner = b.w - 28;
  const subSize = fitSize([sub], inner, 12, false);
  // the name block must also fit between the kicker and the pill
  const zoneH = b.h - 44 - 38 - 6 - 34 - 16 - 10 - subSize;
  const nameSize = Math.min(
    fitSize(name.lines, inner, name.lines.length > 1 ? 34 : 40),
    Math.floor(zoneH / (0.74 + 1.06 * (name.lines.length - 1))),
  );
  const out: string[] = [];
  out.push(`<rect x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}" rx="10" fill="${c}"/>`);
  // darker footer strip with the root motif
  out.push(`<path d="M${b.x} ${b.y + b.h - 44}h${b.w}v34a10 10 0 0 1-10 10h${-(b.w - 20)}a10 10 0 0 1-10-10z" fill="${shade(c, -0.25)}"/>`);
  out.push(
    text(cx, b.y + 26, SINGULAR[cat.slug].toUpperCase(), 11, shade(c, 0.75), ' text-anchor="middle" font-weight="700" letter-spacing="2"'),
  );
  const py = b.y + b.h - 44 - 38; // top of the form/pack pill
  // centre the name block and sub-line between the kicker and the pill
  const lineH = nameSize * 1.06;
  const blockH = nameSize * 0.74 + (name.lines.length - 1) * lineH + 10 + subSize;
  const zoneTop = b.y + 34;
  let y = zoneTop + (py - 6 - zoneTop - blockH) / 2 + nameSize * 0.74;
  for (const l of name.lines) {
    out.push(text(cx, Math.round(y), l, nameSize, '#fff', ' text-anchor="middle" font-weight="800"'));
    y += lineH;
  }
  y += 10 + subSize - lineH;
  out.push(text(cx, Math.round(y), sub, subSize, shade(c, 0.82), ' text-anchor="middle"'));
  // form · pack size pill
  const pill = `${p.form} · ${smallestPack(p)}`;
  const pw = Math.round(emWidth(pill, true) * 13 + 30);
  out.push(`<rect x="${cx - pw / 2}" y="${py}" width="${pw}" height="26" rx="13" fill="#fff"/>`);
  out.push(text(cx, py + 18, pill, 13, shade(c, -0.2), ' text-anchor="middle" font-weight="700"'));
  // footer: motif + code
  out.push(motif(b.x + 12, b.y + b.h - 40, 0.9, '#fff', 0.9));
  out.push(text(b.x + b.w - 14, b.y + b.h - 17, p.code, 10.5, shade(c, 0.7), ' text-anchor="end" letter-spacing="0.5"'));
  return out.join('');
}

/** Brand line: small motif and "Mitti Biotech" above the label. */
export function brand(cx: number, y: number, color: string): string {
  const w = emWidth('Mitti Biotech', true) * 17 + 26;
  const x0 = cx - w / 2;
  return motif(x0, y - 17, 0.55, color) + text(x0 + 26, y, 'Mitti Biotech', 17, color, ' font-weight="800"');
}

// ── back label close-up ───────────────────────────────────────────────────

export function backLabel(p: SeedProduct, cat: SeedCategory): string {
  const c = cat.color;
  const out: string[] = [];
  const defs =
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(c, 0.88)}"/>` +
    `<stop offset="1" stop-color="${shade(c, 0.74)}"/></linearGradient>`;
  out.push(svgOpen(`${p.title}: label`, defs));
  out.push(`<rect width="480" height="480" fill="url(#bg)"/>`);
  // the label sheet with a soft shadow
  out.push(`<rect x="34" y="38" width="412" height="412" rx="14" fill="${shade(c, -0.5)}" opacity="0.15"/>`);
  out.push(`<rect x="30" y="30" width="412" height="412" rx="14" fill="#fffdf8"/>`);
  out.push(`<path d="M30 118V44a14 14 0 0 1 14-14h384a14 14 0 0 1 14 14v74z" fill="${c}"/>`);
  out.push(motif(46, 42, 0.6, '#fff'));
  out.push(text(72, 60, 'Mitti Biotech', 15, '#fff', ' font-weight="800"'));
  out.push(
    text(426, 60, SINGULAR[cat.slug].toUpperCase(), 10.5, shade(c, 0.75), ' text-anchor="end" font-weight="700" letter-spacing="1.5"'),
  );
  const tSize = fitSize([p.title], 360, 21);
  out.push(text(48, 98, p.title, tSize, '#fff', ' font-weight="800"'));

  const X = 48;
  const W = 362;
  let y = 146;
  const heading = (s: string, x = X) => text(x, y, s.toUpperCase(), 10.5, shade(c, -0.1), ' font-weight="700" letter-spacing="1.2"');
  const body = (lines: string[], size: number, x = X, weight = '') => {
    for (const l of lines) {
      y += size * 1.35;
      out.push(text(x, Math.round(y), l, size, INK, weight));
    }
  };

  out.push(heading('Technical name'));
  body(wrap(formula(p.technicalName), W, 14, 2, true), 14, X, ' font-weight="600"');
  y += 26;

  // two columns: count and pH
  const yCols = y;
  const isMicrobial = !p.cfuCount.startsWith('Not applicable');
  out.push(heading(isMicrobial ? 'Count' : 'Pack'));
  const left = isMicrobial ? p.cfuCount.replace(/\s*\(.*\)$/, '') : p.packagingType;
  body(wrap(left, 236, 13, 2), 13);
  const yAfterLeft = y;
  y = yCols;
  out.push(heading('pH', 300));
  body([p.phRange.replace(/\s*\(.*\)$/, '')], 13, 300);
  y = Math.max(yAfterLeft, y) + 26;

  out.push(heading('Dosage'));
  body(sentencesThatFit(p.dosage, W, 13, 4), 13);
  y += 24;

  // crops, as far as the space above the footer allows
  const cropLines = Math.min(2, Math.floor((374 - y) / (13 * 1.35)));
  if (cropLines >= 1) {
    out.push(heading('Crops'));
    body(sentencesThatFit(p.crops, W, 13, cropLines), 13);
  }

  // footer band
  out.push(`<path d="M30 388h412v40a14 14 0 0 1-14 14H44a14 14 0 0 1-14-14z" fill="${shade(c, 0.88)}"/>`);
  out.push(text(X, 410, `Packs: ${p.packagingAvailable}`, 12, INK, ' font-weight="700"'));
  out.push(text(424, 410, p.code, 12, shade(c, -0.1), ' text-anchor="end" font-weight="700"'));
  out.push(text(X, 429, 'Mitti Biotech Pvt. Ltd. · Store in a cool, dry place away from sunlight', 10.5, '#5b625d'));
  out.push('</svg>');
  return out.join('');
}
