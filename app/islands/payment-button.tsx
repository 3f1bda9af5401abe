import { useEffect, useRef, useState } from 'react';
import { LABEL, MSG } from '../../domain/messages';
import { showToast } from '../client/toast';
import { pageHref } from '../client/page-language';
import { useT } from '../framework/i18n';
import { orderRef } from '../../domain/order-ref';

export interface PaymentButtonProps {
  orderId: string;
  amountText: string;
  provider: 'offline' | 'razorpay';
  prefill: { name: string; email: string; contact: string };
}

interface ProviderOrder {
  id: string;
  amount: number;
  currency: string;
  key: string;
}

interface Proof {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

interface RazorpayInstance {
  open(): void;
  on(event: string, cb: (r: unknown) => void): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: Record<string, unknown>) => RazorpayInstance;
  }
}

const CHECKOUT_JS = 'https://checkout.razorpay.com/v1/checkout.js';

async function post<T>(url: string, body: unknown): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  });
  const json = (await res.json().catch(() => ({}))) as T & { message?: string };
  if (!res.ok) throw new Error(json.message || MSG.serverError);
  return json;
}

function loadCheckoutJs(): Promise<boolean> {
  if (window.Razorpay) return Promise.resolve(true);
  return new Promise((resolve) => {
    const s = document.createElement('script');
    s.src = CHECKOUT_JS;
    s.onload = () => resolve(!!window.Razorpay);
    s.onerror = () => resolve(false);
    document.body.appendChild(s);
  });
}

/**
 * "Pay Now" for an order placed with Card, Net Banking or UPI: creates the
 * provider order on the server, opens Razorpay's checkout (or, with the offline
 * provider, a local payment dialog with Pay and Fail), then has the server
 * verify the signed result. Without JavaScript the form posts to the page.
 */
export function PaymentButton({ orderId, amountText, provider, prefill }: PaymentButtonProps) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const [enhanced, setEnhanced] = useState(false);
  const [providerOrder, setProviderOrder] = useState<ProviderOrder | null>(null);
  useEffect(() => setEnhanced(true), []);

  const done = () => {
    window.location.assign(pageHref(`/orders/${orderId}?paid=1`));
  };
  const verify = async (proof: Proof) => {
    await post('/api/order/verify-razorpay', proof);
    done();
  };
  const fail = (text: string) => {
    showToast({ type: 'error', text: t(text) });
    setBusy(false);
  };

  const start = async () => {
    setBusy(true);
    let order: ProviderOrder;
    try {
      order = await post<ProviderOrder>('/api/order/create-razorpay-order', { orderId });
    } catch (e) {
      return fail((e as Error).message);
    }
    setProviderOrder(order);
    if (provider === 'offline') {
      dialog.current?.showModal();
      return;
    }
    if (!(await loadCheckoutJs()) || !window.Razorpay) return fail(MSG.sdkNotLoaded('Razorpay'));
    const rzp = new window.Razorpay({
      key: order.key,
      amount: order.amount,
      currency: order.currency,
      order_id: order.id,
      name: 'Mitti Biotech',
      description: `${t('Order')} ${orderRef(orderId)}`,
      prefill,
      theme: { color: '#1f5130' },
      handler: (proof: Proof) => verify(proof).catch((e: Error) => fail(e.message)),
      modal: { ondismiss: () => fail(MSG.paymentCancelled) },
    });
    rzp.on('payment.failed', () => {
      post('/api/order/payment-failed', { razorpay_order_id: order.id }).catch(() => {});
      fail(MSG.paymentFailed);
    });
    rzp.open();
  };

  const offline = async (outcome: 'pay' | 'fail') => {
    if (!providerOrder) return;
    try {
      const result = await post<Proof & { status: boolean }>('/api/payments/offline/checkout', {
        razorpay_order_id: providerOrder.id,
        outcome,
      });
      if (outcome === 'fail' || !result.status) {
        dialog.current?.close();
        return fail(MSG.paymentFailed);
      }
      await verify(result);
    } catch (e) {
      dialog.current?.close();
      fail((e as Error).message);
    }
  };

  const closeDialog = () => {
    dialog.current?.close();
    setBusy(false);
    opener.current?.focus();
  };

  return (
    <>
      <form
        method="post"
        onSubmit={(e) => {
          if (!enhanced) return;
          e.preventDefault();
          if (!busy) void start();
        }}
      >
        <input type="hidden" name="intent" value="pay" />
        <button ref={opener} type="submit" className="btn btn-accent w-full" disabled={busy} data-testid="pay-now">
          {t(LABEL.payNow)} · {amountText}
        </button>
      </form>
      {provider === 'offline' && (
        <dialog ref={dialog} className="pay-dialog" aria-labelledby="pay-dialog-title" onCancel={closeDialog}>
          <h2 id="pay-dialog-title" className="checkout-step-title">
            {t('Payment')}
          </h2>
          <p className="text-muted">{t('Test payment on this server: no money moves.')}</p>
          <label className="field">
            <span>{t('Amount')}</span>
            <input className="input" readOnly value={amountText} />
          </label>
          <div className="pay-dialog-actions">
            <button type="button" className="btn btn-primary" onClick={() => void offline('pay')}>
              {t('Pay')}
            </button>
            <button type="button" className="btn btn-outline" onClick={() => void offline('fail')}>
              {t('Fail')}
            </button>
            <button type="button" className="btn btn-outline" onClick={closeDialog}>
              {t(LABEL.close)}
            </button>
          </div>
        </dialog>
      )}
    </>
  );
}
