import { translatorFor } from '../i18n/dictionaries';
import { localizedPath, type Lang } from '../i18n/languages';
import { WHATSAPP_ORDER_TEXT } from '../messages-phone';
import { ORDER_SMS, WHATSAPP_ORDER_MORE } from '../messages-order-updates';
import { formatInr } from '../money';
import type { OrderView } from './views';
import { orderRef } from '../order-ref';

// The short texts of order updates by WhatsApp (decision 026) and by SMS
// (decision 034), in the customer's language: the order's ref, what happened
// and a link to the order.

const WHATSAPP = { ...WHATSAPP_ORDER_TEXT, ...WHATSAPP_ORDER_MORE };
export type PhoneUpdateKind = keyof typeof ORDER_SMS;

function values(order: OrderView, name: string, publicUrl: string, kind: PhoneUpdateKind, lang: Lang, amountPaise?: number) {
  // A failed delivery links to where the customer chooses a new date or corrects the address.
  const page = kind === 'delivery_failed' ? `/orders/${order.id}/delivery` : `/orders/${order.id}`;
  return {
    name,
    ref: orderRef(order.id),
    total: formatInr(amountPaise ?? order.totalPaise),
    carrier: order.carrier ?? '',
    tracking: order.trackingUrl ? `${order.trackingNumber ?? ''} (${order.trackingUrl})` : (order.trackingNumber ?? ''),
    link: `${publicUrl}${localizedPath(lang, page)}`,
  };
}

/** The WhatsApp text of an order update, in the customer's language (`amountPaise`: a refund's amount). */
export function orderWhatsAppText(
  order: OrderView,
  name: string,
  publicUrl: string,
  kind: PhoneUpdateKind,
  lang: Lang,
  amountPaise?: number,
) {
  return translatorFor(lang)(WHATSAPP[kind], values(order, name, publicUrl, kind, lang, amountPaise));
}

/**
 * The SMS of an order update, in the customer's language: its text and the
 * values of its DLT template (the ref, the amount, the link; no tracking link:
 * the order page has it).
 */
export function orderSms(order: OrderView, publicUrl: string, kind: PhoneUpdateKind, lang: Lang, amountPaise?: number) {
  const { name: _name, ...v } = { ...values(order, '', publicUrl, kind, lang, amountPaise), tracking: order.trackingNumber ?? '' };
  return { text: translatorFor(lang)(ORDER_SMS[kind], v), values: v };
}
