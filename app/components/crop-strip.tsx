import { useT } from '../framework/i18n';

/** The crops most asked about first: a farmer starts from the crop, not the product name. */
const FIRST = ['paddy', 'wheat', 'sugarcane', 'cotton', 'soybean', 'tomato', 'chilli', 'onion', 'grapes', 'pomegranate', 'banana'];

/** Home page: "Shop by crop", the main crops as links, then all crops and the dosage calculator. */
export function CropStrip({ crops }: { crops: readonly { slug: string; name: string; english?: readonly string[] }[] }) {
  const t = useT();
  if (!crops.length) return null;
  const shown = [...crops.filter((c) => FIRST.includes(c.slug))].sort((a, b) => FIRST.indexOf(a.slug) - FIRST.indexOf(b.slug));
  return (
    <section className="container-page home-section crop-strip" aria-labelledby="crops-title">
      <h2 id="crops-title" className="section-title">
        {t('Shop by crop')}
      </h2>
      <p className="section-lead">
        {t('Choose your crop to see the problems at each stage of its season and the biological inputs that address them, with doses.')}
      </p>
      <ul className="crop-chips">
        {(shown.length ? shown : crops.slice(0, 11)).map((c) => (
          <li key={c.slug}>
            <a href={`/crops/${c.slug}`} className="crop-chip" lang={c.english?.includes('name') ? 'en' : undefined}>
              {c.name}
            </a>
          </li>
        ))}
        <li>
          <a href="/crops" className="crop-chip crop-chip-all">
            {t('All crops')}
          </a>
        </li>
      </ul>
      <p>
        <a href="/calculator">{t('Dosage calculator')}</a>
      </p>
    </section>
  );
}
