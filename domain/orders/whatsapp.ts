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

/** What a message may say beyond the order: a refund's amount, a refusal's reason, a pickup's AWB. */
export interface PhoneExtra {
  amountPaise?: number;
  reason?: string;
  awb?: string;
}

/** Where a message about the order sends the customer: a failed delivery to the new date, a return to the return. */
export function orderPagePath(orderId: string, kind: string): string {
  if (kind === 'delivery_failed') return `/orders/${orderId}/delivery`;
  if (kind.startsWith('return_')) return `/orders/${orderId}/return`;
  return `/orders/${orderId}`;
}

function values(order: OrderView, name: string, publicUrl: string, kind: PhoneUpdateKind, lang: Lang, extra: PhoneExtra = {}) {
  const { amountPaise } = extra;
  const page = orderPagePath(order.id, kind);
  return {
    name,
    reason: extra.reason ?? '',
    awb: extra.awb ?? '',
    ref: orderRef(order.id),
    total: formatInr(amountPaise ?? order.totalPaise),
    carrier: order.carrier ?? '',
    tracking: order.trackingUrl ? `${order.trackingNumber ?? ''} (${order.trackingUrl})` : (order.trackingNumber ?? ''),
    link: `${publicUrl}${localizedPath(lang, page)}`,
  };
}

/** The WhatsApp text of an order update, in the customer's language. */
export function orderWhatsAppText(
  order: OrderView,
  name: string,
  publicUrl: string,
  kind: PhoneUpdateKind,
  lang: Lang,
  extra?: PhoneExtra,
) {
  return translatorFor(lang)(WHATSAPP[kind], values(order, name, publicUrl, kind, lang, extra));
}

/**
 * The SMS of an order update, in the customer's language: its text and the
 * values of its DLT template (the ref, the amount, the link; no tracking link:
 * the order page has it).
 */
export function orderSms(order: OrderView, publicUrl: string, kind: PhoneUpdateKind, lang: Lang, extra?: PhoneExtra) {
  const {
    name: _name,
    reason: _reason,
    ...v
  } = { ...values(order, '', publicUrl, kind, lang, extra), tracking: order.trackingNumber ?? '' };
  return { text: translatorFor(lang)(ORDER_SMS[kind], v), values: v };
}
