import { LABEL } from '../../domain/messages';
import type { Company } from '../../domain/content/company';

/** The closing call to action of company pages: enquire, call or write. */
export function ContactCta({ company }: { company: Company }) {
  return (
    <aside className="contact-cta" aria-labelledby="contact-cta-title">
      <h2 id="contact-cta-title">Questions about a product, bulk supply or a project?</h2>
      <p>
        Our agronomists and sales team reply within one working day. Call <a href={`tel:${company.phoneHref}`}>{company.phone}</a> (
        {company.hours.split('(')[0].trim()}) or write to <a href={`mailto:${company.salesEmail}`}>{company.salesEmail}</a>.
      </p>
      <p className="contact-cta-actions">
        <a className="btn btn-accent" href="/enquirenow">
          {LABEL.enquireNow}
        </a>
        <a className="btn btn-outline" href="/contact">
          Contact us
        </a>
      </p>
    </aside>
  );
}
