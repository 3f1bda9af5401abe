import { documentOf, documentPath, invoiceDocument } from '../../../domain/invoices/invoices';
import { toRupees } from '../../../domain/money';
import type { OrderView } from '../../../domain/orders/views';
import { apiImage } from './url';

/** The order's tax invoice, once issued: its number, link and tax split (rupees). */
function apiInvoice(o: OrderView, base: string) {
  const issued = documentOf(o, 'invoice');
  if (!issued) return null;
  const d = invoiceDocument(o, issued);
  return {
    number: d.number,
    issuedAt: d.issuedAt,
    url: base + documentPath(o.id, 'invoice'),
    placeOfSupply: d.placeOfSupply,
    discount: toRupees(d.totals.discountPaise),
    taxable: toRupees(d.totals.taxablePaise),
    cgst: toRupees(d.totals.cgstPaise),
    sgst: toRupees(d.totals.sgstPaise),
    igst: toRupees(d.totals.igstPaise),
    total: toRupees(d.totals.totalPaise),
  };
}

function apiCreditNote(o: OrderView, base: string) {
  const issued = documentOf(o, 'credit-note');
  return issued ? { number: issued.number, issuedAt: issued.issuedAt, url: base + documentPath(o.id, 'credit-note') } : null;
}

/** An order as the existing client reads it: `products[].productId` is the product, money in rupees. */
export function toApiOrder(o: OrderView, base: string) {
  return {
    _id: o.id,
    userId: o.userId,
    createdAt: o.createdAt,
    deliveryDate: o.deliveryDate,
    paymentMethod: o.paymentMethod,
    paymentStatus: o.paymentStatus,
    status: o.status,
    total: toRupees(o.totalPaise),
    shipping: toRupees(o.shippingPaise),
    discount: toRupees(o.discountPaise),
    coupons: o.promotions.map((p) => ({ code: p.code, title: p.title, discount: toRupees(p.discountPaise) })),
    address: o.address,
    canCancel: o.cancelUntil !== null,
    cancelUntil: o.cancelUntil,
    refunds: o.refunds.map((f) => ({ paymentId: f.paymentId, amount: toRupees(f.amountPaise), status: f.status })),
    carrier: o.carrier,
    trackingNumber: o.trackingNumber,
    trackingUrl: o.trackingUrl,
    // What the customer reads of each change (never who on the staff made it).
    history: o.history.map(({ at, status, note }) => ({ at, status, note })),
    invoice: apiInvoice(o, base),
    creditNote: apiCreditNote(o, base),
    products: o.lines.map((l) => ({
      productId: {
        _id: l.productId,
        title: l.title,
        description: l.description,
        images: l.images.map((i) => apiImage(base, i)),
      },
      variant: l.variantId,
      pack: l.pack,
      hsn: l.hsnCode,
      gstRate: l.gstRate,
      batches: l.batches,
      quantity: l.quantity,
      price: toRupees(l.pricePaise),
      discount: toRupees(l.discountPaise),
      status: l.status,
    })),
  };
}
