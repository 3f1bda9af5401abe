import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { islandDictionary } from '../../app/framework/island-dictionary';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translatorFor } from '../../domain/i18n/dictionaries';
import { localizeHref } from '../../domain/i18n/languages';
import { MSG } from '../../domain/messages';
import { PAGE_SEGMENTS } from '../../server/pages';
import { loadDictionary } from '../../domain/i18n/dictionaries';
import { databases, signUpAndLogin, startTestApp, type TestApp } from '../setup/test-app';

// Hindi and Marathi in the address (decision 024): every page under /hi/ and
// /mr/, its links, forms and redirects kept in the language, the choice made in
// the switcher remembered, the shared cache keeping languages apart, and the
// sitemap naming each page in every language.

// Every locales file of a language merged, as the shop reads them.
const hi = loadDictionary('hi');
const mr = loadDictionary('mr');
const BASE = 'https://shop.example.in';

/** The href and action attributes of a page's links, forms and buttons. */
function linkTargets(html: string): string[] {
  const out: string[] = [];
  for (const tag of html.match(/<(?:a|form|button)\s[^>]*>/g) ?? []) {
    if (/ hreflang="/i.test(tag)) continue; // the switcher leads to other languages on purpose
    for (const m of tag.matchAll(/\s(?:href|action|formaction)="([^"]*)"/g)) out.push(m[1].replace(/&amp;/g, '&'));
  }
  return out;
}

describe('links in a language', () => {
  it('gives page links the prefix and leaves the API, files, pictures and other sites alone', () => {
    const at = (href: string) => localizeHref('hi', href, PAGE_SEGMENTS);
    expect(at('/')).toBe('/hi/');
    expect(at('/cart?x=1#top')).toBe('/hi/cart?x=1#top');
    expect(at('/product_details/abc')).toBe('/hi/product_details/abc');
    expect(at('/contactforR&amp;D')).toBe('/hi/contactforR&amp;D');
    for (const same of [
      '/api/get/all/products',
      '/orders/1/invoice.pdf',
      '/images/hero/a.svg',
      '/brand/logo.svg',
      '/admin',
      '/admin/orders',
      '/hi/cart',
      '/mr/',
      'https://x.example/cart',
      '//x.example/',
      '#main',
      '?apply=1',
      'tel:1',
      '/send-otp',
    ]) {
      expect(at(same), same).toBe(same);
    }
    expect(localizeHref('en', '/cart', PAGE_SEGMENTS)).toBe('/cart');
  });
});

describe("the islands' dictionary", () => {
  it('holds the translations whose English stands as a string in the built scripts, and no others', () => {
    const dir = mkdtempSync(join(tmpdir(), 'i18n-assets-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'c-1.js'), 'const a="Clear search",b=`Dismiss`,c=\'No products match \u201C{text}\u201D\';x.Home=1;');
    try {
      const dict = islandDictionary('hi', dir);
      expect(dict).toEqual({
        'Clear search': hi['Clear search'],
        Dismiss: hi['Dismiss'],
        'No products match “{text}”': hi['No products match “{text}”'],
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.each(databases)('languages on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { PUBLIC_URL: BASE, PAYMENT_PROVIDER: 'offline' });
  });
  afterAll(() => t.close());

  const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { accept: 'text/html', ...headers } });

  it('shows /hi/ in Hindi: <html lang>, the layout translated, og:locale, canonical and the hreflang alternates', async () => {
    const res = await page('/hi/');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<html lang="hi-IN">');
    for (const english of ['Skip to content', 'About Us', 'Our Products', 'Careers', 'Privacy Policy', 'Social media']) {
      expect(html, english).toContain(hi[english]);
    }
    expect(html).toContain(`aria-label="${hi['Menu']}"`);
    expect(html).toContain('<meta property="og:locale" content="hi_IN"/>');
    expect(html).toContain(`<link rel="canonical" href="${BASE}/hi/"/>`);
    for (const [lang, href] of [
      ['en-IN', `${BASE}/`],
      ['hi-IN', `${BASE}/hi/`],
      ['mr-IN', `${BASE}/mr/`],
      ['x-default', `${BASE}/`],
    ]) {
      expect(html).toContain(`<link rel="alternate" hrefLang="${lang}" href="${href}"/>`);
    }
    // The islands get the page's language (and no dictionary on an English page).
    expect(html).toMatch(/<script type="application\/json" id="i18n">\{"lang":"hi"/);
    const data = JSON.parse(/<script type="application\/json" id="i18n">(.*?)<\/script>/.exec(html)![1]);
    expect(data.pages).toEqual(expect.arrayContaining(['', 'cart', 'product_details', 'b2b']));
    expect(data.pages).not.toContain('admin');
    // The texts the header's search island translated on the server, for the browser to show the same.
    expect(data.dict['Search products, e.g. mycorrhiza']).toBe(hi['Search products, e.g. mycorrhiza']);
    expect(html).toContain(`placeholder="${hi['Search products, e.g. mycorrhiza']}"`);
    expect((await page('/')).body).not.toContain('id="i18n"');

    const marathi = await page('/mr/b2b');
    expect(marathi.body).toContain('<html lang="mr-IN">');
    expect(marathi.body).toContain(mr['Our Products']);
    expect(marathi.body).toContain(`<link rel="canonical" href="${BASE}/mr/b2b"/>`);

    const english = await page('/b2b');
    expect(english.body).toContain('<html lang="en-IN">');
    expect(english.body).toContain('<meta property="og:locale" content="en_IN"/>');
    expect(english.body).toContain('Our Products');
  });

  it('points every link and form of a Hindi page at its /hi/ address, and nothing else', async () => {
    for (const url of ['/hi/', '/hi/b2b', '/hi/contact', '/hi/categoriwise_product']) {
      const targets = linkTargets((await page(url)).body);
      expect(targets.length, url).toBeGreaterThan(10);
      for (const target of targets) {
        if (!target.startsWith('/') || target.startsWith('//')) continue;
        const prefixed = /^\/hi(\/|$)/.test(target);
        const rest = prefixed ? target.slice(3) || '/' : target;
        const path = rest.split(/[?#]/)[0];
        const isPage = PAGE_SEGMENTS.has(path.split('/')[1]) && !/\.\w+$/.test(path);
        expect(prefixed, `${url}: ${target}`).toBe(isPage);
      }
      expect(targets).toContain('/hi/aboutus');
    }
  });

  it('offers the same page in each language, named in itself, the current one marked', async () => {
    const html = (await page('/hi/b2b?type=biofertilizer')).body;
    expect(html).toContain('<a href="/b2b?type=biofertilizer&amp;lang=en" lang="en-IN" hrefLang="en-IN">English</a>');
    expect(html).toContain('<a href="/hi/b2b?type=biofertilizer&amp;lang=hi" lang="hi-IN" hrefLang="hi-IN" aria-current="true">हिन्दी</a>');
    expect(html).toContain('<a href="/mr/b2b?type=biofertilizer&amp;lang=mr" lang="mr-IN" hrefLang="mr-IN">मराठी</a>');
    // In the header, the compact menu and the footer.
    expect(html.match(/hrefLang="mr-IN">मराठी<\/a>/g)?.length).toBe(3);
  });

  it('remembers the choice: an unprefixed address opens in Hindi until English is chosen again', async () => {
    const chosen = await page('/hi/b2b?type=biofertilizer&lang=hi');
    expect(chosen.statusCode).toBe(302);
    expect(chosen.headers.location).toBe('/hi/b2b?type=biofertilizer');
    const cookie = [chosen.headers['set-cookie']].flat().find((c) => c?.startsWith('lang='))!;
    expect(cookie).toMatch(/^lang=hi;.*Max-Age=\d+/);
    expect(cookie).toMatch(/HttpOnly/);

    const later = await page('/career?x=1', { cookie: 'lang=hi' });
    expect(later.statusCode).toBe(302);
    expect(later.headers.location).toBe('/hi/career?x=1');
    expect((await page('/', { cookie: 'lang=mr' })).headers.location).toBe('/mr/');

    // The API, files and the back office are never sent elsewhere.
    expect((await t.app.inject({ url: '/api/getall/categories', headers: { cookie: 'lang=hi' } })).statusCode).toBe(200);
    expect((await page('/admin/login', { cookie: 'lang=hi' })).statusCode).toBe(200);
    expect((await page('/sitemap.xml', { cookie: 'lang=hi' })).statusCode).toBe(200);

    // Choosing English forgets the choice.
    const back = await page('/career?lang=en', { cookie: 'lang=hi' });
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/career');
    expect([back.headers['set-cookie']].flat().find((c) => c?.startsWith('lang='))).toMatch(
      /^lang=;.*(Expires=Thu, 01 Jan 1970|Max-Age=0)/,
    );
    expect((await page('/career', { cookie: 'lang=en' })).statusCode).toBe(200);
  });

  it('keeps English and Hindi apart in the shared cache, and never answers a Hindi visitor with the English page', async () => {
    const en1 = await page('/gallery');
    const hi1 = await page('/hi/gallery');
    const en2 = await page('/gallery');
    const hi2 = await page('/hi/gallery');
    expect(en1.body).toContain('<html lang="en-IN">');
    expect(hi1.body).toContain('<html lang="hi-IN">');
    expect(en2.headers.etag).toBe(en1.headers.etag);
    expect(hi2.headers.etag).toBe(hi1.headers.etag);
    expect(hi2.headers.etag).not.toBe(en2.headers.etag);
    expect(hi2.body).toBe(hi1.body);
    // The English page is kept, but a visitor who chose Hindi is sent to the Hindi one.
    const chosen = await page('/gallery', { cookie: 'lang=hi' });
    expect(chosen.statusCode).toBe(302);
    expect(chosen.headers.location).toBe('/hi/gallery');
    // The remembered language alone does not keep a visitor out of the cache.
    expect((await page('/hi/gallery', { cookie: 'lang=hi' })).headers.etag).toBe(hi1.headers.etag);
  });

  it('keeps a form in Hindi: its redirect, its JSON answer, its toast and its field messages', async () => {
    const t_hi = translatorFor('hi');
    const form = { name: 'Vaishali Kale', email: 'vaishali@example.com', message: 'VAM for grapes?' };
    const post = (url: string, fields: Record<string, string>, accept: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { accept, origin: BASE, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
    const plain = await post('/hi/contact', form, 'text/html');
    expect(plain.statusCode).toBe(303);
    expect(plain.headers.location).toBe('/hi/contact');

    const json = await post('/hi/contact', form, 'application/json');
    expect(json.json()).toEqual({ ok: true, redirect: '/hi/contact', toast: { type: 'success', text: t_hi(MSG.contactSuccess) } });

    const refused = await post('/hi/contact', { name: '', email: 'vaishali@example.com' }, 'application/json');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ name: t_hi(MSG.contactNameRequired) });

    // Shown again without JavaScript: in Hindi, posting to its Hindi address.
    const again = await post('/hi/contact', { name: '', email: 'vaishali@example.com' }, 'text/html');
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('<html lang="hi-IN">');
    expect(again.body).toContain(t_hi(MSG.contactNameRequired).replace(/'/g, '&#x27;'));
    expect(again.body).toMatch(/<form[^>]* action="\/hi\/contact"/);
  });

  it('sends a visitor of a Hindi customer page to the Hindi login, and the login back to the Hindi page', async () => {
    const res = await page('/hi/my_orders');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/hi/login?next=%2Fmy_orders');
    const user = await signUpAndLogin(t.app, 'Meena');
    const login = await t.app.inject({
      method: 'POST',
      url: '/hi/login?next=%2Fmy_orders',
      headers: { accept: 'text/html', origin: BASE, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: user.email, password: user.password, next: '/my_orders' }).toString(),
    });
    expect(login.statusCode).toBe(303);
    expect(login.headers.location).toBe('/hi/my_orders');
  });

  it('translates a toast left for the next page, and the 404 page with its title', async () => {
    const flash = Buffer.from(JSON.stringify({ type: 'info', text: 'Page not found' })).toString('base64url');
    const shown = await page('/hi/contact', { cookie: `flash=${flash}` });
    expect(shown.body).toContain(hi['Page not found']);

    const missing = await page('/hi/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<html lang="hi-IN">');
    expect(missing.body).toContain(`<title>${translatorFor('hi')(MSG.notFound)} | Mitti Biotech</title>`);
    expect(missing.body).toContain(hi['The page you asked for does not exist or has moved.']);
    expect(missing.body).toContain('href="/hi/b2b"');
    expect(missing.body).not.toContain('rel="alternate"'); // no alternates on a noindex page
  });

  it('is no API, no file and no back office under /hi/', async () => {
    expect((await t.app.inject('/hi/api/getall/categories')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/hi/api/login', payload: {} })).statusCode).toBe(404);
    expect((await page('/hi/admin')).statusCode).toBe(404);
    expect((await page('/hi/admin/login')).statusCode).toBe(404);
    expect((await page('/hi/sitemap.xml')).statusCode).toBe(404);
    expect((await page('/hi/robots.txt')).statusCode).toBe(404);
    // And the API itself is untouched.
    expect((await t.app.inject('/api/getall/categories')).statusCode).toBe(200);
  });

  it('lists every page in every language in the sitemap, with alternates, and robots.txt names it', async () => {
    const xml = (await t.app.inject('/sitemap.xml')).body;
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const path of ['/b2b', '/hi/b2b', '/mr/b2b', '/hi/', '/mr/contactforR&amp;D']) expect(xml).toContain(`<loc>${BASE}${path}</loc>`);
    const entry = xml.split('\n').find((l) => l.includes(`<loc>${BASE}/hi/b2b</loc>`))!;
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en-IN" href="${BASE}/b2b"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="hi-IN" href="${BASE}/hi/b2b"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="mr-IN" href="${BASE}/mr/b2b"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${BASE}/b2b"/>`);
    const robots = (await t.app.inject('/robots.txt')).body;
    expect(robots).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    expect(robots).toContain('Disallow: /hi/cart');
  });

  it('leaves the back office English and unprefixed', async () => {
    const html = (await page('/admin/login')).body;
    expect(html).toContain('<html lang="en-IN">');
    expect(html).not.toMatch(/hreflang=/i);
    expect(html).not.toContain('id="i18n"');
  });
});
