import { useEffect, useState } from 'react';
import { followAddress } from '../client/checkout-quote';
import { CHECKOUT_FORM } from '../forms/cart';
import { useT } from '../framework/i18n';

export interface PaymentChoice {
  value: string;
  /** In the page's language. */
  label: string;
  note: string;
  /** Why this way cannot be chosen for the address and amount (Cash on Delivery), null when it can. */
  reason: string | null;
}

export interface CheckoutPaymentProps {
  methods: PaymentChoice[];
  checked: string;
}

/**
 * Step 4 of the checkout: the ways to pay. Cash on Delivery stays in the list,
 * unavailable with its reason, where the address or the amount rules it out;
 * another address chosen brings the server's answer for it.
 */
export function CheckoutPayment(initial: CheckoutPaymentProps) {
  const t = useT();
  const [p, setP] = useState(initial);
  const [checked, setChecked] = useState(initial.checked);
  useEffect(
    () =>
      followAddress('checkout-payment', {
        update: (next) => {
          setP(next as CheckoutPaymentProps);
          setChecked((next as CheckoutPaymentProps).checked);
        },
        busy: () => {},
      }),
    [],
  );
  return (
    <fieldset className="payment-choices" data-testid="payment-choices">
      <legend className="sr-only">{t('Payment method')}</legend>
      {p.methods.map((m) => {
        const id = `pay-${m.value.replace(/\s/g, '-')}`;
        return (
          <div key={m.value} className={m.reason ? 'payment-choice is-unavailable' : 'payment-choice'}>
            <input
              type="radio"
              id={id}
              name="paymentMethod"
              value={m.value}
              form={CHECKOUT_FORM}
              checked={checked === m.value}
              onChange={() => setChecked(m.value)}
              disabled={m.reason !== null}
              aria-describedby={m.reason ? `${id}-why` : undefined}
              required
            />
            <label htmlFor={id}>
              <strong>{m.label}</strong>
              <span className="text-muted">{' ' + m.note}</span>
              {m.reason && (
                <span id={`${id}-why`} className="payment-unavailable" data-testid="cod-reason">
                  {m.reason}
                </span>
              )}
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}
