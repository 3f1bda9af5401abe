// The GST invoice registration portal (IRP) as the shop sees it: an invoice
// registered answers its IRN, acknowledgement and signed QR; an IRN can be
// cancelled within 24 hours. The invoice is described in the portal's own
// schema (e-invoice JSON v1.1): amounts in rupees, dates as dd/mm/yyyy.

/** A party as the portal names it: GSTIN, legal name, address, PIN and GST state code ("27"). */
export interface EInvoiceParty {
  Gstin: string;
  LglNm: string;
  Addr1: string;
  Loc: string;
  Pin: number;
  Stcd: string;
}

export interface EInvoiceItem {
  SlNo: string;
  PrdDesc: string;
  /** 'Y' for a service (delivery), 'N' for goods. */
  IsServc: 'Y' | 'N';
  HsnCd: string;
  Qty: number;
  Unit: string;
  UnitPrice: number;
  TotAmt: number;
  Discount: number;
  AssAmt: number;
  GstRt: number;
  IgstAmt: number;
  CgstAmt: number;
  SgstAmt: number;
  TotItemVal: number;
}

/** One invoice (or credit note) to register, in the portal's schema. */
export interface EInvoiceRequest {
  Version: '1.1';
  TranDtls: { TaxSch: 'GST'; SupTyp: 'B2B' };
  /** INV: tax invoice; CRN: credit note. No: the document number; Dt: dd/mm/yyyy. */
  DocDtls: { Typ: 'INV' | 'CRN'; No: string; Dt: string };
  SellerDtls: EInvoiceParty;
  BuyerDtls: EInvoiceParty & { Pos: string };
  ItemList: EInvoiceItem[];
  ValDtls: { AssVal: number; CgstVal: number; SgstVal: number; IgstVal: number; TotInvVal: number };
}

export interface EInvoiceRegistration {
  /** The Invoice Reference Number: 64 hex characters. */
  irn: string;
  ackNo: string;
  /** When the portal acknowledged it (ISO 8601). */
  ackDate: string;
  /** The portal's signed QR payload (a JWT), printed on the invoice as a QR code. */
  signedQrCode: string;
  signedInvoice?: string;
}

/** Why the portal cancels an IRN (its CnlRsn codes). */
export const CANCEL_REASONS = { duplicate: '1', mistake: '2', orderCancelled: '3', other: '4' } as const;
export type CancelReason = keyof typeof CANCEL_REASONS;

export interface EInvoicePortal {
  /** 'off': the shop is not required to e-invoice (its turnover is below the threshold): nothing is registered. */
  readonly name: 'offline' | 'irp' | 'off';
  /** Registers an invoice; the same document registered again answers its existing IRN. */
  register(invoice: EInvoiceRequest): Promise<EInvoiceRegistration>;
  /** Cancels an IRN (the portal allows it within 24 hours of its acknowledgement). */
  cancel(irn: string, reason: CancelReason): Promise<void>;
}

/** The portal could not be reached (retry later) or refused the invoice (its words: fix the data). */
export class EInvoiceError extends Error {
  constructor(
    message: string,
    readonly reason: 'unreachable' | 'refused',
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}
