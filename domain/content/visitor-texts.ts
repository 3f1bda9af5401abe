import { company } from './company';
import { galleryItems } from './gallery';
import { heroSlides, homeCategories, homeReasons } from './home';
import { fileText } from './pages';
import { SECTIONED } from './sections';

/** One English text a visitor reads, and where it comes from (for a translator and for tests). */
export interface VisitorText {
  source: string;
  text: string;
}

/**
 * The company's texts that ship with the code rather than as records staff
 * edit, as visitors read them: the home page's texts, the company's tagline and
 * labels, the section names and the gallery's picture descriptions. Each is
 * translated by its exact English value in locales/<lang>/content.json.
 * News, blog posts, jobs, team, client companies and the company pages are
 * records: their Hindi and Marathi are stored per record (content_translations).
 * Job statuses, the hero tiles' titles (LABEL) and product texts are labels and
 * catalogue content, translated with those.
 */
export function visitorTexts(): VisitorText[] {
  const out: VisitorText[] = [];
  const add = (source: string, ...texts: string[]) => {
    for (const text of texts) if (text.trim()) out.push({ source, text });
  };
  for (const s of heroSlides) add('home hero', s.description, s.alt, s.link.label);
  for (const c of homeCategories) add('home categories', c.name, c.text);
  for (const r of homeReasons) add('home reasons', r.title, r.text);
  add('company.json', company.tagline, company.office.label, company.factory.label, company.hours);
  for (const s of Object.values(SECTIONED)) add('section names', s.label);
  for (const g of galleryItems(fileText('gallery')?.body ?? '')) add('gallery pictures', g.alt);
  const seen = new Set<string>();
  return out.filter((t) => !seen.has(t.text) && seen.add(t.text));
}
