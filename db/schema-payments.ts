// Payments as Kysely sees them (see schema.ts for the conventions): the
// provider's events taken in once each, and the payments the shop owes back.
import type { Generated } from 'kysely';

export interface PaymentEventsTable {
  id: string; // the provider's event id: handled once
  kind: string;
  created_at: string;
}

/** A payment the shop must give back: an order cancelled meanwhile, or paid twice. */
export interface PaymentReturnsTable {
  payment_id: string;
  order_id: string;
  amount_paise: number;
  reason: 'cancelled' | 'already-paid';
  status: 'refunded' | 'refund-queued';
  attempts: Generated<number>;
  created_at: string;
  updated_at: string;
}
