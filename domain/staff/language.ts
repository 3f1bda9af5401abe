import type { Db } from '../../db/client';
import { badRequest } from '../errors';
import { DEFAULT_LANG, isLang, type Lang } from '../i18n/languages';
import { audit } from './audit';
import type { StaffMember } from './staff';

// The language a staff member reads their e-mails in (migration 018): the back
// office itself stays English. A mail to one of the shop's mailboxes (sales,
// contact, careers) is written in the language of the staff account that signs
// in with that address, and in English when none does.

/** Back office texts (English only). */
export const STAFF_LANGUAGE_MSG = {
  invalid: 'Choose English, Hindi or Marathi for your e-mails.',
  saved: 'Your e-mails will be written in the language you chose.',
} as const;

export const staffLangOr = (value: unknown): Lang => (isLang(value) ? value : DEFAULT_LANG);

/** The language of mails to `address`: its active staff account's, else English. */
export async function staffMailLanguage(db: Db, address: string): Promise<Lang> {
  const row = await db
    .selectFrom('staff')
    .select('lang')
    .where('email_lower', '=', address.trim().toLowerCase())
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return staffLangOr(row?.lang);
}

/** A staff member chooses the language of their own e-mails; audited. */
export async function setStaffLanguage(db: Db, staff: Pick<StaffMember, 'id' | 'email' | 'lang'>, lang: string): Promise<Lang> {
  if (!isLang(lang)) throw badRequest(STAFF_LANGUAGE_MSG.invalid, 'lang');
  if (lang === staff.lang) return lang;
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('staff').set({ lang }).where('id', '=', staff.id).execute();
    await audit(trx, staff, 'staff.language', 'staff', staff.id, { lang: staff.lang }, { lang });
  });
  return lang;
}
