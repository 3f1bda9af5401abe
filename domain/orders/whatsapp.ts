import type { WhatsAppSender } from '../../adapters/whatsapp/types';
import type { Db } from '../../db/client';
import { whatsappNumberOf } from '../accounts/profile';
import { translatorFor } from '../i18n/dictionaries';
import { DEFAULT_LANG, localizedPath, type Lang } from '../i18n/languages';
import { WHATSAPP_ORDER_TEXT } from '../messages-phone';
import { formatInr } from '../money';
import type { OrderView } from './views';
import { orderRef } from './ref';

// Order updates by WhatsApp (decision 026): the same moments as the order
// e-mails, only to a customer who turned them on and has a mobile number.

type UpdateKind = keyof typeof WHATSAPP_ORDER_TEXT;

/** The short WhatsApp text of an order update, in the customer's language. */
export function orderWhatsAppText(order: OrderView, name: string, publicUrl: string, kind: UpdateKind, lang: Lang = DEFAULT_LANG): string {
  return translatorFor(lang)(WHATSAPP_ORDER_TEXT[kind], {
    name,
    ref: orderRef(order.id),
    total: formatInr(order.totalPaise),
    carrier: order.carrier ?? '',
    tracking: order.trackingUrl ? `${order.trackingNumber ?? ''} (${order.trackingUrl})` : (order.trackingNumber ?? ''),
    link: `${publicUrl}${localizedPath(lang, `/orders/${order.id}`)}`,
  });
}

/** Sends it when the customer opted in; answers whether it went (a failure is thrown to the caller, who only reports it). */
export async function sendOrderWhatsApp(
  deps: { db: Db; whatsapp: WhatsAppSender },
  order: OrderView,
  /** The customer, with their own language (not the page's that caused the update). */
  to: { username: string; lang: Lang },
  publicUrl: string,
  kind: UpdateKind,
): Promise<boolean> {
  const number = await whatsappNumberOf(deps.db, order.userId);
  if (!number) return false;
  await deps.whatsapp.send({
    to: number,
    text: orderWhatsAppText(order, to.username, publicUrl, kind, to.lang),
    topic: `order-${kind}`,
    userId: order.userId,
  });
  return true;
}
