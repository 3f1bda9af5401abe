import type { MailAttachment, Mailer } from '../../adapters/mail/types';
import type { WhatsAppSender } from '../../adapters/whatsapp/types';
import type { Db } from '../../db/client';
import { documentOf, invoiceDocument } from '../invoices/invoices';
import { invoicePdf } from '../invoices/pdf';
import { FREE_CANCELLATION_HOURS, PAYMENT_METHOD_LABELS } from '../constants';
import { formatInr } from '../money';
import { lineName, type OrderView } from './views';
import { sendOrderWhatsApp } from './whatsapp';

export type OrderMailKind = 'placed' | 'paid' | 'shipped' | 'delivered' | 'cancelled';

/** What each e-mail says first, and its subject. */
function opening(kind: OrderMailKind, ref: string, order: OrderView): { subject: string; intro: string[] } {
  switch (kind) {
    case 'paid':
      return { subject: `Payment received for order ${ref}`, intro: [`We have received your payment for order ${ref}. Thank you!`] };
    case 'shipped': {
      const track = order.trackingUrl ? `Track it here: ${order.trackingUrl}` : '';
      return {
        subject: `Order ${ref} has shipped`,
        intro: [`Your order ${ref} is on its way with ${order.carrier}, tracking number ${order.trackingNumber}.`, track],
      };
    }
    case 'delivered':
      return { subject: `Order ${ref} delivered`, intro: [`Your order ${ref} has been delivered. We hope it grows well for you!`] };
    case 'cancelled': {
      const refund = order.refunds.length ? `Your payment will be refunded to the way you paid.` : '';
      return { subject: `Order ${ref} cancelled`, intro: [`Your order ${ref} has been cancelled.`, refund] };
    }
    default:
      return { subject: `Order ${ref} confirmed`, intro: [`Thank you for your order ${ref}.`] };
  }
}

/** An e-mail about an order: what happened, what was bought, for how much, where it goes. */
export function orderMail(order: OrderView, to: { email: string | null; username: string }, publicUrl: string, kind: OrderMailKind) {
  const ref = order.id.slice(-8).toUpperCase();
  const { subject, intro } = opening(kind, ref, order);
  const open = kind === 'placed' || kind === 'paid';
  const a = order.address;
  const lines = order.lines.map(
    (l) => `  ${l.quantity} × ${lineName(l)} @ ${formatInr(l.pricePaise)} = ${formatInr(l.pricePaise * l.quantity)}`,
  );
  const text = [
    `Namaste ${to.username},`,
    '',
    ...intro.filter(Boolean),
    '',
    ...lines,
    `  Delivery: ${order.shippingPaise ? formatInr(order.shippingPaise) : 'free'}`,
    `  Order total: ${formatInr(order.totalPaise)}`,
    '',
    `Payment: ${PAYMENT_METHOD_LABELS[order.paymentMethod]} (${order.paymentStatus})`,
    a ? `Deliver to: ${a.name}, ${a.address}, ${a.locality}, ${a.city}, ${a.state} ${a.pincode} (${a.mobile})` : '',
    open && order.deliveryDate ? `Expected delivery by ${order.deliveryDate}.` : '',
    '',
    open
      ? `You can cancel free of charge within ${FREE_CANCELLATION_HOURS} hours, before the order ships: ${publicUrl}/orders/${order.id}`
      : `Your order: ${publicUrl}/orders/${order.id}`,
    '',
    'Mitti Biotech',
  ];
  return {
    to: to.email ?? '',
    subject,
    text: lines.length ? text.filter((l, i, all) => !(l === '' && all[i - 1] === '')).join('\n') : '',
  };
}

/** The invoice goes with the mail that follows it being issued; the credit note with the cancellation. */
async function attachments(order: OrderView, kind: OrderMailKind): Promise<MailAttachment[]> {
  const issued = documentOf(order, kind === 'cancelled' ? 'credit-note' : 'invoice');
  if (!issued || !(kind === 'paid' || kind === 'shipped' || kind === 'cancelled')) return [];
  const content = await invoicePdf(invoiceDocument(order, issued));
  return [{ filename: `${issued.number.replaceAll('/', '-')}.pdf`, content, contentType: 'application/pdf' }];
}

/** Where order updates go: the mailer, and WhatsApp with the database to find who opted in. */
export type OrderNotifiers = Mailer | { mail: Mailer; whatsapp?: WhatsAppSender; db?: Db };

/**
 * Sends it, and the WhatsApp update to a customer who asked for them; a
 * customer without an e-mail gets no mail. A failure never undoes an order, so
 * it only reports (the mail's failure; a WhatsApp one is kept with the message).
 */
export async function sendOrderMail(notify: OrderNotifiers, ...args: Parameters<typeof orderMail>): Promise<Error | null> {
  const { mail, whatsapp, db } = 'send' in notify ? { mail: notify, whatsapp: undefined, db: undefined } : notify;
  let failure: Error | null = null;
  if (args[1].email) {
    try {
      const files = await attachments(args[0], args[3]);
      const message = orderMail(...args);
      if (files.length) message.text += `\n\nYour GST ${args[3] === 'cancelled' ? 'credit note' : 'invoice'} is attached.`;
      await mail.send({ ...message, attachments: files });
    } catch (e) {
      failure = e as Error;
    }
  }
  if (whatsapp && db) {
    try {
      await sendOrderWhatsApp({ db, whatsapp }, args[0], args[1], args[2], args[3]);
    } catch {
      // Kept as failed in whatsapp_messages; an update that did not go never undoes the order.
    }
  }
  return failure;
}
