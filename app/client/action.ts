import type { Toast } from '../framework/page';
import { pageHref } from './page-language';

export interface ActionAnswer {
  ok: boolean;
  status: number;
  /** Where the page would have gone next without JavaScript. */
  redirect?: string;
  toast: Toast | null;
  /** field name → message */
  errors: Record<string, string>;
}

/**
 * Posts a form to its page's action, as the form itself would without
 * JavaScript, and reads the outcome as data: one server path for both.
 * Throws when the network fails.
 */
export async function postAction(url: string, fields: Record<string, string> | FormData): Promise<ActionAnswer> {
  const body = fields instanceof FormData ? fields : new URLSearchParams(fields);
  // The page's action in the page's language: its toast, messages and next address come back in it.
  const res = await fetch(pageHref(url), { method: 'POST', headers: { accept: 'application/json' }, body });
  const data = (await res.json().catch(() => ({}))) as Partial<ActionAnswer>;
  return {
    ok: res.ok && data.ok === true,
    status: res.status,
    redirect: data.redirect,
    toast: data.toast ?? null,
    errors: data.errors ?? {},
  };
}
