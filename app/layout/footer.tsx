import { currentYear } from '../../domain/content/company';
import { LABEL } from '../../domain/messages';
import { useSite } from '../framework/site';
import { useT } from '../framework/i18n';
import { tk } from '../../domain/i18n/translate';
import { LanguageRow } from './language-switcher';
import { rich } from '../ui/rich';

const COMPANY_LINKS = [
  { href: '/aboutus', label: tk('About Us') },
  { href: '/gallery', label: tk('Gallery') },
  { href: '/contact', label: tk('Contact Us') },
  { href: '/career', label: tk('Careers') },
  { href: '/social', label: tk('Social') },
  { href: '/updates', label: tk('News and Blogs') },
];
const SHOP_LINKS = [
  { href: '/b2b', label: tk('Our Products') },
  { href: '/categoriwise_product', label: LABEL.shopOnline },
  { href: '/whychooseus', label: tk('Bulk and contract manufacturing') },
  { href: '/r_and_d', label: tk('Contract R&D') },
  { href: '/enquirenow', label: tk('Enquire Now') },
];
const POLICY_LINKS = [
  { href: '/privacypolicies', label: tk('Privacy Policy') },
  { href: '/shipping', label: tk('Shipping Policy') },
  { href: '/return', label: tk('Return Policy') },
  { href: '/cancellation', label: tk('Cancellation Policy') },
];

function LinkList({ title, links }: { title: string; links: { href: string; label: string }[] }) {
  const t = useT();
  return (
    <nav aria-label={t(title)}>
      <h2 className="footer-title">{t(title)}</h2>
      <ul className="footer-links">
        {links.map((l) => (
          <li key={l.href}>
            <a href={l.href}>{t(l.label)}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const { company } = useSite();
  const t = useT();
  return (
    <footer className="site-footer">
      <div className="footer-grid">
        <div>
          <img src="/brand/logo-light.svg" alt={company.shortName} width="176" height="38" />
          <p className="mt-3 text-sm opacity-90">{t(company.tagline)}</p>
          <address className="mt-3 text-sm not-italic opacity-90">
            {company.office.lines.map((l) => t(l)).join(', ')} {company.office.pincode}
            <br />
            <a href={`tel:${company.phoneHref}`}>{company.phone}</a> · <a href={`mailto:${company.email}`}>{company.email}</a>
          </address>
        </div>
        <LinkList title="Company" links={COMPANY_LINKS} />
        <LinkList title="Products and services" links={SHOP_LINKS} />
        <LinkList title="Policies" links={POLICY_LINKS} />
      </div>
      <div className="footer-bottom">
        <ul className="social-links" aria-label={t('Social media')}>
          {company.social.map((s) => (
            <li key={s.name}>
              <a href={s.url} rel="noopener" target="_blank">
                {s.name}
                <span className="sr-only"> {t('(opens in a new tab)')}</span>
              </a>
            </li>
          ))}
        </ul>
        <LanguageRow label="Site language" />
        <p data-testid="copyright">
          {rich(t('© {year} {company} All rights reserved.'), {
            year: currentYear(),
            company: <span translate="no">{company.name}</span>,
          })}
        </p>
      </div>
    </footer>
  );
}
