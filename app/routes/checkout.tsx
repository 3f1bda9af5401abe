import type { ReactNode } from 'react';
import { deleteAddress, listAddresses, type Address } from '../../domain/addresses/addresses';
import { changeQuantity, getCart, removeCartItem, type CartLine } from '../../domain/cart/cart';
import { CART_QUANTITY_MAX, PAYMENT_METHODS, PAYMENT_METHOD_LABELS, type PaymentMethod } from '../../domain/constants';
import { DomainError } from '../../domain/errors';
import { LABEL, MSG } from '../../domain/messages';
import { formatInr } from '../../domain/money';
import { sendOrderMail } from '../../domain/orders/mail';
import { placeOrder } from '../../domain/orders/orders';
import { newId } from '../../db/ids';
import { AddressForm } from '../components/address-form';
import { OrderTotals } from '../components/order-parts';
import { Island } from '../framework/island';
import { definePage, redirect, type PageContext } from '../framework/page';
import { ConfirmDelete } from '../islands/cart-confirm-delete';
import { DeliveryDetails } from '../islands/checkout-delivery';

// SPEC.md §2 Checkout: four numbered steps and "Place your order". Every
// control belongs to one form (by its `form` attribute), so the address form
// can sit inside step 2 and the page works without JavaScript.

const FORM = 'checkout-form';

interface Line {
  /** Cart line id, or null for a Buy Now product that is not in the cart. */
  itemId: string | null;
  productId: string;
  title: string;
  image: string;
  pricePaise: number;
  quantity: number;
  stock: number;
}

interface CheckoutData {
  user: { username: string; mobileNo: string; email: string };
  cartId: string | null;
  lines: Line[];
  totalPaise: number;
  addresses: Address[];
  selectedAddress: string | null;
  paymentMethod: PaymentMethod;
  product: string | null;
  qty: number;
  self: string;
  idempotencyKey: string;
  confirm: string | null;
}

function selfUrl(product: string | null, qty: number, extra: Record<string, string> = {}) {
  const q = new URLSearchParams();
  if (product) q.set('product', product);
  if (product && qty !== 1) q.set('qty', String(qty));
  for (const [k, v] of Object.entries(extra)) q.set(k, v);
  const s = q.toString();
  return `/checkout${s ? `?${s}` : ''}`;
}

function clampQty(v: string | null | undefined) {
  const n = Number(v ?? 1);
  return Number.isInteger(n) ? Math.min(Math.max(n, 1), CART_QUANTITY_MAX) : 1;
}

async function linesFor(ctx: PageContext, product: string | null, qty: number) {
  const cart = await getCart(ctx.services.db, ctx.user!.id);
  const fromCart = (i: CartLine): Line => ({ itemId: i.id, productId: i.productId, title: i.title, image: i.image, pricePaise: i.pricePaise, quantity: i.quantity, stock: i.stock });
  if (!product) return { cartId: cart.id, lines: cart.items.map(fromCart) };
  const inCart = cart.items.find((i) => i.productId === product);
  if (inCart) return { cartId: cart.id, lines: [fromCart(inCart)] };
  // Buy Now for a product not in the cart: that product alone, quantity from the URL.
  const p = await ctx.services.db
    .selectFrom('products')
    .leftJoin('product_images', (j) => j.onRef('product_images.product_id', '=', 'products.id').on('product_images.name', '=', 'Product_Main_Image'))
    .select(['products.id', 'products.title', 'products.price_paise', 'products.stock', 'product_images.url'])
    .where('products.id', '=', product.slice(0, 64))
    .executeTakeFirst();
  if (!p) return { cartId: cart.id, lines: [] };
  return { cartId: cart.id, lines: [{ itemId: null, productId: p.id, title: p.title, image: p.url ?? '', pricePaise: Number(p.price_paise), quantity: qty, stock: Number(p.stock) }] };
}

