import { toBullets } from '../../domain/catalog/products';
import { getProblemPage, type ProblemPage } from '../../domain/crops/problems';
import { translatorFor } from '../../domain/i18n/dictionaries';
import { AdvisedProduct, breadcrumbJsonLd, productListJsonLd } from '../components/crop-parts';
import { PageHeader } from '../components/page-header';
import { useT } from '../framework/i18n';
import { definePage } from '../framework/page';
import { langOf } from '../../domain/translations/store';

/** A crop problem (disease, pest, deficiency or soil): what it is, its signs, the crops and stages it is met at, the products that address it. */
export default definePage<ProblemPage>({
  path: '/problems/:slug',
  load: (ctx) => getProblemPage(ctx.services.db, ctx.params.slug, ctx.lang), // an unknown problem is the 404 page
  head: (d, ctx) => {
    const t = translatorFor(ctx.lang);
    const base = ctx.services.config.PUBLIC_URL;
    const path = `/problems/${d.problem.slug}`;
    const name = d.problem.name;
    return {
      title: `${t('{problem}: signs and biological control', { problem: name })} | Mitti Biotech`,
      description: d.problem.about.slice(0, 300),
      canonicalPath: path,
      jsonLd: [
        breadcrumbJsonLd(base, [
          { name: t('Shop by crop'), path: '/crops' },
          { name, path },
        ]),
        productListJsonLd(base, t('Products that help'), d.products),
      ],
    };
  },
  Component: ({ data }) => {
    const t = useT();
    const p = data.problem;
    return (
      <>
        <PageHeader
          title={p.name}
          crumbs={[{ href: '/crops', label: 'Shop by crop' }]}
          lead={p.about}
          titleLang={langOf(p, 'name')}
          leadLang={langOf(p, 'about')}
        />
        <div className="container-page crop-page">
          <section aria-labelledby="signs" className="card problem-signs">
            <h2 id="signs">{t('Signs to look for')}</h2>
            <ul className="bullets" lang={langOf(p, 'signs')}>
              {toBullets(p.signs).map((s, i) => (
                <li key={i}>{s}</li>
              ))}
            </ul>
          </section>
          {data.crops.length > 0 && (
            <section aria-labelledby="where" className="problem-where">
              <h2 id="where">{t('Crops and stages it is met at')}</h2>
              <ul className="problem-crops">
                {data.crops.map((c) => (
                  <li key={c.slug}>
                    <a href={`/crops/${c.slug}`} lang={langOf(c, 'name')}>
                      {c.name}
                    </a>
                    :{' '}
                    {c.stages.map((s, i) => (
                      <span key={i}>
                        {i > 0 && ', '}
                        <span lang={langOf(s, 'name')}>{s.name}</span>
                      </span>
                    ))}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section aria-labelledby="helps" className="crop-products">
            <h2 id="helps">{t('Products that help')}</h2>
            <ul className="advised-list advised-grid">
              {data.products.map((product) => (
                <AdvisedProduct key={product.id} product={product} doses={data.doses[product.id] ?? []} />
              ))}
            </ul>
          </section>
        </div>
      </>
    );
  },
});
