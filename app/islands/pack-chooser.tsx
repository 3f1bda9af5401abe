import { useEffect, useState, type FormEvent } from 'react';
import { linePrice, type PriceTier } from '../../domain/catalog/line-price';
import { CART_QUANTITY_MAX, LOW_PACK_STOCK } from '../../domain/constants';
import { formatNumber } from '../../domain/i18n/format';
import { MSG } from '../../domain/messages';
import { formatInr } from '../../domain/money';
import { CartButtons } from '../components/add-to-cart';
import { useI18n } from '../framework/i18n';
import { rich } from '../ui/rich';

export interface ChooserPack {
  id: string;
  pack: string;
  pricePaise: number;
  mrpPaise: number;
  stock: number;
  perBase: { paise: number; per: 'kg' | 'L' };
  /** The signed-in buyer's own price of one pack (a dealer's), when lower, and its price list's name: the cart charges it. */
  ownPaise?: number;
  ownList?: string;
}

export interface PackChooserProps {
  productId: string;
  /** Where Add to Cart comes back to (the page's path). */
  next: string;
  buyNow: boolean;
  packs: ChooserPack[];
  tiers: PriceTier[];
  /** The pack and quantity chosen (a refused choice comes back with them): '' for the first pack on sale and 1. */
  variant: string;
  quantity: string;
}

/** A whole number from 1 to CART_QUANTITY_MAX typed in the quantity box, else null. */
function quantityOf(text: string): number | null {
  const n = /^\s*\d{1,4}\s*$/.test(text) ? Number(text) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= CART_QUANTITY_MAX ? n : null;
}

/**
 * The product page's buying form: a pack size (radios, each with its price,
 * MRP, saving, price per kg or litre and what is left when little is), a
 * quantity, the line's total with the tier's saving ("60 × ₹1,458 = ₹87,480,
 * you save ₹9,720", worked out by the cart's own linePrice), Add to Cart and
 * Buy Now. A plain form to /cart/add: without JavaScript the server refuses a
 * quantity above the pack's stock and shows the page again with the choice kept,
 * and "Show total" asks the page for the total of what is chosen. With it, the
 * quantity's maximum, the stock line and the total follow the chosen pack, and a
 * quantity above the pack's stock is refused before anything is sent.
 */
