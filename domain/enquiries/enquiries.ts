import type { RateStore } from '../../adapters/rate-store/types';
import type { Mailer } from '../../adapters/mail/types';
import type { Db } from '../../db/client';
import { company } from '../content/company';
import { newId, nowIso } from '../../db/ids';
import { ENQUIRIES_PER_IP_PER_HOUR } from '../constants';
import { badRequest, tooMany } from '../errors';
import { MSG } from '../messages';
import { tk } from '../i18n/translate';
import { translatorFor } from '../i18n/dictionaries';
import { DEFAULT_LANG, type Lang } from '../i18n/languages';
import { staffField, visitorLanguageLine } from '../i18n/staff-note';
import { STAFF_MAIL } from '../messages-staff-mail';
import { staffMailLanguage } from '../staff/language';
import { checkEnquiry, type EnquiryInput } from './validation';

/** The names of the lead mail's fields, translated where the mail is written. */
const ENQUIRY_LABELS = {
  fullName: tk('Name'),
  phone: tk('Phone'),
  email: tk('Email'),
  companyName: tk('Company'),
  productName: tk('Product'),
};

export type { EnquiryInput } from './validation';

/**
 * The e-mail to the sales team about a new enquiry (one-line subject: no header
 * can be added), in `staffLang`, the language of the staff account of the sales
 * mailbox; it says which language the visitor wrote from (`lang`).
 */
export function leadMail(i: EnquiryInput, source: string, lang: Lang = DEFAULT_LANG, staffLang: Lang = DEFAULT_LANG) {
  const t = translatorFor(staffLang);
  const about = i.productName.trim() || t(STAFF_MAIL.leadAboutNothing);
  const fields: [string, string][] = [
    [ENQUIRY_LABELS.fullName, i.fullName],
    [ENQUIRY_LABELS.phone, i.phone],
    [ENQUIRY_LABELS.email, i.email],
    [ENQUIRY_LABELS.companyName, i.companyName || '—'],
    [ENQUIRY_LABELS.productName, about],
  ];
  return {
    to: company.salesEmail,
    subject: t(STAFF_MAIL.leadSubject, { name: i.fullName.trim(), product: about }).replace(/[\r\n\t]+/g, ' '),
    text: [
      t(source === 'product' ? STAFF_MAIL.leadFromProduct : STAFF_MAIL.leadFromForm),
      '',
      ...fields.map(([label, value]) => staffField(t, label, value)),
      ...visitorLanguageLine(lang, t),
      '',
      i.message,
      '',
      t(STAFF_MAIL.leadAnswer, { link: '/admin/enquiries' }),
      '',
    ].join('\n'),
    replyTo: i.email.trim(),
  };
}

export interface EnquirySummary {
  id: string;
  productName: string;
  message: string;
  createdAt: string;
}

/**
 * Saves a product or general enquiry. Visitors may send one (a lead is never
 * lost to a login wall); a logged-in customer's enquiry is linked to the account.
 * `source` says where it came from: 'product', 'enquirenow', …; too many from
 * one address in an hour are refused. `from.lang` is the language of the page it
 * was sent from (the mail tells the sales team).
 */
export async function createEnquiry(
  { db, limits, mail }: { db: Db; limits: RateStore; mail: Mailer },
  input: EnquiryInput,
  from: { userId: string | null; ip: string; lang?: Lang },
  source: string,
): Promise<{ id: string }> {
  const problem = checkEnquiry(input)[0];
  if (problem) throw badRequest(problem.message, problem.field);
  if ((await limits.hit(`enquiry:${from.ip}`, 3_600_000)) > ENQUIRIES_PER_IP_PER_HOUR) throw tooMany(MSG.tooManyRequests);
  const userId = from.userId;
  const id = newId();
  await db
    .insertInto('enquiries')
    .values({
      id,
      user_id: userId,
      full_name: input.fullName.trim(),
      phone: input.phone.trim(),
      email: input.email.trim(),
      company_name: input.companyName.trim(),
      message: input.message.trim(),
      product_name: input.productName.trim(),
      source,
      created_at: nowIso(),
    })
    .execute();
  // The sales team hears of every new lead; the enquiry is saved whatever the mail does (a queued mail is retried).
  const staffLang = await staffMailLanguage(db, company.salesEmail);
  await mail.send(leadMail(input, source, from.lang, staffLang)).catch(() => undefined);
  return { id };
}

/** The customer's own enquiries, newest first. */
export async function listEnquiries(db: Db, userId: string): Promise<EnquirySummary[]> {
  const rows = await db
    .selectFrom('enquiries')
    .select(['id', 'product_name', 'message', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({ id: r.id, productName: r.product_name, message: r.message, createdAt: r.created_at }));
}
