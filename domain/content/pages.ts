import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Db } from '../../db/client';
import type { Lang } from '../i18n/languages';

/** The words of a company page: what staff write, in a file or in the back office. */
export interface PageText {
  title: string;
  description: string;
  heading: string;
  /** Markdown. */
  body: string;
}

export type PageField = keyof PageText;
const PAGE_FIELDS: readonly PageField[] = ['title', 'description', 'heading', 'body'];

/** A page's text as shown in some language, with the fields that stayed English (for lang="en"). */
export type ShownPageText = PageText & { version: number; edited: boolean; english?: readonly PageField[] };

const root = resolve(new URL('../../content/pages', import.meta.url).pathname);
const SLUG = /^[A-Za-z0-9_&-]+(\/[A-Za-z0-9_&-]+)?$/;
const files = new Map<string, PageText | null>(); // slug → English text as shipped

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

/** The English of content/pages/<slug>.md as shipped, or null when there is no such page. */
export function fileText(slug: string): PageText | null {
  if (!SLUG.test(slug)) return null;
  if (!files.has(slug)) files.set(slug, readPage(join(root, `${slug}.md`), slug));
  return files.get(slug)!;
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
 * Pages' texts in a language (pages that exist only): the English is what staff saved in the back
 * office, else the file's; Hindi and Marathi are the page's rows of
 * content_translations, field by field, English where a field has none.
 * The table is read here rather than through domain/translations/store.ts,
 * whose registry reads the English from this module (no import cycles).
 */
export async function pageTexts(db: Db, slugs: readonly string[], lang: Lang): Promise<Map<string, ShownPageText>> {
  const out = new Map<string, ShownPageText>();
  // Staff edit the pages there are; they do not add routes: the English file decides.
  const known = slugs.filter((s) => fileText(s));
  if (!known.length) return out;
  const [saved, translated] = await Promise.all([
    db.selectFrom('page_texts').select(['slug', 'title', 'description', 'heading', 'body', 'version']).where('slug', 'in', known).execute(),
    lang === 'en'
      ? []
      : db
          .selectFrom('content_translations')
          .select(['entity_id', 'field', 'text'])
          .where('entity', '=', 'page')
          .where('lang', '=', lang)
          .where('entity_id', 'in', known)
          .execute(),
  ]);
  const savedBy = new Map(saved.map((s) => [s.slug, s]));
  for (const slug of known) {
    const s = savedBy.get(slug);
    const english: ShownPageText = s
      ? { title: s.title, description: s.description, heading: s.heading, body: s.body, version: Number(s.version), edited: true }
      : { ...fileText(slug)!, version: 0, edited: false };
    if (lang === 'en') {
      out.set(slug, english);
      continue;
    }
    const own = new Map(translated.filter((r) => r.entity_id === slug && r.text.trim()).map((r) => [r.field, r.text]));
    const shown: ShownPageText = { ...english };
    const untranslated: PageField[] = [];
    for (const field of PAGE_FIELDS) {
      const text = own.get(field);
      if (text) shown[field] = text;
      else if (english[field].trim()) untranslated.push(field);
    }
    out.set(slug, untranslated.length ? { ...shown, english: untranslated } : shown);
  }
  return out;
}

/**
 * A page's text as shown in a language, or null when there is no such page.
 * In English it is the source staff edit and translators translate; an edit of
 * the English leaves the Hindi and Marathi as they are.
 */
export async function pageText(db: Db, slug: string, lang: Lang = 'en'): Promise<ShownPageText | null> {
  return (await pageTexts(db, [slug], lang)).get(slug) ?? null;
}
