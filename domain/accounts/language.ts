import type { Db } from '../../db/client';
import { DEFAULT_LANG, isLang, type Lang } from '../i18n/languages';

// The language a customer reads the shop in, kept on their account so that the
// e-mails about their orders (sent later, often by staff or the unpaid-order
// sweep, with no page open) are written in it.

/** A stored or sent language, or English for anything that is not one of the shop's. */
export const langOr = (value: unknown, fallback: Lang = DEFAULT_LANG): Lang => (isLang(value) ? value : fallback);

/** Notes the customer's language; writes only when it changed (a page view must not cost a write). */
export async function rememberLanguage(db: Db, userId: string, lang: Lang): Promise<boolean> {
  if (!isLang(lang)) return false;
  const res = await db.updateTable('users').set({ lang }).where('id', '=', userId).where('lang', '!=', lang).executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** The language of a customer's account (English when the account is unknown). */
export async function languageOf(db: Db, userId: string): Promise<Lang> {
  const row = await db.selectFrom('users').select('lang').where('id', '=', userId).executeTakeFirst();
  return langOr(row?.lang);
}

/** The language of the account with this e-mail address (English when there is none). */
export async function languageOfEmail(db: Db, email: string): Promise<Lang> {
  const row = await db.selectFrom('users').select('lang').where('email_lower', '=', email.trim().toLowerCase()).executeTakeFirst();
  return langOr(row?.lang);
}
