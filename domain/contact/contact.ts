import type { Mailer } from '../../adapters/mail/types';
import type { RateStore } from '../../adapters/rate-store/types';
import type { Db } from '../../db/client';
import { newId, nowIso } from '../../db/ids';
import { CONTACT_PER_IP_PER_HOUR } from '../constants';
import { company } from '../content/company';
import { badRequest, tooMany } from '../errors';
import { MSG } from '../messages';
import { translatorFor } from '../i18n/dictionaries';
import { DEFAULT_LANG, type Lang } from '../i18n/languages';
import { staffField, visitorLanguageLine } from '../i18n/staff-note';
import { STAFF_MAIL } from '../messages-staff-mail';
import { staffMailLanguage } from '../staff/language';
import { CONTACT_LABELS, checkContact, type ContactInput } from './validation';

export type { ContactInput } from './validation';

const HOUR_MS = 60 * 60 * 1000;

/** Trims every field; absent fields become empty text. */
export function cleanContact(i: Partial<Record<keyof ContactInput, string>>): ContactInput {
  const t = (v?: string) => (v ?? '').trim();
  return {
    name: t(i.name),
    email: t(i.email),
    phone: t(i.phone),
    company: t(i.company),
    occupation: t(i.occupation),
    message: t(i.message),
  };
}

/** The contact message to the company's mailbox, in `staffLang` (its staff account's), saying which language the visitor wrote from. */
export function contactMail(i: ContactInput, lang: Lang = DEFAULT_LANG, staffLang: Lang = DEFAULT_LANG) {
  const t = translatorFor(staffLang);
  const lines = (Object.keys(CONTACT_LABELS) as (keyof ContactInput)[]).map((k) => staffField(t, CONTACT_LABELS[k], i[k] || '—'));
  const subject = i.company
    ? t(STAFF_MAIL.contactSubjectCompany, { name: i.name, company: i.company })
    : t(STAFF_MAIL.contactSubject, { name: i.name });
  return {
    to: company.email,
    // One line: a name or company can never add mail headers.
    subject: subject.replace(/[\r\n\t]+/g, ' '),
    text: `${t(STAFF_MAIL.contactIntro)}\n\n${[...lines, ...visitorLanguageLine(lang, t)].join('\n')}\n`,
    replyTo: i.email,
  };
}

export interface ContactResult {
  id: string;
  /** False when the message was saved but the e-mail to the company could not be sent. */
  mailed: boolean;
  mailError?: unknown;
}

/**
 * Saves a contact message, then mails it to the company. The message is
 * stored first, so a mail failure never loses what the visitor wrote. `lang`
 * is the language of the page it was sent from (the mail tells staff).
 */
export async function submitContact(
  deps: { db: Db; mail: Mailer; limits: RateStore },
  raw: Partial<Record<keyof ContactInput, string>>,
  ip: string,
  lang: Lang = DEFAULT_LANG,
): Promise<ContactResult> {
  const input = cleanContact(raw);
  const problem = checkContact(input);
  if (problem) throw badRequest(problem.message, problem.field);
  if ((await deps.limits.hit(`contact:${ip}`, HOUR_MS)) > CONTACT_PER_IP_PER_HOUR) throw tooMany(MSG.contactRateLimited);

  const id = newId();
  await deps.db
    .insertInto('contact_messages')
    .values({ id, ...input, created_at: nowIso() })
    .execute();
  const staffLang = await staffMailLanguage(deps.db, company.email);
  try {
    await deps.mail.send(contactMail(input, lang, staffLang));
    return { id, mailed: true };
  } catch (mailError) {
    return { id, mailed: false, mailError };
  }
}
