import { useT } from '../framework/i18n';

export interface SectionLink {
  href: string;
  label: string;
  /** 'en' for a page title still in English on a Hindi or Marathi page. */
  lang?: 'en';
}

/**
 * The sections of a company page (About Us, Innovation, Explore): a sidebar on
 * wide screens, a row of chips that scrolls sideways on phones.
 */
export function SectionNav({ label, links, current }: { label: string; links: SectionLink[]; current: string }) {
  const t = useT();
  return (
    <nav aria-label={t(label)} className="section-nav">
      <h2 className="section-nav-title">{t(label)}</h2>
      <ul>
        {links.map((l) => (
          <li key={l.href}>
            <a href={l.href} lang={l.lang} aria-current={l.href === current ? 'page' : undefined}>
              {t(l.label)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
