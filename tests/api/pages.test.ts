import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileText } from '../../domain/content/pages';
import { LABEL, MSG, TAGLINE } from '../../domain/messages';
import { PRIVACY_LAST_UPDATED } from '../../domain/constants';
import { databases, startTestApp, type TestApp } from '../setup/test-app';

// Every company route of SPEC.md §2 renders on the server with its own heading,
// title, description, canonical URL and Open Graph tags.

const STATIC = [
  'aboutus',
  'innovation',
  'ourproduct',
  'journey',
  'vision',
  'contractmfg',
  'whychooseus',
  'biofertilizer',
  'biopesticide',
  'biostimulants',
  'micronutrients',
  'newsandevents',
  'r_and_d',
  'whyus',
  'AwardsAndRecognization',
  'contactforR&D',
  'vam',
  'social',
  'privacypolicies',
  'shipping',
  'return',
  'cancellation',
];
const SECTIONS = [
  'aboutus/overview',
  'aboutus/journey',
  'aboutus/vision-mission',
  'aboutus/leadership',
  'aboutus/quality',
  'aboutus/awards',
  'innovation/research',
  'innovation/facility',
  'innovation/quality-control',
  'innovation/collaborations',
  'explore/experience',
  'explore/revamping',
  'explore/ourPremier',
  'explore/values',
];

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
const h1s = (html: string) => [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => decode(m[1].replace(/<[^>]+>/g, '')));
const meta = (html: string, attr: string) =>
  decode(new RegExp(`<meta (?:name|property)="${attr}" content="([^"]*)"`).exec(html)?.[1] ?? '');
const canonical = (html: string) => decode(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? '');
const title = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');

describe.each(databases)('company pages on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('links the shop listing (prices and Add to Cart) from the header, the home page and the footer', async () => {
    const body = (await get('/')).body;
    const shopLinks = (html: string) => [...html.matchAll(/<a [^>]*href="\/categoriwise_product"/g)].length;
    const header = body.slice(0, body.indexOf('<main'));
    const main = body.slice(body.indexOf('<main'), body.indexOf('</main>'));
    const footer = body.slice(body.indexOf('</main>'));
    expect([shopLinks(header) > 0, shopLinks(main) > 0, shopLinks(footer) > 0]).toEqual([true, true, true]);
  });

  it('renders every static and section page with its heading, unique title, description, canonical and Open Graph tags', async () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const slug of [...STATIC, ...SECTIONS]) {
      const res = await get(`/${slug}`);
      expect(res.statusCode, slug).toBe(200);
      const page = fileText(slug)!;
      expect(h1s(res.body), slug).toEqual([page.heading]);
      expect(title(res.body), slug).toBe(`${page.title} | Mitti Biotech`);
      expect(meta(res.body, 'description'), slug).toBe(page.description);
      expect(canonical(res.body), slug).toMatch(new RegExp(`/${slug.replace(/[&]/g, '\\&')}$`));
      expect(meta(res.body, 'og:title'), slug).toBe(title(res.body));
      expect(meta(res.body, 'og:url'), slug).toBe(canonical(res.body));
      expect(res.body.length, slug).toBeGreaterThan(4000);
      titles.add(title(res.body));
      descriptions.add(meta(res.body, 'description'));
    }
    expect(titles.size).toBe(STATIC.length + SECTIONS.length);
    expect(descriptions.size).toBe(STATIC.length + SECTIONS.length);
  });

  it('answers /contactforR&D with the & in the path, as browsers send it', async () => {
    const res = await get('/contactforR&D');
    expect(res.statusCode).toBe(200);
    expect(h1s(res.body)).toEqual(['How to start a contract R&D project']);
  });

  it('shows the section navigation with the current section marked', async () => {
    const res = await get('/aboutus/journey');
    expect(res.body).toMatch(/<nav aria-label="About Us"/);
    expect(res.body).toMatch(/<a href="\/aboutus\/journey" aria-current="page">/);
    for (const href of ['/aboutus', '/aboutus/overview', '/aboutus/leadership', '/aboutus/quality', '/aboutus/awards']) {
      expect(res.body).toContain(`href="${href}"`);
    }
    const explore = await get('/explore/values');
    for (const s of ['experience', 'revamping', 'ourPremier', 'values']) expect(explore.body).toContain(`href="/explore/${s}"`);
  });

  it('answers an unknown section or page with the real 404 page', async () => {
    for (const url of ['/aboutus/nothing-here', '/innovation/..%2Fshipping', '/explore/unknown', '/innovation/x.md']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(h1s(res.body), url).toEqual([MSG.notFound]);
    }
  });

  it('sends /explore to its first section', async () => {
    const res = await get('/explore');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/explore/experience');
  });

  it('states the policy facts of the spec', async () => {
    const text = async (url: string) => decode((await get(url)).body.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
    expect(await text('/privacypolicies')).toContain(`Last updated: ${PRIVACY_LAST_UPDATED}`);
    expect(await text('/shipping')).toMatch(/within 2 business days/i);
    expect(await text('/shipping')).toMatch(/free/i);
    expect(await text('/return')).toMatch(/3 business days/i);
    expect(await text('/return')).toMatch(/defective/i);
    expect(await text('/cancellation')).toMatch(/48 hours/i);
    expect(await text('/cancellation')).toMatch(/7 business days/i);
  });

  it('lists the social channels of the company on /social', async () => {
    const res = await get('/social');
    for (const name of ['Facebook', 'LinkedIn', 'YouTube', 'Instagram'])
      expect(res.body).toMatch(new RegExp(`href="https://[^"]+"[^>]*>${name}`));
  });

  it('renders home with the hero tiles, welcome, real featured product links and Organization JSON-LD', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(h1s(res.body)).toEqual([TAGLINE]);
    for (const tile of LABEL.heroTiles) expect(res.body).toContain(`>${tile}</button>`);
    expect(res.body).toMatch(/<button type="button" class="hero-tile" aria-pressed="true">Superior Quality<\/button>/);
    expect((res.body.match(/aria-pressed="true"/g) ?? []).length).toBe(1);
    // Only the first hero picture is in the page; the others load later.
    expect((res.body.match(/class="hero-img/g) ?? []).length).toBe(1);
    expect(res.body).toMatch(/href="\/aboutus"[^>]*>Know More/);

    const featured = await t.services.db.selectFrom('products').select(['id', 'title']).where('featured', '=', 1).execute();
    expect(featured.length).toBe(4);
    for (const p of featured) expect(res.body).toContain(`href="/product_page/${p.id}"`);
    expect(res.body).not.toMatch(/\/product_page\/:id/);
    for (const slug of ['biofertilizers', 'biopesticides', 'biostimulants', 'micronutrients'])
      expect(res.body).toContain(`href="/b2b/${slug}"`);

    const docs = [...res.body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
    const org = docs.find((d) => d['@type'] === 'Organization');
    expect(org).toMatchObject({ '@type': 'Organization', name: 'Mitti Biotech Pvt. Ltd.', email: 'info@mittibiotech.example' });
    // A visitor gets no splash.
    expect(res.body).not.toContain('data-island="splash"');
  });
});
