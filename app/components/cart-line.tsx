import { CART_QUANTITY_MAX } from '../../domain/constants';
import type { CartLine as Line } from '../../domain/cart/cart';
import { MSG } from '../../domain/messages';
import { formatInr } from '../../domain/money';
import type { ShownPromotion } from '../../domain/promotions/titles';
import { langOf } from '../../domain/translations/store';
import { useT } from '../framework/i18n';
import { Island } from '../framework/island';
import { ConfirmDelete } from '../islands/cart-confirm-delete';

/** What promotions take off one line, each by its name ("Kharif sale −₹45", "KHARIF10 −₹20"). */
export function LineDiscounts({ parts }: { parts: ShownPromotion[] }) {
  if (!parts.length) return null;
  return (
    <ul className="line-discounts" data-testid="line-discounts">
      {parts.map((p) => (
        <li key={p.promotionId}>
          <span lang={p.lang}>{p.name}</span>{' '}
          <span className="text-leaf" data-paise={p.amountPaise}>
            −{formatInr(p.amountPaise)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A line's total: before promotions struck through where they take something off, then what it costs. */
export function LineTotal({ grossPaise, discountPaise, className }: { grossPaise: number; discountPaise: number; className: string }) {
  const t = useT();
  return (
    <p className={className} data-testid="line-total" data-paise={grossPaise - discountPaise}>
      <span className="sr-only">{t('Line total')} </span>
      {discountPaise > 0 && (
        <>
          <s className="text-muted">{formatInr(grossPaise)}</s>{' '}
        </>
      )}
      {formatInr(grossPaise - discountPaise)}
    </p>
  );
}

/** One cart line: image, title and pack, price, − quantity + (− at 1 asks first, as Delete does), delete (SPEC.md §2 Cart); the promotions on it. */
export function CartLineItem({ line, cartId, discounts = [] }: { line: Line; cartId: string; discounts?: ShownPromotion[] }) {
  const t = useT();
  const max = Math.min(line.stock, CART_QUANTITY_MAX);
  const short = line.quantity > line.stock;
  const href = `/product_details/${line.productId}`;
  // Delete, and − at a quantity of 1, ask the same question before removing the line.
  const removal = {
    action: '/cart',
    fields: { item: line.id },
    question: t(MSG.cartDeleteConfirm),
    confirmText: t('Delete'),
    cancelText: t('Cancel'),
  };
  const qtyForm = (intent: 'increment' | 'decrement', text: string, label: string, disabled = false) => (
    <form method="post" action="/cart">
      <input type="hidden" name="cart" value={cartId} />
      <input type="hidden" name="item" value={line.id} />
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className="qty-button" aria-label={label} disabled={disabled}>
        {text}
      </button>
    </form>
  );
  return (
    <li className="cart-line card" id={`line-${line.id}`} data-testid="cart-line">
      <a href={href} className="cart-line-image" tabIndex={-1} aria-hidden="true">
        {line.image && <img src={line.image} alt="" width="96" height="96" loading="lazy" />}
      </a>
      <div className="cart-line-body">
        <h3 className="cart-line-title">
          <a href={href} lang={langOf(line, 'title')}>
            {line.title}
          </a>
        </h3>
        <p className="cart-line-pack" data-testid="pack">
          {line.pack}
        </p>
        <p className="cart-line-price">
          {line.percentOff > 0 && (
            <>
              <s className="text-muted">{formatInr(line.listPaise)}</s>{' '}
            </>
          )}
          <span data-testid="unit-price">{formatInr(line.pricePaise)}</span> <span className="text-muted">{t('each')}</span>
          {line.percentOff > 0 && (
            <span className="cart-line-tier"> · {t('{percent}% off for buying in bulk', { percent: line.percentOff })}</span>
          )}
        </p>
        <LineDiscounts parts={discounts} />
        {short && (
          <p className="cart-line-warning" role="note">
            {line.stock > 0 ? t('Only {count} in stock: please lower the quantity.', { count: line.stock }) : t(MSG.cartOutOfStock)}
          </p>
        )}
        <div className="cart-line-actions">
          <div className="qty" role="group" aria-label={t('Quantity of {product}', { product: line.title })}>
            {line.quantity === 1 ? (
              <Island
                component={ConfirmDelete}
                props={{
                  ...removal,
                  label: t('Remove {product}', { product: line.title }),
                  text: '−',
                  className: 'qty-button',
                  name: 'remove',
                }}
              />
            ) : (
              qtyForm('decrement', '−', t('Decrease quantity of {product}', { product: line.title }))
            )}
            <form method="post" action="/cart" className="qty-set">
              <input type="hidden" name="cart" value={cartId} />
              <input type="hidden" name="item" value={line.id} />
              <input type="hidden" name="intent" value="set" />
              <input
                type="number"
                name="quantity"
                className="qty-input"
                aria-label={t('Quantity of {product}, {pack}', { product: line.title, pack: line.pack })}
                defaultValue={line.quantity}
                min={1}
                max={CART_QUANTITY_MAX}
                inputMode="numeric"
                data-autosubmit=""
                data-testid="quantity"
              />
            </form>
            {qtyForm('increment', '+', t('Increase quantity of {product}', { product: line.title }), line.quantity >= max)}
          </div>
          <Island
            component={ConfirmDelete}
            props={{ ...removal, label: t('Delete {product}', { product: line.title }), text: t('Delete') }}
          />
        </div>
      </div>
      <LineTotal
        className="cart-line-total"
        grossPaise={line.pricePaise * line.quantity}
        discountPaise={discounts.reduce((s, d) => s + d.amountPaise, 0)}
      />
    </li>
  );
}
