import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages';
import { databases, postForm, staffToken, startTestApp, type TestApp } from '../setup/test-app';

// The content team adds a news item (previewed first), it is on the site and
// in the API at once; a bad field keeps what was typed; removing it takes it off.

describe.each(databases)('back office content on %s', (kind) => {
  let t: TestApp;
  let content: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    content = await staffToken(t, 'content');
  });
  afterAll(() => t.close());

  const post = (url: string, fields: Record<string, string>, accept = 'application/json') => postForm(t, url, fields, content, accept);
  const item = {
    title: 'Farmer field day at Latur',
    published_at: '2026-11-20',
    description: 'Two hundred farmers saw VAM-treated soybean plots.\n\nThe roots told the story.',
    image: '/images/news/field-day.svg',
  };

  it('previews, saves, shows on the site and in the API, then removes a news item', async () => {
    const preview = await post('/admin/content/news/new', { ...item, intent: 'preview' }, 'text/html');
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('<p>The roots told the story.</p>');
    expect(await t.services.db.selectFrom('news').select('id').where('title', '=', item.title).executeTakeFirst()).toBeUndefined();

    const bad = await post('/admin/content/news/new', { ...item, published_at: '20 Nov', intent: 'save' });
    expect(bad.json().errors).toEqual({ published_at: MSG.contentDateInvalid });

    const saved = await post('/admin/content/news/new', { ...item, intent: 'save' });
    expect(saved.json()).toMatchObject({ ok: true, toast: { text: MSG.contentSaved } });
    const news = (await t.app.inject('/api/get/News')).json() as { title: string; _id: string }[];
    const mine = news.find((n) => n.title === item.title);
    expect(mine).toBeDefined();
    const row = await t.services.db.selectFrom('news').select(['id', 'slug']).where('title', '=', item.title).executeTakeFirstOrThrow();
    expect((await t.app.inject({ url: `/updates/news/${row.slug}`, headers: { accept: 'text/html' } })).body).toContain(
      'The roots told the story.',
    );

    expect((await post(`/admin/content/news/${row.id}`, { intent: 'delete' })).json()).toMatchObject({ ok: true });
    expect((await t.app.inject({ url: `/updates/news/${row.slug}`, headers: { accept: 'text/html' } })).statusCode).toBe(404);
  });

  it('rewrites a company page with preview, refuses a save from an older version, and goes back to the original', async () => {
    const url = `/admin/content/pages/${encodeURIComponent('aboutus/journey')}`;
    const html = (path: string) => t.app.inject({ url: path, headers: { accept: 'text/html' } });
    const form = (await t.app.inject({ url, headers: { accept: 'text/html', authorization: content } })).body;
    expect(form).toContain('name="version" value="0"');
    const text = {
      title: 'Our journey',
      heading: 'Twenty years with farmers',
      description: 'From one lab in Pune to dealers in twelve states.',
      body: 'We began in **2005**.\n\nToday we serve twelve states.',
    };

    const preview = await post(url, { ...text, version: '0', intent: 'preview' }, 'text/html');
    expect(preview.body).toContain('<strong>2005</strong>');
    expect((await html('/aboutus/journey')).body).not.toContain('Twenty years with farmers');

    expect((await post(url, { ...text, heading: '', version: '0', intent: 'save' })).json().errors).toEqual({
      heading: MSG.contentFieldRequired('Heading'),
    });
    // The page's Hindi and Marathi stay, marked for checking against the new English.
    expect((await post(url, { ...text, version: '0', intent: 'save' })).json()).toMatchObject({
      ok: true,
      toast: { text: MSG.contentSaved + MSG.translationsKept(8) },
    });
    const page = (await html('/aboutus/journey')).body;
    expect(page).toContain('<h1');
    expect(page).toContain('Twenty years with farmers');
    expect(page).toContain('<strong>2005</strong>');
    expect(page).toContain('<title>Our journey | Mitti Biotech</title>');

    // A second person who opened the form before the save is refused, not silently overwriting.
    const stale = await post(url, { ...text, heading: 'Something else', version: '0', intent: 'save' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().toast.text).toBe(MSG.changedByOther);
    expect((await html('/aboutus/journey')).body).toContain('Twenty years with farmers');

    const audit = await t.services.db.selectFrom('audit_log').select(['action', 'entity_id']).where('entity', '=', 'page').execute();
    expect(audit).toEqual([{ action: 'page.update', entity_id: 'aboutus/journey' }]);

    expect((await post(url, { intent: 'reset' })).json()).toMatchObject({ ok: true, toast: { text: MSG.pageReset } });
    expect((await html('/aboutus/journey')).body).not.toContain('Twenty years with farmers');
    expect((await post('/admin/content/pages/no-such-page', { ...text, version: '0', intent: 'save' })).statusCode).toBe(404);
  });

  it('lets the gallery captions be rewritten with the page', async () => {
    const url = '/admin/content/pages/gallery';
    const form = (await t.app.inject({ url, headers: { accept: 'text/html', authorization: content } })).body;
    expect(form).toContain('name="body"');
    const body = 'Our pictures.\n\n- **Trial plots at Baramati** — VAM on sugarcane, six weeks after planting.\n';
    const saved = await post(url, {
      title: 'Gallery',
      heading: 'Gallery',
      description: 'Pictures from the field.',
      body,
      version: '0',
      intent: 'save',
    });
    expect(saved.statusCode).toBe(200);
    const page = (await t.app.inject({ url: '/gallery', headers: { accept: 'text/html' } })).body;
    expect(page).toContain('Trial plots at Baramati');
    expect(page).toContain('VAM on sugarcane, six weeks after planting.');
  });
});