export function PackChooser({ productId, next, buyNow, packs, tiers, variant, quantity: initialQuantity }: PackChooserProps) {
  const { t, lang } = useI18n();
  const onSale = packs.filter((p) => p.stock > 0);
  const [chosenId, setChosenId] = useState(onSale.find((p) => p.id === variant)?.id ?? onSale[0]?.id ?? '');
  const [quantity, setQuantity] = useState(initialQuantity);
  const [live, setLive] = useState(false);
  const [tried, setTried] = useState(false);
  useEffect(() => setLive(true), []);

  const chosen = packs.find((p) => p.id === chosenId);
  const n = quantityOf(quantity);
  // Without JavaScript the maximum cannot follow the radios: it allows the pack with most stock, and the server checks the rest.
  const maxOf = (stock: number) => Math.max(1, Math.min(CART_QUANTITY_MAX, stock));
  const max = live && chosen ? maxOf(chosen.stock) : maxOf(Math.max(0, ...onSale.map((p) => p.stock)));
  const overStock = chosen && n !== null && n > chosen.stock;
  const error = overStock
    ? t(MSG.packStockLimit(formatNumber(chosen.stock, lang), chosen.pack))
    : n === null && tried
      ? t(MSG.cartQuantityRange)
      : '';
  const line = chosen && n !== null && !overStock ? linePrice(chosen.pricePaise, n, tiers, chosen.ownPaise) : null;

  const submit = (e: FormEvent<HTMLFormElement>) => {
    if (n !== null && !overStock) return;
    e.preventDefault();
    setTried(true);
    e.currentTarget.querySelector<HTMLInputElement>('input[name="quantity"]')?.focus();
  };

  return (
    <form method="post" action="/cart/add" className="pack-form stack" id="buy" noValidate={live} onSubmit={submit}>
      <input type="hidden" name="product" value={productId} />
      <input type="hidden" name="next" value={next} />
      <fieldset className="pack-options">
        <legend>{t('Pack size')}</legend>
        {packs.map((v) => {
          const saving = v.mrpPaise - v.pricePaise;
          return (
            <label key={v.id} className="pack-option">
              <input
                type="radio"
                name="variant"
                value={v.id}
                checked={v.id === chosenId}
                onChange={() => setChosenId(v.id)}
                disabled={v.stock <= 0}
              />
              <span className="pack-size">{v.pack}</span>
              <span className="pack-price">
                {v.ownPaise !== undefined ? (
                  <>
                    <s>{formatInr(v.pricePaise)}</s> <strong data-testid="own-price">{formatInr(v.ownPaise)}</strong>
                  </>
                ) : (
                  formatInr(v.pricePaise)
                )}
              </span>
              <span className="pack-detail">
                {saving > 0 && (
                  <>{rich(t('MRP {mrp} · save {saving}'), { mrp: <s>{formatInr(v.mrpPaise)}</s>, saving: formatInr(saving) })} · </>
                )}
                {v.ownList && <>{t('Your price: {list}', { list: v.ownList })} · </>}
                <span className="nowrap">
                  {formatInr(v.perBase.paise)}/{v.perBase.per}
                </span>
                {v.stock <= 0 && <strong className="out-of-stock"> · {t(MSG.outOfStock)}</strong>}
                {v.stock > 0 && v.stock < LOW_PACK_STOCK && (
                  <strong className="pack-left"> · {t('{count} left', { count: formatNumber(v.stock, lang) })}</strong>
                )}
              </span>
            </label>
          );
        })}
      </fieldset>
      {tiers.length > 0 && (
        <p className="pack-tiers">
          {t('Buying in bulk: {tiers}', {
            tiers: tiers
              .map((tier) => t('{min}+ packs of a size {percent}% off', { min: tier.minQuantity, percent: tier.percentOff }))
              .join(' · '),
          })}
        </p>
      )}
      {chosen && chosen.stock > 0 ? (
        <>
          {chosen.stock < LOW_PACK_STOCK && (
            <p className="pack-stock" data-testid="pack-stock" aria-live="polite">
              {t(MSG.packLowStock(formatNumber(chosen.stock, lang), chosen.pack))}
            </p>
          )}
          <div className="add-to-cart">
            <label className="pack-quantity">
              {t('Quantity')}
              <input
                type="number"
                name="quantity"
                value={quantity}
                onInput={(e) => setQuantity(e.currentTarget.value)}
                min={1}
                max={max}
                step={1}
                inputMode="numeric"
                required
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'pack-quantity-error' : undefined}
              />
            </label>
            <CartButtons buyNow={buyNow} />
          </div>
          {error && (
            <p className="form-error" id="pack-quantity-error" role="alert" data-testid="pack-quantity-error">
              {error}
            </p>
          )}
          <p className="pack-line-total" aria-live="polite">
            <span data-testid="pack-line-total" data-paise={line?.totalPaise}>
              {line &&
                t(
                  line.savingPaise > 0
                    ? MSG.packLineSaving(
                        formatNumber(line.quantity, lang),
                        formatInr(line.unitPaise),
                        formatInr(line.totalPaise),
                        formatInr(line.savingPaise),
                      )
                    : MSG.packLineTotal(formatNumber(line.quantity, lang), formatInr(line.unitPaise), formatInr(line.totalPaise)),
                )}
            </span>
            {!live && (
              <button type="submit" formMethod="get" formAction={next} formNoValidate className="btn btn-outline btn-sm">
                {t('Show total')}
              </button>
            )}
          </p>
        </>
      ) : (
        <button type="button" className="btn btn-outline" disabled>
          {t(MSG.outOfStock)}
        </button>
      )}
    </form>
  );
}
