import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  DEFAULT_LANG,
  LANG_CHOICE_PARAM,
  LANG_COOKIE,
  isLang,
  localizeHref,
  localizedPath,
  splitLangPath,
  type Lang,
} from '../../domain/i18n/languages';
import type { Services } from '../services';

// The language is the first segment of a page's address (decision 024):
// '/hi/cart' and '/mr/cart' are the cart in Hindi and Marathi, '/cart' in
// English. The app's rewriteUrl takes the prefix off before routing, so every
// page route answers in each language; this plugin reads it back from the
// address as sent (request.originalUrl), refuses it on anything that is not a
// public page (the API, files, the back office), keeps redirects in the
// language, and remembers a choice made in the switcher in a cookie.

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of the address ('/hi/…' → 'hi'); English for everything unprefixed. */
    lang: Lang;
  }
}

/** Takes '/hi' or '/mr' off the front of a URL (query kept), for the router. */
export function withoutLangPrefix(url: string): string {
  return splitLangPath(url).path;
}

const ONE_YEAR_S = 365 * 24 * 3600;

const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/');

/** The language a visitor chose in the switcher, if any (English is no choice: it is the default). */
export function chosenLang(request: FastifyRequest): Lang | null {
  const value = request.cookies?.[LANG_COOKIE];
  return isLang(value) && value !== DEFAULT_LANG ? value : null;
}

export function registerLanguages(app: FastifyInstance, services: Services, pageSegments: ReadonlySet<string>) {
  app.decorateRequest('lang', DEFAULT_LANG);

  const remember = (reply: FastifyReply, lang: Lang) => {
    const options = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: services.config.secure };
    if (lang === DEFAULT_LANG) reply.clearCookie(LANG_COOKIE, options);
    else reply.setCookie(LANG_COOKIE, lang, { ...options, maxAge: ONE_YEAR_S });
  };

  app.addHook('onRequest', async (request, reply) => {
    const original = request.originalUrl ?? request.url;
    const q = original.indexOf('?');
    const { lang, path } = splitLangPath(q === -1 ? original : original.slice(0, q));
    request.lang = lang;
    const config = request.routeOptions.config as { page?: boolean } | undefined;
    const page = !!config?.page && !isAdminPath(path);
    // '/hi/api/…', '/hi/admin', '/hi/favicon.svg': no such page in Hindi.
    if (lang !== DEFAULT_LANG && !page && !request.is404) {
      reply.callNotFound();
      return reply;
    }
    if (!page || (request.method !== 'GET' && request.method !== 'HEAD')) return;
    // Only a plain path of this site is sent on ('//host' would leave it).
    if (path.startsWith('//') || path.includes('\\')) return;

    const query = new URLSearchParams(q === -1 ? '' : original.slice(q + 1));
    const choice = query.get(LANG_CHOICE_PARAM);
    if (isLang(choice)) {
      // A switcher link: remember the choice, then show the clean address.
      query.delete(LANG_CHOICE_PARAM);
      const rest = query.toString();
      remember(reply, choice);
      request.lang = choice; // its Location is already in the chosen language
      return reply.header('cache-control', 'no-store').redirect(localizedPath(choice, path) + (rest ? `?${rest}` : ''), 302);
    }
    const chosen = chosenLang(request);
    if (chosen && lang === DEFAULT_LANG) {
      // Hindi was chosen earlier: an unprefixed address opens in Hindi.
      return reply
        .header('cache-control', 'no-store')
        .header('vary', 'Cookie')
        .redirect(localizedPath(chosen, path) + (q === -1 ? '' : original.slice(q)), 302);
    }
  });

  // Redirects from a page in Hindi stay in Hindi (loaders, actions, the login
  // a customer page asks for): the Location of a page gains the prefix.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.lang === DEFAULT_LANG || reply.statusCode < 300 || reply.statusCode >= 400) return payload;
    const location = reply.getHeader('location');
    if (typeof location === 'string') reply.header('location', localizeHref(request.lang, location, pageSegments));
    return payload;
  });
}
