// Draws the product images of the seeded catalogue as small flat SVGs:
//   <code>-1.svg  front packshot (bag, bucket or bottle with the front label)
//   <code>-2.svg  close-up of the back label (technical name, dosage summary)
// Run with: npx tsx scripts/draw-packshots.ts

import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { seedCategories, seedProducts } from "../db/seed/catalogue-data";
import type { SeedCategory, SeedProduct } from "../db/seed/types";

const OUT_DIR = join(
  dirname(fileURLToPath(import.meta.url)),
  "..",
  "public",
  "images",
  "products",
);
const FONT = "Noto Sans, Arial, sans-serif";
const INK = "#1f2a24";

/** Short name printed large on the front label, with an optional sub-line. */
const SHORT_NAMES: Record<string, { lines: string[]; sub?: string }> = {
  "MB-VAM-P01": {
    lines: ["VAM", "Mycorrhiza"],
    sub: "Vesicular Arbuscular Mycorrhiza",
  },
  "MB-AZB-L01": { lines: ["Azotobacter"], sub: "Nitrogen-fixing bacteria" },
  "MB-PSB-P01": { lines: ["PSB"], sub: "Phosphate Solubilizing Bacteria" },
  "MB-KMB-L01": { lines: ["KMB"], sub: "Potash Mobilizing Bacteria" },
  "MB-VAM-G01": {
    lines: ["VAM", "Mycorrhiza"],
    sub: "Vesicular Arbuscular Mycorrhiza",
  },
  "MB-RHZ-L01": { lines: ["Rhizobium"], sub: "For pulses and oilseed legumes" },
  "MB-ACB-L01": { lines: ["Acetobacter"], sub: "Nitrogen fixer for sugarcane" },
  "MB-ZSB-L01": { lines: ["ZSB"], sub: "Zinc Solubilizing Bacteria" },
  "MB-NPK-L01": { lines: ["Bio NPK"], sub: "Azotobacter + PSB + KMB" },
  "MB-AZS-P01": { lines: ["Azospirillum"], sub: "Nitrogen fixer for cereals" },
  "MB-NPK-G01": { lines: ["Bio NPK"], sub: "Azotobacter + PSB + KMB" },
  "MB-TRV-P01": {
    lines: ["Trichoderma", "viride"],
    sub: "1% WP · Bio-fungicide",
  },
  "MB-TRV-G01": {
    lines: ["Trichoderma"],
    sub: "Enriched granules · Bio-fungicide",
  },
  "MB-PSF-P01": {
    lines: ["Pseudomonas", "fluorescens"],
    sub: "1% WP · Bio-fungicide",
  },
  "MB-BEB-P01": {
    lines: ["Beauveria", "bassiana"],
    sub: "1.15% WP · Bio-insecticide",
  },
  "MB-MTA-P01": {
    lines: ["Metarhizium", "anisopliae"],
    sub: "1.15% WP · Bio-insecticide",
  },
  "MB-VTL-P01": {
    lines: ["Verticillium", "lecanii"],
    sub: "1.15% WP · Bio-insecticide",
  },
  "MB-BTK-L01": { lines: ["Bt", "kurstaki"], sub: "Bacillus thuringiensis" },
  "MB-PCL-P01": {
    lines: ["Paecilomyces", "lilacinus"],
    sub: "1% WP · Bio-nematicide",
  },
  "MB-SWE-L01": {
    lines: ["Seaweed", "Extract"],
    sub: "Kappaphycus + Ascophyllum",
  },
  "MB-SWG-G01": { lines: ["Seaweed", "Granules"], sub: "For soil application" },
  "MB-HUM-P01": { lines: ["Humic", "Acid 98%"], sub: "Potassium humate" },
  "MB-HUM-L01": { lines: ["Humic", "Acid 12%"], sub: "With fulvic acid" },
  "MB-AMN-L01": {
    lines: ["Amino", "Acid 40%"],
    sub: "Plant protein hydrolysate",
  },
  "MB-ZNE-P01": { lines: ["Zn-EDTA", "12%"], sub: "Chelated zinc" },
  "MB-FEE-P01": { lines: ["Fe-EDTA", "12%"], sub: "Chelated iron" },
  "MB-BOR-P01": { lines: ["Boron", "20%"], sub: "Disodium octaborate" },
  "MB-ZNS-G01": { lines: ["Zinc", "Sulphate"], sub: "Monohydrate · 33% Zn" },
  "MB-MIX-G01": {
    lines: ["Micronutrient", "Mixture"],
    sub: "Zn · Fe · Mn · Cu · B",
  },
  "MB-MIX-L01": {
    lines: ["Chelated", "Micro Mix"],
    sub: "Zn · Fe · Mn · Cu · B · Mo",
  },
};

