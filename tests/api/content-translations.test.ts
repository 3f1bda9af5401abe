import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { careersPage } from '../../domain/careers/page';
import { galleryItems } from '../../domain/content/gallery';
import { contentSections, contentSlugs, fileText, loadContentPage, translatedFileText } from '../../domain/content/pages';
import { sectionLinks } from '../../domain/content/sections';
import { visitorTexts } from '../../domain/content/visitor-texts';
import { LOCALES_DIR, loadDictionary } from '../../domain/i18n/dictionaries';
import { databases, startTestApp, type TestApp } from '../setup/test-app';

// Hindi and Marathi of the company's content: every Markdown page has both
// translations with the same shape (headings, links and pictures, lists,
// tables), the loaders pick the visitor's language, and every seeded or home
// text a visitor reads has its translation in locales/.

const LANGS = ['hi', 'mr'] as const;
const DEVANAGARI = /[\u0900-\u097F]/;
const slugs = contentSlugs();

/** The Markdown's shape, outside code: heading levels, link and image addresses, list items, table rows. */
function shape(markdown: string) {
  const lines = markdown.split(/\r?\n/);
  return {
    headings: lines.flatMap((l) => /^(#{1,6})\s/.exec(l)?.[1] ?? []),
    links: [...markdown.matchAll(/!?\[[^\]]*\]\(([^)\s]+)\)/g)].map((m) => m[1]),
    listItems: lines.filter((l) => /^\s*(?:[-*]|\d+\.)\s/.test(l)).length,
    tableRows: lines.filter((l) => /^\|.*\|\s*$/.test(l)).length,
  };
}

describe('translated company pages', () => {
  it('has content pages to translate', () => {
    expect(slugs.length).toBeGreaterThan(40);
  });

  for (const lang of LANGS) {
    it(`has a ${lang} file for every English page`, () => {
      const missing = slugs.filter((slug) => !existsSync(join('content/i18n', lang, `${slug}.md`)));
      expect(missing).toEqual([]);
    });

    it.each(slugs)(`${lang}: %s keeps the English page's headings, links, lists and tables, with its own words`, (slug) => {
      const english = fileText(slug)!;
      const translated = translatedFileText(slug, lang);
      expect(translated, `content/i18n/${lang}/${slug}.md`).not.toBeNull();
      const t = translated!;
      for (const field of ['title', 'heading', 'description'] as const) {
        expect(t[field], field).toMatch(DEVANAGARI);
      }
      expect(t.body).toMatch(DEVANAGARI);
      const expected = shape(english.body);
      const actual = shape(t.body);
      expect(actual.headings.length, 'headings').toBe(expected.headings.length);
      expect(actual.headings, 'heading levels').toEqual(expected.headings);
      expect(actual.links, 'link and image addresses').toEqual(expected.links);
      expect(actual.listItems, 'list items').toBe(expected.listItems);
      expect(actual.tableRows, 'table rows').toBe(expected.tableRows);
    });

    it(`${lang}: the gallery's captions still match its pictures`, () => {
      const english = galleryItems(fileText('gallery')!.body);
      const translated = galleryItems(fileText('gallery', lang)!.body);
      expect(translated.map((g) => g.src)).toEqual(english.map((g) => g.src));
      for (const g of translated) expect(g.title + g.caption).toMatch(DEVANAGARI);
    });
  }

  it('falls back to English for a language without a file, and knows no page that English lacks', () => {
    expect(fileText('vam', 'en')).toEqual(fileText('vam'));
    expect(fileText('no-such-page', 'hi')).toBeNull();
    expect(translatedFileText('../../README', 'hi')).toBeNull();
  });
});

