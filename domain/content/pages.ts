import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { marked } from 'marked';

/** A company page written by staff in content/pages/<slug>.md. */
export interface ContentPage {
  slug: string;
  title: string;
  description: string;
  heading: string;
  /** The body as HTML (staff-written Markdown; not user input). */
  html: string;
}

const root = resolve(new URL('../../content/pages', import.meta.url).pathname);
const cache = new Map<string, ContentPage | null>();

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

/** The page at content/pages/<slug>.md ('aboutus', 'aboutus/journey'), or null. */
export function loadContentPage(slug: string): ContentPage | null {
  if (!/^[A-Za-z0-9_&-]+(\/[A-Za-z0-9_&-]+)?$/.test(slug)) return null;
  if (cache.has(slug)) return cache.get(slug)!;
  const file = join(root, `${slug}.md`);
  let page: ContentPage | null = null;
  if (existsSync(file)) {
    const { meta, body } = parseFrontMatter(readFileSync(file, 'utf8'));
    page = {
      slug,
      title: meta.title ?? slug,
      description: meta.description ?? '',
      heading: meta.heading ?? meta.title ?? slug,
      html: marked.parse(body, { async: false }) as string,
    };
  }
  cache.set(slug, page);
  return page;
}

/** The section pages under content/pages/<parent>/, e.g. the sections of 'aboutus'. */
export function contentSections(parent: string): ContentPage[] {
  const dir = join(root, parent);
  if (!/^[A-Za-z0-9_-]+$/.test(parent) || !existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => loadContentPage(`${parent}/${f.slice(0, -3)}`))
    .filter((p): p is ContentPage => p !== null);
}
