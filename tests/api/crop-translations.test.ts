import { describe, expect, it } from 'vitest';
import { seedCrops, seedDoses, seedProblems } from '../../db/seed/crops-data';
import { toBullets } from '../../domain/catalog/products';
import { BIGHA_STATES } from '../../domain/crops/area';
import { CROP_GROUPS } from '../../domain/crops/crops';
import { loadDictionary } from '../../domain/i18n/dictionaries';

// Every text of the seeded crop advice (crops, stages, problems, when to apply
// each dose) and the bigha's states has its Hindi and Marathi; a problem's signs
// keep their sentences apart, as the page shows them as bullets.

const LANGS = ['hi', 'mr'] as const;

function texts(): { where: string; text: string; bullets?: boolean }[] {
  const out: { where: string; text: string; bullets?: boolean }[] = [];
  for (const g of CROP_GROUPS) out.push({ where: 'crop group', text: g });
  for (const c of seedCrops) {
    out.push({ where: `crop ${c.slug}`, text: c.name }, { where: `crop ${c.slug} about`, text: c.about });
    for (const s of c.stages)
      out.push({ where: `crop ${c.slug} stage`, text: s.name }, { where: `crop ${c.slug} stage timing`, text: s.timing });
  }
  for (const p of seedProblems)
    out.push(
      { where: `problem ${p.slug}`, text: p.name },
      { where: `problem ${p.slug} about`, text: p.about },
      { where: `problem ${p.slug} signs`, text: p.signs, bullets: true },
    );
  for (const d of seedDoses) out.push({ where: `dose of ${d.product} (${d.method})`, text: d.timing });
  for (const s of BIGHA_STATES) out.push({ where: 'bigha state', text: s });
  return out;
}

describe('the crop advice in Hindi and Marathi', () => {
  it.each(LANGS)('has every text in %s', (lang) => {
    const dict = loadDictionary(lang);
    const all = texts();
    expect(all.length).toBeGreaterThan(300);
    const problems = all.flatMap(({ where, text, bullets }) => {
      const translated = dict[text];
      if (!translated?.trim()) return [`${where}: "${text}" has no ${lang} translation`];
      if (bullets && toBullets(translated).length !== toBullets(text).length)
        return [`${where}: the ${lang} signs have another number of sentences`];
      return [];
    });
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
