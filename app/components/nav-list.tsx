import { useT } from '../framework/i18n';

/** A labelled list of links that marks the current page (the shop's menu, the back office's). */
export function NavList({
  label,
  className,
  links,
  current,
}: {
  label: string;
  className: string;
  links: readonly { href: string; label: string }[];
  current: (href: string) => boolean;
}) {
  const t = useT();
  return (
    <nav aria-label={t(label)} className={className}>
      <ul>
        {links.map((l) => (
          <li key={l.label}>
            <a href={l.href} aria-current={current(l.href) ? 'page' : undefined}>
              {t(l.label)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
