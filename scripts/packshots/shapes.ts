// The front packshots: a bag, bucket or bottle on a soft background, with the
// front label.

import type { SeedCategory, SeedProduct } from '../../db/seed/types';
import { brand, frontLabel } from './labels';
import { shade, smallestPack, svgOpen, text } from './svg';

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
  out.push(`<path d="M128 92h224l6 300c0 20-10 36-30 36H152c-20 0-30-16-30-36z" fill="url(#pk)" stroke="#c9c6bd"/>`);
  if (p.packagingType.toLowerCase().includes('woven')) {
    // woven sack: folded top with a stitched seam
    out.push(`<path d="M124 62h232l-4 30H128z" fill="${shade(c, 0.86)}" stroke="#c9c6bd"/>`);
    out.push(`<path d="M130 76h220" stroke="${shade(c, -0.2)}" stroke-width="2" stroke-dasharray="6 4"/>`);
  } else {
    // laminated pouch: serrated seal, crimp lines and hang hole
    let teeth = 'M128 92V60';
    for (let x = 128; x < 352; x += 8) teeth += `l4-5l4 5`;
    teeth += 'V92z';
    out.push(`<path d="${teeth}" fill="${shade(c, 0.86)}" stroke="#c9c6bd"/>`);
    out.push(`<path d="M136 70h208M136 78h208M136 86h208" stroke="${shade(c, 0.6)}" stroke-width="1.2"/>`);
    out.push(`<circle cx="240" cy="74" r="6" fill="${shade(c, 0.93)}" stroke="#bdb9af"/>`);
  }
  // tear notch and gusset hint
  out.push(`<path d="M134 408c30 8 182 8 212 0" fill="none" stroke="#d2cfc7" stroke-width="1.5"/>`);
  out.push(brand(240, 126, c));
  out.push(frontLabel(p, cat, { x: 142, y: 142, w: 196, h: 236 }));
  out.push(text(240, 398, `Net content ${smallestPack(p)}`, 10.5, '#77746b', ' text-anchor="middle"'));
  return out.join('');
}

function bucket(p: SeedProduct, cat: SeedCategory): string {
  const c = cat.color;
  const out: string[] = [];
  // handle
  out.push(`<path d="M112 150C112 40 368 40 368 150" fill="none" stroke="#9b978d" stroke-width="5"/>`);
  out.push(`<circle cx="112" cy="150" r="7" fill="#bdb9af"/><circle cx="368" cy="150" r="7" fill="#bdb9af"/>`);
  // body (tapered) and ribs
  out.push(`<path d="M108 128h264l-22 284c-1 10-8 16-18 16H148c-10 0-17-6-18-16z" fill="url(#pk)" stroke="#c9c6bd"/>`);
  out.push(`<path d="M111 142h258" stroke="#d6d3cb" stroke-width="2"/>`);
  // lid
  out.push(`<rect x="100" y="104" width="280" height="30" rx="6" fill="${shade(c, -0.1)}"/>`);
  out.push(`<rect x="100" y="104" width="280" height="9" rx="4" fill="${shade(c, 0.2)}"/>`);
  let ribs = '';
  for (let x = 116; x < 372; x += 16) ribs += `M${x} 117v13`;
  out.push(`<path d="${ribs}" stroke="${shade(c, -0.3)}" stroke-width="2"/>`);
  out.push(brand(240, 170, c));
  out.push(frontLabel(p, cat, { x: 146, y: 184, w: 188, h: 222 }));
  return out.join('');
}

function bottle(p: SeedProduct, cat: SeedCategory): string {
  const c = cat.color;
  const out: string[] = [];
  // cap with grip ribs
  out.push(`<rect x="200" y="40" width="80" height="44" rx="6" fill="${shade(c, -0.15)}"/>`);
  let ribs = '';
  for (let x = 208; x < 276; x += 8) ribs += `M${x} 46v32`;
  out.push(`<path d="${ribs}" stroke="${shade(c, -0.35)}" stroke-width="2"/>`);
  out.push(`<rect x="196" y="80" width="88" height="10" rx="3" fill="${shade(c, -0.3)}"/>`);
  // body with shoulders
  out.push(
    `<path d="M210 90h60v8c0 14 76 18 76 52v248c0 18-12 30-30 30H164c-18 0-30-12-30-30V150c0-34 76-38 76-52z" fill="url(#pk)" stroke="#c9c6bd"/>`,
  );
  out.push(`<path d="M150 160c0-20 40-28 58-38" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity="0.8"/>`);
  out.push(brand(240, 178, c));
  out.push(frontLabel(p, cat, { x: 150, y: 192, w: 180, h: 222 }));
  return out.join('');
}

export function front(p: SeedProduct, cat: SeedCategory): string {
  const body = p.form === 'Liquid' ? bottle(p, cat) : p.form === 'Granular' ? bucketOrBag(p, cat) : bag(p, cat);
  return svgOpen(p.title, bgDefs(cat.color)) + background(cat.color) + body + '</svg>';
}

/** Granular products come in buckets, or in bags for the larger sacks. */
function bucketOrBag(p: SeedProduct, cat: SeedCategory): string {
  return p.packagingType.toLowerCase().includes('bucket') ? bucket(p, cat) : bag(p, cat);
}
