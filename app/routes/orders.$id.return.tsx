import { DomainError } from '../../domain/errors';
import { translatorFor } from '../../domain/i18n/dictionaries';
import { ordersIn } from '../../domain/orders/in-language';
import { requireOrder, type OrderView } from '../../domain/orders/views';
import { RETURN_KIND_LABEL, RETURN_MSG, RETURN_REASON_LABEL } from '../../domain/returns/messages';
import { RETURN_PHOTOS_MAX } from '../../domain/returns/photos';
import { requestReturn } from '../../domain/returns/request';
import { returnableOf, returnsOfOrder, type Returnable, type ReturnView } from '../../domain/returns/returns';
import { orderDate, orderRef } from '../components/order-parts';
import { useI18n } from '../framework/i18n';
import { definePage, redirect } from '../framework/page';
import { Field } from '../ui/field';
import { ReturnItem } from '../components/return-item';

// The customer's returns of one order: each request with what became of it
// (staff's answer, the courier's pickup, the refund and its credit note, the
// replacement order), and while the policy's window is open the form that asks
// for another: why, refund or replacement, how many of which packs, photos,
// and for a Cash on Delivery refund where the money should go.

interface ReturnData {
  order: OrderView;
  returns: ReturnView[];
  returnable: Returnable;
  /** A refund needs a UPI id or bank account (Cash on Delivery, or paid with no online payment to refund). */
  needsPayout: boolean;
}

const PHOTO_FIELDS = Array.from({ length: RETURN_PHOTOS_MAX }, (_, i) => `photo${i + 1}`);

