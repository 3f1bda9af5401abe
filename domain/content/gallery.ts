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

const imagesRoot = resolve(new URL('../../public/images/content', import.meta.url).pathname);
const alts = new Map<number, string | null>();

/** The picture's own title (what it shows), or null when there is no picture n. */
function altOf(n: number): string | null {
  if (!alts.has(n)) {
    try {
      const svg = readFileSync(resolve(imagesRoot, `gallery-${n}.svg`), 'utf8');
      alts.set(n, /<title[^>]*>([^<]+)<\/title>/.exec(svg)?.[1] ?? '');
    } catch {
      alts.set(n, null);
    }
  }
  return alts.get(n)!;
}

/**
 * The gallery: the list "- **Title** — caption" of the gallery page's text,
 * one item per picture public/images/content/gallery-1.svg, gallery-2.svg … in order.
 */
export function galleryItems(markdown: string): GalleryItem[] {
  const items: GalleryItem[] = [];
  for (const m of markdown.matchAll(/^- \*\*(.+?)\*\*\s*[—–-]\s*(.+)$/gm)) {
    const n = items.length + 1;
    const alt = altOf(n);
    if (alt === null) break; // no picture for this caption
    items.push({ src: `/images/content/gallery-${n}.svg`, title: m[1], caption: m[2].trim(), alt: alt || m[1] });
  }
  return items;
}
