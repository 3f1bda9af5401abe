import { createHash } from 'node:crypto';
import { EwayBillError, type EwayBill, type EwayBillPortal, type EwayBillRequest } from './types';

// E-way bills on this machine, for a shop without an account and for tests: a
// 12-digit number (the system's numbers start with 1–8; these with 1, and
// the same document always gets the same number) valid, as for a consignment
// within 200 km by road, to the end of the next day in India. Nothing is
// reported to the e-way bill system.

const IST_OFFSET_MS = 330 * 60_000;

export interface OfflineEwayBillPortal extends EwayBillPortal {
  readonly name: 'offline';
  /** Plays a system that is down: every call fails as unreachable. */
  setDown(down: boolean): void;
}

/** The end (23:59:59 IST) of the day after `at`. */
export function endOfNextIndianDay(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const end = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate() + 1, 23, 59, 59);
  return new Date(end - IST_OFFSET_MS).toISOString();
}

export function createOfflineEwayBills(now: () => number = Date.now): OfflineEwayBillPortal {
  const issued = new Map<string, EwayBill>();
  let down = false;
  return {
    name: 'offline',
    setDown(value) {
      down = value;
    },
    async generate(request: EwayBillRequest) {
      if (down) throw new EwayBillError('The e-way bill system is not answering', 'unreachable');
      const key = `${request.fromGstin}:${request.docType}:${request.docNo}`;
      const known = issued.get(key);
      if (known) return known;
      const digits = BigInt(`0x${createHash('sha256').update(key).digest('hex').slice(0, 15)}`) % 10n ** 11n;
      const at = new Date(now());
      const bill = { number: `1${String(digits).padStart(11, '0')}`, generatedAt: at.toISOString(), validUntil: endOfNextIndianDay(at) };
      issued.set(key, bill);
      return bill;
    },
  };
}