/** Each state in the colours of the order statuses: waiting, moving, done, refused. */
const pagePath = (orderId: string) => `/orders/${orderId}/return`;
export default definePage<ReturnData>({
  path: '/orders/:id/return',
  access: 'customer',
  async load(ctx) {
    const { db } = ctx.services;
    const [order] = await ordersIn(db, ctx.lang, [await requireOrder(db, ctx.user!.id, ctx.params.id)]);
    const returns = await returnsOfOrder(db, order);
    return {
      order,
      returns,
      returnable: await returnableOf(db, order, returns),
      // On account, a refund is a credit to the company's account (decision 040): no UPI id or bank account is asked.
      needsPayout: order.paymentMethod !== 'On account' && (order.paymentMethod === 'COD' || !order.providerPaymentId),
    };
  },
  head: (d, ctx) => {
    const t = translatorFor(ctx.lang);
    return {
      title: `${t('Returns of order {ref}', { ref: orderRef(d.order.id) })} | Mitti Biotech`,
      description: t('Return or replace packs of your order.'),
      noindex: true,
    };
  },
  async action(ctx, form) {
    const t = translatorFor(ctx.lang);
    const id = ctx.params.id;
    const quantities: Record<string, number> = {};
    for (const [name, value] of Object.entries(form)) {
      if (!name.startsWith('qty-') || !value.trim()) continue;
      const n = Number(value.trim());
      quantities[name.slice(4)] = Number.isFinite(n) && n >= 0 ? n : Number.NaN;
    }
    try {
      await requestReturn(ctx.services, ctx.user!.id, id, {
        kind: form.kind ?? '',
        reason: form.reason ?? '',
        quantities,
        note: form.note ?? '',
        photos: PHOTO_FIELDS.map((f) => ctx.files[f]).filter((b): b is Buffer => !!b),
        payout: { upi: form.upi, holder: form.holder, account: form.account, ifsc: form.ifsc },
      });
      return redirect(pagePath(id), { type: 'success', text: t(RETURN_MSG.requested) });
    } catch (e) {
      if (!(e instanceof DomainError) || e.kind === 'notFound') throw e;
      return {
        kind: e.kind,
        values: form,
        errors: { [e.field ?? 'reason']: e.message },
        toast: { type: 'error' as const, text: t(e.message) },
      };
    }
  },
  Component: ({ data: { order, returns, returnable, needsPayout }, action }) => {
    const { t, lang } = useI18n();
    const values = action?.values ?? {};
    const errors = action?.errors ?? {};
    const open = returnable.reasons.length > 0;
    const lineErrors = Object.entries(errors).filter(([f]) => f === 'lines' || f.startsWith('qty-'));
    return (
      <div className="container-page order-page">
        <p className="mb-2">
          <a href={`/orders/${order.id}`}>← {t('Back to the order')}</a>
        </p>
        <h1 className="page-title">{t('Returns of order {ref}', { ref: orderRef(order.id) })}</h1>

        {returns.length > 0 && (
          <section className="card checkout-step" aria-labelledby="r-list">
            <h2 id="r-list" className="checkout-step-title">
              {t('Your returns')}
            </h2>
            <ul className="stack" data-testid="returns">
              {returns.map((r) => (
                <li key={r.id} className="border-t border-[var(--color-line)] pt-3 first:border-0 first:pt-0" data-testid="return">
                  <ReturnItem order={order} ret={r} />
                </li>
              ))}
            </ul>
          </section>
        )}

        {open ? (
          <section className="card checkout-step mt-4" aria-labelledby="r-new">
            <h2 id="r-new" className="checkout-step-title">
              {t('Return or replace packs')}
            </h2>
            <form method="post" encType="multipart/form-data" className="stack" data-testid="return-form">
              <fieldset>
                <legend className="font-semibold mb-2">{t('What is wrong?')}</legend>
                <div className="stack">
                  {returnable.reasons.map((r) => (
                    <label key={r.reason} className="flex items-start gap-2">
                      <input type="radio" name="reason" value={r.reason} defaultChecked={values.reason === r.reason} className="mt-1" />
                      <span>
                        {t(RETURN_REASON_LABEL[r.reason])}{' '}
                        <span className="field-hint">{`(${t('until {date}', { date: orderDate(r.until, lang) })}${r.photoRequired ? `, ${t('photo needed')}` : ''})`}</span>
                      </span>
                    </label>
                  ))}
                </div>
                {errors.reason && <p className="field-error">{t(errors.reason)}</p>}
              </fieldset>

              <fieldset className="redelivery-dates">
                <legend>{t('Refund or replacement?')}</legend>
                {(['refund', 'replace'] as const).map((k) => (
                  <label key={k} className="redelivery-date">
                    <input type="radio" name="kind" value={k} defaultChecked={values.kind === k} /> {t(RETURN_KIND_LABEL[k])}
                  </label>
                ))}
                {errors.kind && <p className="field-error w-full">{t(errors.kind)}</p>}
              </fieldset>

              <fieldset>
                <legend className="font-semibold mb-2">{t('Which packs, and how many?')}</legend>
                <ul className="stack">
                  {order.lines.map((l) => {
                    const left = returnable.left[l.lineId] ?? 0;
                    const name = `qty-${l.lineId}`;
                    return (
                      <li key={l.lineId} className="flex flex-wrap items-center justify-between gap-2">
                        <label htmlFor={`f-${name}`} className="flex-1 min-w-[12rem]">
                          {l.title} {l.pack && <span className="field-hint">({l.pack})</span>}
                          <br />
                          <span className="field-hint">
                            {left > 0 ? t('You can return up to {count}.', { count: left }) : t('Already in a return.')}
                          </span>
                        </label>
                        {left > 0 && (
                          <input
                            id={`f-${name}`}
                            name={name}
                            type="number"
                            inputMode="numeric"
                            min={0}
                            max={left}
                            step={1}
                            defaultValue={values[name] ?? '0'}
                            className="input w-20"
                            aria-invalid={errors[name] ? true : undefined}
                          />
                        )}
                      </li>
                    );
                  })}
                </ul>
                {lineErrors.map(([f, m]) => (
                  <p key={f} className="field-error">
                    {t(m)}
                  </p>
                ))}
              </fieldset>

              <div className="field">
                <label htmlFor="f-note">{t('Tell us what happened (optional)')}</label>
                <textarea id="f-note" name="note" rows={3} maxLength={500} className="input w-full" defaultValue={values.note ?? ''} />
                {errors.note && <p className="field-error">{t(errors.note)}</p>}
              </div>

              <fieldset>
                <legend className="font-semibold mb-2">{t('Photos of the packs (up to {count})', { count: RETURN_PHOTOS_MAX })}</legend>
                <div className="grid gap-2 sm:grid-cols-2">
                  {PHOTO_FIELDS.map((f, i) => (
                    <label key={f} className="flex flex-col gap-1 text-sm">
                      {t('Photo {n}', { n: i + 1 })}
                      <input name={f} type="file" accept="image/*" capture="environment" />
                    </label>
                  ))}
                </div>
                {errors.photos && <p className="field-error">{t(errors.photos)}</p>}
              </fieldset>

              {needsPayout && (
                <fieldset className="stack" data-testid="payout">
                  <legend className="font-semibold mb-2">{t('Where should we send a refund?')}</legend>
                  <p className="field-hint">
                    {t(
                      'You paid cash on delivery. For a refund, give your UPI id, or else your bank account. Not needed for a replacement.',
                    )}
                  </p>
                  <Field
                    name="upi"
                    label={t('UPI id')}
                    placeholder="name@bank"
                    autoComplete="off"
                    defaultValue={values.upi ?? ''}
                    error={errors.upi}
                  />
                  <p className="field-hint">{t('Or a bank account:')}</p>
                  <Field name="holder" label={t('Account holder')} autoComplete="name" defaultValue={values.holder ?? ''} />
                  <Field
                    name="account"
                    label={t('Account number')}
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={24}
                    defaultValue={values.account ?? ''}
                    error={errors.account}
                  />
                  <Field
                    name="ifsc"
                    label={t('IFSC')}
                    placeholder="SBIN0001234"
                    autoComplete="off"
                    maxLength={11}
                    defaultValue={values.ifsc ?? ''}
                  />
                </fieldset>
              )}

              <button type="submit" className="btn btn-primary">
                {t('Send the return request')}
              </button>
            </form>
          </section>
        ) : (
          <section className="card checkout-step mt-4" data-testid="not-returnable">
            <p>
              {order.state !== 'delivered'
                ? t('Packs can be returned or replaced once the order is delivered.')
                : t('The time to ask for a return of this order has passed.')}
            </p>
          </section>
        )}
      </div>
    );
  },
});
