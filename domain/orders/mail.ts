import type { MailAttachment } from '../../adapters/mail/types';
import { documentOf, invoiceDocument, type IssuedDocument } from '../invoices/invoices';
import { invoicePdf } from '../invoices/pdf';
import { withRegistrations } from '../invoices/registrations';
import type { Db } from '../../db/client';
import { FREE_CANCELLATION_HOURS, PAYMENT_METHOD_LABELS } from '../constants';
import { translatorFor } from '../i18n/dictionaries';
import { formatDate } from '../i18n/format';
import { localizedPath, type Lang } from '../i18n/languages';
import type { Translate } from '../i18n/translate';
import { ORDER_MAIL } from '../messages-order-updates';
import { formatInr } from '../money';
import { paymentStateOf } from './payment-state';
import type { ReturnNotice } from './transitions';
import { orderPagePath } from './whatsapp';
import { lineName, type OrderView } from './views';
import { orderRef } from '../order-ref';

// E-mails about an order, in the customer's language (their account's `lang`):
// the English text is the key, its Hindi and Marathi in locales/*/mail.json.
// Amounts in Indian grouping, dates in the language's month names; product
// names stay as the packs print them. The attached GST invoice stays English.

export type OrderMailKind =
  'placed' | 'paid' | 'shipped' | 'delivered' | 'cancelled' | 'delivery_failed' | 'returned_to_origin' | 'refunded' | ReturnNotice;

/** What some mails say beyond the order: a failed delivery's or a refusal's reason, a refund's amount, a pickup's AWB. */
export interface OrderMailExtra {
  reason?: string;
  amountPaise?: number;
  awb?: string;
}

/** The mails of a return's steps: a sentence of what happened, and the return's page. */
const RETURN_MAIL: Record<ReturnNotice, [subject: string, text: string]> = {
  return_requested: [ORDER_MAIL.returnRequestedSubject, ORDER_MAIL.returnRequested],
  return_approved: [ORDER_MAIL.returnApprovedSubject, ORDER_MAIL.returnApproved],
  return_refused: [ORDER_MAIL.returnRefusedSubject, ORDER_MAIL.returnRefused],
  return_received: [ORDER_MAIL.returnReceivedSubject, ORDER_MAIL.returnReceived],
  return_replaced: [ORDER_MAIL.returnReplacedSubject, ORDER_MAIL.returnReplaced],
};

/** Who the mail goes to. */
export interface OrderMailRecipient {
  /** None for a customer who signed up by mobile number: no mail goes. */
  email: string | null;
  username: string;
  /**
   * The customer's own language (their account's `lang`), never the language of
   * the page that caused the mail: staff ship from the English back office.
   */
  lang: Lang;
}

/** What each e-mail says first, and its subject. */
function opening(
  t: Translate,
  kind: OrderMailKind,
  ref: string,
  order: OrderView,
  extra: OrderMailExtra,
  url: string,
): { subject: string; intro: string[] } {
  if (kind in RETURN_MAIL) {
    const [subject, text] = RETURN_MAIL[kind as ReturnNotice];
    const v = { ref, reason: extra.reason ?? '', awb: extra.awb ?? '' };
    return { subject: t(subject, v), intro: [t(text, v), t(ORDER_MAIL.returnDetails, { url })] };
  }
  switch (kind) {
    case 'delivery_failed':
      return {
        subject: t(ORDER_MAIL.deliveryFailedSubject, { ref }),
        intro: [t(ORDER_MAIL.deliveryFailed, { ref, reason: extra.reason ?? '' }), t(ORDER_MAIL.deliveryFailedAsk, { url })],
      };
    case 'returned_to_origin':
      return { subject: t(ORDER_MAIL.returnedSubject, { ref }), intro: [t(ORDER_MAIL.returned, { ref })] };
    case 'refunded':
      return {
        subject: t(ORDER_MAIL.refundedSubject, { ref }),
        intro: [t(ORDER_MAIL.refunded, { ref, amount: formatInr(extra.amountPaise ?? order.totalPaise) })],
      };
    case 'paid':
      return {
        subject: t('Payment received for order {ref}', { ref }),
        intro: [t('We have received your payment for order {ref}. Thank you!', { ref })],
      };
    case 'shipped': {
      const track = order.trackingUrl ? t('Track it here: {url}', { url: order.trackingUrl }) : '';
      return {
        subject: t('Order {ref} has shipped', { ref }),
        intro: [
          t('Your order {ref} is on its way with {carrier}, tracking number {trackingNumber}.', {
            ref,
            carrier: order.carrier ?? '',
            trackingNumber: order.trackingNumber ?? '',
          }),
          track,
        ],
      };
    }
    case 'delivered':
      return {
        subject: t('Order {ref} delivered', { ref }),
        intro: [t('Your order {ref} has been delivered. We hope it grows well for you!', { ref })],
      };
    case 'cancelled': {
      const refund = order.refunds.length ? t('Your payment will be refunded to the way you paid.') : '';
      return { subject: t('Order {ref} cancelled', { ref }), intro: [t('Your order {ref} has been cancelled.', { ref }), refund] };
    }
    default:
      return { subject: t('Order {ref} confirmed', { ref }), intro: [t('Thank you for your order {ref}.', { ref })] };
  }
}

