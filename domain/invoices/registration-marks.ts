import qrcode from 'qrcode-generator';
import type { InvoiceDocument } from './invoices';
import { write, type Doc } from './pdf-text';

// What the GST portals gave an invoice, as it prints: the signed QR code (the
// portal's JWT, which a verifier app reads and checks), the IRN with its
// acknowledgement number and date, and the e-way bill with its validity.

/** The QR's side in points: about 1.7 inches, readable by a phone from the printed page. */
const QR_SIZE = 120;

/** A QR code of the text as vector squares (sharp at any zoom, no image to embed). */
export function drawQr(doc: Doc, text: string, x: number, y: number, size: number): void {
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  const n = qr.getModuleCount();
  const cell = size / n;
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (qr.isDark(r, c)) doc.rect(x + c * cell, y + r * cell, cell, cell);
  doc.fillColor('#000').fill();
}

const indianDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  });

/**
 * Draws the e-invoice's QR at the page's top left (beside the title) and its
 * IRN, acknowledgement and e-way bill under the title; answers where the
 * page goes on. Nothing is drawn for a document without them.
 */
export function drawRegistrations(doc: Doc, d: InvoiceDocument, x: number, top: number, y: number, width: number): number {
  const e = d.kind === 'invoice' ? d.eInvoice : null;
  let end = y;
  const style = { size: 8.5, width, align: 'right' as const };
  if (e) {
    if (e.signedQr) drawQr(doc, e.signedQr, x, top, QR_SIZE);
    end = write(doc, `IRN ${e.irn}`, x, end + 4, style);
    end = write(doc, `Ack No. ${e.ackNo}  ·  Ack Date ${indianDateTime(e.ackDate)}`, x, end, style);
    if (e.cancelled) end = write(doc, 'E-invoice cancelled (IRN cancelled at the GST portal)', x, end, { ...style, bold: true });
  }
  if (d.ewayBill)
    end = write(doc, `E-way bill No. ${d.ewayBill.number}  ·  valid until ${indianDateTime(d.ewayBill.validUntil)}`, x, end + 2, style);
  return e?.signedQr ? Math.max(end, top + QR_SIZE) : end;
}
