import { addressLine, listAddresses, type Address } from '../../domain/addresses/addresses';
import { onAccountOffered } from '../../domain/credit/company';
import { placeCompanyOrder } from '../../domain/credit/placing';
import { PAYMENT_METHOD_LABELS } from '../../domain/constants';
import { translatorFor } from '../../domain/i18n/dictionaries';
import { formatInr } from '../../domain/money';
import { askRevision, commentOnQuote } from '../../domain/quotes/answer';
import { QUOTE_MSG, QUOTE_STATE_LABEL } from '../../domain/quotes/messages';
import { acceptQuote } from '../../domain/quotes/order-from-quote';
import { isExpired, loadQuote, type QuoteVersionView, type QuoteView } from '../../domain/quotes/store';
import { inLanguage } from '../../domain/translations/store';
import { orderDate, orderRef } from '../components/order-parts';
import { useI18n } from '../framework/i18n';
import { definePage, redirect } from '../framework/page';

// One quote for its buyer: what they asked for and the files they sent, each
// version staff sent (the newest first, its PDF), the comments of both sides,
// and while the newest version is valid: accept it (an address and a way to
// pay: it becomes an order at these prices) or ask for a revision.

const METHODS = ['UPI', 'Card', 'Net Banking', 'COD', 'On account'] as const;

interface Data {
  quote: QuoteView;
  addresses: Address[];
  today: string;
  /** Product id → its title in the page's language, and whether it stayed English. */
  names: Record<string, { title: string; en: boolean }>;
  /** "On account" is offered: the buyer is one of a company with credit (decision 040). */
  onAccount: boolean;
}