const SINGULAR: Record<string, string> = {
  biofertilizers: "Biofertilizer",
  biopesticides: "Biopesticide",
  biostimulants: "Biostimulant",
  micronutrients: "Micronutrient",
};

// ── small helpers ─────────────────────────────────────────────────────────

function esc(s: string): string {
  return s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** Mixes a hex colour with white (t > 0) or black (t < 0). */
function shade(hex: string, t: number): string {
  const n = parseInt(hex.slice(1), 16);
  const target = t < 0 ? 0 : 255;
  const a = Math.abs(t);
  const ch = (v: number) => Math.round(v + (target - v) * a);
  const r = ch((n >> 16) & 255);
  const g = ch((n >> 8) & 255);
  const b = ch(n & 255);
  return "#" + ((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1);
}

/** Rough advance width of a string in Noto Sans, in em. */
function emWidth(s: string, bold = false): number {
  let w = 0;
  for (const c of s) {
    if (" .,:;!|'’".includes(c)) w += 0.27;
    else if ("ijlIft()[]r-".includes(c)) w += 0.33;
    else if ("mwMW%".includes(c)) w += 0.86;
    else if ("·×".includes(c)) w += 0.4;
    else if (/[A-Z]/.test(c)) w += 0.66;
    else if (/[0-9]/.test(c)) w += 0.57;
    else w += 0.56;
  }
  return w * (bold ? 1.07 : 1);
}

/** Largest font size (up to max) at which every line fits in width. */
function fitSize(
  lines: string[],
  width: number,
  max: number,
  bold = true,
): number {
  const widest = Math.max(...lines.map((l) => emWidth(l, bold)));
  return Math.min(max, Math.floor((width / widest) * 10) / 10);
}

/** Word-wraps text to lines no wider than width at the given size. */
function wrap(
  text: string,
  width: number,
  size: number,
  maxLines: number,
  bold = false,
): string[] {
  const words = text.split(/\s+/);
  const lines: string[] = [];
  let cur = "";
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
    while (emWidth(last + "…", bold) * size > width && last.includes(" "))
      last = last.slice(0, last.lastIndexOf(" "));
    kept[maxLines - 1] = last.replace(/[,;:.]$/, "") + "…";
    return kept;
  }
  return lines;
}

/** Whole sentences from the start of a text that fit in maxLines when wrapped. */
function sentencesThatFit(
  text: string,
  width: number,
  size: number,
  maxLines: number,
): string[] {
  const sentences = text.split(". ").map((s) => s.replace(/\.$/, "") + ".");
  let best = wrap(sentences[0], width, size, maxLines);
  for (let n = 2; n <= sentences.length; n++) {
    const lines = wrap(sentences.slice(0, n).join(" "), width, size, 99);
    if (lines.length > maxLines) break;
    best = lines;
  }
  return best;
}

function text(
  x: number,
  y: number,
  s: string,
  size: number,
  fill: string,
  extra = "",
): string {
  return `<text x="${x}" y="${y}" font-size="${size}" fill="${fill}"${extra}>${esc(sup(s))}</text>`;
}

/** Writes powers of ten as on a printed label: 10^8 → 10⁸. */
function sup(s: string): string {
  const digits = "⁰¹²³⁴⁵⁶⁷⁸⁹";
  return s.replace(/\^(\d+)/g, (_, d: string) =>
    [...d].map((x) => digits[Number(x)]).join(""),
  );
}

/** Subscripts the atom counts of chemical formulae: Na2B8O13·4H2O → Na₂B₈O₁₃·4H₂O. */
function formula(s: string): string {
  const digits = "₀₁₂₃₄₅₆₇₈₉";
  return s.replace(/\S*·\S*/g, (f) =>
    f.replace(
      /([A-Za-z)])(\d+)/g,
      (_, a: string, d: string) =>
        a + [...d].map((x) => digits[Number(x)]).join(""),
    ),
  );
}