export default definePage<CheckoutData>({
  path: '/checkout',
  access: 'customer',
  async load(ctx) {
    const user = ctx.user!;
    const product = ctx.query.get('product');
    const qty = clampQty(ctx.query.get('qty'));
    const { cartId, lines } = await linesFor(ctx, product, qty);
    const addresses = await listAddresses(ctx.services.db, user.id);
    const wanted = ctx.query.get('address');
    const selectedAddress = addresses.find((a) => a.id === wanted)?.id ?? addresses.at(-1)?.id ?? null;
    const pm = ctx.query.get('payment') as PaymentMethod | null;
    return {
      user: { username: user.username, mobileNo: user.mobileNo, email: user.email },
      cartId,
      lines,
      totalPaise: lines.reduce((n, l) => n + l.pricePaise * l.quantity, 0),
      addresses,
      selectedAddress,
      paymentMethod: pm && (PAYMENT_METHODS as readonly string[]).includes(pm) ? pm : 'UPI',
      product,
      qty,
      self: selfUrl(product, qty),
      idempotencyKey: newId(),
      confirm: ctx.query.get('confirm'),
    };
  },
  head: () => ({ title: 'Checkout | Mitti Biotech', description: 'Choose a delivery address and a payment method, and place your order.', noindex: true }),
  async action(ctx, form) {
    const user = ctx.user!;
    const { db } = ctx.services;
    const product = form.product || null;
    const qty = clampQty(form.qty);
    const keep = { ...(form.address ? { address: form.address } : {}), ...(form.paymentMethod ? { payment: form.paymentMethod } : {}) };
    const back = (extra: Record<string, string> = {}) => selfUrl(product, qty, { ...keep, ...extra });
    const [intent, target = ''] = (form.intent ?? '').split(':');
    const targetOf = (form.target ?? '').split(':');
    try {
      if (intent === 'increment' || intent === 'decrement') {
        if (target.startsWith('buynow')) return redirect(selfUrl(product, intent === 'increment' ? qty + 1 : qty - 1, keep));
        await changeQuantity(db, user.id, form.cart ?? '', target, intent);
        return redirect(back());
      }
      if (intent === 'ask') return redirect(back({ confirm: form.target ?? '' }) + '#confirm');
      if (intent === 'delete') {
        if (targetOf[0] === 'address') {
          await deleteAddress(db, user.id, targetOf[1] ?? '');
          return redirect(selfUrl(product, qty, form.paymentMethod ? { payment: form.paymentMethod } : {}), { type: 'success', text: MSG.addressDeleted });
        }
        if (targetOf[0] === 'buynow') return redirect('/cart');
        await removeCartItem(db, user.id, targetOf[1] ?? '');
        return redirect(back(), { type: 'success', text: MSG.cartItemRemoved });
      }
      if (intent !== 'place') return redirect(back());
      const { lines } = await linesFor(ctx, product, qty);
      const { order, replayed } = await placeOrder(db, {
        userId: user.id,
        lines: lines.map((l) => ({ productId: l.productId, quantity: l.quantity })),
        addressId: form.address,
        paymentMethod: form.paymentMethod,
        idempotencyKey: form.idempotencyKey,
      });
      if (order.paymentMethod === 'COD') {
        if (!replayed) {
          const err = await sendOrderMail(ctx.services.mail, order, user, ctx.services.config.PUBLIC_URL, 'placed');
          if (err) ctx.request.log.warn({ err, orderId: order.id }, 'order mail not sent');
        }
        return redirect(`/orders/${order.id}`, { type: 'success', text: MSG.orderPlacedCod });
      }
      return redirect(`/orders/${order.id}/pay`, { type: 'success', text: MSG.orderPlaced });
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
      const text = e.status === 404 && intent !== 'place' ? MSG.cartUpdateFailed : e.message;
      return redirect(back(), { type: 'error', text });
    }
  },
  Component: ({ data }) => <Checkout data={data} />,
});

