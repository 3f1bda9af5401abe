import type { Product } from '../../domain/catalog/products';
import { CART_QUANTITY_MAX } from '../../domain/constants';
import { MSG } from '../../domain/messages';
import { formatInr } from '../../domain/money';
import { useT } from '../framework/i18n';
import { rich } from '../ui/rich';
import { CartButtons } from './add-to-cart';

/**
 * The product page's buying form: a pack size (radios, each with its price,
 * MRP, saving and price per kg or litre), a quantity, Add to Cart and Buy Now.
 * A plain form to /cart/add: it works without JavaScript.
 */
export function PackForm({ product: p, next, buyNow = false }: { product: Product; next: string; buyNow?: boolean }) {
  const t = useT();
  const onSale = p.variants.filter((v) => v.stock > 0);
  const chosen = onSale[0]?.id;
  return (
    <form method="post" action="/cart/add" className="pack-form stack">
      <input type="hidden" name="product" value={p.id} />
      <input type="hidden" name="next" value={next} />
      <fieldset className="pack-options">
        <legend>{t('Pack size')}</legend>
        {p.variants.map((v) => {
          const saving = v.mrpPaise - v.pricePaise;
          return (
            <label key={v.id} className="pack-option">
              <input type="radio" name="variant" value={v.id} defaultChecked={v.id === chosen} disabled={v.stock <= 0} />
              <span className="pack-size">{v.pack}</span>
              <span className="pack-price">{formatInr(v.pricePaise)}</span>
              <span className="pack-detail">
                {saving > 0 && (
                  <>{rich(t('MRP {mrp} · save {saving}'), { mrp: <s>{formatInr(v.mrpPaise)}</s>, saving: formatInr(saving) })} · </>
                )}
                {formatInr(v.perBase.paise)}/{v.perBase.per}
                {v.stock <= 0 && <strong className="out-of-stock"> · {t(MSG.outOfStock)}</strong>}
              </span>
            </label>
          );
        })}
      </fieldset>
      {p.tiers.length > 0 && (
        <p className="pack-tiers">
          {t('Buying in bulk: {tiers}', {
            tiers: p.tiers
              .map((tier) => t('{min}+ packs of a size {percent}% off', { min: tier.minQuantity, percent: tier.percentOff }))
              .join(' · '),
          })}
        </p>
      )}
      {chosen ? (
        <div className="add-to-cart">
          <label className="pack-quantity">
            {t('Quantity')}
            <input type="number" name="quantity" defaultValue={1} min={1} max={CART_QUANTITY_MAX} step={1} inputMode="numeric" required />
          </label>
          <CartButtons buyNow={buyNow} />
        </div>
      ) : (
        <button type="button" className="btn btn-outline" disabled>
          {t(MSG.outOfStock)}
        </button>
      )}
    </form>
  );
}
