import { code128Widths } from './code128';
import type { Parcel, PostalAddress, ShipmentLine, ShipmentPayment } from './types';

// The offline courier's shipping label: 4 × 6 inches, as thermal label
// printers take them. The AWB in large type and as a Code 128 barcode, the
// consignee's address in the script it was written in, what to collect for
// Cash on Delivery, the parcel's weight and size, and where to return it.
//
// Text is drawn by the shop's PDF text module (domain/invoices/pdf-text.ts:
// Noto Sans and Noto Sans Devanagari, shaped by HarfBuzz). Adapters stand
// below the domain, so it is handed in by whoever builds the courier
// (server/services-factory.ts) rather than imported here.

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: string;
  width?: number;
  align?: 'left' | 'right' | 'center';
}

/** What the label needs of the PDF text module. */
export interface PdfText {
  newDocument(options: PDFKit.PDFDocumentOptions): PDFKit.PDFDocument;
  write(doc: PDFKit.PDFDocument, text: string, x: number, y: number, style?: TextStyle): number;
  bytesOf(doc: PDFKit.PDFDocument): Promise<Buffer>;
}

export interface LabelData {
  awb: string;
  courierName: string;
  kind: 'forward' | 'return';
  /** The order (or return) reference printed for the packer. */
  ref: string;
  /** Where the parcel goes: the customer, or the shop for a reverse pickup. */
  to: PostalAddress;
  /** Where it comes from: the shop's return address (or its pickup PIN), or the customer of a reverse pickup. */
  from: PostalAddress | { name: string; pin: string };
  payment: ShipmentPayment;
  parcel: Parcel;
  lines: ShipmentLine[];
}

const INCH = 72;
const PAGE = { width: 4 * INCH, height: 6 * INCH };
const MARGIN = 12;
const WIDTH = PAGE.width - 2 * MARGIN;

const rupees = (paise: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);
const kg = (grams: number) => `${(grams / 1000).toFixed(2)} kg`;

function rule(doc: PDFKit.PDFDocument, y: number) {
  doc
    .moveTo(MARGIN, y)
    .lineTo(PAGE.width - MARGIN, y)
    .lineWidth(1)
    .strokeColor('#000')
    .stroke();
}

/** The AWB as bars, filling the width (with a quiet zone of ten modules each side). */
function barcode(doc: PDFKit.PDFDocument, text: string, y: number, height: number) {
  const widths = code128Widths(text);
  const modules = widths.reduce((a, b) => a + b, 0) + 20;
  const unit = WIDTH / modules;
  let x = MARGIN + 10 * unit;
  widths.forEach((w, i) => {
    if (i % 2 === 0) doc.rect(x, y, w * unit, height).fill('#000');
    x += w * unit;
  });
}

function addressLines(a: PostalAddress | { name: string; pin: string }): string {
  if (!('address' in a)) return `PIN ${a.pin}`;
  return [a.address, `${a.city}, ${a.state} ${a.pin}`, `Phone ${a.phone}`].join('\n');
}

export async function drawLabel(pdf: PdfText, d: LabelData): Promise<Buffer> {
  const doc = pdf.newDocument({ size: [PAGE.width, PAGE.height], margin: MARGIN, info: { Title: `Shipping label ${d.awb}` } });
  const done = pdf.bytesOf(doc);
  const w = pdf.write;

  w(doc, d.courierName, MARGIN, MARGIN, { size: 12, bold: true, width: WIDTH / 2 });
  const mode = d.kind === 'return' ? 'REVERSE PICKUP' : d.payment.method === 'cod' ? `COD ${rupees(d.payment.collectPaise)}` : 'PREPAID';
  w(doc, mode, MARGIN + WIDTH / 2, MARGIN, { size: 12, bold: true, width: WIDTH / 2, align: 'right' });
  let y = MARGIN + 24;
  rule(doc, y);

  barcode(doc, d.awb, y + 8, 56);
  y = w(doc, `AWB ${d.awb}`, MARGIN, y + 68, { size: 14, bold: true, width: WIDTH, align: 'center' });
  rule(doc, y + 2);

  y = w(doc, 'Deliver to', MARGIN, y + 8, { size: 8, color: '#333' });
  y = w(doc, d.to.name, MARGIN, y, { size: 12, bold: true, width: WIDTH });
  y = w(doc, addressLines(d.to), MARGIN, y, { size: 10, width: WIDTH });
  y = w(doc, `PIN ${d.to.pin}`, MARGIN, y + 2, { size: 16, bold: true });
  rule(doc, y + 4);

  const units = d.lines.reduce((n, l) => n + l.quantity, 0);
  const size = `${d.parcel.lengthCm} × ${d.parcel.breadthCm} × ${d.parcel.heightCm} cm`;
  y = w(doc, `Ref ${d.ref}  ·  ${units} item${units === 1 ? '' : 's'}`, MARGIN, y + 10, { size: 9, width: WIDTH });
  y = w(doc, `Weight ${kg(d.parcel.weightGrams)}  ·  ${size}`, MARGIN, y, { size: 9, width: WIDTH });
  if (d.kind === 'forward' && d.payment.method === 'cod') {
    y = w(doc, `Collect ${rupees(d.payment.collectPaise)} in cash`, MARGIN, y + 4, { size: 12, bold: true, width: WIDTH });
  }
  rule(doc, y + 4);

  y = w(doc, d.kind === 'return' ? 'Picked up from' : 'If undelivered, return to', MARGIN, y + 8, { size: 8, color: '#333' });
  y = w(doc, d.from.name, MARGIN, y, { size: 9, bold: true, width: WIDTH });
  w(doc, addressLines(d.from), MARGIN, y, { size: 8, width: WIDTH });

  doc.end();
  return done;
}
