/** A picture's address as another origin can load it: paths on this site become absolute (PUBLIC_URL). */
export const absoluteUrl = (base: string, url: string) => (url.startsWith('/') && !url.startsWith('//') ? `${base}${url}` : url);
