import { getProduct } from '../../domain/catalog/products';
import { addReview, findOwnReview } from '../../domain/catalog/reviews';
import { translatorFor } from '../../domain/i18n/dictionaries';
import { MSG } from '../../domain/messages';
import { ProductImage } from '../components/product-card';
import { ReviewFields } from '../components/review-fields';
import { useT } from '../framework/i18n';
import { definePage, redirect } from '../framework/page';
import { langOf } from '../../domain/translations/store';
import { reviewForm } from '../forms/reviews';

/** Add review (SPEC.md §2): stars 1–5 and a text; after success, back to the product details. */
export default definePage({
  path: '/ratings/:id',
  access: 'customer',
  async load(ctx) {
    const product = await getProduct(ctx.services.db, ctx.params.id, ctx.lang);
    return { product, own: await findOwnReview(ctx.services.db, product.id, ctx.user!.id) };
  },
  head: (d, ctx) => {
    const t = translatorFor(ctx.lang);
    return {
      title: `${t('Rate {product}', { product: d.product.title })} | Mitti Biotech`,
      description: t('Rate and review {product}.', { product: d.product.title }),
      noindex: true,
    };
  },
  form: reviewForm,
  async action(ctx, form) {
    const product = await getProduct(ctx.services.db, ctx.params.id);
    await addReview(ctx.services.db, product.id, ctx.user!.id, { rating: Number(form.rating), text: form.text });
    return redirect(`/product_details/${product.id}`, { type: 'success', text: translatorFor(ctx.lang)(MSG.reviewSuccess) });
  },
  Component: ({ data, action }) => {
    const t = useT();
    const p = data.product;
    const v = action?.values;
    const rating = v?.rating ? Number(v.rating) : data.own?.rating;
    return (
      <div className="container-page narrow-page">
        <div className="rate-head">
          <ProductImage product={p} size={96} eager />
          <div>
            <h1 className="page-title">{t('Rate this product')}</h1>
            <p>
              <a href={`/product_details/${p.id}`} lang={langOf(p, 'title')}>
                {p.title}
              </a>
            </p>
          </div>
        </div>
        <form method="post" className="card rate-form stack" noValidate>
          <ReviewFields idPrefix="page-rate" rating={rating} text={v?.text ?? data.own?.text ?? ''} errors={action?.errors} />
          <button type="submit" className="btn btn-primary">
            {t('Submit review')}
          </button>
        </form>
      </div>
    );
  },
});