const smallestPack = (p: SeedProduct) =>
  p.packagingAvailable.split(",")[0].trim();

// Seedling with roots: two leaves, a ground line and a root tuft (box 40 × 40).
const MOTIF =
  '<g id="m"><path d="M20 16C12 16 7 11 7 4c8 0 13 4 13 12zM20 13c0-7 5-11 13-11 0 7-5 11-13 11z" stroke="none"/>' +
  '<path d="M20 16v8M7 24h26M20 24c0 5-1 9-3 14M20 27c3 3 6 4 9 5M19 30c-3 1-6 3-8 6" fill="none" stroke-width="2.2" stroke-linecap="round"/></g>';

function motif(
  x: number,
  y: number,
  scale: number,
  color: string,
  opacity = 1,
): string {
  return `<use href="#m" transform="translate(${x} ${y}) scale(${scale})" fill="${color}" stroke="${color}"${
    opacity < 1 ? ` opacity="${opacity}"` : ""
  }/>`;
}

function svgOpen(title: string, defs: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 480" width="480" height="480" role="img" font-family="${FONT}">` +
    `<title>${esc(title)}</title><defs>${MOTIF}${defs}</defs>`
  );
}

// ── front label, shared by all pack shapes ────────────────────────────────

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The coloured front label panel, centred in box. */
function frontLabel(p: SeedProduct, cat: SeedCategory, b: Box): string {
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
  out.push(
    `<rect x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}" rx="10" fill="${c}"/>`,
  );
  // darker footer strip with the root motif
  out.push(
    `<path d="M${b.x} ${b.y + b.h - 44}h${b.w}v34a10 10 0 0 1-10 10h${-(b.w - 20)}a10 10 0 0 1-10-10z" fill="${shade(c, -0.25)}"/>`,
  );
  out.push(
    text(
      cx,
      b.y + 26,
      SINGULAR[cat.slug].toUpperCase(),
      11,
      shade(c, 0.75),
      ' text-anchor="middle" font-weight="700" letter-spacing="2"',
    ),
  );
  const py = b.y + b.h - 44 - 38; // top of the form/pack pill
  // centre the name block and sub-line between the kicker and the pill
  const lineH = nameSize * 1.06;
  const blockH =
    nameSize * 0.74 + (name.lines.length - 1) * lineH + 10 + subSize;
  const zoneTop = b.y + 34;
  let y = zoneTop + (py - 6 - zoneTop - blockH) / 2 + nameSize * 0.74;
  for (const l of name.lines) {
    out.push(
      text(
        cx,
        Math.round(y),
        l,
        nameSize,
        "#fff",
        ' text-anchor="middle" font-weight="800"',
      ),
    );
    y += lineH;
  }
  y += 10 + subSize - lineH;
  out.push(
    text(
      cx,
      Math.round(y),
      sub,
      subSize,
      shade(c, 0.82),
      ' text-anchor="middle"',
    ),
  );
  // form · pack size pill
  const pill = `${p.form} · ${smallestPack(p)}`;
  const pw = Math.round(emWidth(pill, true) * 13 + 30);
  out.push(
    `<rect x="${cx - pw / 2}" y="${py}" width="${pw}" height="26" rx="13" fill="#fff"/>`,
  );
  out.push(
    text(
      cx,
      py + 18,
      pill,
      13,
      shade(c, -0.2),
      ' text-anchor="middle" font-weight="700"',
    ),
  );
  // footer: motif + code
  out.push(motif(b.x + 12, b.y + b.h - 40, 0.9, "#fff", 0.9));
  out.push(
    text(
      b.x + b.w - 14,
      b.y + b.h - 17,
      p.code,
      10.5,
      shade(c, 0.7),
      ' text-anchor="end" letter-spacing="0.5"',
    ),
  );
  return out.join("");
}

