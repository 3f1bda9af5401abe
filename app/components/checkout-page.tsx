import { PAYMENT_METHODS, PAYMENT_METHOD_LABELS } from '../../domain/constants';
import { LABEL, MSG } from '../../domain/messages';
import { formatInr } from '../../domain/money';
import { useI18n } from '../framework/i18n';
import { Island } from '../framework/island';
import { rich } from '../ui/rich';
import { DeliveryDetails } from '../islands/checkout-delivery';
import { AddressForm } from './address-form';
import { CHECKOUT_FORM, CheckoutLineItem, DeleteButton, Step, type CheckoutData } from './checkout-parts';
import { OrderTotals } from './order-parts';
import { deliveryLines } from './pin-check';
import { EmptyState } from './empty-state';
import { WhatsAppOptInBox } from './whatsapp-opt-in';

// SPEC.md §2 Checkout: four numbered steps and "Place your order". Every
// control belongs to one form (by its `form` attribute), so the address form
// can sit inside step 2 and the page works without JavaScript.

export function Checkout({ data }: { data: CheckoutData }) {
  const empty = data.lines.length === 0;
  const count = data.lines.reduce((n, l) => n + l.quantity, 0);
  const hasAddress = data.addresses.length > 0;
  const { t, lang } = useI18n();
  return (
    <div className="container-page checkout-page">
      <h1 className="page-title">{t('Checkout')}</h1>
      {empty ? (
        <EmptyState text={MSG.cartEmpty} />
      ) : (
        <div className="checkout-grid">
          <div className="checkout-steps">
            <Step n={1} title={t('User')} id="step-user">
              <p>
                <strong>{data.user.username}</strong>
              </p>
              <p>
                {rich(t('Mobile number: {mobile}'), {
                  mobile: <strong data-testid="checkout-mobile">{data.user.mobileNo || t('not given')}</strong>,
                })}
              </p>
              <p className="text-muted">{data.user.email}</p>
              <Island
                component={DeliveryDetails}
                props={{ name: data.user.username, email: data.user.email, address: deliveryText(data, t) }}
              />
            </Step>

            <Step n={2} title={t('Select delivery address')} id="step-address">
              {hasAddress ? (
                <fieldset className="address-choices">
                  <legend className="sr-only">{t('Delivery address')}</legend>
                  {data.addresses.map((a) => (
                    <div key={a.id} className="address-choice" data-testid="address-choice">
                      <input
                        type="radio"
                        id={`choose-address-${a.id}`}
                        name="address"
                        value={a.id}
                        form={CHECKOUT_FORM}
                        defaultChecked={a.id === data.selectedAddress}
                        required
                      />
                      <label htmlFor={`choose-address-${a.id}`}>
                        <strong>{a.name}</strong>{' '}
                        <span className="address-type">{a.addressType === 'office' ? t('Office [address type]') : t('Home [address type]')}</span> {a.mobile}
                        <br />
                        {a.address}, {a.locality}, {t(a.city)}, {t(a.state)} {a.pincode}
                        {a.gstin && (
                          <>
                            <br />
                            {t('GST invoice to {business}, GSTIN {gstin}', { business: a.businessName ?? '', gstin: a.gstin })}
                          </>
                        )}
                      </label>
                      <DeleteButton
                        data={data}
                        target={`address:${a.id}`}
                        label={t('Delete address of {name}, {locality}', { name: a.name, locality: a.locality })}
                        question={t(MSG.addressDeleteConfirm)}
                      />
                    </div>
                  ))}
                </fieldset>
              ) : (
                <p className="form-error" role="alert" data-testid="add-address">
                  {t(MSG.addAddress)}
                </p>
              )}
              <details className="new-address" open={!hasAddress}>
                <summary className="btn btn-outline">{t(LABEL.addNewAddress)}</summary>
                <div className="new-address-body">
                  <AddressForm next={data.self} />
                </div>
              </details>
            </Step>

            <Step n={3} title={t('Order summary')} id="step-summary">
              <details className="order-summary" open>
                <summary>
                  {count === 1 ? t('{count} item', { count }) : t('{count} items', { count })}, {formatInr(data.totalPaise)}
                </summary>
                <ul className="checkout-lines">
                  {data.lines.map((l) => (
                    <CheckoutLineItem key={l.productId} data={data} line={l} />
                  ))}
                </ul>
              </details>
            </Step>

            <Step n={4} title={t('Payment options')} id="step-payment">
              <fieldset className="payment-choices">
                <legend className="sr-only">{t('Payment method')}</legend>
                {PAYMENT_METHODS.filter((m) => m !== 'COD' || !data.delivery || data.delivery.cod).map((m) => (
                  <div key={m} className="payment-choice">
                    <input
                      type="radio"
                      id={`pay-${m.replace(/\s/g, '-')}`}
                      name="paymentMethod"
                      value={m}
                      form={CHECKOUT_FORM}
                      defaultChecked={m === data.paymentMethod}
                      required
                    />
                    <label htmlFor={`pay-${m.replace(/\s/g, '-')}`}>
                      <strong>{t(PAYMENT_METHOD_LABELS[m])}</strong>
                      <span className="text-muted">
                        {' ' + (m === 'COD' ? t('Pay in cash when the parcel arrives') : t('Pay securely online after placing the order'))}
                      </span>
                    </label>
                  </div>
                ))}
              </fieldset>
            </Step>
          </div>

          <aside className="card checkout-aside" aria-labelledby="checkout-total-title">
            <h2 id="checkout-total-title" className="checkout-step-title">
              {t('Price details')}
            </h2>
            <OrderTotals
              productsPaise={data.totalPaise}
              shippingPaise={data.delivery?.serviceable ? data.delivery.shippingPaise : null}
              count={count}
            />
            {data.delivery && (
              <ul className={data.delivery.serviceable ? 'pin-check-lines' : 'pin-check-lines is-unserved'} data-testid="checkout-delivery">
                {(data.delivery.serviceable ? deliveryLines(data.delivery, t, lang) : [t(MSG.pinNotServiceable(data.delivery.pin))]).map(
                  (l) => (
                    <li key={l}>{l}</li>
                  ),
                )}
              </ul>
            )}
            <form id={CHECKOUT_FORM} method="post" action={data.self}>
              <input type="hidden" name="idempotencyKey" value={data.idempotencyKey} />
              <input type="hidden" name="cart" value={data.cartId ?? ''} />
              {data.product && <input type="hidden" name="product" value={data.product} />}
              {data.product && data.variant && <input type="hidden" name="variant" value={data.variant} />}
              {data.product && <input type="hidden" name="qty" value={String(data.qty)} />}
              <WhatsAppOptInBox checked={!!data.whatsappOptIn} mobile={data.user.mobileNo} form={CHECKOUT_FORM} />
              <button
                type="submit"
                name="intent"
                value="place"
                className="btn btn-accent w-full"
                disabled={!hasAddress || data.delivery?.serviceable === false}
              >
                {t(LABEL.placeYourOrder)}
              </button>
              {!hasAddress && <p className="field-hint">{t(MSG.addAddress)}</p>}
            </form>
          </aside>
        </div>
      )}
    </div>
  );
}

function deliveryText(data: CheckoutData, t: (text: string) => string) {
  const a = data.addresses.find((x) => x.id === data.selectedAddress);
  return a ? `${a.address}, ${a.locality}, ${t(a.city)}, ${t(a.state)} ${a.pincode}` : '';
}
