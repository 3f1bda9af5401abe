import { localSecret } from '../courier/secret';
import { createIrpPortal } from './irp';
import { createOfflineEInvoicePortal, type OfflineEInvoicePortal } from './offline';
import type { EInvoicePortal } from './types';

export type { OfflineEInvoicePortal } from './offline';
export type { CancelReason, EInvoicePortal, EInvoiceRegistration, EInvoiceRequest } from './types';
export { EInvoiceError } from './types';
export { readSignedQr } from './irn';

export interface EInvoiceConfig {
  EINVOICE: 'offline' | 'irp' | 'off';
  DATA_DIR: string;
  EINVOICE_API_URL?: string;
  EINVOICE_CLIENT_ID?: string;
  EINVOICE_CLIENT_SECRET?: string;
  EINVOICE_USERNAME?: string;
  EINVOICE_PASSWORD?: string;
  EINVOICE_GSTIN?: string;
}

/** The portal named by config; `offline` needs no account and no network (its IRNs are not reported to GST); `off` registers nothing. */
export function createEInvoicePortal(config: EInvoiceConfig, sellerGstin: string): EInvoicePortal {
  if (config.EINVOICE === 'irp') {
    const { EINVOICE_API_URL: baseUrl, EINVOICE_CLIENT_ID: clientId, EINVOICE_CLIENT_SECRET: clientSecret } = config;
    const { EINVOICE_USERNAME: username, EINVOICE_PASSWORD: password } = config;
    if (!baseUrl || !clientId || !clientSecret || !username || !password)
      throw new Error(
        'EINVOICE=irp needs EINVOICE_API_URL, EINVOICE_CLIENT_ID, EINVOICE_CLIENT_SECRET, EINVOICE_USERNAME and EINVOICE_PASSWORD',
      );
    return createIrpPortal({ baseUrl, clientId, clientSecret, username, password, gstin: config.EINVOICE_GSTIN || sellerGstin });
  }
  if (config.EINVOICE === 'off') return NO_EINVOICING;
  return createOfflineEInvoicePortal(localSecret(config.DATA_DIR, 'einvoice-signing-key'));
}

/** A shop below the e-invoicing turnover: invoices are never sent anywhere (the queue marks them not required). */
const NO_EINVOICING: EInvoicePortal = {
  name: 'off',
  register: () => Promise.reject(new Error('E-invoicing is off (EINVOICE=off)')),
  cancel: () => Promise.reject(new Error('E-invoicing is off (EINVOICE=off)')),
};

export const isOfflineEInvoicePortal = (p: EInvoicePortal): p is OfflineEInvoicePortal => p.name === 'offline';
