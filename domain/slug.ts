/** A URL name from a title: "Field day at Latur!" → "field-day-at-latur" (products, categories, news and blog posts). */
export const slugOf = (title: string) =>
  title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80) || 'post';
