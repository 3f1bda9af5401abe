import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages';
import { formatCsv, parseCsv } from '../../domain/translations/csv';
import { databases, staffToken, startTestApp, type TestApp } from '../setup/test-app';
import { multipart } from './careers-files';

// A translator works offline: the export is one CSV row per text and
// language; the file comes back with cells changed and is saved in one go, or
// refused whole with each wrong line's reason.

describe.each(databases)('translations as CSV on %s', (kind) => {
  let t: TestApp;
  let catalogue: string;
  let content: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    catalogue = await staffToken(t, 'catalogue');
    content = await staffToken(t, 'content');
  });
  afterAll(() => t.close());

  const exported = async (query: string, token = catalogue) => {
    const res = await t.app.inject({ url: `/admin/translations/export.csv?${query}`, headers: { authorization: token } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const parsed = parseCsv(res.body);
    if ('error' in parsed) throw new Error(parsed.error);
    return parsed.rows;
  };
  const importCsv = (csv: string, token = catalogue) =>
    t.app.inject({ method: 'POST', url: '/api/admin/translations/import', headers: { authorization: token }, payload: { csv } });
  const stored = (entity: string, id: string, field: string, lang: string) =>
    t.services.db
      .selectFrom('content_translations')
      .select(['text', 'source'])
      .where('entity', '=', entity)
      .where('entity_id', '=', id)
      .where('field', '=', field)
      .where('lang', '=', lang)
      .executeTakeFirst();

  it('exports one row per text in the language asked, and imports an edited cell', async () => {
    const [header, ...rows] = await exported('lang=hi&entity=product');
    expect(header).toEqual(['entity', 'id', 'name', 'field', 'lang', 'english', 'text', 'status']);
    expect(rows.length).toBeGreaterThan(20);
    expect(new Set(rows.map((r) => `${r[0]} ${r[4]}`))).toEqual(new Set(['product hi']));
    const dosage = rows.find((r) => r[3] === 'dosage' && r[7] === 'done')!;
    const [, id, , , , english] = dosage;

    dosage[6] = 'बीज उपचार: 10 मिली प्रति किलो बीज, "गुड़" के घोल में।\nबुवाई उसी दिन करें।';
    const other = rows.find((r) => r[3] === 'title' && r[1] !== id)!;
    const untouched = await stored('product', other[1], 'title', 'hi');
    const res = await importCsv(formatCsv([header, dosage, other]));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, message: MSG.csvImported(1, 'Hindi'), saved: 1 });
    expect(await stored('product', id, 'dosage', 'hi')).toEqual({ text: dosage[6], source: english });
    expect(await stored('product', other[1], 'title', 'hi')).toEqual(untouched);
    expect(await stored('product', id, 'dosage', 'mr')).not.toEqual({ text: dosage[6], source: english });
  });

  it('saves a row written for an older English against that English, so it shows as to check', async () => {
    const [header, ...rows] = await exported('lang=mr&entity=category');
    const row = rows.find((r) => r[3] === 'blurb')!;
    row[5] = 'An older blurb in English.';
    row[6] = 'जुनी मराठी ओळ.';
    expect((await importCsv(formatCsv([header, row]))).statusCode).toBe(200);
    expect(await stored('category', row[1], 'blurb', 'mr')).toEqual({ text: 'जुनी मराठी ओळ.', source: 'An older blurb in English.' });
    const [, ...after] = await exported('lang=mr&entity=category&status=stale');
    expect(after.map((r) => `${r[1]} ${r[3]}`)).toContain(`${row[1]} blurb`);
  });

  it('refuses the whole file, line by line, for an unknown id, a lost placeholder or link, or another role’s kind', async () => {
    const [header, ...rows] = await exported('lang=hi&entity=product');
    const good = [...rows.find((r) => r[3] === 'crops')!];
    good[6] = 'सब फसलें।';
    const unknown = [...good];
    unknown[1] = 'no-such-product';
    const placeholder = [...good];
    placeholder[3] = 'dosage';
    placeholder[5] = 'Use {dose} per acre, see [the chart](/calculator).';
    placeholder[6] = 'प्रति एकड़ उपयोग करें, [चार्ट](/calculator) देखें।';
    const link = [...placeholder];
    link[3] = 'purpose';
    link[6] = 'प्रति एकड़ {dose} उपयोग करें, [चार्ट](/crops) देखें।';
    const before = await stored('product', good[1], 'crops', 'hi');

    const res = await importCsv(formatCsv([header, good, unknown, placeholder, link]));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe(MSG.csvRefused(3));
    expect(body.problems.map((p: { line: number }) => p.line)).toEqual([3, 4, 5]);
    expect(body.problems[0].message).toBe(MSG.csvLine(3, MSG.translationRecordUnknown('Product', 'no-such-product')));
    expect(body.problems[1].message).toContain('Line 4: The Hindi dosage must keep the placeholders of the English');
    expect(body.problems[2].message).toContain('Line 5: The Hindi benefit must link where the English links');
    expect(await stored('product', good[1], 'crops', 'hi')).toEqual(before);

    const notTheirs = await importCsv(formatCsv([header, good]), content);
    expect(notTheirs.statusCode).toBe(400);
    expect(notTheirs.json().problems[0].message).toBe(MSG.csvLine(2, MSG.translationNotYourKind('Product')));
    expect((await importCsv('entity,id,field,lang,english,text\r\nproduct,"x,title,hi,a,b\r\n')).json().message).toBe(MSG.csvRefused(1));
  });

  it('takes the file from the list page’s upload form, and lists the lines to fix there', async () => {
    const [header, ...rows] = await exported('lang=mr&entity=crop');
    const row = rows.find((r) => r[3] === 'name')!;
    row[6] = 'नवे नाव';
    const bad = [...row];
    bad[4] = 'gu';
    const upload = (csv: string) => {
      const body = multipart([{ name: 'file', value: Buffer.from(csv), filename: 'crops.csv', contentType: 'text/csv' }]);
      return t.app.inject({
        method: 'POST',
        url: '/admin/translations',
        payload: body.payload,
        headers: { ...body.headers, authorization: catalogue, accept: 'text/html', origin: t.services.config.PUBLIC_URL },
      });
    };
    const refused = await upload(formatCsv([header, row, bad]));
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(MSG.csvLine(3, MSG.translationLangInvalid('gu')));
    expect((await stored('crop', row[1], 'name', 'mr'))?.text).not.toBe('नवे नाव');

    const done = await upload(formatCsv([header, row]));
    expect(done.statusCode).toBe(303);
    expect((await stored('crop', row[1], 'name', 'mr'))?.text).toBe('नवे नाव');
  });
});
