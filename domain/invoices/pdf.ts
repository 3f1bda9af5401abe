import PDFDocument from 'pdfkit';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '../constants';
import { formatAmount } from '../money';
import type { InvoiceDocument } from './invoices';

// A GST tax invoice or credit note as a one-page A4 PDF (more pages when the
// lines need them). Amounts are in rupees under an "(INR)" heading: the
// built-in font has no rupee sign, and a built-in font keeps the file small.

const MARGIN = 40;
const WIDTH = 595.28 - 2 * MARGIN;

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
  value: (l: InvoiceDocument['lines'][number], i: number) => string;
}

function columns(d: InvoiceDocument): Column[] {
  const money = (title: string, width: number, pick: (l: InvoiceDocument['lines'][number]) => number): Column => ({
    title,
    width,
    align: 'right',
    value: (l) => formatAmount(pick(l)),
  });
  const tax = d.intraState
    ? [money('CGST', 55, (l) => l.cgstPaise), money('SGST', 55, (l) => l.sgstPaise)]
    : [money('IGST', 75, (l) => l.igstPaise)];
  const fixed = 25 + 45 + 30 + 70 + 40 + 75 + tax.reduce((s, c) => s + c.width, 0);
  return [
    { title: '#', width: 25, align: 'left', value: (_l, i) => String(i + 1) },
    { title: 'Description', width: WIDTH - fixed, align: 'left', value: (l) => l.description },
    { title: 'HSN/SAC', width: 45, align: 'left', value: (l) => l.hsn },
    { title: 'Qty', width: 30, align: 'right', value: (l) => String(l.quantity) },
    money('Taxable', 70, (l) => l.taxablePaise),
    { title: 'GST %', width: 40, align: 'right', value: (l) => `${l.rate}%` },
    ...tax,
    money('Amount', 75, (l) => l.amountPaise),
  ];
}

const date = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

export function invoicePdf(d: InvoiceDocument): Promise<Buffer> {
  const title = d.kind === 'invoice' ? 'Tax invoice' : 'Credit note';
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: `${title} ${d.number}`, Author: d.seller.name } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  doc.font('Helvetica-Bold').fontSize(18).text(title.toUpperCase(), { align: 'right' });
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`No. ${d.number}`, { align: 'right' })
    .text(`Date ${date(d.issuedAt)}`, { align: 'right' });
  if (d.kind === 'credit-note') doc.text(`Against the invoice of order ${d.orderRef}`, { align: 'right' });

  const top = doc.y + 10;
  const half = WIDTH / 2 - 10;
  const party = (x: number, heading: string, lines: string[]) => {
    doc.font('Helvetica-Bold').fontSize(9).fillColor('#555').text(heading, x, top, { width: half });
    doc.font('Helvetica').fontSize(10).fillColor('#000');
    for (const line of lines.filter(Boolean)) doc.text(line, x, doc.y, { width: half });
    return doc.y;
  };
  const sellerEnd = party(MARGIN, 'SOLD BY', [
    d.seller.name,
    ...d.seller.lines,
    `GSTIN ${d.seller.gstin}`,
    `${d.seller.phone} · ${d.seller.email}`,
  ]);
  const buyerEnd = party(MARGIN + WIDTH / 2 + 10, 'BILL AND SHIP TO', [
    d.buyer.businessName,
    d.buyer.name,
    ...d.buyer.lines,
    d.buyer.mobile ? `Mobile ${d.buyer.mobile}` : '',
    d.buyer.gstin ? `GSTIN ${d.buyer.gstin}` : 'Unregistered buyer',
  ]);
  doc.y = Math.max(sellerEnd, buyerEnd) + 10;
  doc
    .fontSize(10)
    .text(
      `Order ${d.orderRef} of ${date(d.orderDate)}  ·  Place of supply: ${d.placeOfSupply}  ·  Payment: ${PAYMENT_METHOD_LABELS[d.paymentMethod as PaymentMethod] ?? d.paymentMethod}`,
      MARGIN,
      doc.y,
      { width: WIDTH },
    );
  doc.moveDown(0.8);

  const cols = columns(d);
  const row = (cells: string[], bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    const height = Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: cols[i].width - 4 })));
    if (doc.y + height > doc.page.height - MARGIN - 80) doc.addPage();
    const y = doc.y;
    let x = MARGIN;
    cells.forEach((c, i) => {
      doc.text(c, x + 2, y, { width: cols[i].width - 4, align: cols[i].align });
      x += cols[i].width;
    });
    doc.y = y + height + 4;
    doc
      .moveTo(MARGIN, doc.y - 2)
      .lineTo(MARGIN + WIDTH, doc.y - 2)
      .strokeColor('#ccc')
      .stroke();
  };
  row(
    cols.map((c) => (c.align === 'right' && !['Qty', 'GST %'].includes(c.title) ? `${c.title} (INR)` : c.title)),
    true,
  );
  d.lines.forEach((l, i) => row(cols.map((c) => c.value(l, i))));
  const t = d.totals;
  const totalsRow = cols.map((c) => {
    if (c.title === 'Description') return 'Total';
    if (c.title === 'Taxable') return formatAmount(t.taxablePaise);
    if (c.title === 'CGST') return formatAmount(t.cgstPaise);
    if (c.title === 'SGST') return formatAmount(t.sgstPaise);
    if (c.title === 'IGST') return formatAmount(t.igstPaise);
    if (c.title === 'Amount') return formatAmount(t.totalPaise);
    return '';
  });
  row(totalsRow, true);

  doc.moveDown(0.5).font('Helvetica').fontSize(10);
  doc.text(`${d.kind === 'invoice' ? 'Amount' : 'Amount credited'} in words: ${d.totalInWords}`, MARGIN, doc.y, { width: WIDTH });
  doc.moveDown(0.3).text('Prices include GST. Tax is not payable on reverse charge.', { width: WIDTH });
  doc.moveDown(2).text(`For ${d.seller.name}`, { align: 'right' }).moveDown(1.5).text('Authorised signatory', { align: 'right' });
  doc
    .moveDown(1)
    .fontSize(8)
    .fillColor('#555')
    .text('This is a computer-generated document.', MARGIN, doc.y, { width: WIDTH, align: 'center' });
  doc.end();
  return done;
}
