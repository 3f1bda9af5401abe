import { createNicEwayBills } from './nic';
import { createOfflineEwayBills, type OfflineEwayBillPortal } from './offline';
import type { EwayBillPortal } from './types';

export type { OfflineEwayBillPortal } from './offline';
export type { EwayBill, EwayBillPortal, EwayBillRequest } from './types';
export { EwayBillError } from './types';

export interface EwayBillConfig {
  EWAYBILL: 'offline' | 'nic';
  EWAYBILL_API_URL?: string;
  EWAYBILL_CLIENT_ID?: string;
  EWAYBILL_CLIENT_SECRET?: string;
  EWAYBILL_USERNAME?: string;
  EWAYBILL_PASSWORD?: string;
  EWAYBILL_GSTIN?: string;
}

/** The e-way bill system named by config; `offline` needs no account and no network (its bills are not reported). */
export function createEwayBills(config: EwayBillConfig, sellerGstin: string): EwayBillPortal {
  if (config.EWAYBILL === 'nic') {
    const { EWAYBILL_API_URL: baseUrl, EWAYBILL_CLIENT_ID: clientId, EWAYBILL_CLIENT_SECRET: clientSecret } = config;
    const { EWAYBILL_USERNAME: username, EWAYBILL_PASSWORD: password } = config;
    if (!baseUrl || !clientId || !clientSecret || !username || !password)
      throw new Error(
        'EWAYBILL=nic needs EWAYBILL_API_URL, EWAYBILL_CLIENT_ID, EWAYBILL_CLIENT_SECRET, EWAYBILL_USERNAME and EWAYBILL_PASSWORD',
      );
    return createNicEwayBills({ baseUrl, clientId, clientSecret, username, password, gstin: config.EWAYBILL_GSTIN || sellerGstin });
  }
  return createOfflineEwayBills();
}

export const isOfflineEwayBills = (p: EwayBillPortal): p is OfflineEwayBillPortal => p.name === 'offline';
