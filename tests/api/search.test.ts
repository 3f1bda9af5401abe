import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startTestApp, type TestApp } from '../setup/test-app';

describe.each(databases)('product search on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const search = async (text: string, raw = false) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/search/products?search=${raw ? text : encodeURIComponent(text)}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { _id: string; title: string }[];
  };
  const titles = async (text: string, raw = false) => (await search(text, raw)).map((h) => h.title);

  it('answers [{_id, title}] and nothing for blank text', async () => {
    const hits = await search('vam');
    expect(hits.length).toBeGreaterThan(0);
    expect(Object.keys(hits[0]).sort()).toEqual(['_id', 'title']);
    expect(await search('')).toEqual([]);
    expect(await search('   ')).toEqual([]);
    const none = await t.app.inject({ method: 'GET', url: '/api/search/products' });
    expect(none.json()).toEqual([]);
  });

  it('ranks title prefixes first, then whole title words, then other fields', async () => {
    const seaweed = await titles('seaweed');
    expect(seaweed.slice(0, 2).sort()).toEqual(['Seaweed Extract Liquid', 'Seaweed Granules']);

    // "Zinc" starts two titles, is a whole word of a third, and appears only in other fields of more.
    const zinc = await titles('zinc');
    expect(zinc.slice(0, 2).sort()).toEqual(['Zinc Solubilizing Bacteria (ZSB) Liquid', 'Zinc Sulphate Monohydrate 33% Granules']);
    expect(zinc[2]).toBe('Chelated Zinc (Zn-EDTA 12%)');
    expect(zinc.length).toBeGreaterThan(3);

    // A crop is found through the crops field.
    const tomato = await titles('tomato');
    expect(tomato.length).toBeGreaterThan(0);
    expect(tomato.every((x) => !/tomato/i.test(x))).toBe(true);
  });

  it('ignores case and the order of words', async () => {
    expect((await titles('POWDER vam'))[0]).toBe('VAM Mycorrhiza Powder');
    expect((await titles('liquid humic'))[0]).toBe('Humic Acid 12% Liquid');
  });

  it('forgives small misspellings in longer words, and in short ones only a spelling that sounds the same', async () => {
    expect(await titles('mycoriza')).toEqual(expect.arrayContaining(['VAM Mycorrhiza Powder', 'VAM Mycorrhiza Granules']));
    expect((await titles('mycoriza'))[0]).toMatch(/^VAM Mycorrhiza/);
    expect((await titles('azotobactr'))[0]).toBe('Azotobacter Liquid Biofertilizer');
    expect((await titles('tricoderma')).slice(0, 2).sort()).toEqual(['Trichoderma Enriched Granules', 'Trichoderma viride 1% WP']);
    expect((await titles('psedomonas'))[0]).toBe('Pseudomonas fluorescens 1% WP');
    expect((await titles('beaveria'))[0]).toBe('Beauveria bassiana 1.15% WP');
    expect(await titles('xqzvw')).toEqual([]);
    // Four letters: no typo allowed ("zinx" is not "zinc"), but a spelling that sounds the same is ("zink").
    expect(await titles('zinx')).toEqual([]);
    // Products named for zinc first, then those whose other fields mention it.
    expect((await titles('zink')).slice(0, 3).sort()).toEqual([
      'Chelated Zinc (Zn-EDTA 12%)',
      'Zinc Solubilizing Bacteria (ZSB) Liquid',
      'Zinc Sulphate Monohydrate 33% Granules',
    ]);
  });

  it('suggests while a word is still being typed', async () => {
    expect((await titles('mycor'))[0]).toMatch(/^VAM Mycorrhiza/);
    expect((await titles('metarh'))[0]).toBe('Metarhizium anisopliae 1.15% WP');
  });

  it('accepts search text sent without URL encoding', async () => {
    expect((await titles('Trichoderma viride 1% WP', true))[0]).toBe('Trichoderma viride 1% WP');
    expect((await titles('Humic Acid 98%', true))[0]).toBe('Humic Acid 98% Soluble Powder');
    expect((await titles('Chelated Zinc (Zn-EDTA 12%)', true))[0]).toBe('Chelated Zinc (Zn-EDTA 12%)');
  });

  it('is fast enough to run on every keystroke', async () => {
    await search('warm up');
    const started = performance.now();
    for (const q of ['m', 'my', 'myc', 'myco', 'mycor', 'mycori', 'mycoriz', 'mycoriza', 'bio npk gran', 'seaweed liquid']) await search(q);
    expect((performance.now() - started) / 10).toBeLessThan(50);
  });
});
