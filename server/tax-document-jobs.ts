import { settleEInvoices } from '../domain/orders/e-invoicing';
import { retryEwayBills } from '../domain/orders/eway-bills';
import type { BackgroundJob } from './background';

/**
 * B2B invoices the GST portal has not registered yet (it was down, or the
 * invoice was issued by a payment or a courier's scan), IRNs to cancel, and
 * e-way bills still pending: asked again every minute. Nothing visitors see
 * on shared pages changes.
 */
export const settleTaxDocuments: BackgroundJob = {
  name: 'e-invoices and e-way bills',
  everyMs: 60_000,
  leavesPages: true,
  run: async (s) => (await retryEwayBills(s)) + (await settleEInvoices(s)),
};
