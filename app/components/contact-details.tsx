import type { Company } from '../../domain/content/company';

/** Phone, e-mail, office and factory of content/company.json. */
export function ContactDetails({ company }: { company: Company }) {
  const place = (p: Company['office']) => (
    <address className="not-italic">
      {p.lines.map((l) => (
        <span key={l} className="block">
          {l}
        </span>
      ))}
      <span className="block">PIN {p.pincode}</span>
    </address>
  );
  return (
    <div className="contact-details">
      <div className="card contact-item">
        <h2>Phone</h2>
        <p>
          <a href={`tel:${company.phoneHref}`}>{company.phone}</a>
        </p>
        <p className="field-hint">{company.hours}</p>
      </div>
      <div className="card contact-item">
        <h2>Email</h2>
        <p>
          <a href={`mailto:${company.email}`}>{company.email}</a>
        </p>
        <p className="field-hint">
          Sales and bulk orders: <a href={`mailto:${company.salesEmail}`}>{company.salesEmail}</a>
        </p>
      </div>
      <div className="card contact-item">
        <h2>{company.office.label}</h2>
        {place(company.office)}
      </div>
      <div className="card contact-item">
        <h2>{company.factory.label}</h2>
        {place(company.factory)}
        <p className="field-hint">Plant visits by appointment.</p>
      </div>
    </div>
  );
}
