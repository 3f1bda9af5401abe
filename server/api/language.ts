import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { translatorFor } from '../../domain/i18n/dictionaries';
import { DEFAULT_LANG, isLang, type Lang } from '../../domain/i18n/languages';
import type { Translate } from '../../domain/i18n/translate';
import { isApiPath } from '../plugins/errors';

// The language of an API answer. English unless the client asks: `?lang=hi|mr|en`
// first, then the first of hi, mr and en in Accept-Language by q-value
// (`hi-IN` counts as Hindi). In Hindi or Marathi the catalogue's and crops'
// texts come from their translations (content_translations, through the domain
// loaders given apiLanguage; English where one has none) and the `message` of
// every JSON answer is translated; field names, shapes and statuses never
// change, so an existing client keeps working as it did.

declare module 'fastify' {
  interface FastifyRequest {
    /** The API answer's language, once asked (see apiLanguage). */
    apiLang: Lang | null;
  }
}

/** The language Accept-Language prefers among ours, or null when it names none of them. */
export function fromAcceptLanguage(header: string | undefined): Lang | null {
  if (!header) return null;
  let best: Lang | null = null;
  let bestQ = 0;
  for (const part of header.split(',').slice(0, 30)) {
    const [range, ...params] = part.trim().split(';');
    const primary = range.trim().toLowerCase().split('-')[0];
    if (!isLang(primary)) continue;
    let q = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p);
      if (m) q = Number(m[1]);
    }
    if (!(q > 0) || q > 1) continue;
    if (q > bestQ) {
      best = primary;
      bestQ = q;
    }
  }
  return best;
}

/** `?lang=` in a URL (read from the URL itself: a route's schema may drop it): one of ours, else null. */
export function fromQuery(url: string): Lang | null {
  const q = url.indexOf('?');
  if (q === -1 || !url.includes('lang=', q)) return null;
  const code = (new URLSearchParams(url.slice(q + 1)).get('lang') ?? '').trim().toLowerCase();
  return isLang(code) ? code : null;
}

/** The language an API address and its Accept-Language ask for (English when they ask for none of ours). */
export const requestedLanguage = (url: string, acceptLanguage: string | undefined): Lang =>
  fromQuery(url) ?? fromAcceptLanguage(acceptLanguage) ?? DEFAULT_LANG;

/** The language an API request asks for (English when it asks for none of ours). */
export function apiLanguage(request: FastifyRequest): Lang {
  request.apiLang ??= requestedLanguage(request.url, request.headers['accept-language']);
  return request.apiLang;
}

/** `t` for this API request's language. */
export const apiTranslator = (request: FastifyRequest): Translate => translatorFor(apiLanguage(request));

/** The documented `lang` query parameter (an unknown value means English, never a 400). */
export const langQuery = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .describe(
    'The language of the texts: `en` (default), `hi` (Hindi) or `mr` (Marathi). Without it, `Accept-Language` decides; anything else is English.',
  );

const appendVary = (current: unknown, value: string): string => {
  const list = (Array.isArray(current) ? current.join(',') : typeof current === 'string' ? current : '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!list.some((v) => v.toLowerCase() === value.toLowerCase() || v === '*')) list.push(value);
  return list.join(', ');
};

/**
 * Every API answer says its language (Content-Language, Vary: Accept-Language);
 * in Hindi or Marathi a JSON answer's `message` (and the original client's `msg`)
 * is translated. Registered after the shared cache, whose answers are kept per
 * language (see plugins/shared-pages.ts).
 */
export function registerApiLanguage(app: FastifyInstance) {
  app.decorateRequest('apiLang', null);

  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (!isApiPath(request.url) || !payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
    const lang = apiLanguage(request);
    if (lang === DEFAULT_LANG) return payload;
    const body = payload as Record<string, unknown>;
    if (typeof body.message !== 'string' && typeof body.msg !== 'string') return payload;
    const t = translatorFor(lang);
    const out = { ...body };
    if (typeof out.message === 'string') out.message = t(out.message);
    if (typeof out.msg === 'string') out.msg = t(out.msg);
    return out;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!isApiPath(request.url)) return payload;
    reply.header('content-language', apiLanguage(request));
    reply.header('vary', appendVary(reply.getHeader('vary'), 'Accept-Language'));
    return payload;
  });
}
