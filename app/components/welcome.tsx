import type { Company } from '../../domain/content/company';
import { LABEL } from '../../domain/messages';
import { useT } from '../framework/i18n';

/** The home page's welcome: who we are, Know More → /aboutus and the company video. */
export function Welcome({ company }: { company: Company }) {
  const t = useT();
  const years = new Date().getFullYear() - company.founded;
  return (
    <section className="welcome container-page" aria-labelledby="welcome-title">
      <img src="/images/hero/welcome.svg" alt="" width="560" height="420" loading="lazy" decoding="async" className="welcome-art" />
      <div>
        <h2 id="welcome-title" className="section-title">
          {t('Welcome to {company}', { company: company.shortName })}
        </h2>
        <p className="mt-3">
          {t(
            'For {years} years we have made living inputs for Indian soils at our plant in Chakan MIDC, Pune: VAM mycorrhiza, nitrogen-fixing and phosphate-solubilizing bacteria, Trichoderma and other biopesticides, seaweed and humic biostimulants, and chelated micronutrients.',
            { years },
          )}
        </p>
        <p className="mt-3">
          {t(
            'Farmers use them to cut chemical fertilizer, dealers stock them across 14 states, and agri-input companies sell them under their own brand. Every batch is counted in our QC lab before it ships.',
          )}
        </p>
        <p className="welcome-actions">
          <a className="btn btn-primary" href="/aboutus">
            {t(LABEL.knowMore)}
            <span className="sr-only">{' ' + t('about {company}', { company: company.shortName })}</span>
          </a>
          <a className="btn btn-outline" href={company.videoUrl} target="_blank" rel="noopener">
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
              <path fill="currentColor" d="M8 5v14l11-7z" />
            </svg>
            {t('Watch our video')}
            <span className="sr-only">{' ' + t('(opens YouTube in a new tab)')}</span>
          </a>
        </p>
      </div>
    </section>
  );
}
