import { LABEL } from '../../domain/messages';

/** An empty cart, checkout or order list: what is missing, and the way to the shop. */
export function EmptyState({ text }: { text: string }) {
  return (
    <section className="card checkout-empty">
      <p className="text-lg font-bold">{text}</p>
      <p>
        <a className="btn btn-primary" href="/categoriwise_product">
          {LABEL.shopNow}
        </a>
      </p>
    </section>
  );
}