export default definePage<Data>({
  path: '/quotes/:id',
  access: 'customer',
  async load(ctx) {
    const quote = await loadQuote(ctx.services.db, ctx.params.id, ctx.user!.id);
    const products = new Map(
      [...quote.requestLines, ...quote.versions.flatMap((v) => v.lines)].flatMap((l) => (l.productId ? [[l.productId, l.title]] : [])),
    );
    const shown = await inLanguage(
      ctx.services.db,
      ctx.lang,
      'product',
      [...products].map(([id, title]) => ({ id, title })),
      { title: 'title' },
    );
    const names = Object.fromEntries(shown.map((p) => [p.id, { title: p.title, en: !!p.english?.includes('title') }]));
    return {
      quote,
      names,
      addresses: await listAddresses(ctx.services.db, ctx.user!.id),
      today: new Date().toISOString(),
      onAccount: await onAccountOffered(ctx.services.db, ctx.user!.id),
    };
  },
  head: (d, ctx) => {
    const t = translatorFor(ctx.lang);
    return { title: `${t('Quote {number}', { number: d.quote.number })} | Mitti Biotech`, description: t('Your quote.'), noindex: true };
  },
  async action(ctx, form) {
    const t = translatorFor(ctx.lang);
    const id = ctx.params.id;
    const userId = ctx.user!.id;
    if (form.intent === 'accept') {
      const { order, replayed } = await acceptQuote(ctx.services, userId, id, {
        version: form.version,
        addressId: form.address,
        paymentMethod: form.paymentMethod,
        // On account within the company's credit, and above its approval limit for its approver (decision 040).
        placement: placeCompanyOrder,
      });
      const text = replayed ? QUOTE_MSG.alreadyAccepted : QUOTE_MSG.accepted;
      return redirect(`/orders/${order.id}`, { type: 'success', text: t(text, { ref: orderRef(order.id) }) });
    }
    if (form.intent === 'revise') {
      await askRevision(ctx.services.db, userId, id, form.comment ?? '');
      return redirect(`/quotes/${id}`, { type: 'success', text: t(QUOTE_MSG.revisionAsked) });
    }
    await commentOnQuote(ctx.services.db, { kind: 'customer', userId }, id, form.comment ?? '');
    return redirect(`/quotes/${id}#comments`);
  },
  Component: ({ data: { quote: q, addresses, today, names, onAccount }, action }) => {
    const { t, lang } = useI18n();
    const errors = action?.errors ?? {};
    const current = q.versions.find((v) => v.number === q.currentVersion);
    const acceptable = q.state === 'answered' && current && !isExpired(current, new Date(today));
    return (
      <div className="container-page order-page">
        <p className="mb-2">
          <a href="/quotes">← {t('My quotes')}</a>
        </p>
        <h1 className="page-title">{t('Quote {number}', { number: q.number })}</h1>
        <p className="flex flex-wrap items-center gap-2 mb-4">
          <span className="order-badge" data-testid="quote-state">
            {t(QUOTE_STATE_LABEL[q.state])}
          </span>
          <span className="field-hint">{t('asked on {date}', { date: orderDate(q.createdAt, lang) })}</span>
          {q.orderId && <a href={`/orders/${q.orderId}`}>{t('Order {ref}', { ref: orderRef(q.orderId) })}</a>}
        </p>

        {current && (
          <section className="card checkout-step" aria-labelledby="q-current" data-testid="current-version">
            <h2 id="q-current" className="checkout-step-title">
              {t('Our prices (version {version})', { version: current.number })}
            </h2>
            <VersionBlock quoteId={q.id} v={current} names={names} />
            {q.state === 'answered' && isExpired(current, new Date(today)) && (
              <p className="field-error">{t(QUOTE_MSG.expired, { date: current.validUntil })}</p>
            )}
            {acceptable && (
              <form method="post" className="stack mt-4" data-testid="accept-form">
                <input type="hidden" name="intent" value="accept" />
                <input type="hidden" name="version" value={current.number} />
                <fieldset>
                  <legend className="font-semibold mb-2">{t('Deliver to')}</legend>
                  {addresses.length === 0 ? (
                    <p>
                      <a href={`/addresses/new?next=${encodeURIComponent(`/quotes/${q.id}`)}`}>{t('Add an address')}</a>
                    </p>
                  ) : (
                    addresses.map((a, i) => (
                      <label key={a.id} className="flex items-start gap-2">
                        <input type="radio" name="address" value={a.id} defaultChecked={i === 0} className="mt-1" />
                        <span>{`${a.name}, ${addressLine(a, t)}`}</span>
                      </label>
                    ))
                  )}
                  {errors.address && <p className="field-error">{t(errors.address)}</p>}
                </fieldset>
                <fieldset>
                  <legend className="font-semibold mb-2">{t('Pay by')}</legend>
                  {METHODS.filter((m) => m !== 'On account' || onAccount).map((m, i) => (
                    <label key={m} className="flex items-center gap-2">
                      <input type="radio" name="paymentMethod" value={m} defaultChecked={i === 0} /> {t(PAYMENT_METHOD_LABELS[m])}
                    </label>
                  ))}
                  {errors.paymentMethod && <p className="field-error">{t(errors.paymentMethod)}</p>}
                </fieldset>
                {errors.products && <p className="field-error">{t(errors.products)}</p>}
                <button type="submit" className="btn btn-primary">
                  {t('Accept and place the order for {total}', { total: formatInr(current.totalPaise) })}
                </button>
              </form>
            )}
            {q.state === 'answered' && (
              <form method="post" className="stack mt-4" data-testid="revise-form">
                <input type="hidden" name="intent" value="revise" />
                <label htmlFor="f-revise">{t('Ask for a revision: what should change?')}</label>
                <textarea id="f-revise" name="comment" rows={2} maxLength={2000} className="input w-full" />
                {errors.comment && <p className="field-error">{t(errors.comment)}</p>}
                <button type="submit" className="btn btn-outline">
                  {t('Ask for a revision')}
                </button>
              </form>
            )}
          </section>
        )}

        <section className="card checkout-step mt-4" aria-labelledby="q-asked">
          <h2 id="q-asked" className="checkout-step-title">
            {t('What you asked for')}
          </h2>
          <ul>
            {q.requestLines.map((l, i) => (
              <li key={i} lang={l.productId && names[l.productId]?.en ? 'en' : undefined}>
                {`${(l.productId && names[l.productId]?.title) || l.title}${l.pack ? ` (${l.pack})` : ''} × ${l.quantity}`}
              </li>
            ))}
          </ul>
          {q.note && <p className="field-hint">“{q.note}”</p>}
          {q.attachments.length > 0 && (
            <ul className="flex flex-wrap gap-3" data-testid="attachments">
              {q.attachments.map((a) => (
                <li key={a.position}>
                  <a href={`/quotes/${q.id}/files/${a.position}`}>{t('File {n}', { n: a.position })}</a>
                </li>
              ))}
            </ul>
          )}
        </section>

        {q.versions.length > 1 && (
          <section className="card checkout-step mt-4" aria-labelledby="q-earlier">
            <h2 id="q-earlier" className="checkout-step-title">
              {t('Earlier versions')}
            </h2>
            {q.versions
              .filter((v) => v.number !== q.currentVersion)
              .reverse()
              .map((v) => (
                <details key={v.number} className="mb-2">
                  <summary>{t('Version {version}: {total}', { version: v.number, total: formatInr(v.totalPaise) })}</summary>
                  <VersionBlock quoteId={q.id} v={v} names={names} />
                </details>
              ))}
          </section>
        )}

        <section id="comments" className="card checkout-step mt-4" aria-labelledby="q-comments">
          <h2 id="q-comments" className="checkout-step-title">
            {t('Comments')}
          </h2>
          <ul className="stack" data-testid="comments">
            {q.comments.map((c, i) => (
              <li key={i}>
                {c.author === 'staff' ? <strong translate="no">Mitti Biotech</strong> : <strong>{t('You')}</strong>}{' '}
                <span className="field-hint">{`${orderDate(c.createdAt, lang)} · v${c.version}`}</span>
                <p>{c.body}</p>
              </li>
            ))}
          </ul>
          {q.state !== 'accepted' && q.state !== 'withdrawn' && (
            <form method="post" className="stack mt-2">
              <input type="hidden" name="intent" value="comment" />
              <label htmlFor="f-comment">{t('Write to us')}</label>
              <textarea id="f-comment" name="comment" rows={2} maxLength={2000} className="input w-full" />
              <button type="submit" className="btn btn-outline btn-sm">
                {t('Send')}
              </button>
            </form>
          )}
        </section>
      </div>
    );
  },
});