describe('translations of the content visitors read', () => {
  const texts = visitorTexts();

  it('lists the seeded news, blog posts, jobs, team, clients and the home page texts', () => {
    const sources = new Set(texts.map((t) => t.source.split(' ')[0]));
    expect([...sources].sort()).toEqual(['blog', 'clients', 'company.json', 'gallery', 'home', 'job', 'news', 'section', 'team']);
    expect(texts.length).toBeGreaterThan(120);
  });

  for (const lang of LANGS) {
    it(`has the ${lang} of every one of them in locales/${lang}/`, () => {
      const dict = loadDictionary(lang);
      const missing = texts.filter((t) => !dict[t.text] || !DEVANAGARI.test(dict[t.text])).map((t) => `${t.source}: ${t.text}`);
      expect(missing).toEqual([]);
    });

    it(`keeps paragraphs apart in ${lang} article bodies`, () => {
      const dict = loadDictionary(lang);
      for (const { text } of texts) expect(dict[text].split('\n\n').length, text.slice(0, 40)).toBe(text.split('\n\n').length);
    });

    it(`has no stale key in locales/${lang}/content.json`, () => {
      const file = JSON.parse(readFileSync(join(LOCALES_DIR, lang, 'content.json'), 'utf8')) as Record<string, string>;
      const known = new Set(texts.map((t) => t.text));
      expect(Object.keys(file).filter((k) => !known.has(k))).toEqual([]);
    });
  }
});

describe.each(databases)('company pages in the visitor language on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('loads the Hindi page for hi, the Marathi for mr and the English for en', async () => {
    const db = t.services.db;
    const en = (await loadContentPage(db, 'vam', 'en'))!;
    const hi = (await loadContentPage(db, 'vam', 'hi'))!;
    const mr = (await loadContentPage(db, 'vam', 'mr'))!;
    expect(en.heading).toBe('What is VAM (mycorrhiza)?');
    expect(hi.heading).toBe(translatedFileText('vam', 'hi')!.heading);
    expect(hi.html).toContain('<h2>');
    expect(hi.html).toMatch(DEVANAGARI);
    expect(mr.heading).toBe(translatedFileText('vam', 'mr')!.heading);
    expect(new Set([en.heading, hi.heading, mr.heading]).size).toBe(3);
    expect(hi.slug).toBe('vam');
    expect(await loadContentPage(db, 'vam')).toEqual(en);
  });

  it('gives sections and their navigation in the language, in the same order', async () => {
    const db = t.services.db;
    const en = await contentSections(db, 'aboutus', 'en');
    const hi = await contentSections(db, 'aboutus', 'hi');
    expect(hi.map((p) => p.slug)).toEqual(en.map((p) => p.slug));
    expect(hi.every((p) => DEVANAGARI.test(p.title))).toBe(true);
    const links = await sectionLinks(db, 'aboutus', 'mr');
    expect(links.map((l) => l.href)).toEqual((await sectionLinks(db, 'aboutus', 'en')).map((l) => l.href));
    expect(links.slice(1).every((l) => DEVANAGARI.test(l.label))).toBe(true);
  });

  it('keeps the careers perks as cards in every language', async () => {
    const db = t.services.db;
    const en = (await careersPage(db, 'en'))!;
    for (const lang of LANGS) {
      const page = (await careersPage(db, lang))!;
      expect(
        page.perks.map((p) => p.icon),
        lang,
      ).toEqual(en.perks.map((p) => p.icon));
      expect(
        page.perks.every((p) => DEVANAGARI.test(p.title) && DEVANAGARI.test(p.text)),
        lang,
      ).toBe(true);
    }
  });

  it("shows the translation whatever staff saved for the English, and staff's English for en", async () => {
    const db = t.services.db;
    await db
      .insertInto('page_texts')
      .values({
        slug: 'shipping',
        title: 'Shipping (edited)',
        description: 'Edited in the back office.',
        heading: 'Shipping, as staff wrote it',
        body: 'We ship every day.',
        version: 1,
        updated_at: new Date().toISOString(),
        updated_by: 'content@mitti.example',
      })
      .execute();
    try {
      expect((await loadContentPage(db, 'shipping', 'en'))!.heading).toBe('Shipping, as staff wrote it');
      for (const lang of LANGS) {
        const page = (await loadContentPage(db, 'shipping', lang))!;
        expect(page.heading).toBe(translatedFileText('shipping', lang)!.heading);
        expect(page.markdown).toBe(translatedFileText('shipping', lang)!.body);
      }
    } finally {
      await db.deleteFrom('page_texts').where('slug', '=', 'shipping').execute();
    }
  });
});
