/** The provider's order for one shop order: what checkout.js (or the local dialog) pays. */
export interface ProviderOrder {
  id: string;
  amount: number; // paise
  currency: string;
  status: string;
}

/** A payment as the provider knows it (asked before an order is marked paid). */
export interface ProviderPayment {
  id: string;
  orderId: string;
  amount: number; // paise
  currency: string;
  /** 'captured' or 'authorized' when the money is the shop's; 'failed', 'refunded', … otherwise. */
  status: string;
  /** How it was paid, in the provider's words ('upi', 'card', 'netbanking', …), when the provider says. */
  method?: string;
}

/** What the payment handler hands back after a successful payment (Razorpay's names). */
export interface PaymentProof {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/**
 * A card/UPI/net-banking payment provider. Both implementations speak Razorpay's
 * protocol: an order created on the server, a payment made in the browser, an
 * HMAC-SHA256 signature over `order_id|payment_id`, and signed webhooks.
 */
export interface PaymentProvider {
  readonly name: 'offline' | 'razorpay';
  /** Public key id the browser's checkout needs. */
  readonly keyId: string;
  createOrder(input: { amountPaise: number; currency: string; receipt: string; notes?: Record<string, string> }): Promise<ProviderOrder>;
  /** Is this the provider's signature of `orderId|paymentId`? (timing-safe) */
  verifyPayment(proof: PaymentProof): boolean;
  /** Is this the provider's signature of the webhook's raw body? (timing-safe) */
  verifyWebhook(rawBody: Buffer, signature: string): boolean;
  /** The payment as the provider knows it; throws PaymentProviderError when it cannot say. */
  fetchPayment(paymentId: string): Promise<ProviderPayment>;
  /** The payments made against a provider order (for settling orders left pending). */
  orderPayments(providerOrderId: string): Promise<ProviderPayment[]>;
  /** Refunds a captured payment (whole amount by default); answers the refund id. */
  refund(paymentId: string, amountPaise?: number): Promise<{ id: string }>;
  /** A payment link for an amount (Razorpay Payment Links); the shop sends its own message, so the provider notifies nobody. */
  createPaymentLink(input: PaymentLinkInput): Promise<ProviderPaymentLink>;
  /** The link as the provider knows it now, with its payments. */
  fetchPaymentLink(linkId: string): Promise<ProviderPaymentLink>;
  /** Stops a link from taking payments. */
  cancelPaymentLink(linkId: string): Promise<void>;
}

export interface PaymentLinkInput {
  amountPaise: number;
  currency: string;
  /** The shop's reference (a draft order's id): the provider keeps one link per reference. */
  referenceId: string;
  description: string;
  expireBy: Date;
  customer: { name: string; email?: string; contact?: string };
  /** Where the provider sends the customer after paying (the shop's own page of the link). */
  callbackUrl: string;
}

export interface ProviderPaymentLink {
  id: string;
  /** The address the customer opens. */
  shortUrl: string;
  /** 'created', 'paid', 'partially_paid', 'expired' or 'cancelled'. */
  status: string;
  amountPaise: number;
  referenceId: string;
  payments: { id: string; amountPaise: number; status: string; method?: string }[];
}

/** The offline provider also plays the payment page the customer would see. */
export interface OfflinePaymentProvider extends PaymentProvider {
  readonly name: 'offline';
  /** Signs a successful payment of a provider order, as the real checkout would. */
  pay(providerOrderId: string, amountPaise: number): PaymentProof;
  /** Signs a webhook body with the local webhook secret (for local tools and tests). */
  signWebhook(rawBody: string | Buffer): string;
  /** Plays the payment of a local payment link: a payment id that carries its link and amount. */
  payLink(linkId: string, amountPaise: number): { paymentId: string };
}

/** The provider could not be reached or refused the call (the shop answers 503 and keeps the order payable). */
export class PaymentProviderError extends Error {}
