import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, signUpAndLogin, startTestApp, type TestApp } from '../setup/test-app';

describe.each(databases)('updates API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('GET /api/get/News answers the news, newest first, with or without a Bearer token', async () => {
    const { token } = await signUpAndLogin(t.app);
    const anonymous = await get('/api/get/News');
    const withToken = await get('/api/get/News', { authorization: `Bearer ${token}` });
    const staleToken = await get('/api/get/News', { authorization: 'Bearer 0000-not-a-session' });
    for (const res of [anonymous, withToken, staleToken]) expect(res.statusCode).toBe(200);
    expect(withToken.json()).toEqual(anonymous.json());
    expect(staleToken.json()).toEqual(anonymous.json());

    const news = anonymous.json();
    expect(news.length).toBeGreaterThanOrEqual(4);
    for (const n of news) {
      expect(n).toEqual({
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        title: expect.any(String),
        description: expect.any(String),
        image: expect.stringMatching(/^http:\/\/localhost:3000\/images\/content\/news-.+\.svg$/),
        slug: expect.stringMatching(/^[a-z0-9-]+$/),
        link: `/updates/news/${n.slug}`,
        publishedAt: expect.any(String),
      });
    }
    const dates = news.map((n: { publishedAt: string }) => n.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(news[0].title).toBe('Rabi dealer meet held in Nashik');
  });

  it('GET /api/get/Blog answers the blogs with heading, description, image and Link', async () => {
    const res = await get('/api/get/Blog');
    expect(res.statusCode).toBe(200);
    const blogs = res.json();
    expect(blogs.length).toBeGreaterThanOrEqual(4);
    for (const b of blogs) {
      expect(b).toEqual({
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        heading: expect.any(String),
        description: expect.any(String),
        image: expect.stringMatching(/^http:\/\/localhost:3000\/images\/content\/blog-.+\.svg$/),
        Link: `/updates/blog/${b.slug}`,
        slug: expect.any(String),
        publishedAt: expect.any(String),
      });
    }
  });

  it('GET /api/get/teams answers the team in order, with image, name and position', async () => {
    const res = await get('/api/get/teams');
    expect(res.statusCode).toBe(200);
    const team = res.json();
    expect(team.length).toBeGreaterThanOrEqual(6);
    for (const m of team) expect(Object.keys(m).sort()).toEqual(['_id', 'image', 'name', 'position']);
    expect(team[0]).toMatchObject({
      name: 'Dr. Anand Kulkarni',
      position: 'Founder and Managing Director',
      image: 'http://localhost:3000/images/content/team-anand-kulkarni.svg',
    });
  });

  // Last: it empties the tables.
  it('answers empty arrays when there is nothing to show', async () => {
    await t.services.db.deleteFrom('news').execute();
    await t.services.db.deleteFrom('blogs').execute();
    await t.services.db.deleteFrom('team_members').execute();
    t.services.pages.invalidate(); // written past the app, as the back office never does: say so
    for (const url of ['/api/get/News', '/api/get/Blog', '/api/get/teams']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json(), url).toEqual([]);
    }
  });
});
