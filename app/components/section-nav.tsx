export interface SectionLink {
  href: string;
  label: string;
}

/**
 * The sections of a company page (About Us, Innovation, Explore): a sidebar on
 * wide screens, a row of chips that scrolls sideways on phones.
 */
export function SectionNav({ label, links, current }: { label: string; links: SectionLink[]; current: string }) {
  return (
    <nav aria-label={label} className="section-nav">
      <h2 className="section-nav-title">{label}</h2>
      <ul>
        {links.map((l) => (
          <li key={l.href}>
            <a href={l.href} aria-current={l.href === current ? 'page' : undefined}>
              {l.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
