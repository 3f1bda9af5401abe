// Draws the product images of the seeded catalogue as small flat SVGs:
//   <code>-1.svg  front packshot (bag, bucket or bottle with the front label)
//   <code>-2.svg  close-up of the back label (technical name, dosage summary)
// Run with: npx tsx scripts/draw-packshots.ts

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedCategories, seedProducts } from '../../db/seed/catalogue-data';
import { backLabel } from './labels';
import { front } from './shapes';

const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'public', 'images', 'products');

mkdirSync(OUT_DIR, { recursive: true });
let count = 0;
for (const p of seedProducts) {
  const cat = seedCategories.find((c) => c.slug === p.category);
  if (!cat) throw new Error(`${p.code}: unknown category ${p.category}`);
  const files = [front(p, cat), backLabel(p, cat)];
  files.forEach((svg, i) => {
    const file = join(OUT_DIR, `${p.code.toLowerCase()}-${i + 1}.svg`);
    if (Buffer.byteLength(svg) > 6144) console.warn(`${file}: ${Buffer.byteLength(svg)} bytes`);
    writeFileSync(file, svg);
    count++;
  });
}
console.log(`wrote ${count} SVG files to ${OUT_DIR}`);
