import { seedBlogs, seedClients, seedJobs, seedNews, seedTeam } from '../../db/seed/content-data';
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
 * The company's content outside the Markdown pages, as visitors read it: the
 * seeded news, blog posts, jobs, team and client companies, the home page's
 * texts, the company's tagline and labels, the section names and the gallery's
 * picture descriptions. Each text is translated by its exact English value in
 * locales/<lang>/content.json. Job statuses, the hero tiles' titles (LABEL) and
 * product texts are labels and catalogue content, translated with those.
 */
export function visitorTexts(): VisitorText[] {
  const out: VisitorText[] = [];
  const add = (source: string, ...texts: string[]) => {
    for (const text of texts) if (text.trim()) out.push({ source, text });
  };
  for (const j of seedJobs) {
    add(`job ${j.position}`, j.position, j.location, j.description, j.experience, j.qualification, j.salary, ...j.roles);
  }
  for (const n of seedNews) add(`news ${n.slug}`, n.title, n.description);
  for (const b of seedBlogs) add(`blog ${b.slug}`, b.heading, b.description);
  for (const m of seedTeam) add('team', m.name, m.position);
  for (const c of seedClients) add('clients', c.companyName, c.description);
  for (const s of heroSlides) add('home hero', s.description, s.alt, s.link.label);
  for (const c of homeCategories) add('home categories', c.name, c.text);
  for (const r of homeReasons) add('home reasons', r.title, r.text);
  add('company.json', company.tagline, company.office.label, company.factory.label, company.hours);
  for (const s of Object.values(SECTIONED)) add('section names', s.label);
  for (const g of galleryItems(fileText('gallery')?.body ?? '')) add('gallery pictures', g.alt);
  const seen = new Set<string>();
  return out.filter((t) => !seen.has(t.text) && seen.add(t.text));
}
