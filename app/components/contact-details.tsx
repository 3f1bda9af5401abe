import type { Company } from '../../domain/content/company';
import { useT } from '../framework/i18n';
import { rich } from '../ui/rich';

/** Phone, e-mail, office and factory of content/company.json. */
export function ContactDetails({ company }: { company: Company }) {
  const t = useT();
  const place = (p: Company['office']) => (
    <address className="not-italic">
      {p.lines.map((l) => (
        <span key={l} className="block">
          {t(l)}
        </span>
      ))}
      <span className="block">{t('PIN {pincode}', { pincode: p.pincode })}</span>
    </address>
  );
  return (
    <div className="contact-details">
      <div className="card contact-item">
        <h2>{t('Phone')}</h2>
        <p>
          <a href={`tel:${company.phoneHref}`}>{company.phone}</a>
        </p>
        <p className="field-hint">{t(company.hours)}</p>
      </div>
      <div className="card contact-item">
        <h2>{t('Email')}</h2>
        <p>
          <a href={`mailto:${company.email}`}>{company.email}</a>
        </p>
        <p className="field-hint">
          {rich(t('Sales and bulk orders: {email}'), { email: <a href={`mailto:${company.salesEmail}`}>{company.salesEmail}</a> })}
        </p>
      </div>
      <div className="card contact-item">
        <h2>{t(company.office.label)}</h2>
        {place(company.office)}
      </div>
      <div className="card contact-item">
        <h2>{t(company.factory.label)}</h2>
        {place(company.factory)}
        <p className="field-hint">{t('Plant visits by appointment.')}</p>
      </div>
    </div>
  );
}
