import type { Statement, StatementEntry } from '../../domain/credit/statement';
import { formatInr } from '../../domain/money';

// A company's statement as a table (the customer's page and the back office's
// alike): each invoice, credit note and payment with the running balance, an
// invoice's due date and what is still open of it, overdue ones marked.

type T = (text: string) => string;

const day = (iso?: string) => (iso ? iso.slice(0, 10) : '');
const KIND: Record<StatementEntry['kind'], string> = { invoice: 'Invoice', 'credit-note': 'Credit note', payment: 'Payment' };

export function StatementTable({ statement: s, t, base }: { statement: Statement; t: T; base: string }) {
  return (
    <section className="card statement" data-balance={s.balancePaise} data-overdue={s.overduePaise}>
      <p>
        <strong>{t('Balance due')}:</strong> {formatInr(s.balancePaise)} · <strong>{t('Overdue')}:</strong>{' '}
        <span className={s.overduePaise > 0 ? 'text-danger' : undefined}>{formatInr(s.overduePaise)}</span>
        {s.uninvoicedPaise > 0 ? (
          <>
            {' '}
            · {t('Orders on account not yet invoiced')}: {formatInr(s.uninvoicedPaise)}
          </>
        ) : null}
      </p>
      <p>
        <a href={`${base}.pdf`}>{t('Download PDF')}</a> · <a href={`${base}.csv`}>{t('Download CSV')}</a>
      </p>
      {s.entries.length === 0 ? (
        <p>{t('Nothing on account yet.')}</p>
      ) : (
        <table className="table statement-table">
          <thead>
            <tr>
              <th>{t('Date')}</th>
              <th>{t('Type')}</th>
              <th>{t('Number')}</th>
              <th>{t('Due')}</th>
              <th>{t('Amount')}</th>
              <th>{t('Open')}</th>
              <th>{t('Balance')}</th>
            </tr>
          </thead>
          <tbody>
            {s.entries.map((e, i) => (
              <tr key={i} className={e.overdue ? 'overdue' : undefined}>
                <td>{day(e.at)}</td>
                <td>{t(KIND[e.kind])}</td>
                <td>{e.orderId && e.kind !== 'payment' ? <a href={`/orders/${e.orderId}`}>{e.number}</a> : e.number}</td>
                <td>
                  {day(e.dueAt)}
                  {e.overdue ? ` (${t('Overdue')})` : ''}
                </td>
                <td>{(e.kind === 'invoice' ? '' : '−') + formatInr(e.amountPaise)}</td>
                <td>{e.kind === 'invoice' ? formatInr(e.openPaise ?? 0) : ''}</td>
                <td>{formatInr(e.balancePaise)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
