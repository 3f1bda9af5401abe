import { REVIEW_TEXT_MAX } from '../../domain/constants';
import { getProduct, type Product } from '../../domain/catalog/products';
import { addReview, findOwnReview, parseRating } from '../../domain/catalog/reviews';
import { MSG } from '../../domain/messages';
import { ProductImage } from '../components/product-card';
import { RatingInput } from '../components/rating-input';
import { definePage, redirect } from '../framework/page';

interface Data {
  product: Product;
  own: { rating: number; text: string } | null;
}

/** Add review (SPEC.md §2): stars 1–5 and a text; after success, back to the product details. */
export default definePage<Data>({
  path: '/ratings/:id',
  access: 'customer',
  async load(ctx) {
    const product = await getProduct(ctx.services.db, ctx.params.id);
    return { product, own: await findOwnReview(ctx.services.db, product.id, ctx.user!.id) };
  },
  head: (d) => ({ title: `Rate ${d.product.title} | Mitti Biotech`, description: `Rate and review ${d.product.title}.`, noindex: true }),
  async action(ctx, form) {
    const product = await getProduct(ctx.services.db, ctx.params.id);
    await addReview(ctx.services.db, product.id, ctx.user!.id, { rating: parseRating(form.rating ?? ''), text: form.text ?? '' });
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
          <RatingInput idPrefix="page-rate" value={rating} error={action?.errors?.rating} />
          <div className="field">
            <label htmlFor="page-rate-text">Your review (optional)</label>
            <textarea
              id="page-rate-text"
              name="text"
              rows={5}
              maxLength={REVIEW_TEXT_MAX}
              defaultValue={v?.text ?? data.own?.text ?? ''}
              placeholder="Crop, dose used and the result you saw"
              aria-invalid={action?.errors?.text ? true : undefined}
              aria-describedby={action?.errors?.text ? 'page-rate-text-error' : undefined}
            />
            {action?.errors?.text && (
              <p id="page-rate-text-error" className="field-error">
                {action.errors.text}
              </p>
            )}
          </div>
          <button type="submit" className="btn btn-primary">
            Submit review
          </button>
        </form>
      </div>
    );
  },
});
