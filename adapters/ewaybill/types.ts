// The e-way bill system (NIC) as the shop sees it: a consignment of goods
// above ₹50,000 moves with an e-way bill number. The request is in the
// system's own schema (GENEWAYBILL): amounts in rupees, dates dd/mm/yyyy.

export interface EwayBillItem {
  productName: string;
  hsnCode: string;
  quantity: number;
  qtyUnit: string;
  taxableAmount: number;
  cgstRate: number;
  sgstRate: number;
  igstRate: number;
}

export interface EwayBillRequest {
  /** O: outward; 1: supply. */
  supplyType: 'O';
  subSupplyType: '1';
  /** INV: against the tax invoice; CHL: a delivery challan (a Cash on Delivery order, invoiced when it leaves). */
  docType: 'INV' | 'CHL';
  docNo: string;
  docDate: string;
  fromGstin: string;
  fromPincode: number;
  fromStateCode: number;
  /** The buyer's GSTIN, or URP for an unregistered person. */
  toGstin: string;
  toPincode: number;
  toStateCode: number;
  totalValue: number;
  cgstValue: number;
  sgstValue: number;
  igstValue: number;
  totInvValue: number;
  /** 1: road. */
  transMode: '1';
  /** 0: the system works it out from the PIN codes. */
  transDistance: '0';
  /** The courier carries it: its GSTIN/transporter id when known, and its name. */
  transporterId: string;
  transporterName: string;
  itemList: EwayBillItem[];
}

export interface EwayBill {
  /** 12 digits. */
  number: string;
  /** ISO 8601. */
  generatedAt: string;
  validUntil: string;
}

export interface EwayBillPortal {
  readonly name: 'offline' | 'nic';
  generate(request: EwayBillRequest): Promise<EwayBill>;
}

export class EwayBillError extends Error {
  constructor(
    message: string,
    readonly reason: 'unreachable' | 'refused',
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}
