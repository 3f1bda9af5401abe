import { createHash } from 'node:crypto';
import { irnOf, portalDateTime, qrPayload, signHs256 } from './irn';
import { EInvoiceError, type EInvoicePortal, type EInvoiceRegistration, type EInvoiceRequest } from './types';

// The portal on this machine, for a shop without an IRP account and for
// tests: IRNs made exactly as the portal makes them (so the same invoice
// always gets the same IRN), an acknowledgement number of 15 digits from it,
// and a QR payload signed with a key generated into DATA_DIR. Nothing is
// reported to the GST system: an invoice registered here is not a valid
// e-invoice, and the PDF says nothing else than what it got.

const CANCEL_WINDOW_MS = 24 * 3600_000;

export interface OfflineEInvoicePortal extends EInvoicePortal {
  readonly name: 'offline';
  /** Plays a portal that is down (for trying what the shop does then): every call fails as unreachable. */
  setDown(down: boolean): void;
}

export function createOfflineEInvoicePortal(signingKey: string, now: () => number = Date.now): OfflineEInvoicePortal {
  const registered = new Map<string, EInvoiceRegistration & { cancelled: boolean }>();
  let down = false;
  const checkUp = () => {
    if (down) throw new EInvoiceError('The invoice registration portal is not answering', 'unreachable');
  };
  return {
    name: 'offline',
    setDown(value) {
      down = value;
    },
    async register(invoice: EInvoiceRequest) {
      checkUp();
      const irn = irnOf(invoice);
      const known = registered.get(irn);
      if (known) return known;
      const at = new Date(now());
      const ackDate = portalDateTime(at);
      const ackNo = String(BigInt(`0x${createHash('sha256').update(`ack:${irn}`).digest('hex').slice(0, 15)}`) % 10n ** 15n).padStart(
        15,
        '1',
      );
      const signedQrCode = signHs256(qrPayload(invoice, irn, ackDate), signingKey, 'Offline IRP');
      const reg = { irn, ackNo, ackDate: at.toISOString(), signedQrCode, cancelled: false };
      registered.set(irn, reg);
      return { irn, ackNo, ackDate: reg.ackDate, signedQrCode };
    },
    async cancel(irn) {
      checkUp();
      const known = registered.get(irn);
      if (known && now() - Date.parse(known.ackDate) > CANCEL_WINDOW_MS)
        throw new EInvoiceError('The allowed cancellation time limit is crossed, you cannot cancel the IRN', 'refused');
      if (known) known.cancelled = true;
    },
  };
}