function Step({ n, title, children, id }: { n: number; title: string; children: ReactNode; id: string }) {
  return (
    <section className="card checkout-step" aria-labelledby={id}>
      <h2 id={id} className="checkout-step-title">
        <span className="checkout-step-number" aria-hidden="true">
          {n}
        </span>
        <span className="sr-only">Step {n}: </span>
        {title}
      </h2>
      <div className="checkout-step-body">{children}</div>
    </section>
  );
}

function Checkout({ data }: { data: CheckoutData }) {
  const empty = data.lines.length === 0;
  const count = data.lines.reduce((n, l) => n + l.quantity, 0);
  const hasAddress = data.addresses.length > 0;
  return (
    <div className="container-page checkout-page">
      <h1 className="page-title">Checkout</h1>
      {empty ? (
        <section className="card checkout-empty">
          <p className="text-lg font-bold">{MSG.cartEmpty}</p>
          <p>
            <a className="btn btn-primary" href="/categoriwise_product">
              {LABEL.shopNow}
            </a>
          </p>
        </section>
      ) : (
        <div className="checkout-grid">
          <div className="checkout-steps">
            <Step n={1} title="User" id="step-user">
              <p>
                <strong>{data.user.username}</strong>
              </p>
              <p>
                Mobile number: <strong data-testid="checkout-mobile">{data.user.mobileNo || 'not given'}</strong>
              </p>
              <p className="text-muted">{data.user.email}</p>
              <Island name="checkout-delivery" component={DeliveryDetails} props={{ name: data.user.username, email: data.user.email, address: deliveryText(data) }} />
            </Step>

            <Step n={2} title="Select delivery address" id="step-address">
              {hasAddress ? (
                <fieldset className="address-choices">
                  <legend className="sr-only">Delivery address</legend>
                  {data.addresses.map((a) => (
                    <div key={a.id} className="address-choice" data-testid="address-choice">
                      <input type="radio" id={`choose-address-${a.id}`} name="address" value={a.id} form={FORM} defaultChecked={a.id === data.selectedAddress} required />
                      <label htmlFor={`choose-address-${a.id}`}>
                        <strong>{a.name}</strong> <span className="address-type">{a.addressType === 'office' ? 'Office' : 'Home'}</span> {a.mobile}
                        <br />
                        {a.address}, {a.locality}, {a.city}, {a.state} {a.pincode}
                      </label>
                      <DeleteButton data={data} target={`address:${a.id}`} label={`Delete address of ${a.name}, ${a.locality}`} question={MSG.addressDeleteConfirm} />
                    </div>
                  ))}
                </fieldset>
              ) : (
                <p className="form-error" role="alert" data-testid="add-address">
                  {MSG.addAddress}
                </p>
              )}
              <details className="new-address" open={!hasAddress}>
                <summary className="btn btn-outline">{LABEL.addNewAddress}</summary>
                <div className="new-address-body">
                  <AddressForm next={data.self} />
                </div>
              </details>
            </Step>

            <Step n={3} title="Order summary" id="step-summary">
              <details className="order-summary" open>
                <summary>
                  {count} {count === 1 ? 'item' : 'items'}, {formatInr(data.totalPaise)}
                </summary>
                <ul className="checkout-lines">
                  {data.lines.map((l) => {
                    const target = l.itemId ? `item:${l.itemId}` : `buynow:${l.productId}`;
                    const id = l.itemId ?? `buynow-${l.productId}`;
                    return (
                      <li key={l.productId} className="checkout-line" data-testid="checkout-line">
                        {l.image ? <img src={l.image} alt="" width="64" height="64" /> : <span className="order-item-noimg" />}
                        <div className="checkout-line-body">
                          <p className="font-bold">{l.title}</p>
                          <p className="text-muted">{formatInr(l.pricePaise)} each</p>
                          {l.quantity > l.stock && <p className="field-error">{MSG.orderOutOfStock(l.title, l.stock)}</p>}
                          <div className="checkout-line-actions">
                            <div className="qty" role="group" aria-label={`Quantity of ${l.title}`}>
                              <button type="submit" form={FORM} name="intent" value={`decrement:${l.itemId ?? 'buynow'}`} formNoValidate className="qty-button" aria-label={`Decrease quantity of ${l.title}`} disabled={!l.itemId && l.quantity <= 1}>
                                −
                              </button>
                              <span className="qty-value" data-testid="checkout-quantity">
                                {l.quantity}
                              </span>
                              <button type="submit" form={FORM} name="intent" value={`increment:${l.itemId ?? 'buynow'}`} formNoValidate className="qty-button" aria-label={`Increase quantity of ${l.title}`} disabled={l.quantity >= Math.min(l.stock, CART_QUANTITY_MAX)}>
                                +
                              </button>
                            </div>
                            <DeleteButton data={data} target={target} label={`Delete ${l.title}`} question={MSG.cartDeleteConfirm} key={id} />
                          </div>
                        </div>
                        <p className="checkout-line-total">{formatInr(l.pricePaise * l.quantity)}</p>
                      </li>
                    );
                  })}
                </ul>
              </details>
            </Step>

            <Step n={4} title="Payment options" id="step-payment">
              <fieldset className="payment-choices">
                <legend className="sr-only">Payment method</legend>
                {PAYMENT_METHODS.map((m) => (
                  <div key={m} className="payment-choice">
                    <input type="radio" id={`pay-${m.replace(/\s/g, '-')}`} name="paymentMethod" value={m} form={FORM} defaultChecked={m === data.paymentMethod} required />
                    <label htmlFor={`pay-${m.replace(/\s/g, '-')}`}>
                      <strong>{PAYMENT_METHOD_LABELS[m]}</strong>
                      <span className="text-muted">{m === 'COD' ? ' Pay in cash when the parcel arrives' : ' Pay securely online after placing the order'}</span>
                    </label>
                  </div>
                ))}
              </fieldset>
            </Step>
          </div>

          <aside className="card checkout-aside" aria-labelledby="checkout-total-title">
            <h2 id="checkout-total-title" className="checkout-step-title">
              Price details
            </h2>
            <OrderTotals totalPaise={data.totalPaise} count={count} />
            <form id={FORM} method="post" action={data.self}>
              <input type="hidden" name="idempotencyKey" value={data.idempotencyKey} />
              <input type="hidden" name="cart" value={data.cartId ?? ''} />
              {data.product && <input type="hidden" name="product" value={data.product} />}
              {data.product && <input type="hidden" name="qty" value={String(data.qty)} />}
              <button type="submit" name="intent" value="place" className="btn btn-accent w-full" disabled={!hasAddress}>
                {LABEL.placeYourOrder}
              </button>
              {!hasAddress && <p className="field-hint">{MSG.addAddress}</p>}
            </form>
          </aside>
        </div>
      )}
    </div>
  );
}

function deliveryText(data: CheckoutData) {
  const a = data.addresses.find((x) => x.id === data.selectedAddress);
  return a ? `${a.address}, ${a.locality}, ${a.city}, ${a.state} ${a.pincode}` : '';
}

/** Delete with a question first (dialog with JavaScript, a confirmation step without). */
function DeleteButton({ data, target, label, question }: { data: CheckoutData; target: string; label: string; question: string }) {
  const fields: Record<string, string> = { target };
  if (data.product) fields.product = data.product;
  if (data.confirm === target) {
    return (
      <form method="post" action={data.self} className="inline-confirm" id="confirm">
        <span>{question}</span>
        <input type="hidden" name="target" value={target} />
        {data.product && <input type="hidden" name="product" value={data.product} />}
        <button type="submit" name="intent" value="delete" className="btn btn-primary btn-sm">
          Delete
        </button>
        <a href={data.self} className="btn btn-outline btn-sm">
          Cancel
        </a>
      </form>
    );
  }
  return <Island name="cart-confirm-delete" component={ConfirmDelete} props={{ action: data.self, fields, question, label, text: 'Delete', confirmText: 'Delete', cancelText: 'Cancel' }} />;
}
