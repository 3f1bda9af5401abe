import type { MailAttachment } from '../../adapters/mail/types';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { langOr } from '../accounts/language';
import { company } from '../content/company';
import { translatorFor } from '../i18n/dictionaries';
import { ORDER_STAFF_MAIL } from '../messages-order-updates';
import { SITE, deliverDue, queueMessage, type AttachmentRef, type DeliveryReport, type OutboxSenders } from '../outbox/outbox';
import { staffLangOr } from '../staff/language';
import { documentAttachment, orderMailWithDocument } from './mail';
import { orderRef } from '../order-ref';
import type { CustomerNotice, StaffNotice } from './transitions';
import { orderWithCustomer } from './views';
import { orderSms, orderWhatsAppText } from './whatsapp';

// The messages an order change causes, queued in its transaction (decision
// 034): the customer's e-mail (when they have an address) and either WhatsApp
// (opted in, number confirmed) or SMS (number confirmed, no WhatsApp), both
// only when they asked for both; the sales mailbox's e-mail when someone has
// to act. Rendered now, in each reader's language.

type Trx = Transaction<Database>;

/** How a customer hears of their orders. */
export interface CustomerChannels {
  email: string | null;
  whatsapp: string | null;
  sms: string | null;
}

/** E-mail to their address; WhatsApp when they opted in, SMS when not (or when they asked for both); phones only to a confirmed number. */
export function channelsOf(u: {
  email: string | null;
  mobile_no: string | null;
  mobile_verified_at: string | null;
  whatsapp_opt_in: number;
  sms_with_whatsapp: number;
}): CustomerChannels {
  const phone = u.mobile_no && u.mobile_verified_at ? u.mobile_no : null;
  const whatsapp = phone && Number(u.whatsapp_opt_in) === 1 ? phone : null;
  return { email: u.email || null, whatsapp, sms: phone && (!whatsapp || Number(u.sms_with_whatsapp) === 1) ? phone : null };
}

/** E-mail is for the changes worth a record; "out for delivery" is a phone's message. */
const BY_EMAIL: Record<CustomerNotice, boolean> = {
  placed: true,
  paid: true,
  shipped: true,
  out_for_delivery: false,
  delivered: true,
  delivery_failed: true,
  returned_to_origin: true,
  cancelled: true,
  refunded: true,
  return_requested: true,
  return_approved: true,
  return_refused: true,
  return_received: true,
  return_replaced: true,
};

const topicOf = (kind: string) => `order-${kind.replaceAll('_', '-')}`;

/** Queues the messages of one change (`historyId` keys them: one per change, channel and recipient). */
export async function queueOrderNotices(
  trx: Trx,
  orderId: string,
  historyId: string,
  notices: { customer: CustomerNotice | null; staff: StaffNotice | null },
  data: { reason?: string; amountPaise?: number; awb?: string },
): Promise<void> {
  const found = await orderWithCustomer(trx, orderId);
  if (!found) return;
  const { order, customer } = found;
  const base = { orderId, historyId, recipient: { kind: 'customer' as const, id: customer.id } };
  const kind = notices.customer;
  if (kind) {
    const user = await trx
      .selectFrom('users')
      .select(['email', 'mobile_no', 'mobile_verified_at', 'whatsapp_opt_in', 'sms_with_whatsapp', 'lang'])
      .where('id', '=', customer.id)
      .executeTakeFirstOrThrow();
    const to = channelsOf(user);
    const lang = langOr(user.lang);
    const topic = topicOf(kind);
    const key = (channel: string) => `${historyId}:${channel}:customer`;
    if (to.email && BY_EMAIL[kind] && kind !== 'out_for_delivery') {
      const mail = orderMailWithDocument(order, { email: to.email, username: customer.username, lang }, SITE, kind, data);
      const attachments: AttachmentRef[] = mail.document ? [{ kind: mail.document.kind, orderId }] : [];
      await queueMessage(trx, {
        ...base,
        channel: 'email',
        topic,
        to: to.email,
        lang,
        subject: mail.subject,
        body: mail.text,
        attachments,
        dedupeKey: key('email'),
      });
    }
    if (to.whatsapp) {
      const text = orderWhatsAppText(order, customer.username, SITE, kind, lang, data);
      await queueMessage(trx, { ...base, channel: 'whatsapp', topic, to: to.whatsapp, lang, body: text, dedupeKey: key('whatsapp') });
    }
    if (to.sms) {
      const { text, values } = orderSms(order, SITE, kind, lang, data);
      await queueMessage(trx, { ...base, channel: 'sms', topic, to: to.sms, lang, body: text, values, dedupeKey: key('sms') });
    }
  }
  if (notices.staff) await queueStaffNotice(trx, notices.staff, historyId, found, data);
}

/** The sales mailbox, in the language of the staff account that signs in with it. */
async function queueStaffNotice(
  trx: Trx,
  kind: StaffNotice,
  historyId: string,
  { order, customer }: NonNullable<Awaited<ReturnType<typeof orderWithCustomer>>>,
  data: { reason?: string },
) {
  const address = company.salesEmail;
  const staff = await trx
    .selectFrom('staff')
    .select(['id', 'lang'])
    .where('email_lower', '=', address.toLowerCase())
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  const lang = staffLangOr(staff?.lang);
  const t = translatorFor(lang);
  const ref = orderRef(order.id);
  const who = { ref, name: customer.username, mobile: order.address?.mobile ?? customer.mobileNo, reason: data.reason ?? '' };
  const [subject, first] =
    kind === 'delivery_failed'
      ? [t(ORDER_STAFF_MAIL.deliveryFailedSubject, who), t(ORDER_STAFF_MAIL.deliveryFailed, who)]
      : [t(ORDER_STAFF_MAIL.returnRequestedSubject, who), t(ORDER_STAFF_MAIL.returnRequested, who)];
  await queueMessage(trx, {
    orderId: order.id,
    historyId,
    recipient: { kind: 'staff', id: staff?.id ?? null },
    channel: 'email',
    topic: `staff-${kind.replaceAll('_', '-')}`,
    to: address,
    lang,
    subject,
    body: [first, '', t(ORDER_STAFF_MAIL.openOrder, { link: `${SITE}/admin/orders/${order.id}` })].join('\n'),
    dedupeKey: `${historyId}:email:staff`,
  });
}

/** An order's GST document as the file a mail carries (null when the order or the document is gone). */
export async function orderDocumentFile(db: OutboxSenders['db'], ref: AttachmentRef): Promise<MailAttachment | null> {
  const found = await orderWithCustomer(db, ref.orderId);
  const issued = found?.order.documents.find((d) => d.kind === ref.kind);
  return found && issued ? documentAttachment(found.order, issued, db) : null;
}

/** The outbox's senders with the orders' documents to attach. */
export const orderSenders = (deps: Omit<OutboxSenders, 'attach'>): OutboxSenders => ({
  ...deps,
  attach: (ref) => orderDocumentFile(deps.db, ref),
});

/**
 * Sends an order's queued messages now, after the change committed (the
 * worker sends whatever this leaves, later). Answers the e-mail to the
 * customer that could not go, if any: the change stands, the mail is retried.
 */
export async function sendOrderNotices(
  deps: Omit<OutboxSenders, 'attach'>,
  orderId: string,
): Promise<{ report: DeliveryReport; mailError: Error | null }> {
  const report = await deliverDue(orderSenders(deps), { orderId });
  const mail = report.failed.find((f) => f.row.channel === 'email' && f.row.recipient_kind === 'customer');
  return { report, mailError: mail?.error ?? null };
}
