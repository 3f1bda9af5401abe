import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { langOr } from '../accounts/language';
import { company } from '../content/company';
import { translatorFor } from '../i18n/dictionaries';
import { formatDate } from '../i18n/format';
import { tk } from '../i18n/translate';
import { formatInr } from '../money';
import { orderRef } from '../order-ref';
import { queueMessage, SITE } from '../outbox/outbox';
import type { OrderQuote } from './quote';
import { channelsOf } from './notices';
import type { DraftRow } from './drafts';

// What a draft order's customer and the sales team are told, queued in the
// outbox in the transaction that sends the link (decision 037): the
// customer on their own channels (e-mail; WhatsApp or SMS to a confirmed
// number) in their own language, with the link to pay.

type Trx = Transaction<Database>;

/** The customer's texts, translated in locales/<lang>/quick-order.json. */
export const DRAFT_MSG = {
  subject: tk('Your Mitti Biotech order: {amount} to pay'),
  greeting: tk('Namaste {name},'),
  written: tk('As we agreed, we have written your order:'),
  total: tk('Total with delivery: {amount}'),
  payBy: tk('Pay for it online by {date}: {link}'),
  after: tk('Once it is paid we pack it and send you the invoice. Questions? Reply to this message.'),
  short: tk('Namaste {name}, your Mitti Biotech order of {amount} is ready. Pay online by {date}: {link}'),
  sms: tk('Mitti Biotech: your order of {amount} is ready. Pay by {date}: {link}'),
} as const;

/** Queues the payment link to the customer on each of their channels, keyed by the link so it goes once. */
export async function queuePaymentLinkMessages(
  trx: Trx,
  draft: Pick<DraftRow, 'id' | 'user_id' | 'link_expires_at'>,
  quote: Pick<OrderQuote, 'lines' | 'totalPaise'>,
  link: string,
  linkId: string,
): Promise<number> {
  const user = await trx
    .selectFrom('users')
    .select(['username', 'email', 'mobile_no', 'mobile_verified_at', 'whatsapp_opt_in', 'sms_with_whatsapp', 'lang'])
    .where('id', '=', draft.user_id)
    .executeTakeFirstOrThrow();
  const lang = langOr(user.lang);
  const t = translatorFor(lang);
  const to = channelsOf(user);
  const values = { name: user.username, amount: formatInr(quote.totalPaise), date: formatDate(draft.link_expires_at!, lang), link };
  const base = { topic: 'draft-payment-link', recipient: { kind: 'customer' as const, id: draft.user_id }, lang };
  const key = (channel: string) => `draft:${linkId}:${channel}`;
  let queued = 0;
  if (to.email) {
    const body = [
      t(DRAFT_MSG.greeting, values),
      '',
      t(DRAFT_MSG.written),
      ...quote.lines.map((l) => `- ${t(l.title)} (${l.pack}) × ${l.quantity}`),
      t(DRAFT_MSG.total, values),
      '',
      t(DRAFT_MSG.payBy, values),
      '',
      t(DRAFT_MSG.after),
    ].join('\n');
    if (
      await queueMessage(trx, {
        ...base,
        channel: 'email',
        to: to.email,
        subject: t(DRAFT_MSG.subject, values),
        body,
        dedupeKey: key('email'),
      })
    )
      queued += 1;
  }
  if (
    to.whatsapp &&
    (await queueMessage(trx, {
      ...base,
      channel: 'whatsapp',
      to: to.whatsapp,
      body: t(DRAFT_MSG.short, values),
      dedupeKey: key('whatsapp'),
    }))
  )
    queued += 1;
  if (to.sms) {
    const smsValues = { amount: values.amount, date: values.date, link };
    if (
      await queueMessage(trx, {
        ...base,
        channel: 'sms',
        to: to.sms,
        body: t(DRAFT_MSG.sms, smsValues),
        values: smsValues,
        dedupeKey: key('sms'),
      })
    )
      queued += 1;
  }
  return queued;
}

/** Tells the sales mailbox that a draft's payment was given back (stock ran out, prices changed): someone has to call the customer. */
export async function queueDraftProblemToStaff(
  trx: Trx,
  draft: Pick<DraftRow, 'id' | 'user_id'>,
  why: string,
  amountPaise: number,
  paymentId: string,
): Promise<void> {
  const user = await trx.selectFrom('users').select(['username', 'mobile_no']).where('id', '=', draft.user_id).executeTakeFirst();
  // Staff read the back office in English; this mail is its note to act on.
  await queueMessage(trx, {
    channel: 'email',
    topic: 'staff-draft-refunded',
    recipient: { kind: 'staff', id: null },
    to: company.salesEmail,
    lang: 'en',
    subject: `Draft order ${orderRef(draft.id)}: payment given back`,
    body: [
      `${user?.username ?? 'The customer'} (${user?.mobile_no ?? ''}) paid ${formatInr(amountPaise)} for draft order ${orderRef(draft.id)}, but it could not be placed: ${why}`,
      'The payment is being refunded. Please call the customer and send a new link.',
      '',
      `Open the draft: ${SITE}/admin/orders/drafts/${draft.id}`,
    ].join('\n'),
    dedupeKey: `draft:${draft.id}:refunded:${paymentId}`,
  });
}
