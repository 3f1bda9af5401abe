import { LABEL } from '../../domain/messages';
import { useT } from '../framework/i18n';

/** An empty cart, checkout or order list: what is missing, and the way to the shop. */
export function EmptyState({ text }: { text: string }) {
  const t = useT();
  return (
    <section className="card checkout-empty">
      <p className="text-lg font-bold">{t(text)}</p>
      <p>
        <a className="btn btn-primary" href="/categoriwise_product">
          {t(LABEL.shopNow)}
        </a>
      </p>
    </section>
  );
}
