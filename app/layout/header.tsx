import { LABEL } from '../../domain/messages';
import { SearchBox } from '../components/search-box';
import { useSite } from '../framework/site';
import { ACCOUNT_LINKS, NAV_LINKS } from './nav-links';
import { CartIcon } from '../ui/cart-icon';
import { NavList } from '../components/nav-list';
import { useT } from '../framework/i18n';
import { HeaderLanguageMenu, LanguageRow } from './language-switcher';

function CartLink({ count }: { count: number }) {
  const t = useT();
  return (
    <a href="/cart" className="icon-link" aria-label={t('Cart, {count, plural, one {# item} other {# items}}', { count })}>
      <CartIcon />
      <span className="badge" data-testid="cart-count">
        {count}
      </span>
    </a>
  );
}

function AccountMenu({ username }: { username: string }) {
  const t = useT();
  return (
    <details className="menu account-menu">
      <summary className="menu-button" title={username}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" className="lg:hidden">
          <path fill="currentColor" d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10m0 2c-4.4 0-9 2.2-9 5v3h18v-3c0-2.8-4.6-5-9-5" />
        </svg>
        <span className="sr-only">{t('Account menu for {name}', { name: username })}</span>
        <span className="account-name" aria-hidden="true">
          {username}
        </span>
      </summary>
      <ul className="menu-list">
        {ACCOUNT_LINKS.map((l) => (
          <li key={l.href}>
            <a href={l.href}>{t(l.label)}</a>
          </li>
        ))}
        <li>
          <form method="post" action="/logout">
            <button type="submit">{t(LABEL.logout)}</button>
          </form>
        </li>
      </ul>
    </details>
  );
}

/** Wide layout from 992 px; below it, a hamburger menu. Both work without JavaScript. */
export function Header() {
  const site = useSite();
  const t = useT();
  const current = (href: string) => (href === '/' ? site.path === '/' : site.path.startsWith(href));
  const account = site.user ? (
    <AccountMenu username={site.user.username} />
  ) : (
    <a href={`/login?next=${encodeURIComponent(site.path)}`} className="btn btn-accent btn-sm">
      {t(LABEL.login)}
    </a>
  );
  const sampleHref = site.sampleProductId ? `/product_page/${site.sampleProductId}` : '/b2b';
  return (
    <header className="site-header">
      <a href={sampleHref} className="sample-banner">
        <span className="marquee">{t(LABEL.sampleBanner)}</span>
      </a>
      <div className="header-bar">
        <details className="menu compact-menu lg:hidden">
          <summary className="menu-button" aria-label={t('Menu')}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
              <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
            </svg>
          </summary>
          <div className="compact-nav">
            <NavList label="Main" className="" links={NAV_LINKS} current={current} />
            <LanguageRow label="Language" />
          </div>
        </details>
        <a href="/" className="logo" aria-label={t('{name} home', { name: site.company.shortName })}>
          <img src="/brand/logo-light.svg" alt="" width="176" height="38" />
        </a>
        <div className="header-search hidden lg:block">
          <SearchBox id="search-wide" initial={site.search} />
        </div>
        <div className="header-actions">
          <details className="menu search-toggle lg:hidden" open={site.search ? true : undefined}>
            <summary className="menu-button" aria-label={t('Search products')}>
              <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
                <path
                  fill="currentColor"
                  d="M10 4a6 6 0 1 0 3.9 10.6l4.7 4.7 1.4-1.4-4.7-4.7A6 6 0 0 0 10 4m0 2a4 4 0 1 1 0 8 4 4 0 0 1 0-8"
                />
              </svg>
            </summary>
            <div className="search-panel">
              <SearchBox id="search-compact" initial={site.search} compact />
            </div>
          </details>
          <HeaderLanguageMenu />
          <CartLink count={site.cartCount} />
          {account}
        </div>
      </div>
      <NavList label="Main" className="wide-nav hidden lg:block" links={NAV_LINKS.filter((l) => !l.compactOnly)} current={current} />
    </header>
  );
}

/** The main navigation, in the compact menu and in the wide bar: the same links, the current page marked. */
