import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { revokeSession } from '../domain/accounts/sessions';
import { rememberLanguage } from '../domain/accounts/language';
import { DomainError } from '../domain/errors';
import { MSG } from '../domain/messages';
import { clearSessionCookie, clearStaffCookie, setSessionCookie, setStaffCookie, tokenFrom } from './plugins/auth';
import { revokeStaffSession } from '../domain/staff/sessions';
import type { ErrorPages } from './plugins/errors';
import { readUploadedForm, UPLOAD_FILES_MAX } from './forms/multipart';
import { isSameSiteForm } from './plugins/form-origin';
import { STATUS_OF } from './plugins/status';
import type { Services } from './services';
import { ErrorPage } from '../app/layout/error-page';
import { pages } from '../app/routes/index';
import { PageNotFound, Redirect, type ActionFailure, type PageContext, type PageDef } from '../app/framework/page';
import { sendPage, setFlash } from '../app/framework/render';
import { parseForm, parseLists } from '../app/framework/form';
import { localizeHref, pageSegmentsOf } from '../domain/i18n/languages';
import { translatorFor } from '../domain/i18n/dictionaries';
import type { Translate } from '../domain/i18n/translate';

/** The first segments of every page's address: a link or redirect to one of them keeps the page's language. */
export const PAGE_SEGMENTS: ReadonlySet<string> = new Set(pageSegmentsOf((pages as PageDef<unknown>[]).flatMap((p) => [p.path].flat())));

/** A form body as plain strings (first value of a repeated field). */
function formOf(body: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (body && typeof body === 'object') {
    for (const [k, v] of Object.entries(body)) {
      if (k === '__proto__' || k === 'constructor') continue;
      const first = Array.isArray(v) ? v[0] : v;
      if (first != null && typeof first !== 'object') out[k] = String(first);
    }
  }
  return out;
}

function contextOf(services: Services, request: FastifyRequest, reply: FastifyReply): PageContext {
  const [path, qs = ''] = request.url.split('?');
  return {
    services,
    request,
    reply,
    user: request.user,
    staff: request.staff,
    params: (request.params ?? {}) as Record<string, string>,
    query: new URLSearchParams(qs),
    path,
    lang: request.lang,
    files: {},
    lists: {},
    session: {
      start: (token) => setSessionCookie(reply, services, token),
      async end() {
        if (request.sessionToken) await revokeSession(services.db, request.sessionToken);
        clearSessionCookie(reply);
      },
    },
    staffSession: {
      start: (token) => setStaffCookie(reply, services, token),
      async end() {
        if (request.staffToken) await revokeStaffSession(services.db, request.staffToken);
        clearStaffCookie(reply);
      },
    },
  };
}

function sendRedirect(services: { config: { secure: boolean } }, reply: FastifyReply, r: Redirect) {
  if (r.toast) setFlash(reply, r.toast, services.config.secure);
  return reply.redirect(r.to, r.status);
}

/** The messages of a failed form in the page's language (the domain writes them in English). */
function translatedErrors(t: Translate, errors: Record<string, string> | undefined): Record<string, string> | undefined {
  return errors && Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, t(message)]));
}

async function show<D>(page: PageDef<D>, ctx: PageContext, failure?: ActionFailure) {
  const action = failure && { ...failure, errors: translatedErrors(translatorFor(ctx.lang), failure.errors) };
  // The account keeps the language its customer reads the shop in, for the e-mails sent later.
  if (ctx.user && ctx.user.lang !== ctx.lang && (await rememberLanguage(ctx.services.db, ctx.user.id, ctx.lang)))
    await ctx.services.sessions.forget(ctx.user.id);
  const data = page.load ? await page.load(ctx) : (undefined as D);
  if (data instanceof Redirect) return sendRedirect(ctx.services, ctx.reply, data);
  const { Component } = page;
  return sendPage(ctx.services, ctx.request, ctx.reply, {
    lang: ctx.lang,
    pageSegments: PAGE_SEGMENTS,
    head: page.head(data as D, ctx),
    bare: page.bare,
    status: action ? (action.status ?? STATUS_OF[action.kind ?? 'invalid']) : (page.status?.(data as D) ?? 200),
    toasts: action?.toast ? [action.toast] : [],
    body: <Component data={data as D} action={action} />,
  });
}

/** Checks the form against the page's schema first; the action gets the parsed values. */
async function runAction(page: PageDef<unknown>, ctx: PageContext, form: Record<string, string>): Promise<Redirect | ActionFailure> {
  if (!page.form) return page.action!(ctx, form);
  const parsed = parseForm(page.form, form);
  if (!parsed.ok) return { errors: parsed.errors, values: form, toast: { type: 'error', text: parsed.first.message } };
  return page.action!(ctx, parsed.values);
}

