import { createHash, createHmac } from 'node:crypto';
import type { EInvoiceRequest } from './types';

// The IRN and the signed QR as the portal defines them. The IRN is the SHA-256
// (64 hex) of the seller's GSTIN, the financial year, the document type and
// the document number, joined; so a document number can have one IRN only.
// The signed QR is a JWT whose payload carries the fields a verifier app
// shows: parties, document, value, item count, main HSN, IRN and its date.

const IST_OFFSET_MS = 330 * 60_000;

/** The financial year of a dd/mm/yyyy date as the IRN hashes it: '2026-27'. */
export function financialYearOf(ddmmyyyy: string): string {
  const [, month, year] = ddmmyyyy.split('/').map(Number);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

export function irnOf(invoice: Pick<EInvoiceRequest, 'SellerDtls' | 'DocDtls'>): string {
  const { Typ, No, Dt } = invoice.DocDtls;
  return createHash('sha256')
    .update(`${invoice.SellerDtls.Gstin}${financialYearOf(Dt)}${Typ}${No}`)
    .digest('hex');
}

/** "2026-11-26 18:05:00", the portal's way of writing a moment (India time). */
export function portalDateTime(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** The item whose taxable value is the largest: its HSN is the invoice's "main" one. */
const mainHsn = (invoice: EInvoiceRequest) => [...invoice.ItemList].sort((a, b) => b.AssAmt - a.AssAmt)[0]?.HsnCd ?? '';

/** The fields the signed QR carries. */
export function qrPayload(invoice: EInvoiceRequest, irn: string, irnDate: string) {
  return {
    SellerGstin: invoice.SellerDtls.Gstin,
    BuyerGstin: invoice.BuyerDtls.Gstin,
    DocNo: invoice.DocDtls.No,
    DocTyp: invoice.DocDtls.Typ,
    DocDt: invoice.DocDtls.Dt,
    TotInvVal: invoice.ValDtls.TotInvVal,
    ItemCnt: invoice.ItemList.length,
    MainHsnCode: mainHsn(invoice),
    Irn: irn,
    IrnDt: irnDate,
  };
}

const b64 = (v: unknown) => Buffer.from(typeof v === 'string' ? v : JSON.stringify(v)).toString('base64url');

/** A JWT signed with HS256 (the real portal signs with RS256 and its private key; an offline one has only a local key). */
export function signHs256(payload: object, key: string, issuer: string): string {
  const head = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ data: JSON.stringify(payload), iss: issuer })}`;
  return `${head}.${createHmac('sha256', key).update(head).digest('base64url')}`;
}

/** The data inside a signed QR (its payload's `data`), without checking the signature. */
export function readSignedQr(jwt: string): Record<string, unknown> | null {
  try {
    const body = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as { data?: string };
    return typeof body.data === 'string' ? (JSON.parse(body.data) as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
