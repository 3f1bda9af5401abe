import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Db } from '../../db/client';
import type { Lang } from '../i18n/languages';
import { pageText, pageTexts, type PageField, type ShownPageText } from './pages';
import { staffPageHtml } from './staff-markdown';

// A company page as a visitor gets it: its text in their language (pages.ts)
// with the body rendered. Apart from pages.ts, which the translations registry
// reads for the English, because rendering fills in the delivery zones' charges
// and the zones' translations read that registry (no import cycles).

/** A company page, ready to show. */
export interface ContentPage {
  slug: string;
  title: string;
  description: string;
  heading: string;
  /** The body as HTML: staff-written Markdown, cleaned by renderStaffMarkdown. */
  html: string;
  /** The body as written. */
  markdown: string;
  /** On a Hindi or Marathi page, the fields without a translation, shown in English. */
  english?: readonly PageField[];
}

const root = resolve(new URL('../../content/pages', import.meta.url).pathname);

async function toContentPage(db: Db, slug: string, text: ShownPageText, lang: Lang): Promise<ContentPage> {
  const { title, description, heading, body, english } = text;
  // A policy's delivery charges are the zones' own, filled in at each render (the Markdown keeps its placeholder),
  // in the language of the text around them.
  const html = await staffPageHtml(db, body, english?.includes('body') ? 'en' : lang);
  return { slug, title, description, heading, markdown: body, html, ...(english ? { english } : {}) };
}

/** The page at <slug> ('aboutus', 'aboutus/journey') in a language (English where it is not translated), or null. */
export async function loadContentPage(db: Db, slug: string, lang: Lang = 'en'): Promise<ContentPage | null> {
  const text = await pageText(db, slug, lang);
  return text ? toContentPage(db, slug, text, lang) : null;
}

/** The section pages under content/pages/<parent>/, e.g. the sections of 'aboutus'. */
export async function contentSections(db: Db, parent: string, lang: Lang = 'en'): Promise<ContentPage[]> {
  const dir = join(root, parent);
  if (!/^[A-Za-z0-9_-]+$/.test(parent) || !existsSync(dir)) return [];
  const slugs = readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => `${parent}/${f.slice(0, -3)}`);
  const texts = await pageTexts(db, slugs, lang);
  return Promise.all([...texts].map(([slug, text]) => toContentPage(db, slug, text, lang)));
}
