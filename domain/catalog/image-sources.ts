// Where an uploaded product photo's sizes and formats live; plain code, so pages and islands use it too.

export const IMAGE_WIDTHS = [160, 480, 960] as const;

export const mediaKey = (productId: string, imageId: string, width: number, ext: 'webp' | 'avif') =>
  `media/products/${productId}/${imageId}-${width}.${ext}`;

/** The other sizes and formats of an uploaded image, from the URL the API shows; null for a seeded picture. */
export function imageSources(url: string): { avif: string; webp: string } | null {
  const m = /^(\/media\/products\/[a-f0-9]+\/[a-f0-9]+)-\d+\.webp$/.exec(url);
  if (!m) return null;
  const set = (ext: string) => IMAGE_WIDTHS.map((w) => `${m[1]}-${w}.${ext} ${w}w`).join(', ');
  return { avif: set('avif'), webp: set('webp') };
}
