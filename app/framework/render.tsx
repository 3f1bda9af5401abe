import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { firstFeaturedProductId } from '../../domain/catalog/sample';
import { company } from '../../domain/content/company';
import type { Services } from '../../domain/services';
import { Document } from '../document';
import { assetsIn } from './assets';
import type { Head, Toast } from './page';
import { SiteProvider, type Site } from './site';
import { I18nProvider } from './i18n';
import { islandDictionary } from './island-dictionary';
import { DEFAULT_LANG, HTML_LANG, LANGUAGES, localizeHref, localizedPath, type Lang } from '../../domain/i18n/languages';
import { translatorFor } from '../../domain/i18n/dictionaries';
import type { Translate } from '../../domain/i18n/translate';

export const FLASH_COOKIE = 'flash';

/** Leaves a toast for the next page the browser shows (after a redirect). */
export function setFlash(reply: FastifyReply, toast: Toast, secure: boolean) {
  reply.setCookie(FLASH_COOKIE, Buffer.from(JSON.stringify(toast)).toString('base64url'), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: 60,
  });
}

function takeFlash(request: FastifyRequest, reply: FastifyReply): Toast[] {
  const raw = request.cookies?.[FLASH_COOKIE];
  if (!raw) return [];
  reply.clearCookie(FLASH_COOKIE, { path: '/' });
  try {
    const t = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Toast;
    return typeof t.text === 'string' && ['success', 'error', 'info'].includes(t.type) ? [t] : [];
  } catch {
    return [];
  }
}

export interface RenderOptions {
  head: Head;
  bare?: boolean;
  toasts?: Toast[];
  status?: number;
  body: ReactNode;
  /** The page's language (from its address). */
  lang: Lang;
  /** The first segments of the page routes (links to them keep the language). */
  pageSegments: ReadonlySet<string>;
}

/** A title 'Cart | Mitti Biotech' translated whole, or else part by part. */
function translateTitle(t: Translate, title: string): string {
  const whole = t(title);
  return whole !== title
    ? whole
    : title
        .split(' | ')
        .map((part) => t(part))
        .join(' | ');
}

const LINK_TAG = /<(?:a|form|button)\s[^>]*>/g;
// React writes a button's formAction as it is spelt in JSX: attribute names are matched in any case.
const LINK_ATTR = /\s(href|action|formaction)="([^"]*)"/gi;

/**
 * Every link and form of a page in Hindi or Marathi points at the page in the
 * same language (decision 024): one pass over the rendered HTML, for the
 * href/action of <a>, <form> and <button> that name a page. A link that says
 * which language it leads to (hreflang: the switcher) is left as it is.
 */
export function localizeLinks(html: string, lang: Lang, segments: ReadonlySet<string>): string {
  if (lang === DEFAULT_LANG) return html;
  return html.replace(LINK_TAG, (tag) =>
    / hreflang="/i.test(tag)
      ? tag
      : tag.replace(LINK_ATTR, (_m, attr: string, value: string) => ` ${attr}="${localizeHref(lang, value, segments)}"`),
  );
}

const isBackOffice = (path: string) => path === '/admin' || path.startsWith('/admin/');

/** Renders a whole page on the server and sends it. */
export async function sendPage(services: Services, request: FastifyRequest, reply: FastifyReply, opts: RenderOptions) {
  const path = request.url.split('?')[0]; // as routed: without the language's prefix
  const queryAt = request.url.indexOf('?');
  const { lang } = opts;
  const t = translatorFor(lang);
  // What the islands translate while rendered here, so the browser gets the same texts.
  const islandTexts = new Set<string>();
  const islandT: Translate | undefined =
    lang === DEFAULT_LANG
      ? undefined
      : (text, params) => {
          islandTexts.add(text);
          for (const v of Object.values(params ?? {})) if (typeof v === 'string') islandTexts.add(v);
          return t(text, params);
        };
  const user = request.user ?? null;
  const site: Site = {
    user: user && { username: user.username },
    cartCount: user ? await services.sessions.cartCount(services.db, user.id) : 0,
    path,
    query: queryAt === -1 ? '' : request.url.slice(queryAt),
    company,
    sampleProductId: await firstFeaturedProductId(services.db),
    publicUrl: services.config.PUBLIC_URL,
    search:
      typeof (request.query as Record<string, unknown>)?.search === 'string'
        ? String((request.query as Record<string, string>).search)
        : '',
  };
  const base = services.config.PUBLIC_URL;
  const head: Head = { ...opts.head, title: translateTitle(t, opts.head.title), description: t(opts.head.description) };
  const canonicalPath = opts.head.canonicalPath ?? path;
  // The same page in every language, for search engines (not for pages they are told to skip).
  const alternates =
    head.noindex || isBackOffice(path)
      ? []
      : [
          ...LANGUAGES.map((l) => ({ hrefLang: HTML_LANG[l], href: base + localizedPath(l, canonicalPath) })),
          { hrefLang: 'x-default', href: base + canonicalPath },
        ];
  const toasts = [...takeFlash(request, reply), ...(opts.toasts ?? [])].map((toast) => ({ ...toast, text: t(toast.text) }));
  let html = renderToString(
    <I18nProvider value={{ lang, t, islandT }}>
      <SiteProvider value={site}>
        <Document
          head={head}
          lang={lang}
          canonical={base + localizedPath(lang, canonicalPath)}
          alternates={alternates}
          ogImage={base + (opts.head.image ?? '/brand/og-image.svg')}
          siteName={company.shortName}
          assets={assetsIn(services.config.ASSETS_DIR)}
          bare={opts.bare ?? false}
          toasts={toasts}
        >
          {opts.body}
        </Document>
      </SiteProvider>
    </I18nProvider>,
  );
  if (lang !== DEFAULT_LANG) {
    html = localizeLinks(html, lang, opts.pageSegments);
    // The islands' texts for the browser (app/client/i18n.ts reads them before waking any island).
    const dict: Record<string, string> = { ...islandDictionary(lang, services.config.ASSETS_DIR) };
    for (const text of islandTexts) {
      const translated = t(text);
      if (translated !== text) dict[text] = translated;
    }
    const data = JSON.stringify({ lang, pages: [...opts.pageSegments], dict }).replace(/</g, '\\u003c');
    const end = html.lastIndexOf('</body>');
    html = `${html.slice(0, end)}<script type="application/json" id="i18n">${data}</script>${html.slice(end)}`;
  }
  return reply
    .code(opts.status ?? 200)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send('<!DOCTYPE html>' + html);
}
