import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReactNode } from 'react';
import type { SessionUser } from '../../domain/accounts/sessions';
import type { StaffMember } from '../../domain/staff/staff';
import type { ErrorKind } from '../../domain/errors';
import { safeNext } from './safe-next';
import type { Access } from '../../domain/staff/access';
import type { Services } from '../../domain/services';
import type { FormSchema, ListsSchema } from './form';
import type { Lang } from '../../domain/i18n/languages';

// How a page is written: one module per URL exporting `definePage({...})`,
// listed in app/routes/index.ts. The server renders it; forms post back to the
// same URL and reach `action`, so every page works before and without JavaScript.

export interface Toast {
  type: 'success' | 'error' | 'info';
  text: string;
}

export interface Head {
  title: string;
  description: string;
  /** Path of the canonical URL; defaults to the request's path. */
  canonicalPath?: string;
  /** Absolute path of the Open Graph image; defaults to the brand image. */
  image?: string;
  ogType?: string;
  jsonLd?: object[];
  noindex?: boolean;
}

export interface PageContext {
  services: Services;
  request: FastifyRequest;
  reply: FastifyReply;
  user: SessionUser | null;
  /** The signed-in staff member on a back-office page (its access checked the role). */
  staff: StaffMember | null;
  params: Record<string, string>;
  query: URLSearchParams;
  /** The path without the query string (and without a /hi or /mr prefix). */
  path: string;
  /** The language the page is shown in (from the address: /hi/..., /mr/...; English unprefixed). */
  lang: Lang;
  /** Files of a multipart form post, by field name. */
  files: Record<string, Buffer>;
  /** Every value of each repeating field the page declares (`lists`), in the order posted. */
  lists: Record<string, string[]>;
  /** The visitor's session: start one after a login, end it on logout. */
  session: { start(token: string): void; end(): Promise<void> };
  /** The back office's own session. */
  staffSession: { start(token: string): void; end(): Promise<void> };
}

/** Where to go next: always a path on this site (anything else becomes the home page). */
export class Redirect {
  readonly to: string;
  constructor(
    to: string,
    readonly toast?: Toast,
    readonly status: 301 | 302 | 303 = 303,
  ) {
    this.to = safeNext(to);
  }
}
export const redirect = (to: string, toast?: Toast) => new Redirect(to, toast);

/** Thrown by a loader when the thing asked for does not exist: the 404 page answers. */
export class PageNotFound extends Error {}
export const pageNotFound = () => new PageNotFound('not found');

/** What an action returns when the form must be shown again. */
export interface ActionFailure {
  /** What kind of failure (the page answers with its status); a form error by default. */
  kind?: ErrorKind;
  /** 200: the page is shown again on purpose, not as a failure (a preview). */
  status?: 200;
  /** field name → message */
  errors?: Record<string, string>;
  /** what the person typed, to fill the form again */
  values?: Record<string, string>;
  toast?: Toast;
}

export interface PageProps<D> {
  data: D;
  action?: ActionFailure;
}

export interface PageDef<D = unknown, K extends string = string> {
  path: string | string[];
  /** Who may open it; a visitor on a customer page goes to /login and comes back. */
  access?: Access;
  /** Header and footer hidden (login, register). */
  bare?: boolean;
  load?: (ctx: PageContext) => Promise<D | Redirect>;
  /**
   * The fields the action reads and their rules (app/forms/): a post that fails
   * them is shown again with each field's message, before the action runs.
   */
  form?: FormSchema<K>;
  /** The fields posted many times (ticked checkboxes, rows of a list): the action reads them in `ctx.lists`. */
  lists?: ListsSchema;
  action?: (ctx: PageContext, form: Record<K, string>) => Promise<Redirect | ActionFailure>;
  head: (data: D, ctx: PageContext) => Head;
  /** The status of a rendered page when it is not 200 (e.g. 404 for a job that does not exist). */
  status?: (data: D) => number;
  Component: (props: PageProps<D>) => ReactNode;
}

export function definePage<D = undefined, K extends string = string>(def: PageDef<D, K>): PageDef<D, K> {
  return def;
}
