import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toBullets } from '../../domain/catalog/products';
import { BIGHA_STATES } from '../../domain/crops/area';
import { CROP_GROUPS, getCropPage, listCrops } from '../../domain/crops/crops';
import { dosesOf } from '../../domain/crops/doses';
import { getProblemPage, listProblems } from '../../domain/crops/problems';
import { loadDictionary } from '../../domain/i18n/dictionaries';
import { databases, startTestApp, type TestApp } from '../setup/test-app';

// Every text of the seeded crop advice (crops, stages, problems, when to apply
// each dose) reaches a Hindi or Marathi visitor translated, from the
// translations stored per record; a problem's signs keep their sentences
// apart, as the page shows them as bullets. The crop groups and the bigha's
// states are interface labels, in locales/.

const LANGS = ['hi', 'mr'] as const;

describe('the crop advice’s interface labels in Hindi and Marathi', () => {
  it.each(LANGS)('has every crop group and bigha state in %s', (lang) => {
    const dict = loadDictionary(lang);
    const missing = [...CROP_GROUPS, ...BIGHA_STATES].filter((text) => !dict[text]?.trim());
    expect(missing).toEqual([]);
  });
});

describe.each(databases)('the seeded crop advice in Hindi and Marathi on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it.each(LANGS)('shows every crop, stage, problem and dose note in %s', async (lang) => {
    const db = t.services.db;
    const english = (where: string, record: { english?: readonly string[] }) =>
      record.english?.length ? [`${where}: ${record.english}`] : [];
    const crops = await listCrops(db, lang);
    expect(crops.length).toBeGreaterThanOrEqual(30);
    const problems: string[] = crops.flatMap((c) => english(`crop ${c.slug}`, c));
    let stages = 0;
    for (const c of crops) {
      const page = await getCropPage(db, c.slug, lang);
      stages += page.stages.length;
      for (const s of page.stages) {
        problems.push(...english(`crop ${c.slug} stage ${s.id}`, s));
        for (const p of s.problems) problems.push(...english(`problem ${p.slug}`, p));
      }
    }
    expect(stages).toBeGreaterThan(100);
    const all = await listProblems(db);
    expect(all.length).toBeGreaterThanOrEqual(20);
    for (const { slug } of all) {
      const [page, en] = await Promise.all([getProblemPage(db, slug, lang), getProblemPage(db, slug)]);
      problems.push(...english(`problem ${slug}`, page.problem));
      if (toBullets(page.problem.signs).length !== toBullets(en.problem.signs).length)
        problems.push(`problem ${slug}: the ${lang} signs have another number of sentences`);
    }
    const productIds = (await db.selectFrom('product_doses').select('product_id').distinct().execute()).map((r) => r.product_id);
    const doses = [...(await dosesOf(db, productIds, lang)).values()].flat();
    expect(doses.length).toBeGreaterThan(40);
    for (const d of doses) problems.push(...english(`dose ${d.id} (${d.method}) of ${d.productId}`, d));
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
