import { useEffect, useState } from 'react';
import { LABEL } from '../../domain/messages';
import { followAddress } from '../client/checkout-quote';
import { OrderTotals } from '../components/order-totals';
import { WhatsAppOptInBox } from '../components/whatsapp-opt-in';
import { CHECKOUT_FORM } from '../forms/cart';
import { useT } from '../framework/i18n';

export interface CheckoutPriceProps {
  /** The order quote for the address chosen, in paise (worked out by the server, never here). */
  productsPaise: number;
  /** What promotions take off, and their names ("KHARIF10, Kharif sale"). */
  discountPaise: number;
  discountNames: string;
  shippingPaise: number | null;
  totalPaise: number;
  packs: number;
  /** Who and where the figures are for ("Kiran Shinde, Bidar, Karnataka 585401"), in the page's language. */
  deliverTo: string | null;
  /** Delivery by when, Cash on Delivery or not, the charge: sentences in the page's language. */
  lines: string[];
  served: boolean;
  canPlace: boolean;
  /** Why the order cannot be placed yet. */
  hint: string | null;
  whatsapp: { checked: boolean; mobile: string };
}

/**
 * The checkout's price box and Place your order: what the order costs
 * delivered to the address chosen. When another address is chosen it shows
 * the server's answer for it (app/client/checkout-quote.ts), and the total it
 * shows goes with the order: the server places nothing for another amount.
 */
export function CheckoutPrice(initial: CheckoutPriceProps) {
  const t = useT();
  const [p, setP] = useState(initial);
  const [busy, setBusy] = useState(false);
  useEffect(() => followAddress('checkout-price', { update: (next) => setP(next as CheckoutPriceProps), busy: setBusy }), []);
  return (
    <div className="checkout-price" aria-busy={busy} data-testid="checkout-price">
      <OrderTotals
        productsPaise={p.productsPaise}
        discountPaise={p.discountPaise}
        discountNames={p.discountNames}
        shippingPaise={p.shippingPaise}
        count={p.packs}
      />
      <div role="status" aria-live="polite">
        {p.deliverTo && (
          <p className="checkout-deliver-to" data-testid="checkout-deliver-to">
            {t('Deliver to: {address}', { address: p.deliverTo })}
          </p>
        )}
        {p.lines.length > 0 && (
          <ul className={p.served ? 'pin-check-lines' : 'pin-check-lines is-unserved'} data-testid="checkout-delivery">
            {p.lines.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
        )}
      </div>
      <input type="hidden" name="shownTotal" value={String(p.totalPaise)} form={CHECKOUT_FORM} />
      <WhatsAppOptInBox checked={p.whatsapp.checked} mobile={p.whatsapp.mobile} form={CHECKOUT_FORM} />
      <button
        type="submit"
        name="intent"
        value="place"
        form={CHECKOUT_FORM}
        className="btn btn-accent w-full"
        disabled={!p.canPlace || busy}
        data-testid="place-order"
      >
        {t(LABEL.placeYourOrder)}
      </button>
      {p.hint && <p className="field-hint">{p.hint}</p>}
    </div>
  );
}
