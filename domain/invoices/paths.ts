import type { DocumentKind } from './numbering';

/** Where an order's invoice or credit note is downloaded (its customer's; staff put /admin before it). */
export const documentPath = (orderId: string, kind: DocumentKind) =>
  `/orders/${orderId}/${kind === 'invoice' ? 'invoice' : 'credit-note'}.pdf`;
