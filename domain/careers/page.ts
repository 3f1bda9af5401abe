import type { Db } from '../../db/client';
import { contentSections, loadContentPage, type ContentPage } from '../content/page-view';
import type { Lang } from '../i18n/languages';

export interface Perk {
  title: string;
  text: string;
  icon: string;
}

/** Icons of the perks, in the order staff list them under "## Perks" in content/pages/career.md. */
const PERK_ICONS = ['health', 'learning', 'transport', 'meals', 'leave', 'provident-fund'].map((n) => `/images/content/perk-${n}.svg`);

export interface CareersPage {
  page: ContentPage;
  /** The text before the perks (culture), and after them (how to apply), as HTML. */
  cultureHtml: string;
  afterHtml: string;
  perks: Perk[];
  sections: ContentPage[];
}

/** The perks heading of the career page's text in each language (its Hindi and Marathi translations say it so). */
const PERKS = /<h2[^>]*>\s*(?:Perks|सुविधाएँ|सुविधा)\s*<\/h2>\s*<ul>([\s\S]*?)<\/ul>/i;

const stripTags = (html: string) => html.replace(/<[^>]+>/g, '').trim();

/**
 * content/pages/career.md split for the careers page: the "## Perks" list
 * becomes a row of cards with icons; the rest stays staff-written prose.
 */
export async function careersPage(db: Db, lang: Lang = 'en'): Promise<CareersPage | null> {
  const page = await loadContentPage(db, 'career', lang);
  if (!page) return null;
  const m = PERKS.exec(page.html);
  let perks: Perk[] = [];
  let cultureHtml = page.html;
  let afterHtml = '';
  if (m) {
    cultureHtml = page.html.slice(0, m.index);
    afterHtml = page.html.slice(m.index + m[0].length);
    perks = [...m[1].matchAll(/<li>([\s\S]*?)<\/li>/g)].map((li, i) => {
      const strong = /<strong>([\s\S]*?)<\/strong>([\s\S]*)/.exec(li[1]);
      const title = strong ? stripTags(strong[1]) : stripTags(li[1]);
      const text = strong ? stripTags(strong[2]).replace(/^[–—:-]\s*/, '') : '';
      return { title, text, icon: PERK_ICONS[i] ?? PERK_ICONS[0] };
    });
  }
  return { page, cultureHtml, afterHtml, perks, sections: await contentSections(db, 'career', lang) };
}

/** One section page of the careers area (content/pages/career/<section>.md), or null. */
export async function careerSection(db: Db, section: string, lang: Lang = 'en'): Promise<ContentPage | null> {
  if (!/^[a-z0-9-]+$/.test(section)) return null;
  return loadContentPage(db, `career/${section}`, lang);
}