/** Brand line: small motif and "Mitti Biotech" above the label. */
function brand(cx: number, y: number, color: string): string {
  const w = emWidth("Mitti Biotech", true) * 17 + 26;
  const x0 = cx - w / 2;
  return (
    motif(x0, y - 17, 0.55, color) +
    text(x0 + 26, y, "Mitti Biotech", 17, color, ' font-weight="800"')
  );
}

// ── pack shapes ───────────────────────────────────────────────────────────

function background(c: string): string {
  return (
    `<rect width="480" height="480" fill="url(#bg)"/>` +
    `<ellipse cx="240" cy="432" rx="150" ry="16" fill="${shade(c, -0.55)}" opacity="0.16"/>`
  );
}

function bgDefs(c: string): string {
  return (
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(c, 0.93)}"/>` +
    `<stop offset="1" stop-color="${shade(c, 0.82)}"/></linearGradient>` +
    // side shading of the white pack body
    `<linearGradient id="pk" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#dcdad3"/>` +
    `<stop offset="0.14" stop-color="#fbfaf7"/><stop offset="0.8" stop-color="#f4f2ec"/>` +
    `<stop offset="1" stop-color="#cfccc4"/></linearGradient>`
  );
}

function bag(p: SeedProduct, cat: SeedCategory): string {
  const c = cat.color;
  const out: string[] = [];
  // pouch body with gusseted bottom
  out.push(
    `<path d="M128 92h224l6 300c0 20-10 36-30 36H152c-20 0-30-16-30-36z" fill="url(#pk)" stroke="#c9c6bd"/>`,
  );
  if (p.packagingType.toLowerCase().includes("woven")) {
    // woven sack: folded top with a stitched seam
    out.push(
      `<path d="M124 62h232l-4 30H128z" fill="${shade(c, 0.86)}" stroke="#c9c6bd"/>`,
    );
    out.push(
      `<path d="M130 76h220" stroke="${shade(c, -0.2)}" stroke-width="2" stroke-dasharray="6 4"/>`,
    );
  } else {
    // laminated pouch: serrated seal, crimp lines and hang hole
    let teeth = "M128 92V60";
    for (let x = 128; x < 352; x += 8) teeth += `l4-5l4 5`;
    teeth += "V92z";
    out.push(`<path d="${teeth}" fill="${shade(c, 0.86)}" stroke="#c9c6bd"/>`);
    out.push(
      `<path d="M136 70h208M136 78h208M136 86h208" stroke="${shade(c, 0.6)}" stroke-width="1.2"/>`,
    );
    out.push(
      `<circle cx="240" cy="74" r="6" fill="${shade(c, 0.93)}" stroke="#bdb9af"/>`,
    );
  }
  // tear notch and gusset hint
  out.push(
    `<path d="M134 408c30 8 182 8 212 0" fill="none" stroke="#d2cfc7" stroke-width="1.5"/>`,
  );
  out.push(brand(240, 126, c));
  out.push(frontLabel(p, cat, { x: 142, y: 142, w: 196, h: 236 }));
  out.push(
    text(
      240,
      398,
      `Net content ${smallestPack(p)}`,
      10.5,
      "#77746b",
      ' text-anchor="middle"',
    ),
  );
  return out.join("");
}

