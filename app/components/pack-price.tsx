import type { Product } from '../../domain/catalog/products';
import type { WithOwnPrice } from '../../domain/companies/shown-prices';
import { formatInr } from '../../domain/money';
import { useT } from '../framework/i18n';
import { rich } from '../ui/rich';

/** The smallest pack's price, with its MRP struck through when it is higher; a dealer's own price first, the list price struck through. */
export function PackPrice({ product: p }: { product: Product | WithOwnPrice<Product> }) {
  const t = useT();
  const first = p.variants[0];
  const own = 'ownPrice' in p ? p.ownPrice : undefined;
  return (
    <p className="product-price product-price-lg">
      {own ? (
        <>
          <strong data-testid="own-price">{formatInr(own.pricePaise)}</strong>{' '}
          <span className="price-unit">
            {t('Your price: {list}', { list: own.list })} · <s>{formatInr(p.pricePaise)}</s>
          </span>{' '}
        </>
      ) : (
        <>{formatInr(p.pricePaise)} </>
      )}
      {first && (
        <span className="price-unit">
          {t('for {pack}', { pack: first.pack })}
          {first.mrpPaise > first.pricePaise && (
            <> · {rich(t('MRP {mrp} (incl. of all taxes)'), { mrp: <s>{formatInr(first.mrpPaise)}</s> })}</>
          )}
        </span>
      )}
    </p>
  );
}
