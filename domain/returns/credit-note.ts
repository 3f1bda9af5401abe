import { invoiceDocument, type InvoicedOrder } from '../invoices/invoices';
import { invoicePdf } from '../invoices/pdf';
import type { OrderView } from '../orders/views';
import type { ReturnView } from './returns';

// A return's GST credit note: the packs taken back, each at what was paid for
// it (its discount stated), without the delivery charge, against the order's
// invoice. A tax document: English, as the invoice.

/** The order as its return's credit note reads it. */
export function returnedPart(order: OrderView, ret: ReturnView): InvoicedOrder {
  const lines = ret.lines.map((r) => {
    const sold = order.lines.find((l) => l.lineId === r.lineId)!;
    return { ...sold, quantity: r.quantity, discountPaise: sold.pricePaise * r.quantity - r.amountPaise };
  });
  return { ...order, shippingPaise: 0, promotions: [], lines };
}

/** The credit note's PDF, or null before the return is refunded (or when the order had no invoice). */
export async function returnCreditNotePdf(order: OrderView, ret: ReturnView): Promise<{ number: string; pdf: Buffer } | null> {
  if (!ret.creditNote || !ret.creditNoteAt) return null;
  const doc = invoiceDocument(returnedPart(order, ret), { kind: 'credit-note', number: ret.creditNote, issuedAt: ret.creditNoteAt });
  return { number: ret.creditNote, pdf: await invoicePdf(doc) };
}