function bucket(p: SeedProduct, cat: SeedCategory): string {
  const c = cat.color;
  const out: string[] = [];
  // handle
  out.push(
    `<path d="M112 150C112 40 368 40 368 150" fill="none" stroke="#9b978d" stroke-width="5"/>`,
  );
  out.push(
    `<circle cx="112" cy="150" r="7" fill="#bdb9af"/><circle cx="368" cy="150" r="7" fill="#bdb9af"/>`,
  );
  // body (tapered) and ribs
  out.push(
    `<path d="M108 128h264l-22 284c-1 10-8 16-18 16H148c-10 0-17-6-18-16z" fill="url(#pk)" stroke="#c9c6bd"/>`,
  );
  out.push(`<path d="M111 142h258" stroke="#d6d3cb" stroke-width="2"/>`);
  // lid
  out.push(
    `<rect x="100" y="104" width="280" height="30" rx="6" fill="${shade(c, -0.1)}"/>`,
  );
  out.push(
    `<rect x="100" y="104" width="280" height="9" rx="4" fill="${shade(c, 0.2)}"/>`,
  );
  let ribs = "";
  for (let x = 116; x < 372; x += 16) ribs += `M${x} 117v13`;
  out.push(`<path d="${ribs}" stroke="${shade(c, -0.3)}" stroke-width="2"/>`);
  out.push(brand(240, 170, c));
  out.push(frontLabel(p, cat, { x: 146, y: 184, w: 188, h: 222 }));
  return out.join("");
}

function bottle(p: SeedProduct, cat: SeedCategory): string {
  const c = cat.color;
  const out: string[] = [];
  // cap with grip ribs
  out.push(
    `<rect x="200" y="40" width="80" height="44" rx="6" fill="${shade(c, -0.15)}"/>`,
  );
  let ribs = "";
  for (let x = 208; x < 276; x += 8) ribs += `M${x} 46v32`;
  out.push(`<path d="${ribs}" stroke="${shade(c, -0.35)}" stroke-width="2"/>`);
  out.push(
    `<rect x="196" y="80" width="88" height="10" rx="3" fill="${shade(c, -0.3)}"/>`,
  );
  // body with shoulders
  out.push(
    `<path d="M210 90h60v8c0 14 76 18 76 52v248c0 18-12 30-30 30H164c-18 0-30-12-30-30V150c0-34 76-38 76-52z" fill="url(#pk)" stroke="#c9c6bd"/>`,
  );
  out.push(
    `<path d="M150 160c0-20 40-28 58-38" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity="0.8"/>`,
  );
  out.push(brand(240, 178, c));
  out.push(frontLabel(p, cat, { x: 150, y: 192, w: 180, h: 222 }));
  return out.join("");
}

function front(p: SeedProduct, cat: SeedCategory): string {
  const body =
    p.form === "Liquid"
      ? bottle(p, cat)
      : p.form === "Granular"
        ? bucketOrBag(p, cat)
        : bag(p, cat);
  return (
    svgOpen(p.title, bgDefs(cat.color)) +
    background(cat.color) +
    body +
    "</svg>"
  );
}

/** Granular products come in buckets, or in bags for the larger sacks. */
function bucketOrBag(p: SeedProduct, cat: SeedCategory): string {
  return p.packagingType.toLowerCase().includes("bucket")
    ? bucket(p, cat)
    : bag(p, cat);
}

// ── back label close-up ───────────────────────────────────────────────────

