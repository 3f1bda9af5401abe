import { createOfflinePayments } from './offline';
import { createRazorpayPayments } from './razorpay';
import type { PaymentProvider } from './types';

export type { OfflinePaymentProvider, PaymentProof, PaymentProvider, ProviderOrder } from './types';
export { PaymentProviderError } from './types';

export interface PaymentsConfig {
  PAYMENT_PROVIDER: 'offline' | 'razorpay';
  DATA_DIR: string;
  RAZORPAY_KEY_ID?: string;
  RAZORPAY_KEY_SECRET?: string;
  RAZORPAY_WEBHOOK_SECRET?: string;
  RAZORPAY_API_URL: string;
}

/** The provider named by config; `offline` needs no account and no network. */
export function createPayments(config: PaymentsConfig): PaymentProvider {
  if (config.PAYMENT_PROVIDER === 'razorpay') {
    if (!config.RAZORPAY_KEY_ID || !config.RAZORPAY_KEY_SECRET)
      throw new Error('PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET');
    return createRazorpayPayments({
      keyId: config.RAZORPAY_KEY_ID,
      keySecret: config.RAZORPAY_KEY_SECRET,
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
      apiUrl: config.RAZORPAY_API_URL,
    });
  }
  return createOfflinePayments(config.DATA_DIR);
}
