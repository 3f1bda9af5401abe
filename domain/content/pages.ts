import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Db } from '../../db/client';
import type { Lang } from '../i18n/languages';
import { staffPageHtml } from './staff-markdown';

/** The words of a company page: what staff write, in a file or in the back office. */
export interface PageText {
  title: string;
  description: string;
  heading: string;
  /** Markdown. */
  body: string;
}

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
}

const root = resolve(new URL('../../content/pages', import.meta.url).pathname);
/** Hindi and Marathi pages: content/i18n/<lang>/ mirrors content/pages/ file for file. */
const i18nRoot = resolve(new URL('../../content/i18n', import.meta.url).pathname);
const SLUG = /^[A-Za-z0-9_&-]+(\/[A-Za-z0-9_&-]+)?$/;
const files = new Map<string, PageText | null>(); // '<lang>:<slug>' → text
function parseFrontMatter(source: string): { meta: Record<string, string>; body: string } {
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!m) return { meta: {}, body: source };
  const meta: Record<string, string> = {};
  for (const line of m[1].split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) meta[line.slice(0, i).trim()] = line.slice(i + 1).trim();
  }
  return { meta, body: source.slice(m[0].length) };
}

function readPage(file: string, slug: string): PageText | null {
  if (!existsSync(file)) return null;
  const { meta, body } = parseFrontMatter(readFileSync(file, 'utf8'));
  const title = meta.title ?? slug;
  return { title, description: meta.description ?? '', heading: meta.heading ?? title, body };
}

/** content/i18n/<lang>/<slug>.md when the page is translated into that language, else null. */
export function translatedFileText(slug: string, lang: Exclude<Lang, 'en'>): PageText | null {
  if (!SLUG.test(slug)) return null;
  const key = `${lang}:${slug}`;
  if (!files.has(key)) files.set(key, readPage(join(i18nRoot, lang, `${slug}.md`), slug));
  return files.get(key)!;
}

/**
 * The text of content/pages/<slug>.md as shipped, or null when there is no such page.
 * In Hindi or Marathi, the translated file when there is one (the English one else).
 */
export function fileText(slug: string, lang: Lang = 'en'): PageText | null {
  if (!SLUG.test(slug)) return null;
  if (!files.has(slug)) files.set(slug, readPage(join(root, `${slug}.md`), slug));
  const english = files.get(slug)!;
  if (!english || lang === 'en') return english; // the English file decides which pages exist
  return translatedFileText(slug, lang) ?? english;
}

/** Every company page there is ('aboutus', 'aboutus/journey' …), sorted. */
export function contentSlugs(dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? contentSlugs(join(dir, e.name)) : e.name.endsWith('.md') ? [relative(root, join(dir, e.name)).slice(0, -3)] : [],
    )
    .sort();
}

/**
 * A page's text as shown: what staff saved in the back office, else the file's.
 * Staff edit the English; Hindi and Marathi are files (content/i18n/), shown
 * for those languages whether or not the English was edited.
 */
export async function pageText(db: Db, slug: string, lang: Lang = 'en'): Promise<(PageText & { version: number; edited: boolean }) | null> {
  const file = fileText(slug);
  if (!file) return null; // staff edit the pages there are; they do not add routes
  const translated = lang === 'en' ? null : translatedFileText(slug, lang);
  if (translated) return { ...translated, version: 0, edited: false };
  const saved = await db
    .selectFrom('page_texts')
    .select(['title', 'description', 'heading', 'body', 'version'])
    .where('slug', '=', slug)
    .executeTakeFirst();
  return saved ? { ...saved, version: Number(saved.version), edited: true } : { ...file, version: 0, edited: false };
}

/** The page at <slug> ('aboutus', 'aboutus/journey') in a language (English when it is not translated), or null. */
export async function loadContentPage(db: Db, slug: string, lang: Lang = 'en'): Promise<ContentPage | null> {
  const text = await pageText(db, slug, lang);
  if (!text) return null;
  const { title, description, heading, body } = text;
  // A policy's delivery charges are the zones' own, filled in at each render (the Markdown keeps its placeholder).
  return { slug, title, description, heading, markdown: body, html: await staffPageHtml(db, body, lang) };
}

/** The section pages under content/pages/<parent>/, e.g. the sections of 'aboutus'. */
export async function contentSections(db: Db, parent: string, lang: Lang = 'en'): Promise<ContentPage[]> {
  const dir = join(root, parent);
  if (!/^[A-Za-z0-9_-]+$/.test(parent) || !existsSync(dir)) return [];
  const slugs = readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => `${parent}/${f.slice(0, -3)}`);
  const pages = await Promise.all(slugs.map((s) => loadContentPage(db, s, lang)));
  return pages.filter((p): p is ContentPage => p !== null);
}
