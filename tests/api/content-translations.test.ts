import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { careersPage } from '../../domain/careers/page';
import { listJobs } from '../../domain/careers/jobs';
import { listClients } from '../../domain/content/clients';
import { galleryItems } from '../../domain/content/gallery';
import { contentSections, loadContentPage } from '../../domain/content/page-view';
import { contentSlugs, fileText, pageText } from '../../domain/content/pages';
import { sectionLinks } from '../../domain/content/sections';
import { visitorTexts } from '../../domain/content/visitor-texts';
import { LOCALES_DIR, loadDictionary } from '../../domain/i18n/dictionaries';
import { listBlogs } from '../../domain/updates/blogs';
import { listNews } from '../../domain/updates/news';
import { listTeam } from '../../domain/updates/team';
import { databases, startTestApp, type TestApp } from '../setup/test-app';

// Hindi and Marathi of the company's content. Company pages, news, blog posts,
// jobs, team and client companies are records: after start every seeded one
// has its translations stored (content_translations), a page's with the same
// shape as its English (headings, links and pictures, lists, tables), and the
// loaders pick the visitor's language. The home page's texts, the company's
// labels, section names and the gallery's picture descriptions ship with the
// code and are translated in locales/<lang>/content.json.

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

describe('texts of the company that ship with the code', () => {
  const texts = visitorTexts();

  it('lists the home page texts, the company labels, section names and gallery pictures, and no record', () => {
    const sources = new Set(texts.map((t) => t.source.split(' ')[0]));
    expect([...sources].sort()).toEqual(['company.json', 'gallery', 'home', 'section']);
    expect(texts.length).toBeGreaterThan(30);
  });

  for (const lang of LANGS) {
    it(`has the ${lang} of every one of them in locales/${lang}/`, () => {
      const dict = loadDictionary(lang);
      const missing = texts.filter((t) => !dict[t.text] || !DEVANAGARI.test(dict[t.text])).map((t) => `${t.source}: ${t.text}`);
      expect(missing).toEqual([]);
    });

    it(`has no other key in locales/${lang}/content.json (records are translated where they are stored)`, () => {
      const file = JSON.parse(readFileSync(join(LOCALES_DIR, lang, 'content.json'), 'utf8')) as Record<string, string>;
      const known = new Set(texts.map((t) => t.text));
      expect(Object.keys(file).filter((k) => !known.has(k))).toEqual([]);
    });
  }
});

describe.each(databases)('stored translations of the company content on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('has content pages to translate', () => {
    expect(slugs.length).toBeGreaterThan(40);
  });

  for (const lang of LANGS) {
    it.each(slugs)(`${lang}: %s is translated whole and keeps the English page's headings, links, lists and tables`, async (slug) => {
      const english = (await pageText(t.services.db, slug, 'en'))!;
      const translated = (await pageText(t.services.db, slug, lang))!;
      expect(translated.english, 'fields still in English').toBeUndefined();
      for (const field of ['title', 'heading', 'description', 'body'] as const) expect(translated[field], field).toMatch(DEVANAGARI);
      const expected = shape(english.body);
      const actual = shape(translated.body);
      expect(actual.headings, 'heading levels').toEqual(expected.headings);
      expect(actual.links, 'link and image addresses').toEqual(expected.links);
      expect(actual.listItems, 'list items').toBe(expected.listItems);
      expect(actual.tableRows, 'table rows').toBe(expected.tableRows);
    });

    it(`${lang}: the gallery's captions still match its pictures`, async () => {
      const english = galleryItems(fileText('gallery')!.body);
      const translated = galleryItems((await pageText(t.services.db, 'gallery', lang))!.body);
      expect(translated.map((g) => g.src)).toEqual(english.map((g) => g.src));
      for (const g of translated) expect(g.title + g.caption).toMatch(DEVANAGARI);
    });

    it(`${lang}: every seeded news item, blog post, job, team member and client company is translated`, async () => {
      const db = t.services.db;
      const [news, blogs, jobs, team, clients] = await Promise.all([
        listNews(db, lang),
        listBlogs(db, lang),
        listJobs(db, lang),
        listTeam(db, lang),
        listClients(db, lang),
      ]);
      const records = { news, blogs, jobs, team, clients };
      for (const [kind, list] of Object.entries(records)) {
        expect(list.length, kind).toBeGreaterThan(0);
        for (const r of list) expect(r.english, `${kind} ${r.id}`).toBeUndefined();
      }
      for (const j of jobs) for (const role of j.roles) expect(role).toMatch(DEVANAGARI);
      // A text of paragraphs keeps them apart.
      const englishNews = await listNews(db);
      for (const n of news) {
        const en = englishNews.find((e) => e.id === n.id)!;
        expect(n.description.split('\n\n').length, n.id).toBe(en.description.split('\n\n').length);
      }
    });
  }

  it('loads the Hindi page for hi, the Marathi for mr and the English for en', async () => {
    const db = t.services.db;
    const en = (await loadContentPage(db, 'vam', 'en'))!;
    const hi = (await loadContentPage(db, 'vam', 'hi'))!;
    const mr = (await loadContentPage(db, 'vam', 'mr'))!;
    expect(en.heading).toBe('What is VAM (mycorrhiza)?');
    expect(hi.heading).toMatch(DEVANAGARI);
    expect(hi.html).toContain('<h2>');
    expect(hi.html).toMatch(DEVANAGARI);
    expect(mr.heading).toMatch(DEVANAGARI);
    expect(new Set([en.heading, hi.heading, mr.heading]).size).toBe(3);
    expect(hi.slug).toBe('vam');
    expect(await loadContentPage(db, 'vam')).toEqual(en);
    expect(await loadContentPage(db, 'no-such-page', 'hi')).toBeNull();
    expect(await loadContentPage(db, '../../README', 'hi')).toBeNull();
  });

  it('gives sections and their navigation in the language, in the same order', async () => {
    const db = t.services.db;
    const en = await contentSections(db, 'aboutus', 'en');
    const hi = await contentSections(db, 'aboutus', 'hi');
    expect(hi.map((p) => p.slug)).toEqual(en.map((p) => p.slug));
    expect(hi.every((p) => DEVANAGARI.test(p.title))).toBe(true);
    const links = await sectionLinks(db, 'aboutus', 'mr');
    expect(links.map((l) => l.href)).toEqual((await sectionLinks(db, 'aboutus', 'en')).map((l) => l.href));
    expect(links.slice(1).every((l) => DEVANAGARI.test(l.label) && !l.lang)).toBe(true);
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

  it("keeps the translation whatever staff saved for the English, and shows staff's English for en", async () => {
    const db = t.services.db;
    const before = { hi: (await pageText(db, 'shipping', 'hi'))!, mr: (await pageText(db, 'shipping', 'mr'))! };
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
        expect(page.heading).toBe(before[lang].heading);
        expect(page.markdown).toBe(before[lang].body);
      }
    } finally {
      await db.deleteFrom('page_texts').where('slug', '=', 'shipping').execute();
    }
  });
});
