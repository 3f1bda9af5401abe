import { DEFAULT_ADD_QUANTITY } from '../../domain/constants';
import { LABEL, MSG } from '../../domain/messages';
import { CartIcon } from '../ui/cart-icon';
import { useT } from '../framework/i18n';

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
  const t = useT();
  if (!inStock) {
    return (
      <div className="add-to-cart">
        <button type="button" className="btn btn-outline" disabled>
          {t(MSG.outOfStock)}
        </button>
      </div>
    );
  }
  return (
    <form method="post" action="/cart/add" className="add-to-cart">
      <input type="hidden" name="product" value={productId} />
      <input type="hidden" name="quantity" value={DEFAULT_ADD_QUANTITY} />
      <input type="hidden" name="next" value={next} />
      <CartButtons buyNow={buyNow} />
    </form>
  );
}

/** Add to Cart, and Buy Now (same form, buyNow=1) where the page offers it. */
export function CartButtons({ buyNow }: { buyNow: boolean }) {
  const t = useT();
  return (
    <>
      <button type="submit" className="btn btn-primary">
        <CartIcon size={20} />
        {t(LABEL.addToCart)}
      </button>
      {buyNow && (
        <button type="submit" name="buyNow" value="1" className="btn btn-accent">
          {t(LABEL.buyNow)}
        </button>
      )}
    </>
  );
}
