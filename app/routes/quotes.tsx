import { translatorFor } from '../../domain/i18n/dictionaries';
import { QUOTE_STATE_LABEL } from '../../domain/quotes/messages';
import { quotesOf, type QuoteListItem } from '../../domain/quotes/store';
import { orderDate, orderRef } from '../components/order-parts';
import { useI18n } from '../framework/i18n';
import { definePage } from '../framework/page';

// A buyer's quotes, newest first: where each stands, and the order an accepted one became.

export default definePage<{ quotes: QuoteListItem[] }>({
  path: '/quotes',
  access: 'customer',
  load: async (ctx) => ({ quotes: await quotesOf(ctx.services.db, ctx.user!.id) }),
  head: (_d, ctx) => {
    const t = translatorFor(ctx.lang);
    return {
      title: `${t('My quotes')} | Mitti Biotech`,
      description: t('Prices for bulk orders and contract manufacturing.'),
      noindex: true,
    };
  },
  Component: ({ data: { quotes } }) => {
    const { t, lang } = useI18n();
    return (
      <div className="container-page order-page">
        <h1 className="page-title">{t('My quotes')}</h1>
        <p className="mb-4">
          {t('Ask us for prices on bulk quantities, or for something not in our catalogue such as contract manufacturing.')}
        </p>
        <p className="mb-4">
          <a href="/quotes/new" className="btn btn-primary">
            {t('Ask for a quote')}
          </a>
        </p>
        {quotes.length === 0 ? (
          <p data-testid="no-quotes">{t('You have not asked for a quote yet.')}</p>
        ) : (
          <ul className="stack" data-testid="quotes">
            {quotes.map((q) => (
              <li key={q.id} className="card" data-testid="quote-row">
                <p className="flex flex-wrap items-center gap-2">
                  <a href={`/quotes/${q.id}`}>
                    <strong>{q.number}</strong>
                  </a>
                  <span className="order-badge">{t(QUOTE_STATE_LABEL[q.state])}</span>
                  <span className="field-hint">{t('asked on {date}', { date: orderDate(q.createdAt, lang) })}</span>
                </p>
                {q.orderId && (
                  <p>
                    <a href={`/orders/${q.orderId}`}>{t('Order {ref}', { ref: orderRef(q.orderId) })}</a>
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  },
});
