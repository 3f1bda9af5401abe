import { DELIVERY_REASON_TITLE, homeCategories, homeReasons } from '../../domain/content/home';
import { LABEL } from '../../domain/messages';
import { useT } from '../framework/i18n';

const ICONS: Record<string, string> = {
  // a sprout with roots
  biofertilizers: 'M12 22v-7m0 0c-3 0-6-2-6-6 3 0 6 2 6 6Zm0 0c0-5 3-8 7-8 0 5-3 8-7 8Zm0 7-3 2m3-2 3 2',
  // a shield with a leaf
  biopesticides: 'M12 2 4 5v6c0 5 3.4 9.5 8 11 4.6-1.5 8-6 8-11V5l-8-3Zm0 5c2.5 1 4 3 4 6-3 0-5-2-4-6Z',
  // a leaf with a rising arrow
  biostimulants: 'M5 21c0-9 5-15 15-16-1 10-7 15-15 16Zm0 0 9-9m-4 0h4v4',
  // a drop
  micronutrients: 'M12 2c4 5 7 9 7 12.5A7 7 0 0 1 5 14.5C5 11 8 7 12 2Zm-3 12a3 3 0 0 0 3 3',
};

/** The four product categories, each opening its B2B listing. */
export function FeatureCategories() {
  const t = useT();
  return (
    <section className="container-page home-section" aria-labelledby="categories-title">
      <h2 id="categories-title" className="section-title">
        {t('What we make')}
      </h2>
      <ul className="category-grid">
        {homeCategories.map((c) => (
          <li key={c.slug} className="card category-card">
            <svg aria-hidden="true" viewBox="0 0 24 24" width="40" height="40" className="category-icon">
              <path fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" d={ICONS[c.slug]} />
            </svg>
            <h3>
              <a href={`/b2b/${c.slug}`}>{t(c.name)}</a>
            </h3>
            <p>{t(c.text)}</p>
            <a className="category-guide" href={c.guide}>
              {t('How to use {category}', { category: t(c.name).toLowerCase() })}
            </a>
          </li>
        ))}
      </ul>
      <p className="home-shop-link">
        <a className="btn btn-primary" href="/categoriwise_product">
          {t('{shopOnline}: prices, pack sizes and Add to Cart', { shopOnline: LABEL.shopOnline })}
        </a>
      </p>
    </section>
  );
}

/** Why choose us: facts a buyer can check, the delivery charges as the zones say them now. */
export function FeatureReasons({ delivery }: { delivery: string }) {
  const t = useT();
  return (
    <section className="home-band" aria-labelledby="reasons-title">
      <div className="container-page">
        <h2 id="reasons-title" className="section-title">
          {t(LABEL.whyChooseUs)}
        </h2>
        <ul className="reason-grid">
          {homeReasons.map((r) => (
            <li key={r.title}>
              <h3>{t(r.title)}</h3>
              <p>{t(r.text)}</p>
            </li>
          ))}
          <li data-testid="delivery-terms">
            <h3>{t(DELIVERY_REASON_TITLE)}</h3>
            <p>{delivery}</p>
          </li>
        </ul>
        <p className="mt-6">
          <a href="/whyus">{t('Why farmers and dealers buy from us')}</a>
        </p>
      </div>
    </section>
  );
}

/** Bulk, private-label and contract R&D: the business offer. */
export function FeatureOffer() {
  const t = useT();
  return (
    <section className="container-page home-section" aria-labelledby="offer-title">
      <h2 id="offer-title" className="section-title">
        {t('For agri-input companies')}
      </h2>
      <div className="offer-grid">
        <div className="card offer-card">
          <h3>{t(LABEL.bulkManufacturing)}</h3>
          <p>
            {t(
              'VAM, biofertilizers, biopesticides and biostimulants made to your specification and packed under your brand, from 1 tonne or 1,000 litres, with certificates of analysis for every batch.',
            )}
          </p>
          <p className="offer-links">
            <a className="btn btn-primary" href="/contractmfg">
              {t(LABEL.contractManufacturing)}
            </a>
            <a href="/whychooseus">{t('Why choose us?')}</a>
          </p>
        </div>
        <div className="card offer-card">
          <h3>{t(LABEL.contractRnd)}</h3>
          <p>
            {t(
              'New strains, carriers and liquid formulations, shelf-life studies, bio-efficacy trials and FCO or CIB&RC registration data, at a fixed price per work package.',
            )}
          </p>
          <p className="offer-links">
            <a className="btn btn-primary" href="/r_and_d">
              {t(LABEL.contractRnd)}
            </a>
            <a href={'/contactforR&D'}>{t('How to start a project')}</a>
          </p>
        </div>
      </div>
      <p className="offer-enquire">
        <a className="btn btn-accent" href="/enquirenow">
          {t(LABEL.enquireNow)}
        </a>
      </p>
    </section>
  );
}