function VersionBlock({ quoteId, v, names }: { quoteId: string; v: QuoteVersionView; names: Data['names'] }) {
  const { t, lang } = useI18n();
  return (
    <div className="stack">
      <ul>
        {v.lines.map((l, i) => (
          <li key={i} className="flex justify-between gap-2" data-testid="quote-line">
            <span lang={l.productId && names[l.productId]?.en ? 'en' : undefined}>
              {`${(l.productId && names[l.productId]?.title) || l.title} (${l.pack}) × ${l.quantity} @ ${formatInr(l.unitPaise ?? 0)}`}
            </span>
            <span>{formatInr((l.unitPaise ?? 0) * l.quantity)}</span>
          </li>
        ))}
        <li className="flex justify-between gap-2">
          <span>{t('Delivery')}</span>
          <span>{formatInr(v.deliveryPaise)}</span>
        </li>
        <li className="flex justify-between gap-2 font-semibold">
          <span>{t('Total (GST included)')}</span>
          <span data-testid="quote-total">{formatInr(v.totalPaise)}</span>
        </li>
      </ul>
      {v.deliveryTerms && <p>{`${t('Delivery terms:')} ${v.deliveryTerms}`}</p>}
      <p>{t('Valid until {date}', { date: orderDate(`${v.validUntil}T12:00:00+05:30`, lang) })}</p>
      <p>
        <a href={`/quotes/${quoteId}/v/${v.number}.pdf`}>{t('Quote as PDF')}</a>
      </p>
    </div>
  );
}
