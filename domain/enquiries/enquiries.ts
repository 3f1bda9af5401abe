import type { RateStore } from '../../adapters/rate-store/types';
import type { Mailer } from '../../adapters/mail/types';
import type { Db } from '../../db/client';
import { company } from '../content/company';
import { newId, nowIso } from '../../db/ids';
import { ENQUIRIES_PER_IP_PER_HOUR } from '../constants';
import { badRequest, tooMany } from '../errors';
import { MSG } from '../messages';
import { DEFAULT_LANG, type Lang } from '../i18n/languages';
import { visitorLanguageLine } from '../i18n/staff-note';
import { checkEnquiry, type EnquiryInput } from './validation';

export type { EnquiryInput } from './validation';

/** The e-mail to the sales team about a new enquiry (one-line subject: no header can be added). */
export function leadMail(i: EnquiryInput, source: string, lang: Lang = DEFAULT_LANG) {
  const about = i.productName.trim() || 'a general enquiry';
  return {
    to: company.salesEmail,
    subject: `New lead: ${i.fullName.trim()} about ${about}`.replace(/[\r\n\t]+/g, ' '),
    text: `A new ${source === 'product' ? 'product enquiry' : 'enquiry'} arrived on the website.\n\nName: ${i.fullName}\nPhone: ${i.phone}\nEmail: ${i.email}\nCompany: ${i.companyName || '—'}\nProduct: ${about}\n${visitorLanguageLine(
      lang,
    )
      .map((l) => `${l}\n`)
      .join('')}\n${i.message}\n\nAnswer it in the back office: /admin/enquiries\n`,
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
  await mail.send(leadMail(input, source, from.lang)).catch(() => undefined);
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
