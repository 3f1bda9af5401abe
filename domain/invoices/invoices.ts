import type { Kysely, Transaction } from 'kysely';
import { newId } from '../../db/ids';
import type { Database } from '../../db/schema';
import { company } from '../content/company';
import type { ApiAddress } from '../addresses/addresses';
import { GST_STATE_CODES, placeOfSupply } from '../tax/gstin';
import { nextNumber, type DocumentKind } from './numbering';
import { markEInvoiceCancelled, queueEInvoiceIfB2b } from './e-invoice-queue';

/** A GST invoice or credit note issued for an order. */
export interface IssuedDocument {
  kind: 'invoice' | 'credit-note';
  number: string;
  issuedAt: string;
}

/**
 * What a tax document reads of its order (the orders module's OrderView has
 * all of it): invoices stand beside orders and import nothing of them.
 */
export interface InvoicedOrder {
  id: string;
  createdAt: string;
  paymentMethod: string;
  shippingPaise: number;
  address: ApiAddress | null;
  lines: {
    title: string;
    batches: string[];
    hsnCode: string;
    quantity: number;
    pack: string;
    pricePaise: number;
    gstRate: number;
    discountPaise: number;
  }[];
  promotions: { code: string | null; title: string; discountPaise: number }[];
  documents: IssuedDocument[];
}
import { taxLine, taxTotals, type TaxableItem, type TaxLine, type TaxTotals } from './tax';
import { amountInWords } from './words';

// GST tax invoices and credit notes. An order's invoice is issued when it is
// paid online or, for Cash on Delivery, shipped; a cancelled invoiced order gets
// a credit note. Only the number and date are stored: what a document says is
// worked out from the order, whose lines keep their HSN and rate as sold.

type Executor = Kysely<Database> | Transaction<Database>;

/** SAC of courier services, for the delivery charge on an invoice. */
const DELIVERY_SAC = '9968';

async function issue(trx: Executor, orderId: string, kind: DocumentKind): Promise<void> {
  const existing = await trx
    .selectFrom('invoices')
    .select('id')
    .where('order_id', '=', orderId)
    .where('kind', '=', kind)
    .where('return_id', 'is', null)
    .executeTakeFirst();
  if (existing) return;
  const at = new Date();
  const id = newId();
  await trx
    .insertInto('invoices')
    .values({ id, order_id: orderId, kind, number: await nextNumber(trx, kind, at), issued_at: at.toISOString() })
    .execute();
  if (kind === 'invoice') await queueEInvoiceIfB2b(trx, orderId, id);
}

/** Issues the order's tax invoice, once (inside the caller's transaction). */
export const issueInvoice = (trx: Executor, orderId: string) => issue(trx, orderId, 'invoice');

/** Whether the order has its tax invoice (a credit note stands only against one). */
async function isInvoiced(trx: Executor, orderId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('invoices')
    .select('id')
    .where('order_id', '=', orderId)
    .where('kind', '=', 'invoice')
    .executeTakeFirst();
  return !!row;
}

/** A cancelled order that was invoiced gets a credit note, once; one never invoiced needs none. */
export async function issueCreditNoteIfInvoiced(trx: Executor, orderId: string): Promise<void> {
  if (!(await isInvoiced(trx, orderId))) return;
  await issue(trx, orderId, 'credit-note');
  await markEInvoiceCancelled(trx, orderId);
}

/** A return's credit note (its packs only), once per return; none when the order was never invoiced. Answers its number. */
export async function issueReturnCreditNote(trx: Executor, orderId: string, returnId: string): Promise<string | null> {
  if (!(await isInvoiced(trx, orderId))) return null;
  const existing = await trx.selectFrom('invoices').select('number').where('return_id', '=', returnId).executeTakeFirst();
  if (existing) return existing.number;
  const at = new Date();
  const number = await nextNumber(trx, 'credit-note', at);
  await trx
    .insertInto('invoices')
    .values({ id: newId(), order_id: orderId, kind: 'credit-note', number, issued_at: at.toISOString(), return_id: returnId })
    .execute();
  return number;
}

