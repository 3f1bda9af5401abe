import { company as shop } from '../content/company';
import { bytesOf, newDocument, write } from '../invoices/pdf-text';
import { formatAmount } from '../money';
import type { Statement, StatementEntry } from './statement';

// A company's statement as a spreadsheet (CSV) and a PDF (decision 040): the
// same rows as the page, in the shop's words (a statement, like a tax
// document, stays English), amounts in rupees with two decimals.

const KIND_WORD: Record<StatementEntry['kind'], string> = { invoice: 'Invoice', 'credit-note': 'Credit note', payment: 'Payment' };
const day = (iso: string | undefined) => (iso ? iso.slice(0, 10) : '');
const rupees = (paise: number) => (paise / 100).toFixed(2);

/** A CSV field, quoted when it must be; a leading =, +, - or @ is defused so a spreadsheet never runs it. */
function field(v: string): string {
  const safe = /^[=+\-@]/.test(v) ? `'${v}` : v;
  return /[",\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function statementCsv(s: Statement): string {
  const rows = [['Date', 'Type', 'Number', 'Debit', 'Credit', 'Due', 'Open', 'Overdue', 'Balance']];
  for (const e of s.entries) {
    const debit = e.kind === 'invoice';
    rows.push([
      day(e.at),
      KIND_WORD[e.kind],
      e.number,
      debit ? rupees(e.amountPaise) : '',
      debit ? '' : rupees(e.amountPaise),
      day(e.dueAt),
      debit ? rupees(e.openPaise ?? 0) : '',
      e.overdue ? 'yes' : '',
      rupees(e.balancePaise),
    ]);
  }
  rows.push(['', 'Balance', '', '', '', '', '', rupees(s.overduePaise), rupees(s.balancePaise)]);
  return rows.map((r) => r.map(field).join(',')).join('\r\n') + '\r\n';
}

const COLUMNS: { title: string; x: number; width: number; right?: boolean; value: (e: StatementEntry) => string }[] = [
  { title: 'Date', x: 40, width: 62, value: (e) => day(e.at) },
  { title: 'Type', x: 104, width: 62, value: (e) => KIND_WORD[e.kind] },
  { title: 'Number', x: 168, width: 120, value: (e) => e.number },
  { title: 'Due', x: 290, width: 62, value: (e) => day(e.dueAt) },
  { title: 'Debit', x: 354, width: 62, right: true, value: (e) => (e.kind === 'invoice' ? formatAmount(e.amountPaise) : '') },
  { title: 'Credit', x: 418, width: 62, right: true, value: (e) => (e.kind === 'invoice' ? '' : formatAmount(e.amountPaise)) },
  { title: 'Balance', x: 482, width: 72, right: true, value: (e) => formatAmount(e.balancePaise) },
];

export async function statementPdf(s: Statement, companyName: string, now = new Date()): Promise<Buffer> {
  const doc = newDocument({ margin: 40, info: { Title: `Statement of account – ${companyName}` } });
  const done = bytesOf(doc);
  let y = 40;
  y = write(doc, shop.name, 40, y, { size: 14, bold: true });
  y = write(doc, `Statement of account: ${companyName}`, 40, y + 4, { size: 12, bold: true });
  y = write(doc, `As on ${day(now.toISOString())}`, 40, y + 2, { size: 9 });
  y += 12;
  for (const c of COLUMNS) write(doc, c.title, c.x, y, { size: 9, bold: true, width: c.width, align: c.right ? 'right' : 'left' });
  y += 16;
  for (const e of s.entries) {
    if (y > 780) {
      doc.addPage();
      y = 40;
    }
    for (const c of COLUMNS)
      write(doc, c.value(e), c.x, y, {
        size: 9,
        width: c.width,
        align: c.right ? 'right' : 'left',
        color: e.overdue ? '#b00020' : undefined,
      });
    y += 15;
  }
  y += 10;
  y = write(doc, `Balance due: ₹${formatAmount(s.balancePaise)}`, 40, y, { size: 11, bold: true });
  write(doc, `Overdue: ₹${formatAmount(s.overduePaise)}`, 40, y + 2, { size: 11, bold: s.overduePaise > 0 });
  doc.end();
  return done;
}
