import type { ReactNode } from 'react';
import { TAGLINE } from '../domain/messages';
import type { Head, Toast } from './framework/page';
import { Island } from './framework/island';
import type { Assets } from './framework/assets';
import { Footer } from './layout/footer';
import { Header } from './layout/header';
import { Toaster } from './islands/toaster';
import { useT } from './framework/i18n';
import { HTML_LANG, LANGUAGES, type Lang } from '../domain/i18n/languages';

interface Props {
  head: Head;
  /** The page's language: `<html lang>`, og:locale. */
  lang: Lang;
  canonical: string;
  /** The same page in each language (`<link rel="alternate" hreflang>`); none on pages search engines skip. */
  alternates: { hrefLang: string; href: string }[];
  ogImage: string;
  siteName: string;
  assets: Assets;
  bare: boolean;
  toasts: Toast[];
  children: ReactNode;
}

/** Search engines learn the site's name, tagline and search from every page. */
function websiteJsonLd(canonical: string, siteName: string, description: string) {
  const origin = new URL(canonical).origin;
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: siteName,
    description,
    url: `${origin}/`,
    potentialAction: { '@type': 'SearchAction', target: `${origin}/search?search={query}`, 'query-input': 'required name=query' },
  };
}

/** The HTML shell of every page: head tags, skip link, landmarks, toasts. */
/**
 * The regular weights of the text fonts (fonts.css), asked for at once so they
 * are there by the first paint: Latin on every page, Devanagari (one weight,
 * 50 KB) on Hindi and Marathi pages too. Without it a first visit draws
 * Devanagari in the phone's own font, or in empty boxes where it has none.
 */
const BODY_FONTS: Record<'latin' | 'deva', string> = {
  latin: '/fonts/noto-sans-latin-400-normal.woff2',
  deva: '/fonts/noto-sans-devanagari-devanagari-400-normal.woff2',
};

/** 'hi-IN' → 'hi_IN', as Open Graph writes a locale. */
const ogLocale = (lang: Lang) => HTML_LANG[lang].replace('-', '_');

export function Document({ head, lang, canonical, alternates, ogImage, siteName, assets, bare, toasts, children }: Props) {
  const t = useT();
  return (
    <html lang={HTML_LANG[lang]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        <link rel="canonical" href={canonical} />
        {alternates.map((a) => (
          <link key={a.hrefLang} rel="alternate" hrefLang={a.hrefLang} href={a.href} />
        ))}
        {head.noindex && <meta name="robots" content="noindex" />}
        <meta property="og:site_name" content={siteName} />
        <meta property="og:type" content={head.ogType ?? 'website'} />
        <meta property="og:title" content={head.title} />
        <meta property="og:description" content={head.description} />
        <meta property="og:url" content={canonical} />
        <meta property="og:image" content={ogImage} />
        <meta property="og:locale" content={ogLocale(lang)} />
        {alternates.length > 0 &&
          LANGUAGES.filter((l) => l !== lang).map((l) => <meta key={l} property="og:locale:alternate" content={ogLocale(l)} />)}
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="theme-color" content="#1f5130" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* The text fonts asked for at once, so they are there by the first paint (fonts.css: no swap later). */}
        {(lang === 'en' ? [BODY_FONTS.latin] : [BODY_FONTS.latin, BODY_FONTS.deva]).map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="" />
        ))}
        {assets.css && <link rel="stylesheet" href={assets.css} />}
        {/* Deferred, not async: it must run after the whole body is parsed, or islands late in it are missed. */}
        {assets.js && <script type="module" src={assets.js} />}
        {[websiteJsonLd(canonical, siteName, t(TAGLINE)), ...(head.jsonLd ?? [])].map((doc, i) => (
          <script
            key={i}
            type="application/ld+json"
            // JSON-LD is data; `<` is escaped so no text can close the script element.
            dangerouslySetInnerHTML={{ __html: JSON.stringify(doc).replace(/</g, '\\u003c') }}
          />
        ))}
      </head>
      <body className="min-h-screen flex flex-col bg-paper text-ink">
        <a href="#main" className="skip-link">
          {t('Skip to content')}
        </a>
        {!bare && <Header />}
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        {!bare && <Footer />}
        <Island component={Toaster} props={{ initial: toasts }} />
      </body>
    </html>
  );
}
