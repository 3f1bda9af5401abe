import { PROMO_STAFF_MSG, setPromotionPaused } from '../../domain/promotions/editing';
import { listPromotions } from '../../domain/promotions/report';
import { formatInr } from '../../domain/money';
import { translationMarks } from '../../domain/translations/work';
import { DataTable } from '../components/admin/data-table';
import { appliesText, datesText, KIND_LABEL, offerText, stateOf } from '../components/admin/promotion-fields';
import { AdminShell } from '../components/admin/shell';
import { TranslationMark } from '../components/admin/translation-marks';
import { promotionForm } from '../forms/admin-promotions';
import { definePage, redirect } from '../framework/page';

/** The sales team's promotions: each one's terms, whether it runs now, what it brought (orders, discount given, their value); pause and resume. */
export default definePage({
  path: '/admin/promotions',
  access: 'staff:promotions',
  bare: true,
  async load(ctx) {
    const promotions = await listPromotions(ctx.services.db);
    const marks = await translationMarks(
      ctx.services.db,
      'promotion',
      promotions.map((p) => p.id),
    );
    return { staff: ctx.staff!, path: ctx.path, promotions, marks };
  },
  head: () => ({ title: 'Promotions | Back office', description: 'Coupons and offers.', noindex: true }),
  form: promotionForm,
  async action(ctx, form) {
    const pause = form.intent === 'pause';
    await setPromotionPaused(ctx.services.db, ctx.staff!, form.id, pause);
    return redirect(`/admin/promotions#promotion-${form.id}`, {
      type: 'success',
      text: pause ? PROMO_STAFF_MSG.paused : PROMO_STAFF_MSG.resumed,
    });
  },
  Component: ({ data: { staff, path, promotions, marks } }) => {
    const totals = promotions.reduce((s, p) => ({ orders: s.orders + p.results.orders, discount: s.discount + p.results.discountPaise }), {
      orders: 0,
      discount: 0,
    });
    return (
      <AdminShell staff={staff} path={path} title="Promotions">
        <p>
          Coupon codes customers type in the cart or at checkout, and offers they get by themselves: a season sale on categories or
          products, buy X get Y of one pack size. Orders count once placed (cancelled ones left out).
        </p>
        <p>
          <a href="/admin/promotions/new" className="btn btn-primary">
            New promotion
          </a>
        </p>
        <p className="admin-note">
          {totals.orders} orders used a promotion; {formatInr(totals.discount)} given in discounts.
        </p>
        <DataTable
          count={promotions.length}
          noun="promotion"
          columns={['Promotion', 'Terms', 'Dates', 'Limits', 'State', 'Orders', 'Discount given', 'Order value', '']}
        >
          {promotions.map((p) => {
            const state = stateOf(p);
            return (
              <tr key={p.id} id={`promotion-${p.id}`} data-testid="promotion-row">
                <td>
                  <a href={`/admin/promotions/${p.id}`}>{p.title}</a>
                  <TranslationMark entity="promotion" id={p.id} mark={marks[p.id]} />
                  <br />
                  <span className="admin-note">
                    {KIND_LABEL[p.kind]}
                    {p.code && (
                      <>
                        {' '}
                        <code>{p.code}</code>
                      </>
                    )}
                  </span>
                </td>
                <td>
                  {offerText(p)}
                  <br />
                  <span className="admin-note">on {appliesText(p)}</span>
                </td>
                <td>{datesText(p)}</td>
                <td>
                  {p.kind === 'coupon'
                    ? [
                        p.usageLimit === null ? 'no limit' : `${p.usageLimit} in all`,
                        p.perCustomerLimit === null ? '' : `${p.perCustomerLimit} each`,
                        p.firstOrderOnly ? 'first order' : '',
                        p.combinable ? 'combinable' : '',
                      ]
                        .filter(Boolean)
                        .join(', ')
                    : '—'}
                </td>
                <td data-testid="promotion-state">{state}</td>
                <td data-testid="promotion-orders">{p.results.orders}</td>
                <td data-testid="promotion-discount" data-paise={p.results.discountPaise}>
                  {formatInr(p.results.discountPaise)}
                </td>
                <td data-testid="promotion-value" data-paise={p.results.orderValuePaise}>
                  {formatInr(p.results.orderValuePaise)}
                </td>
                <td>
                  <form method="post" className="admin-inline-form">
                    <input type="hidden" name="id" value={p.id} />
                    <button
                      type="submit"
                      name="intent"
                      value={p.paused ? 'resume' : 'pause'}
                      className="btn btn-outline btn-sm"
                      aria-label={`${p.paused ? 'Resume' : 'Pause'} ${p.title}`}
                    >
                      {p.paused ? 'Resume' : 'Pause'}
                    </button>
                  </form>
                </td>
              </tr>
            );
          })}
        </DataTable>
      </AdminShell>
    );
  },
});
