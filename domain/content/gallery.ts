import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** One picture of the gallery, with the caption staff wrote in content/pages/gallery.md. */
export interface GalleryItem {
  src: string;
  title: string;
  caption: string;
  /** What the picture shows, for people who cannot see it (the SVG's own title). */
  alt: string;
}

const pagesRoot = resolve(new URL('../../content/pages', import.meta.url).pathname);
const imagesRoot = resolve(new URL('../../public/images/content', import.meta.url).pathname);
let cached: GalleryItem[] | null = null;

/**
 * The gallery: the list "- **Title** — caption" of gallery.md, one item per
 * picture public/images/content/gallery-1.svg, gallery-2.svg … in order.
 */
export function galleryItems(): GalleryItem[] {
  if (cached) return cached;
  const source = readFileSync(resolve(pagesRoot, 'gallery.md'), 'utf8');
  const items: GalleryItem[] = [];
  for (const m of source.matchAll(/^- \*\*(.+?)\*\*\s*[—–-]\s*(.+)$/gm)) {
    const n = items.length + 1;
    let alt = m[1];
    try {
      const svg = readFileSync(resolve(imagesRoot, `gallery-${n}.svg`), 'utf8');
      alt = /<title[^>]*>([^<]+)<\/title>/.exec(svg)?.[1] ?? alt;
    } catch {
      break; // no picture for this caption
    }
    items.push({ src: `/images/content/gallery-${n}.svg`, title: m[1], caption: m[2].trim(), alt });
  }
  cached = items;
  return items;
}
