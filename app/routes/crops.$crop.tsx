import { getCropPage, type CropPage } from '../../domain/crops/crops';
import { translatorFor } from '../../domain/i18n/dictionaries';
import { AdvisedProduct, breadcrumbJsonLd, productListJsonLd } from '../components/crop-parts';
import { DoseLine } from '../components/dose-list';
import { PageHeader } from '../components/page-header';
import { useT } from '../framework/i18n';
import { definePage } from '../framework/page';
import { langOf } from '../../domain/translations/store';

/** A crop: its season in stages, the problems of each stage with the products that address them and their doses, then every product that suits it. */
export default definePage<CropPage>({
  path: '/crops/:crop',
  async load(ctx) {
    return getCropPage(ctx.services.db, ctx.params.crop, ctx.lang); // an unknown crop is the 404 page
  },
  head: (d, ctx) => {
    const t = translatorFor(ctx.lang);
    const base = ctx.services.config.PUBLIC_URL;
    const path = `/crops/${d.crop.slug}`;
    const crop = d.crop.name;
    return {
      title: `${t('{crop}: problems, products and doses', { crop })} | Mitti Biotech`,
      description:
        `${d.crop.about} ${t('Problems at each stage of the season and the biological inputs that address them, with doses.')}`.slice(
          0,
          300,
        ),
      canonicalPath: path,
      jsonLd: [
        breadcrumbJsonLd(base, [
          { name: t('Shop by crop'), path: '/crops' },
          { name: crop, path },
        ]),
        productListJsonLd(base, t('Products for {crop}', { crop }), d.products),
      ],
    };
  },
  Component: ({ data }) => {
    const t = useT();
    const crop = data.crop.name;
    const byId = new Map(data.products.map((p) => [p.id, p]));
    return (
      <>
        <PageHeader
          title={crop}
          crumbs={[{ href: '/crops', label: 'Shop by crop' }]}
          lead={data.crop.about}
          titleLang={langOf(data.crop, 'name')}
          leadLang={langOf(data.crop, 'about')}
        />
        <div className="container-page crop-page">
          <section aria-labelledby="season" className="crop-season">
            <h2 id="season">{t('The season, stage by stage')}</h2>
            <ol className="stage-list">
              {data.stages.map((s, i) => (
                <li key={i} className="stage card">
                  <h3>
                    <span lang={langOf(s, 'name')}>{s.name}</span>{' '}
                    <span className="stage-timing" lang={langOf(s, 'timing')}>
                      {s.timing}
                    </span>
                  </h3>
                  {s.problems.map((p) => (
                    <div key={p.id} className="stage-problem">
                      <h4>
                        <a href={`/problems/${p.slug}`} lang={langOf(p, 'name')}>
                          {p.name}
                        </a>
                      </h4>
                      {p.productIds.length ? (
                        <ul className="remedy-list">
                          {p.productIds.map((id) => {
                            const product = byId.get(id);
                            if (!product) return null;
                            return (
                              <li key={id}>
                                <a href={`/product_details/${id}`} lang={langOf(product, 'title')}>
                                  {product.title}
                                </a>{' '}
                                <DoseLine doses={data.doses[id] ?? []} />
                              </li>
                            );
                          })}
                        </ul>
                      ) : (
                        <p className="muted">
                          {t('Ask us what to use:')} <a href="/contact">{t('Contact')}</a>
                        </p>
                      )}
                    </div>
                  ))}
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="for-crop" className="crop-products">
            <h2 id="for-crop">{t('Products for {crop}', { crop })}</h2>
            <ul className="advised-list advised-grid">
              {data.products.map((p) => (
                <AdvisedProduct key={p.id} product={p} doses={data.doses[p.id] ?? []} crop={data.crop.slug} />
              ))}
            </ul>
          </section>
        </div>
      </>
    );
  },
});
