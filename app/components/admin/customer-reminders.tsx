import type { CustomerReminders as Data } from '../../../domain/reminders/staff';

/** The customer's back-office page: their reminder choices, alerts waiting, and each reminder sent, held or skipped. */
export function CustomerReminders({ data }: { data: Data }) {
  // In India's time, as quiet hours are.
  const when = (iso: string) => `${new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 16).replace('T', ' ')} IST`;
  return (
    <section className="card admin-card stack" aria-labelledby="c-reminders" data-testid="customer-reminders">
      <h2 id="c-reminders" className="section-title">
        Reminders ({data.reminders.length})
      </h2>
      <p>
        Cart reminders: <strong>{data.cartConsent ? 'agreed' : 'not agreed'}</strong>
        {data.stoppedAt && <> · stopped every reminder on {when(data.stoppedAt)}</>}
      </p>
      {data.waiting.length > 0 && (
        <p>
          Waiting for:{' '}
          {data.waiting.map((w, i) => (
            <span key={w.id}>
              {i > 0 && ', '}
              <a href={`/admin/products/${w.productId}`}>{w.title}</a> ({w.pack})
            </span>
          ))}
        </p>
      )}
      <ul className="admin-list">
        {data.reminders.map((r) => (
          <li key={r.id}>
            {r.kind}:{' '}
            {r.status === 'sent' ? (
              <>
                sent {r.sentAt && when(r.sentAt)} by {r.note}
                {r.outboxId && <> (see the outbox)</>}
              </>
            ) : r.status === 'skipped' ? (
              <>not sent ({r.note})</>
            ) : (
              <>due {when(r.dueAt)}</>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
