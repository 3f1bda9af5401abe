import { fmt, tk } from '../i18n/translate';
import { formatInr } from '../money';
import type { OrderView } from './views';

// How an order's payment reads to its customer, after its method ("UPI ·
// paid"), on the order page, My Orders and the e-mails: a cancelled order says
// what became of the money, never "pay on delivery" or "paid" as if it were
// still on its way.

type PaymentFacts = Pick<OrderView, 'paymentMethod' | 'paymentStatus' | 'status' | 'refunds'>;

const STATE: Record<string, string> = {
  Unpaid: tk('unpaid'),
  Paid: tk('paid'),
  Failed: tk('failed'),
  Refunded: tk('refunded'),
  'Cash on Delivery': tk('pay on delivery'),
};

/** A queued refund of this order's money (the provider has not confirmed it yet). */
export const refundOnItsWay = (o: Pick<OrderView, 'refunds'>) => o.refunds.some((r) => r.status === 'refund-queued');

/** The payment's state in a few words (English, translated where shown). */
export function paymentStateOf(o: PaymentFacts): string {
  if (o.status === 'Cancelled') {
    if (refundOnItsWay(o)) return tk('refund on its way');
    if (o.paymentStatus === 'Refunded' || o.refunds.length) return tk('refunded');
    if (o.paymentStatus === 'Paid') return tk('refund on its way');
    return o.paymentMethod === 'COD' ? tk('nothing to pay') : tk('not charged');
  }
  return STATE[o.paymentStatus] ?? o.paymentStatus.toLowerCase();
}

/** What the customer is told after cancelling: the refund, when money was taken. */
export function cancelledText(o: PaymentFacts & Pick<OrderView, 'totalPaise'>): string {
  const queued = o.refunds.find((r) => r.status === 'refund-queued');
  if (queued)
    return fmt(
      tk('Your order has been cancelled. Your refund of {amount} is on its way: it reaches your account within 7 business days.'),
      {
        amount: formatInr(queued.amountPaise),
      },
    );
  const refunded = o.refunds.find((r) => r.status === 'refunded');
  if (refunded)
    return fmt(tk('Your order has been cancelled and {amount} refunded: it reaches your account within 7 business days.'), {
      amount: formatInr(refunded.amountPaise),
    });
  return tk('Your order has been cancelled.');
}
