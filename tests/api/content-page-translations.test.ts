import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savePageText } from '../../domain/content/page-editing';
import { loadContentPage } from '../../domain/content/page-view';
import { pageText } from '../../domain/content/pages';
import { saveTranslations } from '../../domain/translations/saving';
import { databases, postForm, staffToken, startTestApp, type TestApp } from '../setup/test-app';

// Visitors of /hi/ and /mr/ read the company's pages, news and jobs from their
// stored translations; what stays English is marked lang="en"; staff changing
// the English does not take the Hindi away; the sitemaps list the translated pages.

describe.each(databases)('company content in Hindi and Marathi on %s', (kind) => {
  let t: TestApp;
  let content: string;
  beforeAll(async () => {
    t = await startTestApp(kind, { PUBLIC_URL: 'http://shop.example.in' });
    content = await staffToken(t, 'content');
  });
  afterAll(() => t.close());

  const html = async (url: string) => {
    const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
    expect(res.statusCode, url).toBe(200);
    return res.body;
  };
  /** Written past the app's own pages, as the back office never does: the shared page cache is told. */
  const saved = async (entity: string, id: string, lang: 'hi' | 'mr', texts: Record<string, string>) => {
    await saveTranslations(t.services.db, entity, id, lang, texts, null);
    t.services.pages.invalidate();
  };
  const escaped = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

  it("shows a company page's Hindi set for it on /hi/<slug>, its title in the tab and its heading as the page's", async () => {
    await saved('page', 'vision', 'hi', {
      title: 'हमारी दृष्टि और मिशन',
      heading: 'मिट्टी से भविष्य तक',
      description: 'हमारी दृष्टि: हर खेत में जीवित मिट्टी।',
      body: '## हम क्या चाहते हैं\n\nहर किसान के खेत में **जीवित मिट्टी**।',
    });
    const page = await html('/hi/vision');
    expect(page).toContain('<title>हमारी दृष्टि और मिशन | Mitti Biotech</title>');
    expect(page).toMatch(/<h1 class="page-title">मिट्टी से भविष्य तक<\/h1>/);
    expect(page).toContain('<h2>हम क्या चाहते हैं</h2>');
    expect(page).toContain('<strong>जीवित मिट्टी</strong>');
    expect(page).not.toMatch(/<article[^>]*lang="en"|class="prose-page ?" lang="en"/);
    // English visitors still read the English.
    expect(await html('/vision')).not.toContain('मिट्टी से भविष्य तक');
  });

  it("shows a news item's Marathi on the Marathi news page and the item's own page", async () => {
    const news = await t.services.db.selectFrom('news').select(['id', 'slug']).orderBy('published_at', 'desc').executeTakeFirstOrThrow();
    await saved('news', news.id, 'mr', {
      title: 'चाकण येथे नवीन प्रयोगशाळा सुरू',
      description: 'आमची नवीन प्रयोगशाळा आजपासून सुरू झाली.\n\nशेतकऱ्यांना भेटीचे आमंत्रण.',
    });
    const list = await html('/mr/updates/news');
    expect(list).toContain('चाकण येथे नवीन प्रयोगशाळा सुरू');
    expect(list).toContain('आमची नवीन प्रयोगशाळा आजपासून सुरू झाली.');
    const item = await html(`/mr/updates/news/${news.slug}`);
    expect(item).toMatch(/<h1 class="page-title">चाकण येथे नवीन प्रयोगशाळा सुरू<\/h1>/);
    expect(item).toContain('<p>शेतकऱ्यांना भेटीचे आमंत्रण.</p>');
  });

  it("shows a job's Hindi roles as a list, one item a line of the translation", async () => {
    const job = await t.services.db.selectFrom('jobs').select('id').where('status', '=', 'Open').executeTakeFirstOrThrow();
    await saved('job', job.id, 'hi', { roles: 'नमूनों की जाँच करना\n\nरिकॉर्ड रखना\nटीम के साथ काम करना\n' });
    const page = await html(`/hi/jobdetails/${job.id}`);
    const list = /<ul class="job-roles"([^>]*)>([\s\S]*?)<\/ul>/.exec(page);
    expect(list).not.toBeNull();
    expect(list![1]).not.toContain('lang="en"');
    expect([...list![2].matchAll(/<li>([^<]*)<\/li>/g)].map((m) => m[1])).toEqual([
      'नमूनों की जाँच करना',
      'रिकॉर्ड रखना',
      'टीम के साथ काम करना',
    ]);
  });

  it("keeps showing the Hindi after staff rewrite the page's English in the back office", async () => {
    const before = (await pageText(t.services.db, 'aboutus/journey', 'hi'))!;
    const url = `/admin/content/pages/${encodeURIComponent('aboutus/journey')}`;
    const res = await postForm(
      t,
      url,
      {
        title: 'Our journey',
        heading: 'Twenty years with farmers',
        description: 'From one lab in Pune to dealers in twelve states.',
        body: 'We began in **2005**.\n\nToday we serve twelve states.',
        version: '0',
        intent: 'save',
      },
      content,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await html('/aboutus/journey')).toContain('Twenty years with farmers');
    const hindi = await html('/hi/aboutus/journey');
    expect(hindi).toContain(escaped(before.heading));
    expect(hindi).not.toContain('Twenty years with farmers');
    expect(hindi).not.toContain('We began in');

    // The same through the domain, from the next version.
    const staff = await t.services.db
      .selectFrom('staff')
      .select(['id', 'email'])
      .where('email', '=', 'content@mitti.example')
      .executeTakeFirstOrThrow();
    await savePageText(t.services.db, staff, 'aboutus/journey', {
      title: 'Our journey',
      heading: 'Twenty-one years with farmers',
      description: 'From one lab in Pune to dealers in twelve states.',
      body: 'We began in 2005.',
      version: '1',
    });
    t.services.pages.invalidate();
    expect(await html('/hi/aboutus/journey')).toContain(escaped(before.heading));
  });

  it('shows the English body marked lang="en" on a Marathi page whose text has no Marathi', async () => {
    const english = (await loadContentPage(t.services.db, 'whyus', 'en'))!;
    expect(await html('/mr/whyus')).not.toContain(english.html);
    await saved('page', 'whyus', 'mr', { body: '' });
    const page = await html('/mr/whyus');
    // The page's links lead to the Marathi pages; otherwise the English body as it is.
    expect(page.replace(/href="\/mr\//g, 'href="/')).toContain(`<div class="prose-page " lang="en">${english.html}</div>`);
    // Its heading is still the Marathi, not marked.
    expect(page).toMatch(/<h1 class="page-title">[^<]*[\u0900-\u097F][^<]*<\/h1>/);
  });

  it('lists the Hindi address of a translated company page in the Hindi sitemap, dated by its translation, with its alternates', async () => {
    const db = t.services.db;
    const entryOf = async (path: string) => {
      const xml = (await t.app.inject('/sitemap-hi.xml')).body;
      return { xml, entry: new RegExp(`<url><loc>http://shop\\.example\\.in${path}</loc>([\\s\\S]*?)</url>`).exec(xml)?.[1] ?? '' };
    };
    await db
      .updateTable('content_translations')
      .set({ updated_at: '2021-03-04T10:00:00.000Z' })
      .where('entity', '=', 'page')
      .where('entity_id', '=', 'vam')
      .execute();
    t.services.pages.invalidate();
    expect((await entryOf('/hi/vam')).entry).toContain('<lastmod>2021-03-04</lastmod>');
    expect((await entryOf('/vam')).entry).not.toContain('<lastmod>');

    await saved('page', 'vam', 'hi', { title: 'VAM क्या है' });
    const { xml, entry } = await entryOf('/hi/vam');
    expect(entry).toContain(`<lastmod>${new Date().toISOString().slice(0, 10)}</lastmod>`);
    expect(entry).toContain('hreflang="en-IN" href="http://shop.example.in/vam"');
    expect(entry).toContain('hreflang="hi-IN" href="http://shop.example.in/hi/vam"');
    expect(entry).toContain('hreflang="mr-IN" href="http://shop.example.in/mr/vam"');
    expect(entry).toContain('hreflang="x-default" href="http://shop.example.in/vam"');
    // A news item's and a job's Hindi addresses are there too.
    const [news, job] = await Promise.all([
      db.selectFrom('news').select('slug').executeTakeFirstOrThrow(),
      db.selectFrom('jobs').select('id').executeTakeFirstOrThrow(),
    ]);
    expect(xml).toContain(`<loc>http://shop.example.in/hi/updates/news/${news.slug}</loc>`);
    expect(xml).toContain(`<loc>http://shop.example.in/hi/jobdetails/${job.id}</loc>`);
  });
});
