import PDFDocument from 'pdfkit';
import { company } from '../content/company';
import { lineName, type OrderView } from './views';

// Packing slips for the warehouse, one page an order: who it goes to, what goes
// in the box. No prices (the invoice carries them), so the built-in font does.

const ref = (id: string) => id.slice(-8).toUpperCase();

export function packingSlipsPdf(orders: { order: OrderView; customer: { username: string; mobileNo: string } }[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: 'Packing slips', Author: company.name } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  orders.forEach(({ order, customer }, i) => {
    if (i > 0) doc.addPage();
    doc.fontSize(18).text(`${company.name} - packing slip`);
    doc
      .moveDown(0.3)
      .fontSize(11)
      .fillColor('#444')
      .text(
        `Order ${ref(order.id)}  ·  placed ${order.createdAt.slice(0, 10)}  ·  ${order.paymentMethod === 'COD' ? 'CASH ON DELIVERY: collect payment' : 'Prepaid'}`,
      );
    doc.fillColor('#000').moveDown(1).fontSize(13).text('Ship to', { underline: true });
    const a = order.address;
    doc.fontSize(12);
    if (a) {
      doc.text(`${a.name}  (${a.mobile})`);
      doc.text(`${a.address}, ${a.locality}${a.landmark ? `, near ${a.landmark}` : ''}`);
      doc.text(`${a.city}, ${a.state} ${a.pincode}, ${a.country}`);
    } else {
      doc.text(`${customer.username} (${customer.mobileNo})`);
    }
    doc.moveDown(1).fontSize(13).text('In the box', { underline: true }).moveDown(0.3);
    doc.fontSize(12);
    for (const l of order.lines) doc.text(`[  ]  ${l.quantity} x  ${lineName(l)}`);
    doc.moveDown(1).fontSize(10).fillColor('#444').text(`Packed by: ____________________   Checked by: ____________________`);
    doc.fillColor('#000');
  });
  doc.end();
  return done;
}
