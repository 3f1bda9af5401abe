import { company } from '../content/company';
import { indianDate } from '../invoices/pdf';
import { bytesOf, heightOf, newDocument, write, type Doc } from '../invoices/pdf-text';
import { taxLine, taxTotals, type TaxableItem } from '../invoices/tax';
import { amountInWords } from '../invoices/words';
import { formatAmount } from '../money';
import type { QuoteVersionView, QuoteView } from './store';

// A version of a quote as an A4 PDF in the invoices' fonts (Noto Sans and Noto
// Sans Devanagari: a buyer's name prints in the script it was written in).
// Prices include GST as the shop's prices and invoices do; each line states
// the GST in it at its rate. Whether that is CGST and SGST or IGST depends on
// the delivery address, known only when the buyer accepts, so the invoice
// splits it then. Delivery is taxed with the goods, at their highest rate.

const MARGIN = 40;
const WIDTH = 595.28 - 2 * MARGIN;
const DELIVERY_SAC = '9968';

const COLUMNS = [
  { title: '#', width: 18, align: 'left' as const },
  { title: 'Description', width: 0, align: 'left' as const },
  { title: 'HSN/SAC', width: 44, align: 'left' as const },
  { title: 'Qty', width: 58, align: 'right' as const },
  { title: 'Unit price ₹', width: 62, align: 'right' as const },
  { title: 'GST', width: 30, align: 'right' as const },
  { title: 'GST incl. ₹', width: 58, align: 'right' as const },
  { title: 'Amount ₹', width: 66, align: 'right' as const },
];
COLUMNS[1].width = WIDTH - COLUMNS.reduce((s, c) => s + c.width, 0);

function table(doc: Doc, rows: string[][], top: number): number {
  let y = top;
  rows.forEach((cells, r) => {
    const bold = r === 0 || r === rows.length - 1;
    const height = Math.max(...cells.map((c, i) => heightOf(doc, c, { size: 8.5, bold, width: COLUMNS[i].width - 4 })));
    if (y + height > doc.page.height - MARGIN - 80) {
      doc.addPage();
      y = MARGIN;
    }
    let x = MARGIN;
    cells.forEach((c, i) => {
      write(doc, c, x + 2, y, { size: 8.5, bold, width: COLUMNS[i].width - 4, align: COLUMNS[i].align });
      x += COLUMNS[i].width;
    });
    y += height + 3;
    doc
      .moveTo(MARGIN, y - 1.5)
      .lineTo(MARGIN + WIDTH, y - 1.5)
      .lineWidth(0.5)
      .strokeColor('#ccc')
      .stroke();
  });
  return y;
}

export function quotePdf(q: QuoteView, v: QuoteVersionView): Promise<Buffer> {
  const doc = newDocument({ margin: MARGIN, info: { Title: `Quotation ${q.number} version ${v.number}`, Author: company.name } });
  const done = bytesOf(doc);
  const right = { width: WIDTH, align: 'right' as const };
  let y = write(doc, 'QUOTATION', MARGIN, MARGIN, { size: 18, bold: true, ...right });
  y = write(doc, `No. ${q.number}, version ${v.number}`, MARGIN, y, right);
  y = write(doc, `Date ${indianDate(v.createdAt)}`, MARGIN, y, right);
  y = write(doc, `Valid until ${indianDate(`${v.validUntil}T12:00:00+05:30`)}`, MARGIN, y, { ...right, bold: true });

  const top = y + 10;
  const half = WIDTH / 2 - 10;
  const party = (x: number, heading: string, lines: string[]) => {
    let py = write(doc, heading, x, top, { size: 8.5, bold: true, color: '#555', width: half });
    for (const line of lines.filter(Boolean)) py = write(doc, line, x, py, { width: half });
    return py;
  };
  const fromEnd = party(MARGIN, 'FROM', [
    company.name,
    ...company.office.lines,
    company.office.pincode,
    `GSTIN ${company.gstin}`,
    `${company.phone} · ${company.email}`,
  ]);
  const toEnd = party(MARGIN + WIDTH / 2 + 10, 'FOR', [q.buyer.name, q.buyer.email ?? '', `Mobile ${q.buyer.mobile}`]);
  y = Math.max(fromEnd, toEnd) + 10;

  const items: TaxableItem[] = v.lines.map((l) => ({
    description: l.title,
    hsn: l.hsnCode,
    quantity: l.quantity,
    unit: l.pack,
    unitPaise: l.unitPaise ?? 0,
    rate: l.gstRate,
  }));
  if (v.deliveryPaise > 0)
    items.push({
      description: 'Delivery charges',
      hsn: DELIVERY_SAC,
      quantity: 1,
      unitPaise: v.deliveryPaise,
      rate: Math.max(0, ...v.lines.map((l) => l.gstRate)),
    });
  // Interstate figures: the whole GST in one number, whichever way the invoice splits it.
  const lines = items.map((i) => taxLine(i, false));
  const totals = taxTotals(lines);
  const rows = [
    COLUMNS.map((c) => c.title),
    ...lines.map((l, i) => [
      String(i + 1),
      l.description,
      l.hsn,
      l.unit ? `${l.quantity} × ${l.unit}` : String(l.quantity),
      formatAmount(l.unitPaise),
      `${l.rate}%`,
      formatAmount(l.igstPaise),
      formatAmount(l.amountPaise),
    ]),
    ['', 'Total', '', '', '', '', formatAmount(totals.igstPaise), formatAmount(totals.totalPaise)],
  ];
  y = table(doc, rows, y + 6);
  y = write(doc, `Taxable value ₹${formatAmount(totals.taxablePaise)}  ·  GST ₹${formatAmount(totals.igstPaise)}`, MARGIN, y + 6, right);
  y = write(doc, `Total ₹${formatAmount(totals.totalPaise)}`, MARGIN, y, { ...right, size: 12, bold: true });
  y = write(doc, `Amount in words: ${amountInWords(totals.totalPaise)}`, MARGIN, y + 6, { width: WIDTH });
  y = write(
    doc,
    'Prices include GST. The invoice charges it as CGST and SGST for delivery within the state, or as IGST to another state.',
    MARGIN,
    y + 2,
    { width: WIDTH, size: 9 },
  );
  const section = (heading: string, text: string) => {
    if (!text.trim()) return;
    y = write(doc, heading, MARGIN, y + 10, { bold: true, width: WIDTH });
    y = write(doc, text, MARGIN, y, { width: WIDTH });
  };
  section('Delivery terms', v.deliveryTerms || (v.deliveryPaise ? '' : 'Delivery included.'));
  section('Comment', v.comment);
  section(
    'Validity',
    `This quotation may be accepted until ${indianDate(`${v.validUntil}T12:00:00+05:30`)} at ${company.name}'s website, where it becomes an order at these prices, subject to stock.`,
  );
  if (y > doc.page.height - MARGIN - 60) {
    doc.addPage();
    y = MARGIN;
  }
  y = write(doc, `For ${company.name}`, MARGIN, y + 24, right);
  write(doc, 'This is a computer-generated document.', MARGIN, y + 16, { width: WIDTH, align: 'center', size: 8, color: '#555' });
  doc.end();
  return done;
}
