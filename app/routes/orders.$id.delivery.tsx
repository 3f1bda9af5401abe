import { DomainError } from '../../domain/errors';
import { translatorFor } from '../../domain/i18n/dictionaries';
import { requireOrder, type OrderView } from '../../domain/orders/views';
import { SHIPPING_MSG } from '../../domain/shipping/messages';
import { chooseRedelivery, redeliveryDates } from '../../domain/shipping/redeliver';
import { timelineOf, type TimelineEntry } from '../../domain/shipping/shipments';
import { CourierTimeline } from '../components/courier-timeline';
import { AddressBlock, orderDate, orderRef } from '../components/order-parts';
import { formSchema } from '../framework/form';
import { useI18n } from '../framework/i18n';
import { definePage, redirect } from '../framework/page';
import { Field } from '../ui/field';

// The customer's parcel: the courier's scans in their language, and after a
// failed delivery the choice of a new date (the next days but Sundays) or a
// corrected address or phone, which sends the courier again.

interface DeliveryData {
  order: OrderView;
  timeline: TimelineEntry[];
  dates: string[];
  failedReason: string | null;
}

export default definePage<DeliveryData>({
  path: '/orders/:id/delivery',
  access: 'customer',
  async load(ctx) {
    const order = await requireOrder(ctx.services.db, ctx.user!.id, ctx.params.id);
    const timeline = await timelineOf(ctx.services.db, order.id);
    const failed = [...timeline].reverse().find((e) => e.status === 'delivery_failed');
    const waiting = order.state === 'delivery_failed';
    return { order, timeline, dates: waiting ? redeliveryDates() : [], failedReason: waiting ? (failed?.remark ?? '') : null };
  },
  head: (d, ctx) => {
    const t = translatorFor(ctx.lang);
    return {
      title: `${t('Delivery of order {ref}', { ref: orderRef(d.order.id) })} | Mitti Biotech`,
      description: t('Where your parcel is.'),
      noindex: true,
    };
  },
  form: formSchema(['date', 'address', 'mobile']),
  async action(ctx, form) {
    const t = translatorFor(ctx.lang);
    const id = ctx.params.id;
    try {
      const { date } = await chooseRedelivery(ctx.services, ctx.user!.id, id, {
        date: form.date ?? '',
        address: form.address ?? '',
        mobile: form.mobile ?? '',
      });
      const text = date ? t(SHIPPING_MSG.redeliveryOn, { date: orderDate(date, ctx.lang) }) : t(SHIPPING_MSG.redeliveryAddress);
      return redirect(`/orders/${id}/delivery`, { type: 'success', text });
    } catch (e) {
      if (!(e instanceof DomainError) || e.kind === 'notFound') throw e;
      return {
        kind: e.kind,
        values: form,
        errors: { [e.field ?? 'date']: e.message },
        toast: { type: 'error' as const, text: t(e.message) },
      };
    }
  },
  Component: ({ data: { order, timeline, dates, failedReason }, action }) => {
    const { t, lang } = useI18n();
    return (
      <div className="container-page order-page">
        <p className="mb-2">
          <a href={`/orders/${order.id}`}>← {t('Back to the order')}</a>
        </p>
        <h1 className="page-title">{t('Delivery of order {ref}', { ref: orderRef(order.id) })}</h1>
        <section className="card checkout-step" aria-labelledby="d-track">
          <h2 id="d-track" className="checkout-step-title">
            {t('Parcel tracking')}
          </h2>
          {timeline.length ? <CourierTimeline entries={timeline} /> : <p>{t('Your order has not left us yet.')}</p>}
        </section>
        {failedReason !== null && (
          <section className="card checkout-step mt-4" aria-labelledby="d-again">
            <h2 id="d-again" className="checkout-step-title">
              {t('The courier could not deliver your order')}
            </h2>
            {failedReason && (
              <p>
                {t('Reason given by the courier:')} <span lang="en">{failedReason}</span>
              </p>
            )}
            <form method="post" className="stack">
              <fieldset className="redelivery-dates">
                <legend>{t('Choose a new delivery date')}</legend>
                {dates.map((d) => (
                  <label key={d} className="redelivery-date">
                    <input type="radio" name="date" value={d} defaultChecked={action?.values?.date === d} /> {orderDate(d, lang)}
                  </label>
                ))}
                {action?.errors?.date && <p className="field-error">{t(action.errors.date)}</p>}
              </fieldset>
              <p>{t('Or correct the address or phone number the courier could not use:')}</p>
              <AddressBlock address={order.address} />
              <Field
                name="address"
                label={t('Corrected address')}
                defaultValue={action?.values?.address ?? ''}
                error={action?.errors?.address}
              />
              <Field
                name="mobile"
                label={t('Mobile number')}
                inputMode="numeric"
                maxLength={13}
                defaultValue={action?.values?.mobile ?? ''}
                error={action?.errors?.mobile}
              />
              <button type="submit" className="btn btn-primary">
                {t('Ask the courier to deliver again')}
              </button>
            </form>
          </section>
        )}
      </div>
    );
  },
});