/**
 * An island's fetch asks for JSON (`Accept: application/json`): the action's
 * outcome comes back as data instead of a redirect or a page, from the same
 * handler a form without JavaScript reaches.
 */
function wantsJson(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
}

/** Registers every page of app/routes: GET renders, POST runs the action. */
export function registerPages(app: FastifyInstance, services: Services) {
  // Forms post from our own pages only, checked before anything else runs (SameSite cookies do most of this).
  const sameSiteOnly = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isSameSiteForm(request, services.config.PUBLIC_URL)) return reply.code(403).send({ status: false, message: MSG.crossSiteForm });
  };
  const notFound = (ctx: PageContext) => renderNotFound(services, ctx.request, ctx.reply);
  for (const page of pages as PageDef<unknown>[]) {
    const config = { access: page.access ?? 'public', page: true } as const;
    for (const url of [page.path].flat()) {
      // A page whose loader finds nothing for this visitor answers 404, shown first or again after a failed form.
      const showOrNotFound = async (ctx: PageContext, failure?: ActionFailure) => {
        try {
          return await show(page, ctx, failure);
        } catch (e) {
          if (e instanceof PageNotFound || (e instanceof DomainError && e.kind === 'notFound')) return notFound(ctx);
          throw e;
        }
      };
      app.get(url, { config }, async (request, reply) => showOrNotFound(contextOf(services, request, reply)));
      if (!page.action) continue;
      app.post(url, { config, onRequest: sameSiteOnly }, async (request, reply) => {
        const ctx = contextOf(services, request, reply);
        const json = wantsJson(request);
        let form: Record<string, string> = {};
        let result: Redirect | ActionFailure;
        try {
          if (request.isMultipart()) ({ fields: form, files: ctx.files } = await readUploadedForm(request, UPLOAD_FILES_MAX));
          else form = formOf(request.body);
          if (page.lists) ctx.lists = parseLists(page.lists, request.body);
          result = await runAction(page, ctx, form);
        } catch (e) {
          if (!(e instanceof DomainError)) throw e;
          if (e.kind === 'notFound' && !json) return notFound(ctx);
          if (e.kind === 'unavailable') request.log.error({ err: e, reqId: request.id }, 'page action could not finish');
          result = {
            kind: e.kind,
            errors: e.field ? { [e.field]: e.message } : undefined,
            values: form,
            toast: { type: 'error', text: e.message },
          };
        }
        if (json) {
          // In the page's language: the toast and messages translated, the next address prefixed.
          const t = translatorFor(ctx.lang);
          const toast = result.toast ? { ...result.toast, text: t(result.toast.text) } : null;
          if (result instanceof Redirect) return { ok: true, redirect: localizeHref(ctx.lang, result.to, PAGE_SEGMENTS), toast };
          return reply
            .code(STATUS_OF[result.kind ?? 'invalid'])
            .send({ ok: false, errors: translatedErrors(t, result.errors) ?? {}, toast });
        }
        if (result instanceof Redirect) return sendRedirect(services, reply, result);
        return showOrNotFound(ctx, { values: form, ...result });
      });
    }
  }
}

async function renderNotFound(services: Services, request: FastifyRequest, reply: FastifyReply) {
  const token = tokenFrom(request);
  request.user ??= token ? await services.sessions.userFor(services.db, token) : null;
  return sendPage(services, request, reply, {
    lang: request.lang,
    pageSegments: PAGE_SEGMENTS,
    status: 404,
    head: { title: `${MSG.notFound} | Mitti Biotech`, description: 'The page you asked for does not exist.', noindex: true },
    body: <ErrorPage kind="not-found" />,
  });
}

/** The 404 and 500 pages for requests no page route answered, and the back office's 403. */
export function errorPages(services: Services): ErrorPages {
  return {
    forbidden: (request, reply) =>
      sendPage(services, request, reply, {
        lang: request.lang,
        pageSegments: PAGE_SEGMENTS,
        status: 403,
        bare: true,
        head: { title: `${MSG.staffForbidden} | Back office`, description: MSG.staffForbidden, noindex: true },
        body: <ErrorPage kind="forbidden" />,
      }),
    notFound: (request, reply) => renderNotFound(services, request, reply),
    serverError: (request, reply) =>
      sendPage(services, request, reply, {
        lang: request.lang,
        pageSegments: PAGE_SEGMENTS,
        status: 500,
        head: { title: MSG.routerError, description: MSG.serverError, noindex: true },
        body: <ErrorPage kind="error" />,
      }),
  };
}
