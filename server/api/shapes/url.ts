/** A picture's address as another origin can load it: paths on this site become absolute (PUBLIC_URL). */
export const absoluteUrl = (base: string, url: string) => (url.startsWith('/') && !url.startsWith('//') ? `${base}${url}` : url);

/** A product picture as the API shows it: §3's name and url, and the description staff gave an uploaded photo. */
export const apiImage = (base: string, i: { name: string; url: string; alt?: string }) => ({
  name: i.name,
  url: absoluteUrl(base, i.url),
  ...(i.alt ? { alt: i.alt } : {}),
});
