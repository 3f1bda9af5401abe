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
});
