import { CROP_GROUPS, listCrops, type CropSummary } from '../../domain/crops/crops';
import { translatorFor } from '../../domain/i18n/dictionaries';
import { PageHeader } from '../components/page-header';
import { useT } from '../framework/i18n';
import { definePage } from '../framework/page';
import { langOf } from '../../domain/translations/store';

/** Shop by crop: every crop the shop advises on, by group, each leading to its season and products. */
export default definePage<{ crops: CropSummary[] }>({
  path: '/crops',
  async load(ctx) {
    return { crops: await listCrops(ctx.services.db, ctx.lang) };
  },
  head: (_d, ctx) => {
    const t = translatorFor(ctx.lang);
    return {
      title: `${t('Shop by crop')} | Mitti Biotech`,
      description: t(
        'Choose your crop to see the problems at each stage of its season and the biological inputs that address them, with doses.',
      ),
      canonicalPath: '/crops',
    };
  },
  Component: ({ data }) => {
    const t = useT();
    return (
      <>
        <PageHeader
          title={t('Shop by crop')}
          lead={t(
            'Choose your crop to see the problems at each stage of its season and the biological inputs that address them, with doses.',
          )}
        />
        <div className="container-page crops-page">
          {CROP_GROUPS.map((group) => {
            const crops = data.crops.filter((c) => c.group === group);
            if (!crops.length) return null;
            return (
              <section key={group} aria-labelledby={`g-${group.replace(/\W+/g, '-')}`} className="crop-group">
                <h2 id={`g-${group.replace(/\W+/g, '-')}`}>{t(group)}</h2>
                <ul className="crop-grid">
                  {crops.map((c) => (
                    <li key={c.slug}>
                      <a href={`/crops/${c.slug}`} className="crop-card card">
                        <span className="crop-name" lang={langOf(c, 'name')}>
                          {c.name}
                        </span>
                        <span className="crop-about" lang={langOf(c, 'about')}>
                          {c.about}
                        </span>
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
          <p className="crop-calc-cta">
            <a href="/calculator" className="btn btn-outline">
              {t('Dosage calculator')}
            </a>
          </p>
        </div>
      </>
    );
  },
});
