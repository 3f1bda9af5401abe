import { LABEL } from '../../domain/messages';
import type { Company } from '../../domain/content/company';
import { useT } from '../framework/i18n';
import { rich } from '../ui/rich';

/** The closing call to action of company pages: enquire, call or write. */
export function ContactCta({ company }: { company: Company }) {
  const t = useT();
  return (
    <aside className="contact-cta" aria-labelledby="contact-cta-title">
      <h2 id="contact-cta-title">{t('Questions about a product, bulk supply or a project?')}</h2>
      <p>
        {rich(t('Our agronomists and sales team reply within one working day. Call {phone} ({hours}) or write to {email}.'), {
          phone: <a href={`tel:${company.phoneHref}`}>{company.phone}</a>,
          hours: t(company.hours.split('(')[0].trim()),
          email: <a href={`mailto:${company.salesEmail}`}>{company.salesEmail}</a>,
        })}
      </p>
      <p className="contact-cta-actions">
        <a className="btn btn-accent" href="/enquirenow">
          {t(LABEL.enquireNow)}
        </a>
        <a className="btn btn-outline" href="/contact">
          {t('Contact us')}
        </a>
      </p>
    </aside>
  );
}
