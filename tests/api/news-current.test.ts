import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startTestApp, type TestApp } from '../setup/test-app';

/** The part of a page from the element marked `testId` to the end of its section, and what it shows. */
function newsBlock(html: string, testId: string) {
  const start = html.indexOf(`data-testid="${testId}"`);
  expect(start, `${testId} is on the page`).toBeGreaterThan(-1);
  const block = html.slice(start, html.indexOf('</section>', start));
  return {
    heading: /<h[23][^>]*>([^<]*)<\/h[23]>/.exec(block)?.[1],
    dates: [...block.matchAll(/<time dateTime="([^"]+)">([^<]+)<\/time>/gi)].map((m) => ({ iso: m[1], shown: m[2] })),
    block,
  };
}

describe.each(databases)('"latest news" is current on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const page = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('shows the newest news by date with their dates, and calls news older than a year "News", not "Latest news"', async () => {
    const newest = (await t.services.db.selectFrom('news').select(['title', 'published_at']).execute())
      .map((n) => n.published_at.slice(0, 10))
      .sort()
      .reverse()
      .slice(0, 3);
    // The seed's stories are from 2023–24: more than a year old by now.
    expect(Date.now() - new Date(newest[0]).getTime()).toBeGreaterThan(365 * 86_400_000);
    for (const [prefix, word, latest] of [
      ['', 'News', 'Latest news'],
      ['/hi', 'समाचार', 'ताज़ा समाचार'],
      ['/mr', 'बातम्या', 'ताज्या बातम्या'],
    ]) {
      for (const [url, testId] of [
        [`${prefix}/`, 'home-news'],
        [`${prefix}/updates/blog`, 'latest-news'],
      ]) {
        const html = await page(url);
        const news = newsBlock(html, testId);
        expect(news.heading, url).toBe(word);
        expect(html, url).not.toContain(latest);
        expect(
          news.dates.map((d) => d.iso),
          url,
        ).toEqual(newest);
        for (const d of news.dates) expect(d.shown, url).toMatch(/20\d\d/);
      }
    }
  });

  it('calls them "Latest news" once a story of this week is published, and shows it first with its date', async () => {
    const today = new Date().toISOString().slice(0, 10);
    await t.services.db
      .insertInto('news')
      .values({
        id: randomBytes(12).toString('hex'),
        slug: 'kharif-field-day-this-week',
        title: 'Kharif field day this week',
        description: 'Farmers saw VAM-treated soybean plots.',
        image: '/images/content/news-field-day.svg',
        published_at: today,
      })
      .execute();
    // New addresses: the home page and the sidebar kept before the story are not asked again.
    for (const [prefix, latest] of [
      ['', 'Latest news'],
      ['/hi', 'ताज़ा समाचार'],
      ['/mr', 'ताज्या बातम्या'],
    ]) {
      for (const [url, testId] of [
        [`${prefix}/?after=story`, 'home-news'],
        [`${prefix}/updates/news?after=story`, 'latest-news'],
      ]) {
        const news = newsBlock(await page(url), testId);
        expect(news.heading, url).toBe(latest);
        expect(news.dates[0].iso, url).toBe(today);
        expect(news.block, url).toContain('Kharif field day this week');
        expect(
          news.dates.map((d) => d.iso),
          url,
        ).toEqual([...news.dates.map((d) => d.iso)].sort().reverse());
      }
    }
  });
});
