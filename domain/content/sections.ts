import type { Db } from '../../db/client';
import type { Lang } from '../i18n/languages';
import { contentSections, loadContentPage, type ContentPage } from './page-view';

/** Company pages that have /{parent}/{section} pages, with their sections in reading order. */
export const SECTIONED: Record<string, { label: string; order: string[]; hasIndex: boolean }> = {
  aboutus: { label: 'About Us', order: ['overview', 'journey', 'vision-mission', 'leadership', 'quality', 'awards'], hasIndex: true },
  innovation: { label: 'Innovation', order: ['research', 'facility', 'quality-control', 'collaborations'], hasIndex: true },
  explore: { label: 'Explore', order: ['experience', 'revamping', 'ourPremier', 'values'], hasIndex: false },
};

/** The sections of a parent page in reading order (sections not in the list come last, by name). */
export async function orderedSections(db: Db, parent: string, lang: Lang = 'en'): Promise<ContentPage[]> {
  const order = SECTIONED[parent]?.order ?? [];
  const rank = (p: ContentPage) => {
    const i = order.indexOf(p.slug.split('/')[1]);
    return i < 0 ? order.length : i;
  };
  return (await contentSections(db, parent, lang)).sort((a, b) => rank(a) - rank(b) || a.slug.localeCompare(b.slug));
}

/** The section navigation of a parent: the index page (if any) and each section (`lang: 'en'` for a title still in English). */
export async function sectionLinks(db: Db, parent: string, lang: Lang = 'en'): Promise<{ href: string; label: string; lang?: 'en' }[]> {
  const meta = SECTIONED[parent];
  if (!meta) return [];
  const index = meta.hasIndex ? await loadContentPage(db, parent, lang) : null;
  return [
    ...(index ? [{ href: `/${parent}`, label: meta.label }] : []),
    ...(await orderedSections(db, parent, lang)).map((p) => ({
      href: `/${p.slug}`,
      label: p.title,
      ...(p.english?.includes('title') ? { lang: 'en' as const } : {}),
    })),
  ];
}
