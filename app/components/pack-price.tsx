import type { Product } from '../../domain/catalog/products';
import { formatInr } from '../../domain/money';
import { useT } from '../framework/i18n';
import { rich } from '../ui/rich';

/** The smallest pack's price, with its MRP struck through when it is higher. */
export function PackPrice({ product: p }: { product: Product }) {
  const t = useT();
  const first = p.variants[0];
  return (
    <p className="product-price product-price-lg">
      {formatInr(p.pricePaise)}{' '}
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
