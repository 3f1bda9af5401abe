import type { Product } from '../../domain/catalog/products';
import type { WithOwnPrice } from '../../domain/companies/shown-prices';
import { Island } from '../framework/island';
import { PackChooser } from '../islands/pack-chooser';

/** What a product page was asked to show chosen (`?variant=…&quantity=…`: a refused Add to Cart, or "Show total"). */
export interface PackChoice {
  variant: string;
  quantity: string;
}

/** The chosen pack and quantity from a page's query; the first pack on sale and 1 when none or nonsense is asked. */
export function packChoiceOf(query: URLSearchParams): PackChoice {
  const variant = (query.get('variant') ?? '').trim().slice(0, 64);
  const quantity = (query.get('quantity') ?? '').trim();
  return { variant, quantity: /^\d{1,4}$/.test(quantity) && Number(quantity) > 0 ? String(Number(quantity)) : '1' };
}

/**
 * The product page's buying form (app/islands/pack-chooser.tsx): a pack size,
 * a quantity, what is left of the chosen pack, the line's total with its tier
 * saving, Add to Cart and Buy Now. A plain form to /cart/add: it works without
 * JavaScript.
 */
export function PackForm({
  product: p,
  next,
  buyNow = false,
  choice = { variant: '', quantity: '1' },
}: {
  product: Product | WithOwnPrice<Product>;
  next: string;
  buyNow?: boolean;
  choice?: PackChoice;
}) {
  return (
    <Island
      component={PackChooser}
      props={{
        productId: p.id,
        next,
        buyNow,
        packs: p.variants.map((v) => ({
          id: v.id,
          pack: v.pack,
          pricePaise: v.pricePaise,
          mrpPaise: v.mrpPaise,
          stock: v.stock,
          perBase: v.perBase,
          ...('ownPrice' in v && v.ownPrice && { ownPaise: v.ownPrice.pricePaise, ownList: v.ownPrice.list }),
        })),
        tiers: p.tiers,
        variant: choice.variant,
        quantity: choice.quantity,
      }}
    />
  );
}
