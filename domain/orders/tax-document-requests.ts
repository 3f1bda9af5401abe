import type { EInvoiceRequest } from '../../adapters/einvoice/types';
import type { EwayBillRequest } from '../../adapters/ewaybill/types';
import { company } from '../content/company';
import type { InvoiceDocument } from '../invoices/invoices';
import { GST_STATE_CODES } from '../tax/gstin';
import type { OrderView } from './views';

// An order's invoice in the words of the GST portals: the e-invoice schema
// (v1.1) and the e-way bill's GENEWAYBILL. Our prices include GST, so each
// line's assessable value is its taxable value (after any discount, as the
// invoice states it) and the unit price is that over the quantity.

const IST_OFFSET_MS = 330 * 60_000;
const rupees = (paise: number) => Math.round(paise) / 100;

/** dd/mm/yyyy in India. */
export function portalDate(iso: string): string {
  const d = new Date(Date.parse(iso) + IST_OFFSET_MS);
  return `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
}

const stateCode = (state: string) =>
  Object.entries(GST_STATE_CODES).find(([name]) => name.toLowerCase() === state.trim().toLowerCase())?.[1] ?? '';

function parties(order: OrderView, doc: InvoiceDocument) {
  const a = order.address;
  const sellerStcd = company.gstin.slice(0, 2);
  const buyerStcd = (doc.buyer.gstin || '').slice(0, 2) || stateCode(a?.state ?? '');
  return {
    seller: {
      Gstin: company.gstin,
      LglNm: company.name,
      Addr1: company.office.lines[0] ?? '',
      Loc: company.office.lines.at(-1) ?? '',
      Pin: Number(company.office.pincode),
      Stcd: sellerStcd,
    },
    buyer: {
      Gstin: doc.buyer.gstin,
      LglNm: doc.buyer.businessName || doc.buyer.name,
      Pos: stateCode(a?.state ?? '') || buyerStcd,
      Addr1: a?.address ?? '',
      Loc: a?.city ?? '',
      Pin: Number(a?.pincode ?? 0),
      Stcd: buyerStcd,
    },
  };
}

export function eInvoiceRequestOf(order: OrderView, doc: InvoiceDocument): EInvoiceRequest {
  const { seller, buyer } = parties(order, doc);
  const t = doc.totals;
  return {
    Version: '1.1',
    TranDtls: { TaxSch: 'GST', SupTyp: 'B2B' },
    DocDtls: { Typ: doc.kind === 'invoice' ? 'INV' : 'CRN', No: doc.number, Dt: portalDate(doc.issuedAt) },
    SellerDtls: seller,
    BuyerDtls: buyer,
    ItemList: doc.lines.map((l, i) => ({
      SlNo: String(i + 1),
      PrdDesc: l.description.slice(0, 300),
      IsServc: l.hsn.startsWith('99') ? 'Y' : 'N',
      HsnCd: l.hsn,
      Qty: l.quantity,
      Unit: l.hsn.startsWith('99') ? 'OTH' : 'NOS',
      UnitPrice: Math.round((l.taxablePaise / l.quantity) * 10) / 1000,
      TotAmt: rupees(l.taxablePaise),
      Discount: 0,
      AssAmt: rupees(l.taxablePaise),
      GstRt: l.rate,
      IgstAmt: rupees(l.igstPaise),
      CgstAmt: rupees(l.cgstPaise),
      SgstAmt: rupees(l.sgstPaise),
      TotItemVal: rupees(l.amountPaise),
    })),
    ValDtls: {
      AssVal: rupees(t.taxablePaise),
      CgstVal: rupees(t.cgstPaise),
      SgstVal: rupees(t.sgstPaise),
      IgstVal: rupees(t.igstPaise),
      TotInvVal: rupees(t.totalPaise),
    },
  };
}

/**
 * The consignment of an order: against its invoice when it has one, else a
 * delivery challan numbered by the order (a Cash on Delivery order is
 * invoiced as it leaves, after it is booked). The courier is the transporter.
 */
export function ewayBillRequestOf(order: OrderView, doc: InvoiceDocument, invoiced: boolean): EwayBillRequest {
  const { seller, buyer } = parties(order, doc);
  const t = doc.totals;
  return {
    supplyType: 'O',
    subSupplyType: '1',
    docType: invoiced ? 'INV' : 'CHL',
    docNo: doc.number,
    docDate: portalDate(doc.issuedAt),
    fromGstin: seller.Gstin,
    fromPincode: seller.Pin,
    fromStateCode: Number(seller.Stcd),
    toGstin: buyer.Gstin || 'URP',
    toPincode: buyer.Pin,
    toStateCode: Number(buyer.Pos || buyer.Stcd || 0),
    totalValue: rupees(t.taxablePaise),
    cgstValue: rupees(t.cgstPaise),
    sgstValue: rupees(t.sgstPaise),
    igstValue: rupees(t.igstPaise),
    totInvValue: rupees(t.totalPaise),
    transMode: '1',
    transDistance: '0',
    transporterId: '',
    transporterName: (order.carrier ?? 'Courier').slice(0, 100),
    itemList: doc.lines
      .filter((l) => !l.hsn.startsWith('99'))
      .map((l) => ({
        productName: l.description.slice(0, 100),
        hsnCode: l.hsn,
        quantity: l.quantity,
        qtyUnit: 'NOS',
        taxableAmount: rupees(l.taxablePaise),
        cgstRate: doc.intraState ? l.rate / 2 : 0,
        sgstRate: doc.intraState ? l.rate / 2 : 0,
        igstRate: doc.intraState ? 0 : l.rate,
      })),
  };
}
