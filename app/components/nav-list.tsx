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
  return (
    <nav aria-label={label} className={className}>
      <ul>
        {links.map((l) => (
          <li key={l.label}>
            <a href={l.href} aria-current={current(l.href) ? 'page' : undefined}>
              {l.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
