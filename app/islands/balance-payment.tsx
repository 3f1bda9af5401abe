import { useRef } from 'react';
import { MSG } from '../../domain/messages';
import { showToast } from '../client/toast';
import { useT } from '../framework/i18n';

// "Pay now" for a company's balance (decision 040). The form posts the
// provider's signed answer back to the statement page, which checks it with
// the provider and records it once. With Razorpay, the button first opens
// Razorpay's checkout for the provider order the page made and posts its
// answer; with the offline provider the page already holds the signed answer,
// so the form simply posts (the same without JavaScript).

export interface BalancePaymentProps {
  providerOrderId: string;
  amountPaise: number;
  amountText: string;
  keyId: string;
  provider: 'offline' | 'razorpay';
  companyName: string;
  proof: { razorpay_payment_id: string; razorpay_signature: string } | null;
}

interface Proof {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

interface RazorpayCheckout {
  open(): void;
  on(event: string, cb: (r: unknown) => void): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayCheckout;

const CHECKOUT_JS = 'https://checkout.razorpay.com/v1/checkout.js';

function checkoutJs(): Promise<RazorpayConstructor | null> {
  const w = window as unknown as { Razorpay?: RazorpayConstructor };
  if (w.Razorpay) return Promise.resolve(w.Razorpay);
  return new Promise((resolve) => {
    const s = document.createElement('script');
    s.src = CHECKOUT_JS;
    s.onload = () => resolve(w.Razorpay ?? null);
    s.onerror = () => resolve(null);
    document.body.appendChild(s);
  });
}

export function BalancePayment({ providerOrderId, amountPaise, amountText, keyId, provider, companyName, proof }: BalancePaymentProps) {
  const t = useT();
  const form = useRef<HTMLFormElement>(null);
  const paymentId = useRef<HTMLInputElement>(null);
  const signature = useRef<HTMLInputElement>(null);

  const openCheckout = async () => {
    const Razorpay = await checkoutJs();
    if (!Razorpay) return showToast({ type: 'error', text: t(MSG.sdkNotLoaded('Razorpay')) });
    const rzp = new Razorpay({
      key: keyId,
      amount: amountPaise,
      currency: 'INR',
      order_id: providerOrderId,
      name: 'Mitti Biotech',
      description: companyName,
      theme: { color: '#1f5130' },
      handler: (answer: Proof) => {
        paymentId.current!.value = answer.razorpay_payment_id;
        signature.current!.value = answer.razorpay_signature;
        form.current?.submit();
      },
    });
    rzp.on('payment.failed', () => showToast({ type: 'error', text: t(MSG.paymentFailed) }));
    rzp.open();
  };

  return (
    <form
      ref={form}
      method="post"
      className="card"
      data-provider-order={providerOrderId}
      onSubmit={(e) => {
        if (provider !== 'razorpay' || paymentId.current?.value) return;
        e.preventDefault();
        void openCheckout();
      }}
    >
      <input type="hidden" name="razorpay_order_id" value={providerOrderId} />
      <input ref={paymentId} type="hidden" name="razorpay_payment_id" defaultValue={proof?.razorpay_payment_id ?? ''} />
      <input ref={signature} type="hidden" name="razorpay_signature" defaultValue={proof?.razorpay_signature ?? ''} />
      <button type="submit" className="btn btn-accent">
        {t('Pay now')} · {amountText}
      </button>
    </form>
  );
}
