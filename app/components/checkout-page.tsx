import { PAYMENT_METHODS, PAYMENT_METHOD_LABELS } from '../../domain/constants';
import { CREDIT_MSG } from '../../domain/credit/texts';
import type { Lang } from '../../domain/i18n/languages';
import type { Translate } from '../../domain/i18n/translate';
import { LABEL, MSG } from '../../domain/messages';
import { formatInr } from '../../domain/money';
import { useI18n } from '../framework/i18n';
import { Island } from '../framework/island';
import { rich } from '../ui/rich';
import { DeliveryDetails } from '../islands/checkout-delivery';
import { CheckoutPayment, type CheckoutPaymentProps } from '../islands/checkout-payment';
import { CheckoutPrice, type CheckoutPriceProps } from '../islands/checkout-price';
import { AddressForm } from './address-form';
import { CHECKOUT_FORM, CheckoutLineItem, DeleteButton, Step, type CheckoutData } from './checkout-parts';
import { CouponBox } from './cart-coupon';
import { PackCount } from './order-totals';
import { deliveryLines } from './pin-check';
import { EmptyState } from './empty-state';

// SPEC.md §2 Checkout: four numbered steps and "Place your order". Every
// control belongs to one form (by its `form` attribute), so the address form
// can sit inside step 2 and the page works without JavaScript. The price box
// and the payment choices are the server's quote for the address chosen:
// without JavaScript "Deliver here" asks for them again; with it, the islands
// do as soon as a radio changes.

export function Checkout({ data }: { data: CheckoutData }) {
  const empty = data.lines.length === 0;
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
                        <span className="address-type">
                          {a.addressType === 'office' ? t('Office [address type]') : t('Home [address type]')}
                        </span>{' '}
                        {a.mobile}
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
                  <noscript>
                    <button
                      type="submit"
                      form={CHECKOUT_FORM}
                      name="intent"
                      value="choose-address"
                      formNoValidate
                      className="btn btn-outline btn-sm"
                      data-testid="choose-address"
                    >
                      {t('Deliver here and update the price')}
                    </button>
                  </noscript>
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
                  <PackCount count={data.quote.packs} />, {formatInr(data.quote.itemsPaise)}
                </summary>
                <ul className="checkout-lines">
                  {data.lines.map((l) => (
                    <CheckoutLineItem key={l.productId} data={data} line={l} />
                  ))}
                </ul>
              </details>
            </Step>

            <Step n={4} title={t('Payment options')} id="step-payment">
              <Island component={CheckoutPayment} props={paymentProps(data, t)} />
            </Step>
          </div>

          <aside className="card checkout-aside" aria-labelledby="checkout-total-title">
            <h2 id="checkout-total-title" className="checkout-step-title">
              {t('Price details')}
            </h2>
            <CouponBox action={data.self} coupons={data.coupons ?? []} fields={couponFields(data)} framed={false} />
            <Island component={CheckoutPrice} props={priceProps(data, t, lang)} />
            <form id={CHECKOUT_FORM} method="post" action={data.self}>
              <input type="hidden" name="idempotencyKey" value={data.idempotencyKey} />
              <input type="hidden" name="cart" value={data.cartId ?? ''} />
              {data.product && <input type="hidden" name="product" value={data.product} />}
              {data.product && data.variant && <input type="hidden" name="variant" value={data.variant} />}
              {data.product && <input type="hidden" name="qty" value={String(data.qty)} />}
            </form>
          </aside>
        </div>
      )}
    </div>
  );
}

/** The price box's props: the quote for the chosen address, its texts in the page's language. */
function priceProps(data: CheckoutData, t: Translate, lang: Lang): CheckoutPriceProps {
  const { quote } = data;
  const a = data.addresses.find((x) => x.id === data.selectedAddress);
  const served = quote.delivery?.serviceable ?? false;
  const hint = !a
    ? t(MSG.addAddress)
    : quote.unavailable.length
      ? t(MSG.orderProductGone)
      : !served
        ? t(MSG.pinNotServiceable(a.pincode))
        : null;
  return {
    productsPaise: quote.itemsPaise,
    discountPaise: quote.discountPaise,
    discountNames: data.discountNames ?? '',
    shippingPaise: quote.shippingPaise,
    totalPaise: quote.totalPaise,
    packs: quote.packs,
    deliverTo: a ? `${a.name}, ${t(a.city)}, ${t(a.state)} ${a.pincode}` : null,
    lines: quote.delivery ? deliveryLines(quote.delivery, t, lang, quote.codReason) : [],
    served,
    canPlace: hint === null,
    hint,
    whatsapp: { checked: !!data.whatsappOptIn, mobile: data.user.mobileNo },
  };
}

/** What the coupon box posts with a code: the address and payment chosen, and a Buy Now's product, kept on the way back. */
function couponFields(data: CheckoutData): Record<string, string> {
  const fields: Record<string, string> = { paymentMethod: data.paymentMethod };
  if (data.selectedAddress) fields.address = data.selectedAddress;
  if (data.product) fields.product = data.product;
  if (data.product && data.variant) fields.variant = data.variant;
  if (data.product) fields.qty = String(data.qty);
  return fields;
}

/** The payment choices' props: Cash on Delivery unavailable, with why, where the quote rules it out. */
function paymentProps(data: CheckoutData, t: Translate): CheckoutPaymentProps {
  return {
    checked: data.paymentMethod,
    methods: PAYMENT_METHODS.filter((m) => m !== 'On account' || data.onAccount).map((m) => ({
      value: m,
      label: t(PAYMENT_METHOD_LABELS[m]),
      note:
        m === 'COD'
          ? t('Pay in cash when the parcel arrives')
          : m === 'On account'
            ? t(CREDIT_MSG.onAccountNote)
            : t('Pay securely online after placing the order'),
      reason: m === 'COD' && data.quote.codReason ? t(data.quote.codReason) : null,
    })),
  };
}

function deliveryText(data: CheckoutData, t: (text: string) => string) {
  const a = data.addresses.find((x) => x.id === data.selectedAddress);
  return a ? `${a.address}, ${a.locality}, ${t(a.city)}, ${t(a.state)} ${a.pincode}` : '';
}
