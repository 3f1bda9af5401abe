import { DEFAULT_ADD_QUANTITY } from '../../domain/constants';
import { LABEL, MSG } from '../../domain/messages';

/**
 * Add to Cart and (optionally) Buy Now: a plain form to /cart/add, which sends
 * visitors to /login and back, and Buy Now on to checkout.
 */
export function AddToCart({
  productId,
  inStock,
  next,
  buyNow = false,
}: {
  productId: string;
  inStock: boolean;
  next: string;
  buyNow?: boolean;
}) {
  if (!inStock) {
    return (
      <div className="add-to-cart">
        <button type="button" className="btn btn-outline" disabled>
          {MSG.outOfStock}
        </button>
      </div>
    );
  }
  return (
    <form method="post" action="/cart/add" className="add-to-cart">
      <input type="hidden" name="product" value={productId} />
      <input type="hidden" name="quantity" value={DEFAULT_ADD_QUANTITY} />
      <input type="hidden" name="next" value={next} />
      <button type="submit" className="btn btn-primary">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path
            fill="currentColor"
            d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4m10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4M5.2 4l.4 2H20l-2.3 8.1a2 2 0 0 1-1.9 1.4H8.4a2 2 0 0 1-2-1.6L4.3 2H2V0h3.9z"
            transform="translate(0 1)"
          />
        </svg>
        {LABEL.addToCart}
      </button>
      {buyNow && (
        <button type="submit" name="buyNow" value="1" className="btn btn-accent">
          {LABEL.buyNow}
        </button>
      )}
    </form>
  );
}