function backLabel(p: SeedProduct, cat: SeedCategory): string {
  const c = cat.color;
  const out: string[] = [];
  const defs =
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(c, 0.88)}"/>` +
    `<stop offset="1" stop-color="${shade(c, 0.74)}"/></linearGradient>`;
  out.push(svgOpen(`${p.title}: label`, defs));
  out.push(`<rect width="480" height="480" fill="url(#bg)"/>`);
  // the label sheet with a soft shadow
  out.push(
    `<rect x="34" y="38" width="412" height="412" rx="14" fill="${shade(c, -0.5)}" opacity="0.15"/>`,
  );
  out.push(
    `<rect x="30" y="30" width="412" height="412" rx="14" fill="#fffdf8"/>`,
  );
  out.push(
    `<path d="M30 118V44a14 14 0 0 1 14-14h384a14 14 0 0 1 14 14v74z" fill="${c}"/>`,
  );
  out.push(motif(46, 42, 0.6, "#fff"));
  out.push(text(72, 60, "Mitti Biotech", 15, "#fff", ' font-weight="800"'));
  out.push(
    text(
      426,
      60,
      SINGULAR[cat.slug].toUpperCase(),
      10.5,
      shade(c, 0.75),
      ' text-anchor="end" font-weight="700" letter-spacing="1.5"',
    ),
  );
  const tSize = fitSize([p.title], 360, 21);
  out.push(text(48, 98, p.title, tSize, "#fff", ' font-weight="800"'));

  const X = 48;
  const W = 362;
  let y = 146;
  const heading = (s: string, x = X) =>
    text(
      x,
      y,
      s.toUpperCase(),
      10.5,
      shade(c, -0.1),
      ' font-weight="700" letter-spacing="1.2"',
    );
  const body = (lines: string[], size: number, x = X, weight = "") => {
    for (const l of lines) {
      y += size * 1.35;
      out.push(text(x, Math.round(y), l, size, INK, weight));
    }
  };

  out.push(heading("Technical name"));
  body(
    wrap(formula(p.technicalName), W, 14, 2, true),
    14,
    X,
    ' font-weight="600"',
  );
  y += 26;

  // two columns: count and pH
  const yCols = y;
  const isMicrobial = !p.cfuCount.startsWith("Not applicable");
  out.push(heading(isMicrobial ? "Count" : "Pack"));
  const left = isMicrobial
    ? p.cfuCount.replace(/\s*\(.*\)$/, "")
    : p.packagingType;
  body(wrap(left, 236, 13, 2), 13);
  const yAfterLeft = y;
  y = yCols;
  out.push(heading("pH", 300));
  body([p.phRange.replace(/\s*\(.*\)$/, "")], 13, 300);
  y = Math.max(yAfterLeft, y) + 26;

  out.push(heading("Dosage"));
  body(sentencesThatFit(p.dosage, W, 13, 4), 13);
  y += 24;

  // crops, as far as the space above the footer allows
  const cropLines = Math.min(2, Math.floor((374 - y) / (13 * 1.35)));
  if (cropLines >= 1) {
    out.push(heading("Crops"));
    body(sentencesThatFit(p.crops, W, 13, cropLines), 13);
  }

  // footer band
  out.push(
    `<path d="M30 388h412v40a14 14 0 0 1-14 14H44a14 14 0 0 1-14-14z" fill="${shade(c, 0.88)}"/>`,
  );
  out.push(
    text(
      X,
      410,
      `Packs: ${p.packagingAvailable}`,
      12,
      INK,
      ' font-weight="700"',
    ),
  );
  out.push(
    text(
      424,
      410,
      p.code,
      12,
      shade(c, -0.1),
      ' text-anchor="end" font-weight="700"',
    ),
  );
  out.push(
    text(
      X,
      429,
      "Mitti Biotech Pvt. Ltd. · Store in a cool, dry place away from sunlight",
      10.5,
      "#5b625d",
    ),
  );
  out.push("</svg>");
  return out.join("");
}

// ── main ──────────────────────────────────────────────────────────────────

mkdirSync(OUT_DIR, { recursive: true });
let count = 0;
for (const p of seedProducts) {
  const cat = seedCategories.find((c) => c.slug === p.category);
  if (!cat) throw new Error(`${p.code}: unknown category ${p.category}`);
  const files = [front(p, cat), backLabel(p, cat)];
  files.forEach((svg, i) => {
    const file = join(OUT_DIR, `${p.code.toLowerCase()}-${i + 1}.svg`);
    if (Buffer.byteLength(svg) > 6144)
      console.warn(`${file}: ${Buffer.byteLength(svg)} bytes`);
    writeFileSync(file, svg);
    count++;
  });
}
console.log(`wrote ${count} SVG files to ${OUT_DIR}`);