/** An e-mail about an order: what happened, what was bought, for how much, where it goes. */
export function orderMail(order: OrderView, to: OrderMailRecipient, publicUrl: string, kind: OrderMailKind, extra: OrderMailExtra = {}) {
  const lang = to.lang;
  const t = translatorFor(lang);
  const ref = orderRef(order.id);
  const url = `${publicUrl}${localizedPath(lang, `/orders/${order.id}`)}`;
  // A failed delivery links to where the customer chooses a new date, a return to the return.
  const { subject, intro } = opening(t, kind, ref, order, extra, `${publicUrl}${localizedPath(lang, orderPagePath(order.id, kind))}`);
  const open = kind === 'placed' || kind === 'paid';
  const a = order.address;
  const lines = order.lines.map(
    (l) => `  ${l.quantity} × ${lineName(l)} @ ${formatInr(l.pricePaise)} = ${formatInr(l.pricePaise * l.quantity)}`,
  );
  const text = [
    t('Namaste {name},', { name: to.username }),
    '',
    ...intro.filter(Boolean),
    '',
    ...lines,
    ...(order.discountPaise > 0 ? [`  ${t('Discount: −{amount}', { amount: formatInr(order.discountPaise) })}`] : []),
    `  ${order.shippingPaise ? t('Delivery: {amount}', { amount: formatInr(order.shippingPaise) }) : t('Delivery: free')}`,
    `  ${t('Order total: {amount}', { amount: formatInr(order.totalPaise) })}`,
    '',
    t('Payment: {method} ({status})', {
      method: PAYMENT_METHOD_LABELS[order.paymentMethod],
      // A cancelled order says what became of the money ("nothing to pay", "refund on its way"), not "Cash on Delivery".
      status: order.status === 'Cancelled' ? paymentStateOf(order) : order.paymentStatus,
    }),
    a
      ? t('Deliver to: {address}', {
          address: `${a.name}, ${a.address}, ${a.locality}, ${a.city}, ${a.state} ${a.pincode} (${a.mobile})`,
        })
      : '',
    open && order.deliveryDate ? t('Expected delivery by {date}.', { date: formatDate(order.deliveryDate, lang) }) : '',
    '',
    open
      ? t('You can cancel free of charge within {hours} hours, before the order ships: {url}', { hours: FREE_CANCELLATION_HOURS, url })
      : t('Your order: {url}', { url }),
    '',
    'Mitti Biotech',
  ];
  return {
    to: to.email ?? '',
    subject,
    text: lines.length ? text.filter((l, i, all) => !(l === '' && all[i - 1] === '')).join('\n') : '',
  };
}

/** The GST document that goes with the mail: the invoice once issued, the credit note with a cancellation or a return. */
export function documentFor(order: OrderView, kind: OrderMailKind): IssuedDocument | null {
  const issued = documentOf(order, kind === 'cancelled' || kind === 'returned_to_origin' ? 'credit-note' : 'invoice');
  return issued && (kind === 'paid' || kind === 'shipped' || kind === 'cancelled' || kind === 'returned_to_origin') ? issued : null;
}

/** The mail with the line saying its GST document is attached (the file itself is made when the mail is sent). */
export function orderMailWithDocument(...args: Parameters<typeof orderMail>) {
  const [order, to, , kind] = args;
  const message = orderMail(...args);
  const doc = documentFor(order, kind);
  if (doc) {
    const t = translatorFor(to.lang);
    message.text += `\n\n${doc.kind === 'credit-note' ? t('Your GST credit note is attached.') : t('Your GST invoice is attached.')}`;
  }
  return { ...message, document: doc };
}

/**
 * The PDF of an issued invoice or credit note, as a mail attachment (a tax
 * document: English, whatever the mail's language); with the database, it
 * carries the IRN and e-way bill the portals gave it.
 */
export async function documentAttachment(order: OrderView, issued: IssuedDocument, db?: Db): Promise<MailAttachment> {
  const doc = invoiceDocument(order, issued);
  const content = await invoicePdf(db ? await withRegistrations(db, doc) : doc);
  return { filename: `${issued.number.replaceAll('/', '-')}.pdf`, content, contentType: 'application/pdf' };
}
