import { addToCart, getCart } from '../../domain/cart/cart';
import { DEFAULT_ADD_QUANTITY } from '../../domain/constants';
import { DomainError } from '../../domain/errors';
import { translatorFor } from '../../domain/i18n/dictionaries';
import { MSG } from '../../domain/messages';
import { definePage, redirect } from '../framework/page';
import { addToCartForm } from '../forms/cart';
import { safeNext } from '../framework/safe-next';
import { rememberAdd } from '../actions/pending-add';

// The target of every Add to Cart / Buy Now form (app/components/add-to-cart.tsx):
// fields product, quantity, next, buyNow. A visitor logs in first and comes back.

export default definePage({
  path: '/cart/add',
  async load() {
    return redirect('/cart');
  },
  head: (_data, ctx) => {
    const t = translatorFor(ctx.lang);
    return { title: `${t('Add to cart')} | Mitti Biotech`, description: t('Add a product to your cart.'), noindex: true };
  },
  form: addToCartForm,
  async action(ctx, form) {
    const t = translatorFor(ctx.lang);
    const next = safeNext(form.next, '/cart');
    const productId = form.product.trim();
    if (!ctx.user) {
      // Logging in puts it in the cart (app/actions/pending-add.ts).
      rememberAdd(ctx, { product: productId, variant: form.variant.trim(), quantity: form.quantity.trim() });
      return redirect(`/login?next=${encodeURIComponent(next)}`, { type: 'info', text: t(MSG.authRequired) });
    }
    const buyNow = form.buyNow === '1' || form.buyNow === 'true';
    const { db } = ctx.services;
    try {
      const variant = form.variant.trim();
      const already =
        buyNow && (await getCart(db, ctx.user.id)).items.some((i) => i.productId === productId && (!variant || i.variantId === variant));
      if (!already) await addToCart(db, ctx.user.id, productId, form.quantity.trim() ? form.quantity : DEFAULT_ADD_QUANTITY, variant);
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
      return redirect(next, { type: 'error', text: t(e.message) });
    }
    if (buyNow)
      return redirect(
        `/checkout?${new URLSearchParams({ product: productId, ...(form.variant.trim() ? { variant: form.variant.trim() } : {}) })}`,
      );
    return redirect(next, { type: 'success', text: t(MSG.itemAdded) });
  },
  Component: () => null,
});
