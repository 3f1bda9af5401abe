import { getProduct } from '../../domain/catalog/products';
import { addReview, findOwnReview } from '../../domain/catalog/reviews';
import { MSG } from '../../domain/messages';
import { ProductImage } from '../components/product-card';
import { ReviewFields } from '../components/review-fields';
import { definePage, redirect } from '../framework/page';
import { reviewForm } from '../forms/reviews';

/** Add review (SPEC.md §2): stars 1–5 and a text; after success, back to the product details. */
export default definePage({
  path: '/ratings/:id',
  access: 'customer',
  async load(ctx) {
    const product = await getProduct(ctx.services.db, ctx.params.id);
    return { product, own: await findOwnReview(ctx.services.db, product.id, ctx.user!.id) };
  },
  head: (d) => ({ title: `Rate ${d.product.title} | Mitti Biotech`, description: `Rate and review ${d.product.title}.`, noindex: true }),
  form: reviewForm,
  async action(ctx, form) {
    const product = await getProduct(ctx.services.db, ctx.params.id);
    await addReview(ctx.services.db, product.id, ctx.user!.id, { rating: Number(form.rating), text: form.text });
    return redirect(`/product_details/${product.id}`, { type: 'success', text: MSG.reviewSuccess });
  },
  Component: ({ data, action }) => {
    const p = data.product;
    const v = action?.values;
    const rating = v?.rating ? Number(v.rating) : data.own?.rating;
    return (
      <div className="container-page narrow-page">
        <div className="rate-head">
          <ProductImage product={p} size={96} eager />
          <div>
            <h1 className="page-title">Rate this product</h1>
            <p>
              <a href={`/product_details/${p.id}`}>{p.title}</a>
            </p>
          </div>
        </div>
        <form method="post" className="card rate-form stack" noValidate>
          <ReviewFields idPrefix="page-rate" rating={rating} text={v?.text ?? data.own?.text ?? ''} errors={action?.errors} />
          <button type="submit" className="btn btn-primary">
            Submit review
          </button>
        </form>
      </div>
    );
  },
});
