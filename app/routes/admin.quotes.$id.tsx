import { formatInr } from '../../domain/money';
import { answerFormLines, commentOnQuote, sendVersion, withdrawQuote, type FormLine } from '../../domain/quotes/answer';
import { QUOTE_STAFF_MSG } from '../../domain/quotes/messages';
import { indiaToday, isExpired, loadQuote } from '../../domain/quotes/store';
import { AdminShell } from '../components/admin/shell';
import { orderRef } from '../components/order-parts';
import { definePage, redirect } from '../framework/page';

// One quote for sales: the request (lines, note, files, the lead it came
// from), every version sent with its PDF, the comments, and the form that
// sends the next version. A first answer starts from the buyer's own best
// price today (tiers, dealer and contract prices); a revision from the last
// version. A line not in the catalogue is answered with a pack's SKU.

const EXTRA_ROWS = 3;
const VALID_DAYS = 14;

export default definePage({
  path: '/admin/quotes/:id',
  access: 'staff:orders',
  bare: true,
  async load(ctx) {
    const quote = await loadQuote(ctx.services.db, ctx.params.id);
    const lines = await answerFormLines(ctx.services.db, quote);
    const validUntil = indiaToday(new Date(Date.now() + VALID_DAYS * 86_400_000));
    return { staff: ctx.staff!, path: ctx.path, quote, lines, validUntil };
  },
  head: (d) => ({ title: `Quote ${d.quote.number} | Back office`, description: 'A quote.', noindex: true }),
  async action(ctx, form) {
    const id = ctx.params.id;
    if (form.intent === 'comment') {
      await commentOnQuote(ctx.services.db, { kind: 'staff', staff: ctx.staff! }, id, form.comment ?? '');
      return redirect(`/admin/quotes/${id}`, { type: 'success', text: QUOTE_STAFF_MSG.commented });
    }
    if (form.intent === 'withdraw') {
      await withdrawQuote(ctx.services.db, ctx.staff!, id);
      return redirect(`/admin/quotes/${id}`, { type: 'success', text: QUOTE_STAFF_MSG.withdrawn });
    }
    const rows = Number(form.rows ?? 0);
    const n = await sendVersion(ctx.services.db, ctx.staff!, id, {
      lines: Array.from({ length: Math.min(Number.isInteger(rows) ? rows : 0, 40) }, (_, i) => ({
        sku: form[`sku-${i}`] ?? '',
        quantity: form[`qty-${i}`] ?? '',
        price: form[`price-${i}`] ?? '',
      })),
      deliveryTerms: form.deliveryTerms ?? '',
      delivery: form.delivery ?? '',
      validUntil: form.validUntil ?? '',
      comment: form.comment ?? '',
    });
    return redirect(`/admin/quotes/${id}`, { type: 'success', text: QUOTE_STAFF_MSG.sent(n) });
  },
  Component: ({ data: { staff, path, quote: q, lines, validUntil }, action }) => {
    const values = action?.values ?? {};
    const rows: FormLine[] = [
      ...lines,
      ...Array.from({ length: EXTRA_ROWS }, () => ({ sku: '', title: '', pack: '', quantity: 1, price: '' })),
    ];
    const open = q.state !== 'accepted' && q.state !== 'withdrawn';
    return (
      <AdminShell staff={staff} path={path} title={`Quote ${q.number}`}>
        <p>
          <a href="/admin/quotes">← Quotes</a> · {q.buyer.name} · {q.buyer.email ?? 'no e-mail'} · {q.buyer.mobile} · state{' '}
          <strong data-testid="quote-state">{q.state}</strong>
          {q.leadId && (
            <>
              {' '}
              · <a href={`/admin/enquiries/enquiry/${q.leadId}`}>the lead</a>
            </>
          )}
          {q.orderId && (
            <>
              {' '}
              · <a href={`/admin/orders/${q.orderId}`}>order {orderRef(q.orderId)}</a> (version {q.acceptedVersion})
            </>
          )}
        </p>
        <section className="card mt-4">
          <h2 className="section-title">Asked for</h2>
          <ul>
            {q.requestLines.map((l, i) => (
              <li key={i}>{`${l.title}${l.pack ? ` (${l.pack})` : ' — not in the catalogue'} × ${l.quantity}`}</li>
            ))}
          </ul>
          {q.note && <p className="admin-note">“{q.note}”</p>}
          {q.attachments.map((a) => (
            <a key={a.position} href={`/admin/quotes/${q.id}/files/${a.position}`} className="mr-3">
              File {a.position} ({a.contentType}, {Math.ceil(a.size / 1024)} KB)
            </a>
          ))}
        </section>
        {q.versions.length > 0 && (
          <section className="card mt-4">
            <h2 className="section-title">Versions sent</h2>
            <ul>
              {[...q.versions].reverse().map((v) => (
                <li key={v.number}>
                  Version {v.number}: {formatInr(v.totalPaise)} ({v.lines.length} lines, delivery {formatInr(v.deliveryPaise)}), valid until{' '}
                  {v.validUntil}
                  {isExpired(v) ? ' (expired)' : ''} · <a href={`/admin/quotes/${q.id}/v/${v.number}.pdf`}>PDF</a>
                </li>
              ))}
            </ul>
          </section>
        )}
        <section className="card mt-4">
          <h2 className="section-title">Comments</h2>
          <ul className="stack">
            {q.comments.map((c, i) => (
              <li key={i}>
                <strong>{c.author === 'staff' ? 'Staff' : 'Buyer'}</strong>{' '}
                <span className="admin-note">{`${c.createdAt.slice(0, 16)} · v${c.version}`}</span>
                <p>{c.body}</p>
              </li>
            ))}
          </ul>
          <form method="post" className="stack">
            <input type="hidden" name="intent" value="comment" />
            <label htmlFor="f-c">Comment to the buyer</label>
            <textarea id="f-c" name="comment" rows={2} maxLength={2000} className="input w-full" />
            <button type="submit" className="btn btn-outline btn-sm">
              Add comment
            </button>
          </form>
        </section>
        {open && (
          <section className="card mt-4">
            <h2 className="section-title">Send version {q.currentVersion + 1}</h2>
            <p className="admin-note">Prices per pack in rupees, GST included. Leave a SKU empty to leave its line out.</p>
            <form method="post" className="stack" data-testid="answer-form">
              <input type="hidden" name="intent" value="version" />
              <input type="hidden" name="rows" value={rows.length} />
              <table className="admin-table">
                <thead>
                  <tr>
                    <th scope="col">Asked</th>
                    <th scope="col">SKU</th>
                    <th scope="col">Packs</th>
                    <th scope="col">Price per pack ₹</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((l, i) => (
                    <tr key={i}>
                      <td>{l.asked ?? (l.title ? `${l.title} (${l.pack})` : 'Another pack')}</td>
                      <td>
                        <input name={`sku-${i}`} aria-label={`SKU ${i + 1}`} className="input" defaultValue={values[`sku-${i}`] ?? l.sku} />
                      </td>
                      <td>
                        <input
                          name={`qty-${i}`}
                          aria-label={`Packs ${i + 1}`}
                          className="input w-24"
                          inputMode="numeric"
                          defaultValue={values[`qty-${i}`] ?? String(l.quantity)}
                        />
                      </td>
                      <td>
                        <input
                          name={`price-${i}`}
                          aria-label={`Price ${i + 1}`}
                          className="input w-28"
                          inputMode="decimal"
                          defaultValue={values[`price-${i}`] ?? l.price}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <label htmlFor="f-delivery">Delivery charge ₹ (0: free)</label>
              <input id="f-delivery" name="delivery" className="input w-28" inputMode="decimal" defaultValue={values.delivery ?? '0'} />
              <label htmlFor="f-terms">Delivery terms</label>
              <textarea
                id="f-terms"
                name="deliveryTerms"
                rows={2}
                maxLength={2000}
                className="input w-full"
                defaultValue={values.deliveryTerms ?? ''}
              />
              <label htmlFor="f-valid">Valid until (last day)</label>
              <input id="f-valid" name="validUntil" type="date" className="input" defaultValue={values.validUntil ?? validUntil} />
              <label htmlFor="f-comment">Comment</label>
              <textarea
                id="f-comment"
                name="comment"
                rows={2}
                maxLength={2000}
                className="input w-full"
                defaultValue={values.comment ?? ''}
              />
              {action?.toast && <p className="field-error">{action.toast.text}</p>}
              <button type="submit" className="btn btn-primary">
                Send version {q.currentVersion + 1} to the buyer
              </button>
            </form>
            <form method="post" className="mt-4">
              <input type="hidden" name="intent" value="withdraw" />
              <button type="submit" className="btn btn-outline btn-sm">
                Withdraw this quote
              </button>
            </form>
          </section>
        )}
      </AdminShell>
    );
  },
});
