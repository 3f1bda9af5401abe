import { checkPackChoice } from '../../domain/catalog/pack-choice';
import { DEFAULT_ADD_QUANTITY } from '../../domain/constants';
import { DomainError } from '../../domain/errors';
import { translatorFor } from '../../domain/i18n/dictionaries';
import { MSG } from '../../domain/messages';
import { definePage, redirect } from '../framework/page';
import { addToCartForm } from '../forms/cart';
import { safeNext } from '../framework/safe-next';
import { putInCart, rememberAdd } from '../actions/pending-add';

// The target of every Add to Cart / Buy Now form (app/components/add-to-cart.tsx):
// fields product, quantity, next, buyNow. A visitor logs in first and comes back.

/** Back to the page the form came from with the pack and quantity asked for (`?variant=…&quantity=…`), so it shows them chosen. */
function keepChoice(next: string, variant: string, quantity: string): string {
  if (!variant) return next;
  const url = new URL(next, 'http://shop.invalid');
  url.searchParams.set('variant', variant);
  if (quantity) url.searchParams.set('quantity', quantity.slice(0, 4));
  return `${url.pathname}${url.search}#buy`;
}

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
    const intent = {
      product: form.product.trim(),
      variant: form.variant.trim(),
      quantity: form.quantity, // as typed: ' 5' is no quantity (decimal digits only, checkQuantity)
      buyNow: form.buyNow === '1' || form.buyNow === 'true',
    };
    // A pack's own stock first, for visitors too: a refusal shows the product page again with the pack and quantity chosen.
    const refused = (e: unknown) => {
      if (!(e instanceof DomainError)) throw e;
      return redirect(keepChoice(next, intent.variant, intent.quantity), { type: 'error', text: t(e.message) });
    };
    try {
      await checkPackChoice(ctx.services.db, intent.product, intent.variant, intent.quantity || DEFAULT_ADD_QUANTITY);
    } catch (e) {
      return refused(e);
    }
    if (!ctx.user) {
      // Signing in (any way) puts it in the cart and comes back here (app/actions/pending-add.ts).
      rememberAdd(ctx, intent);
      return redirect(`/login?next=${encodeURIComponent(next)}`, { type: 'info', text: t(MSG.authRequired) });
    }
    try {
      const { checkout } = await putInCart(ctx, ctx.user.id, { kind: 'add', ...intent });
      if (checkout) return redirect(checkout);
    } catch (e) {
      return refused(e);
    }
    return redirect(next, { type: 'success', text: t(MSG.itemAdded) });
  },
  Component: () => null,
});
