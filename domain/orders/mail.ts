import type { Mailer } from '../../adapters/mail/types';
import { FREE_CANCELLATION_HOURS, PAYMENT_METHOD_LABELS } from '../constants';
import { formatInr } from '../money';
import type { OrderView } from './views';

/** The confirmation e-mail of an order: what was bought, for how much, where it goes. */
export function orderMail(order: OrderView, to: { email: string; username: string }, publicUrl: string, kind: 'placed' | 'paid') {
  const ref = order.id.slice(-8).toUpperCase();
  const a = order.address;
  const lines = order.lines.map(
    (l) => `  ${l.quantity} × ${l.title} @ ${formatInr(l.pricePaise)} = ${formatInr(l.pricePaise * l.quantity)}`,
  );
  const text = [
    `Namaste ${to.username},`,
    '',
    kind === 'paid' ? `We have received your payment for order ${ref}. Thank you!` : `Thank you for your order ${ref}.`,
    '',
    ...lines,
    `  Delivery: free`,
    `  Order total: ${formatInr(order.totalPaise)}`,
    '',
    `Payment: ${PAYMENT_METHOD_LABELS[order.paymentMethod]} (${order.paymentStatus})`,
    a ? `Deliver to: ${a.name}, ${a.address}, ${a.locality}, ${a.city}, ${a.state} ${a.pincode} (${a.mobile})` : '',
    order.deliveryDate ? `Expected delivery by ${order.deliveryDate}.` : '',
    '',
    `You can cancel free of charge within ${FREE_CANCELLATION_HOURS} hours, before the order ships: ${publicUrl}/orders/${order.id}`,
    '',
    'Mitti Biotech',
  ];
  return {
    to: to.email,
    subject: kind === 'paid' ? `Payment received for order ${ref}` : `Order ${ref} confirmed`,
    text: lines.length ? text.filter((l, i, all) => !(l === '' && all[i - 1] === '')).join('\n') : '',
  };
}

/** Sends it; a mail failure never undoes an order, so it only reports. */
export async function sendOrderMail(mail: Mailer, ...args: Parameters<typeof orderMail>): Promise<Error | null> {
  try {
    await mail.send(orderMail(...args));
    return null;
  } catch (e) {
    return e as Error;
  }
}
