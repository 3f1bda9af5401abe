import { company } from '../content/company';
import { indianDate } from '../invoices/pdf';
import { bytesOf, newDocument, write } from '../invoices/pdf-text';
import { formatInr } from '../money';
import type { OrderView } from './views';
import { orderRef } from '../order-ref';
import { EWAY_BILL_THRESHOLD_PAISE } from '../constants';
import type { Db } from '../../db/client';
import type { EwayBillMark } from '../invoices/invoices';
import { ewayBillOfOrder } from '../invoices/registrations';

// Packing slips for the warehouse and the courier, one page an order: who it
// goes to and their mobile number (a courier cannot deliver without it), what
// goes in the box and, for Cash on Delivery, the amount to collect in large
// type. No other prices (the invoice carries them). Names and addresses print
// in the script they were written in (Noto Sans and Noto Sans Devanagari).

const MARGIN = 48;
const WIDTH = 595.28 - 2 * MARGIN;

/** The amount the courier collects: a COD order not yet paid. */
const toCollect = (order: OrderView) => (order.paymentMethod === 'COD' && order.paymentStatus !== 'Paid' ? order.totalPaise : 0);

type Slip = { order: OrderView; customer: { username: string; mobileNo: string }; ewayBill?: EwayBillMark | null };

/** The slips with each order's e-way bill, when it has one. */
export const withEwayBills = (db: Db, slips: Slip[]): Promise<Slip[]> =>
  Promise.all(slips.map(async (s) => ({ ...s, ewayBill: await ewayBillOfOrder(db, s.order.id) })));

/** The consignment's e-way bill, or a warning that it must have one before it leaves. */
const ewayBillLine = ({ order, ewayBill }: Slip) =>
  ewayBill
    ? `E-way bill No. ${ewayBill.number}, valid until ${indianDate(ewayBill.validUntil)}`
    : order.totalPaise > EWAY_BILL_THRESHOLD_PAISE
      ? 'E-way bill pending: do not hand over until it is made'
      : '';

export function packingSlipsPdf(orders: Slip[]): Promise<Buffer> {
  const doc = newDocument({ margin: MARGIN, info: { Title: 'Packing slips', Author: company.name } });
  const done = bytesOf(doc);
  orders.forEach((slip, i) => {
    const { order, customer } = slip;
    if (i > 0) doc.addPage();
    let y = write(doc, `${company.name} · packing slip`, MARGIN, MARGIN, { size: 18, bold: true });
    const cod = order.paymentMethod === 'COD';
    y = write(
      doc,
      `Order ${orderRef(order.id)}  ·  placed ${indianDate(order.createdAt)}  ·  ${cod ? 'Cash on Delivery' : 'Prepaid'}`,
      MARGIN,
      y + 2,
      {
        size: 11,
        color: '#444',
        width: WIDTH,
      },
    );
    const eway = ewayBillLine(slip);
    if (eway) y = write(doc, eway, MARGIN, y + 4, { size: 12, bold: true, width: WIDTH });
    const collect = toCollect(order);
    if (collect > 0) {
      doc
        .rect(MARGIN, y + 10, WIDTH, 52)
        .lineWidth(2)
        .strokeColor('#000')
        .stroke();
      write(doc, `CASH ON DELIVERY: COLLECT ${formatInr(collect)}`, MARGIN, y + 20, {
        size: 22,
        bold: true,
        width: WIDTH,
        align: 'center',
      });
      y += 72;
    } else if (cod) {
      y = write(doc, 'Cash on Delivery, already paid: collect nothing.', MARGIN, y + 10, { size: 14, bold: true, width: WIDTH });
    } else {
      y = write(doc, 'Prepaid: collect nothing.', MARGIN, y + 10, { size: 14, bold: true, width: WIDTH });
    }

    y = write(doc, 'Ship to', MARGIN, y + 14, { size: 13, bold: true });
    const a = order.address;
    const mobile = a?.mobile || customer.mobileNo;
    const lines = a
      ? [
          a.businessName,
          a.name,
          a.address,
          [a.locality, a.landmark ? `near ${a.landmark}` : ''].filter(Boolean).join(', '),
          `${a.city}, ${a.state} ${a.pincode}`,
          a.country,
        ]
      : [customer.username];
    for (const line of lines.filter(Boolean)) y = write(doc, line, MARGIN, y, { size: 13, width: WIDTH });
    y = write(doc, mobile ? `Mobile ${mobile}` : 'Mobile: none given, call the shop', MARGIN, y + 4, {
      size: 16,
      bold: true,
      width: WIDTH,
    });

    y = write(doc, 'In the box', MARGIN, y + 16, { size: 13, bold: true });
    for (const l of order.lines) {
      y = write(doc, `[  ]  ${l.pack ? `${l.quantity} × ${l.pack}` : `${l.quantity} ×`}  ${l.title}`, MARGIN, y + 2, {
        size: 12,
        width: WIDTH,
      });
    }
    write(doc, 'Packed by: ____________________   Checked by: ____________________', MARGIN, y + 24, { size: 10, color: '#444' });
  });
  doc.end();
  return done;
}
