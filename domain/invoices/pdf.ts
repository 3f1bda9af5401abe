import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '../constants';
import { formatAmount } from '../money';
import type { InvoiceDocument } from './invoices';
import { bytesOf, heightOf, newDocument, write, type Doc } from './pdf-text';
import { drawRegistrations } from './registration-marks';

// A GST tax invoice or credit note as an A4 PDF (more pages when the lines need
// them), in Noto Sans and Noto Sans Devanagari, so a buyer's name and address
// and a product's name print in the script they were written in. Each line
// shows its quantity with its unit, its taxable value, CGST and SGST (each at
// half the rate, equal to the paisa) or IGST with their rates, and its amount;
// an invoice with a discount has a column of it, and says which.

const MARGIN = 40;
const WIDTH = 595.28 - 2 * MARGIN;

type Line = InvoiceDocument['lines'][number];
interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
  value: (l: Line, i: number) => string;
  total?: (t: InvoiceDocument['totals']) => string;
}

const percent = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(1)}%`;
/** "12 × 1 kg"; a line without a unit (delivery) is its count. */
export const quantityWithUnit = (l: Pick<Line, 'quantity' | 'unit'>) => (l.unit ? `${l.quantity} × ${l.unit}` : String(l.quantity));

function columns(d: InvoiceDocument): Column[] {
  const tax: Column[] = d.intraState
    ? [
        {
          title: 'CGST',
          width: 66,
          align: 'right',
          value: (l) => `${percent(l.rate / 2)}  ${formatAmount(l.cgstPaise)}`,
          total: (t) => formatAmount(t.cgstPaise),
        },
        {
          title: 'SGST',
          width: 66,
          align: 'right',
          value: (l) => `${percent(l.rate / 2)}  ${formatAmount(l.sgstPaise)}`,
          total: (t) => formatAmount(t.sgstPaise),
        },
      ]
    : [
        {
          title: 'IGST',
          width: 80,
          align: 'right',
          value: (l) => `${percent(l.rate)}  ${formatAmount(l.igstPaise)}`,
          total: (t) => formatAmount(t.igstPaise),
        },
      ];
  const discount: Column[] =
    d.totals.discountPaise > 0
      ? [
          {
            title: 'Discount ₹',
            width: 58,
            align: 'right',
            value: (l) => (l.discountPaise ? formatAmount(l.discountPaise) : '—'),
            total: (t) => formatAmount(t.discountPaise),
          },
        ]
      : [];
  const fixed = 18 + 44 + 58 + 64 + 70 + [...discount, ...tax].reduce((s, c) => s + c.width, 0);
  return [
    { title: '#', width: 18, align: 'left', value: (_l, i) => String(i + 1) },
    { title: 'Description', width: WIDTH - fixed, align: 'left', value: (l) => l.description, total: () => 'Total' },
    { title: 'HSN/SAC', width: 44, align: 'left', value: (l) => l.hsn },
    { title: 'Qty', width: 58, align: 'right', value: quantityWithUnit },
    ...discount,
    {
      title: 'Taxable ₹',
      width: 64,
      align: 'right',
      value: (l) => formatAmount(l.taxablePaise),
      total: (t) => formatAmount(t.taxablePaise),
    },
    ...tax,
    { title: 'Amount ₹', width: 70, align: 'right', value: (l) => formatAmount(l.amountPaise), total: (t) => formatAmount(t.totalPaise) },
  ];
}

/** "26 Nov 2026", in India's time. */
export const indianDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

function table(doc: Doc, d: InvoiceDocument, top: number): number {
  const cols = columns(d);
  let y = top;
  const row = (cells: string[], bold = false) => {
    const size = 8.5;
    const height = Math.max(...cells.map((c, i) => heightOf(doc, c, { size, bold, width: cols[i].width - 4 })));
    if (y + height > doc.page.height - MARGIN - 80) {
      doc.addPage();
      y = MARGIN;
    }
    let x = MARGIN;
    cells.forEach((c, i) => {
      write(doc, c, x + 2, y, { size, bold, width: cols[i].width - 4, align: cols[i].align });
      x += cols[i].width;
    });
    y += height + 3;
    doc
      .moveTo(MARGIN, y - 1.5)
      .lineTo(MARGIN + WIDTH, y - 1.5)
      .lineWidth(0.5)
      .strokeColor('#ccc')
      .stroke();
  };
  row(
    cols.map((c) => c.title),
    true,
  );
  d.lines.forEach((l, i) => row(cols.map((c) => c.value(l, i))));
  row(
    cols.map((c) => c.total?.(d.totals) ?? ''),
    true,
  );
  return y;
}

export function invoicePdf(d: InvoiceDocument): Promise<Buffer> {
  const title = d.kind === 'invoice' ? 'Tax invoice' : 'Credit note';
  const doc = newDocument({ margin: MARGIN, info: { Title: `${title} ${d.number}`, Author: d.seller.name } });
  const done = bytesOf(doc);
  const right = { width: WIDTH, align: 'right' as const };

  let y = write(doc, title.toUpperCase(), MARGIN, MARGIN, { size: 18, bold: true, ...right });
  y = write(doc, `No. ${d.number}`, MARGIN, y, right);
  y = write(doc, `Date ${indianDate(d.issuedAt)}`, MARGIN, y, right);
  if (d.kind === 'credit-note') y = write(doc, `Against the invoice of order ${d.orderRef}`, MARGIN, y, right);
  y = drawRegistrations(doc, d, MARGIN, MARGIN, y, WIDTH);

  const top = y + 10;
  const half = WIDTH / 2 - 10;
  const party = (x: number, heading: string, lines: string[]) => {
    let py = write(doc, heading, x, top, { size: 8.5, bold: true, color: '#555', width: half });
    for (const line of lines.filter(Boolean)) py = write(doc, line, x, py, { width: half });
    return py;
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
  y = Math.max(sellerEnd, buyerEnd) + 10;
  const payment = PAYMENT_METHOD_LABELS[d.paymentMethod as PaymentMethod] ?? d.paymentMethod;
  y = write(
    doc,
    `Order ${d.orderRef} of ${indianDate(d.orderDate)}  ·  Place of supply: ${d.placeOfSupply}  ·  Payment: ${payment}`,
    MARGIN,
    y,
    {
      width: WIDTH,
    },
  );
  y = table(doc, d, y + 10);

  const t = d.totals;
  const summary = [
    `Taxable value ₹${formatAmount(t.taxablePaise)}`,
    ...(d.intraState
      ? [`CGST ₹${formatAmount(t.cgstPaise)}`, `SGST ₹${formatAmount(t.sgstPaise)}`]
      : [`IGST ₹${formatAmount(t.igstPaise)}`]),
  ];
  y = write(doc, summary.join('  ·  '), MARGIN, y + 6, right);
  if (t.discountPaise > 0)
    y = write(
      doc,
      `Discount allowed ₹${formatAmount(t.discountPaise)} (${d.discounts.map((x) => `${x.label} ₹${formatAmount(x.amountPaise)}`).join('; ')}); GST is on the value after it.`,
      MARGIN,
      y,
      right,
    );
  y = write(doc, `${d.kind === 'invoice' ? 'Total' : 'Total credited'} ₹${formatAmount(t.totalPaise)}`, MARGIN, y, {
    ...right,
    size: 12,
    bold: true,
  });
  y = write(doc, `${d.kind === 'invoice' ? 'Amount' : 'Amount credited'} in words: ${d.totalInWords}`, MARGIN, y + 6, { width: WIDTH });
  y = write(
    doc,
    d.intraState
      ? 'Prices include GST. Within the state the tax is CGST and SGST at half the rate each, in equal amounts. Tax is not payable on reverse charge.'
      : 'Prices include GST, charged as IGST for a supply to another state. Tax is not payable on reverse charge.',
    MARGIN,
    y + 2,
    { width: WIDTH, size: 9 },
  );
  if (y > doc.page.height - MARGIN - 90) {
    doc.addPage();
    y = MARGIN;
  }
  y = write(doc, `For ${d.seller.name}`, MARGIN, y + 24, right);
  y = write(doc, 'Authorised signatory', MARGIN, y + 20, right);
  write(doc, 'This is a computer-generated document.', MARGIN, y + 12, { width: WIDTH, align: 'center', size: 8, color: '#555' });
  doc.end();
  return done;
}
