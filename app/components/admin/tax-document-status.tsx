import type { TaxDocumentStatus } from '../../../domain/orders/tax-documents';

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }) : '';

const E_INVOICE_WORDS: Record<string, string> = {
  pending: 'waiting for the GST portal',
  registered: 'registered',
  cancelling: 'being cancelled at the GST portal',
  cancelled: 'cancelled at the GST portal',
  withdrawn: 'not registered (the order was cancelled first)',
  'cancel-expired': 'still active: cancelled after 24 hours, so the credit note stands alone',
};

/** The portal's last words; refusals are counted (after 5 it is no longer asked: the data must be put right with the portal). */
const lastAnswer = (refusals: number, words: string) =>
  refusals ? ` · refused ${refusals} of 5 times, last: ${words}` : ` · asked again every minute; last answer: ${words}`;

/** An order's e-invoice and e-way bill for staff: what the portals gave, or why they have not yet (decision 036). */
export function TaxDocumentStatusPanel({ status }: { status: TaxDocumentStatus }) {
  const { eInvoice: e, ewayBill: w } = status;
  if (!e && !w) return null;
  return (
    <div className="order-facts" data-testid="tax-documents">
      <dl>
        {e && (
          <div>
            <dt>E-invoice</dt>
            <dd>
              {E_INVOICE_WORDS[e.status] ?? e.status}
              {e.irn && ` · IRN ${e.irn} · Ack No ${e.ack_no} of ${when(e.ack_date)}`}
              {e.last_error && e.status !== 'registered' && lastAnswer(e.attempts, e.last_error)}
            </dd>
          </div>
        )}
        {w && (
          <div>
            <dt>E-way bill</dt>
            <dd>
              {w.number ? `${w.number}, valid until ${when(w.valid_until)}` : 'waiting for the e-way bill system'}
              {w.last_error && w.status !== 'generated' && lastAnswer(w.attempts, w.last_error)}
            </dd>
          </div>
        )}
      </dl>
    </div>
  );
}
