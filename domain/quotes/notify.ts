import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { langOr } from '../accounts/language';
import { company } from '../content/company';
import { translatorFor } from '../i18n/dictionaries';
import { formatDate } from '../i18n/format';
import { formatInr } from '../money';
import { channelsOf } from '../orders/notices';
import { SITE, queueMessage } from '../outbox/outbox';
import { QUOTE_MAIL } from './messages';
import { quoteNumber } from './store';

// The messages a quote's step causes, queued in the step's transaction (the
// outbox, decision 034): the buyer hears of a version sent (e-mail, and
// WhatsApp when they opted in) in their own language; the sales mailbox hears
// of a request, a revision asked for and an acceptance, in English as the
// rest of the back office. Each is keyed by the step, so it is queued once.

type Trx = Transaction<Database>;

/** A version sent (1: the first answer, more: a revision) to the buyer. */
export async function queueVersionSent(
  trx: Trx,
  quoteId: string,
  v: { number: number; totalPaise: number; validUntil: string },
): Promise<void> {
  const q = await trx.selectFrom('quotes').select('user_id').where('id', '=', quoteId).executeTakeFirstOrThrow();
  const user = await trx
    .selectFrom('users')
    .select(['username', 'email', 'mobile_no', 'mobile_verified_at', 'whatsapp_opt_in', 'sms_with_whatsapp', 'lang'])
    .where('id', '=', q.user_id)
    .executeTakeFirstOrThrow();
  const lang = langOr(user.lang);
  const t = translatorFor(lang);
  const prefix = lang === 'en' ? '' : `/${lang}`;
  const params = {
    name: user.username,
    number: quoteNumber(quoteId),
    version: v.number,
    total: formatInr(v.totalPaise),
    date: formatDate(`${v.validUntil}T12:00:00+05:30`, lang),
    link: `${SITE}${prefix}/quotes/${quoteId}`,
  };
  const first = v.number === 1;
  const subject = t(first ? QUOTE_MAIL.sentSubject : QUOTE_MAIL.revisedSubject, params);
  const body = t(first ? QUOTE_MAIL.sent : QUOTE_MAIL.revised, params);
  const to = channelsOf(user);
  const base = { topic: first ? 'quote-sent' : 'quote-revised', recipient: { kind: 'customer' as const, id: q.user_id }, lang };
  const key = (channel: string) => `quote:${quoteId}:v${v.number}:${channel}`;
  if (to.email) await queueMessage(trx, { ...base, channel: 'email', to: to.email, subject, body, dedupeKey: key('email') });
  if (to.whatsapp) await queueMessage(trx, { ...base, channel: 'whatsapp', to: to.whatsapp, body, dedupeKey: key('whatsapp') });
}

export type StaffQuoteEvent = 'requested' | 'revision' | 'accepted';

const STAFF_TEXT: Record<StaffQuoteEvent, (number: string, name: string, extra: string) => [string, string]> = {
  requested: (n, name, extra) => [`Quote request ${n} from ${name}`, `${name} asks for a quote (${n}).${extra}`],
  revision: (n, name, extra) => [`Quote ${n}: ${name} asks for a revision`, `${name} asks for a revision of quote ${n}.${extra}`],
  accepted: (n, name, extra) => [`Quote ${n} accepted by ${name}`, `${name} accepted quote ${n}.${extra}`],
};

/** The sales mailbox hears of a step it has to act on. `step` keys the message (one per step). */
export async function queueStaffQuoteNotice(trx: Trx, quoteId: string, event: StaffQuoteEvent, step: string, extra = ''): Promise<void> {
  const q = await trx
    .selectFrom('quotes')
    .innerJoin('users', 'users.id', 'quotes.user_id')
    .select(['users.username', 'users.mobile_no'])
    .where('quotes.id', '=', quoteId)
    .executeTakeFirstOrThrow();
  const to = company.salesEmail;
  const staff = await trx.selectFrom('staff').select('id').where('email_lower', '=', to.toLowerCase()).executeTakeFirst();
  const [subject, first] = STAFF_TEXT[event](quoteNumber(quoteId), `${q.username} (${q.mobile_no})`, extra ? ` ${extra}` : '');
  await queueMessage(trx, {
    channel: 'email',
    topic: `staff-quote-${event}`,
    recipient: { kind: 'staff', id: staff?.id ?? null },
    to,
    lang: 'en',
    subject,
    body: [first, '', `Open it: ${SITE}/admin/quotes/${quoteId}`].join('\n'),
    dedupeKey: `quote:${quoteId}:${step}:staff`,
  });
}
