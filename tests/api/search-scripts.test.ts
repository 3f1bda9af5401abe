import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCropPage } from '../../domain/crops/crops';
import { databases, staffToken, startTestApp, type TestApp } from '../setup/test-app';

// A farmer types a product the way they say it: in Devanagari (Hindi or
// Marathi), in Latin letters as it sounds, or a farmer's word for it, with
// slips. Each finds the product; a crop finds the products for it; a search
// that finds nothing is counted for staff.

describe.each(databases)('search across scripts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const titles = async (text: string, lang?: 'hi' | 'mr') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/search/products?search=${encodeURIComponent(text)}${lang ? `&lang=${lang}` : ''}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { _id: string; title: string }[]).map((h) => h.title);
  };
  const page = (text: string, prefix = '') =>
    t.app.inject({ method: 'GET', url: `${prefix}/search?search=${encodeURIComponent(text)}`, headers: { accept: 'text/html' } });

  const VAM = ['VAM Mycorrhiza Granules', 'VAM Mycorrhiza Powder'];
  const TRICHODERMA = ['Trichoderma Enriched Granules', 'Trichoderma viride 1% WP'];

  it('finds mycorrhiza typed in Hindi (the placeholder’s own example), in Marathi and as it sounds', async () => {
    for (const q of ['माइकोराइज़ा', 'माइकोराइजा', 'मायकोरायझा', 'maikoraiza', 'mycoriza', 'maikoraija', 'micorhiza']) {
      expect((await titles(q)).slice(0, 2).sort(), q).toEqual(VAM);
    }
  });

  it('finds Trichoderma typed in Devanagari and transliterated, with slips', async () => {
    for (const q of ['ट्राइकोडर्मा', 'ट्रायकोडर्मा', 'trikoderma', 'trikodarma', 'traikoderma', 'ट्राइकोडरमा']) {
      expect((await titles(q)).slice(0, 2).sort(), q).toEqual(TRICHODERMA);
    }
  });

  it('finds the products for a crop named in Devanagari or transliterated', async () => {
    const soybean = await getCropPage(t.services.db, 'soybean');
    const forSoybean = soybean.products.map((p) => p.title);
    expect(forSoybean.length).toBeGreaterThan(0);
    for (const q of ['सोयाबीन', 'soyabin', 'soyabean']) {
      expect(await titles(q), q).toEqual(expect.arrayContaining(forSoybean));
    }
    // The Hindi results page (no JavaScript) shows those products, linked in Hindi.
    const res = await page('सोयाबीन', '/hi');
    expect(res.statusCode).toBe(200);
    for (const p of soybean.products) expect(res.body).toContain(`href="/hi/product_details/${p.id}"`);
  });

  it('understands a farmer’s words: “jaivik khad” (जैविक खाद) finds the biofertilizers', async () => {
    for (const q of ['jaivik khad', 'जैविक खाद', 'jaiwik khaad']) {
      const found = await titles(q);
      expect(found.length, q).toBeGreaterThan(0);
      // The products named biofertilizers come first.
      const named = found.filter((x) => /Biofertilizer/.test(x));
      expect(named.length, q).toBeGreaterThanOrEqual(3);
      expect(found.slice(0, named.length), q).toEqual(named);
    }
  });

  it('still ranks English searches as before and finds nothing for gibberish', async () => {
    expect((await titles('mycorrhiza')).sort()).toEqual(VAM);
    expect((await titles('seaweed')).slice(0, 2).sort()).toEqual(['Seaweed Extract Liquid', 'Seaweed Granules']);
    expect(await titles('xyzzy qwrtp')).toEqual([]);
    expect(await titles('क्ष्ज्ञ')).toEqual([]);
  });

  it('counts a search that found nothing and shows it to owner, sales and catalogue, not to content or hr', async () => {
    for (let i = 0; i < 3; i++) expect((await page('Neem Oil Cake')).statusCode).toBe(200);
    expect((await page('हवाई जहाज', '/hi')).statusCode).toBe(200);
    // Typing in the header's box (the suggestions API) and searches that found something are not counted;
    // nor is anything that looks like an e-mail address or a phone number.
    await titles('neem cake powder');
    await page('mycorrhiza');
    await page('call 98765 43210');
    await page('asha@example.com');

    const rows = await t.services.db.selectFrom('search_misses').selectAll().orderBy('term').execute();
    expect(rows.map((r) => [r.term, r.lang, Number(r.count)])).toEqual([
      ['neem oil cake', 'en', 3],
      ['हवाई जहाज', 'hi', 1],
    ]);

    for (const role of ['owner', 'sales', 'catalogue']) {
      const token = await staffToken(t, role, `${role}.search@mitti.example`);
      const res = await t.app.inject({ method: 'GET', url: '/admin/searches', headers: { authorization: token, accept: 'text/html' } });
      expect(res.statusCode, role).toBe(200);
      expect(res.body).toContain('neem oil cake');
      expect(res.body).toContain('हवाई जहाज');
      expect(res.body).toMatch(/<td>3<\/td>/);
      expect(res.body).not.toContain('98765');
      expect(res.body).not.toContain('asha@');
      // The menu leads there.
      const home = await t.app.inject({ method: 'GET', url: '/admin', headers: { authorization: token, accept: 'text/html' } });
      expect(home.body).toContain('href="/admin/searches"');
    }
    for (const role of ['content', 'hr']) {
      const token = await staffToken(t, role, `${role}.search@mitti.example`);
      const res = await t.app.inject({ method: 'GET', url: '/admin/searches', headers: { authorization: token, accept: 'text/html' } });
      expect(res.statusCode, role).toBe(403);
    }
  });

  it('keeps a missed term short and the table bounded', async () => {
    const { recordSearchMiss } = await import('../../domain/catalog/search-misses');
    const { SEARCH_MISSES_MAX, SEARCH_MISS_TERM_MAX } = await import('../../domain/constants');
    await recordSearchMiss(t.services.db, `${'long '.repeat(60)}end`, 'en');
    const long = await t.services.db.selectFrom('search_misses').select('term').where('term', 'like', 'long%').executeTakeFirstOrThrow();
    expect(long.term.length).toBeLessThanOrEqual(SEARCH_MISS_TERM_MAX);

    const db = t.services.db;
    const at = new Date(Date.UTC(2020, 0, 1)).toISOString();
    const filler = Array.from({ length: SEARCH_MISSES_MAX }, (_, i) => ({
      term: `old ${i}`,
      lang: 'en',
      count: 1,
      first_seen: at,
      last_seen: at,
    }));
    for (let i = 0; i < filler.length; i += 200)
      await db
        .insertInto('search_misses')
        .values(filler.slice(i, i + 200))
        .execute();
    await recordSearchMiss(db, 'newest miss', 'mr');
    const n = await db
      .selectFrom('search_misses')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(SEARCH_MISSES_MAX);
    const newest = await db.selectFrom('search_misses').select('term').where('term', '=', 'newest miss').executeTakeFirst();
    expect(newest?.term).toBe('newest miss');
    const kept = await db.selectFrom('search_misses').select('term').where('term', '=', 'neem oil cake').executeTakeFirst();
    expect(kept?.term).toBe('neem oil cake');
  });
});
