import { FOOTER_COPYRIGHT_YEAR } from '../../domain/constants';
import { LABEL } from '../../domain/messages';
import { useSite } from '../framework/site';

const COMPANY_LINKS = [
  { href: '/aboutus', label: 'About Us' },
  { href: '/gallery', label: 'Gallery' },
  { href: '/contact', label: 'Contact Us' },
  { href: '/career', label: 'Careers' },
  { href: '/social', label: 'Social' },
  { href: '/updates', label: 'News and Blogs' },
];
const SHOP_LINKS = [
  { href: '/b2b', label: 'Our Products' },
  { href: '/categoriwise_product', label: LABEL.shopOnline },
  { href: '/whychooseus', label: 'Bulk and contract manufacturing' },
  { href: '/r_and_d', label: 'Contract R&D' },
  { href: '/enquirenow', label: 'Enquire Now' },
];
const POLICY_LINKS = [
  { href: '/privacypolicies', label: 'Privacy Policy' },
  { href: '/shipping', label: 'Shipping Policy' },
  { href: '/return', label: 'Return Policy' },
  { href: '/cancellation', label: 'Cancellation Policy' },
];

function LinkList({ title, links }: { title: string; links: { href: string; label: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="footer-title">{title}</h2>
      <ul className="footer-links">
        {links.map((l) => (
          <li key={l.href}>
            <a href={l.href}>{l.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const { company } = useSite();
  return (
    <footer className="site-footer">
      <div className="footer-grid">
        <div>
          <img src="/brand/logo-light.svg" alt={company.shortName} width="176" height="38" />
          <p className="mt-3 text-sm opacity-90">{company.tagline}</p>
          <address className="mt-3 text-sm not-italic opacity-90">
            {company.office.lines.join(', ')} {company.office.pincode}
            <br />
            <a href={`tel:${company.phoneHref}`}>{company.phone}</a> · <a href={`mailto:${company.email}`}>{company.email}</a>
          </address>
        </div>
        <LinkList title="Company" links={COMPANY_LINKS} />
        <LinkList title="Products and services" links={SHOP_LINKS} />
        <LinkList title="Policies" links={POLICY_LINKS} />
      </div>
      <div className="footer-bottom">
        <ul className="social-links" aria-label="Social media">
          {company.social.map((s) => (
            <li key={s.name}>
              <a href={s.url} rel="noopener" target="_blank">
                {s.name}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
        <p>
          © {FOOTER_COPYRIGHT_YEAR} {company.name} All rights reserved.
        </p>
      </div>
    </footer>
  );
}
