import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startTestApp, type TestApp } from '../setup/test-app';

// The company's news, blog, team, clients and jobs answer in the language the
// client asks for (`?lang=`, Accept-Language), from the stored translations,
// with the same fields; English when it asks for none of ours.

describe.each(databases)('content answers in the asked language on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const stored = async (entity: string, field: string, lang: string) =>
    new Map(
      (
        await t.services.db
          .selectFrom('content_translations')
          .select(['entity_id', 'text'])
          .where('entity', '=', entity)
          .where('field', '=', field)
          .where('lang', '=', lang)
          .execute()
      ).map((r) => [r.entity_id, r.text]),
    );

  it.each([
    ['/api/get/News?lang=mr', 'news', 'title', 'mr', {}],
    ['/api/get/Blog?lang=hi', 'blog', 'heading', 'hi', {}],
    ['/api/get/teams', 'team', 'position', 'hi', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.5' }],
    ['/api/get/Client?lang=mr', 'client', 'description', 'mr', {}],
    ['/api/get/career', 'job', 'position', 'hi', { 'accept-language': 'hi' }],
  ] as const)('%s gives the %s %s in %s', async (url, entity, field, lang, headers) => {
    const translations = await stored(entity, field, lang);
    const res = await t.app.inject({ url, headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-language']).toMatch(new RegExp(`^${lang}`));
    const items = res.json() as Record<string, string>[];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item[field]).toBe(translations.get(item._id));

    const english = (await t.app.inject({ url: url.split('?')[0] })).json() as Record<string, string>[];
    expect(english.map((i) => i._id)).toEqual(items.map((i) => i._id));
    expect(english.some((i, n) => i[field] !== items[n][field])).toBe(true);
  });
});