/** The seller's state, from its GSTIN's state code. */
export const sellerState = () => Object.entries(GST_STATE_CODES).find(([, code]) => code === company.gstin.slice(0, 2))?.[0] ?? '';

/** An invoice's registration with the GST portal, as printed on it. */
export interface EInvoiceMark {
  irn: string;
  ackNo: string;
  ackDate: string;
  /** The portal's signed QR payload, printed as a QR code. */
  signedQr: string;
  /** Cancelled at the portal: the PDF says so. */
  cancelled: boolean;
}

/** An order's e-way bill, as its documents print it. */
export interface EwayBillMark {
  number: string;
  validUntil: string;
}

export interface InvoiceDocument extends IssuedDocument {
  orderId: string;
  orderRef: string;
  orderDate: string;
  paymentMethod: string;
  seller: { name: string; gstin: string; lines: string[]; state: string; phone: string; email: string };
  buyer: { name: string; businessName: string; gstin: string; lines: string[]; state: string; mobile: string };
  placeOfSupply: string;
  /** Within the seller's state: CGST + SGST; otherwise IGST. */
  intraState: boolean;
  lines: TaxLine[];
  totals: TaxTotals;
  totalInWords: string;
  /** The discounts allowed, as the invoice states them ("Coupon KHARIF10", an offer's title) with their amounts. */
  discounts: { label: string; amountPaise: number }[];
  /** Added by invoices/registrations.ts when the portals have answered. */
  eInvoice?: EInvoiceMark | null;
  ewayBill?: EwayBillMark | null;
}

/** What an order's invoice (or credit note) says: lines with HSN and rate, the delivery charge, the tax split. */
export function invoiceDocument(order: InvoicedOrder, doc: IssuedDocument): InvoiceDocument {
  const a = order.address;
  const state = a?.state ?? '';
  const intraState = state.trim().toLowerCase() === sellerState().toLowerCase();
  const items: TaxableItem[] = order.lines.map((l) => ({
    description: l.batches.length ? `${l.title}, batch ${l.batches.join(', ')}` : l.title,
    hsn: l.hsnCode,
    quantity: l.quantity,
    unit: l.pack,
    unitPaise: l.pricePaise,
    rate: l.gstRate,
    discountPaise: l.discountPaise,
  }));
  // Delivery goes with the goods (a composite supply): taxed at the goods' highest rate.
  if (order.shippingPaise > 0)
    items.push({
      description: 'Delivery charges',
      hsn: DELIVERY_SAC,
      quantity: 1,
      unitPaise: order.shippingPaise,
      rate: Math.max(0, ...order.lines.map((l) => l.gstRate)),
    });
  const lines = items.map((item) => taxLine(item, intraState));
  const totals = taxTotals(lines);
  return {
    ...doc,
    orderId: order.id,
    orderRef: order.id.slice(-8).toUpperCase(),
    orderDate: order.createdAt,
    paymentMethod: order.paymentMethod,
    seller: {
      name: company.name,
      gstin: company.gstin,
      lines: [...company.office.lines, company.office.pincode],
      state: sellerState(),
      phone: company.phone,
      email: company.email,
    },
    buyer: {
      name: a?.name ?? '',
      businessName: a?.businessName ?? '',
      gstin: a?.gstin ?? '',
      lines: a
        ? [a.address, [a.locality, a.landmark ? `near ${a.landmark}` : ''].filter(Boolean).join(', '), `${a.city}, ${a.state} ${a.pincode}`]
        : [],
      state,
      mobile: a?.mobile ?? '',
    },
    placeOfSupply: placeOfSupply(state),
    intraState,
    lines,
    totals,
    totalInWords: amountInWords(totals.totalPaise),
    discounts: order.promotions.map((p) => ({ label: p.code ? `Coupon ${p.code}` : p.title, amountPaise: p.discountPaise })),
  };
}

/** The order's document of a kind, or null when none was issued. */
export const documentOf = (order: Pick<InvoicedOrder, 'documents'>, kind: DocumentKind) =>
  order.documents.find((d) => d.kind === kind) ?? null;

export { documentPath } from './paths';
