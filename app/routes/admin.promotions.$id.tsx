import { formatInr } from '../../domain/money';
import { getPromotion, promotionChoices, PROMO_STAFF_MSG, savePromotion, setPromotionPaused } from '../../domain/promotions/editing';
import { ordersWith, resultsFor } from '../../domain/promotions/report';
import { keptNotice } from '../../domain/translations/editing';
import { DataTable } from '../components/admin/data-table';
import { FormAlert } from '../components/admin/inline-forms';
import { offerText, PromotionFields, stateOf } from '../components/admin/promotion-fields';
import { AdminShell } from '../components/admin/shell';
import { TranslationsLink } from '../components/admin/translation-marks';
import { orderRef } from '../components/order-parts';
import { promotionForm, promotionLists } from '../forms/admin-promotions';
import { definePage, pageNotFound, redirect } from '../framework/page';

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** One promotion (or a new one at /admin/promotions/new): every term, what it brought and the latest orders that used it; pause or resume. */
export default definePage({
  path: '/admin/promotions/:id',
  access: 'staff:promotions',
  bare: true,
  async load(ctx) {
    const { db } = ctx.services;
    const isNew = ctx.params.id === 'new';
    const saved = isNew ? null : await getPromotion(db, ctx.params.id);
    if (!isNew && !saved) throw pageNotFound();
    const [choices, results, orders] = await Promise.all([
      promotionChoices(db),
      saved ? resultsFor(db, saved.id) : null,
      saved ? ordersWith(db, saved.id) : [],
    ]);
    return { staff: ctx.staff!, path: ctx.path, saved, choices, results, orders };
  },
  head: (d) => ({
    title: `${d.saved ? d.saved.title : 'New promotion'} | Back office`,
    description: 'A coupon or an offer.',
    noindex: true,
  }),
  form: promotionForm,
  lists: promotionLists,
  async action(ctx, form) {
    const { db } = ctx.services;
    const id = ctx.params.id === 'new' ? null : ctx.params.id;
    if (id && (form.intent === 'pause' || form.intent === 'resume')) {
      await setPromotionPaused(db, ctx.staff!, id, form.intent === 'pause');
      return redirect(`/admin/promotions/${id}`, {
        type: 'success',
        text: form.intent === 'pause' ? PROMO_STAFF_MSG.paused : PROMO_STAFF_MSG.resumed,
      });
    }
    const notice = id ? await keptNotice(db, 'promotion', id) : async (text: string) => text;
    const { products = [], categories = [], packs = [] } = ctx.lists;
    const saved = await savePromotion(db, ctx.staff!, id, { ...form, products, categories, packs });
    return redirect(`/admin/promotions/${saved}`, { type: 'success', text: await notice(PROMO_STAFF_MSG.saved) });
  },
  Component: ({ data: { staff, path, saved, choices, results, orders }, action }) => (
    <AdminShell staff={staff} path={path} title={saved ? saved.title : 'New promotion'}>
      <p>
        <a href="/admin/promotions">← All promotions</a>
        {saved && (
          <>
            {' '}
            · <TranslationsLink entity="promotion" id={saved.id} label="Its title in Hindi and Marathi" />
          </>
        )}
      </p>
      <FormAlert action={action} />
      {saved && results && (
        <section className="card admin-card stack" aria-labelledby="results-title">
          <h2 id="results-title" className="section-title">
            {offerText(saved)} · <span data-testid="promotion-state">{stateOf(saved)}</span>
          </h2>
          <p data-testid="promotion-results">
            {`${count(results.orders, 'order')} by ${count(results.customers, 'customer')} · ${formatInr(results.discountPaise)} discount given · ${formatInr(results.orderValuePaise)} order value`}
          </p>
          <form method="post">
            <button type="submit" name="intent" value={saved.paused ? 'resume' : 'pause'} className="btn btn-outline">
              {saved.paused ? 'Resume' : 'Pause'}
            </button>
          </form>
          {orders.length > 0 && (
            <DataTable columns={['Order', 'Placed', 'Status', 'Discount', 'Order total']}>
              {orders.map((o) => (
                <tr key={o.orderId}>
                  <td>
                    <a href={`/admin/orders/${o.orderId}`}>{orderRef(o.orderId)}</a>
                  </td>
                  <td>{o.createdAt.slice(0, 10)}</td>
                  <td>{o.status}</td>
                  <td>{formatInr(o.discountPaise)}</td>
                  <td>{formatInr(o.totalPaise)}</td>
                </tr>
              ))}
            </DataTable>
          )}
        </section>
      )}
      <PromotionFields saved={saved} choices={choices} action={action} />
    </AdminShell>
  ),
});
