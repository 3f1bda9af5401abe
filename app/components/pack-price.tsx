import type { Product } from '../../domain/catalog/products';
import { formatInr } from '../../domain/money';

/** The smallest pack's price, with its MRP struck through when it is higher. */
export function PackPrice({ product: p }: { product: Product }) {
  const first = p.variants[0];
  return (
    <p className="product-price product-price-lg">
      {formatInr(p.pricePaise)}{' '}
      {first && (
        <span className="price-unit">
          for {first.pack}
          {first.mrpPaise > first.pricePaise && (
            <>
              {' '}
              · MRP <s>{formatInr(first.mrpPaise)}</s> (incl. of all taxes)
            </>
          )}
        </span>
      )}
    </p>
  );
}
