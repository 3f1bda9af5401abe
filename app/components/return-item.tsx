import { formatInr } from '../../domain/money';
import { type OrderView } from '../../domain/orders/views';
import { RETURN_KIND_LABEL, RETURN_REASON_LABEL, RETURN_STATE_LABEL } from '../../domain/returns/messages';
import { type ReturnView } from '../../domain/returns/returns';
import { TRACKING_LABEL } from '../../domain/shipping/messages';
import { orderDate, orderRef } from './order-parts';
import { useI18n } from '../framework/i18n';

// One of an order's returns as its customer follows it (app/routes/orders.$id.return.tsx):
// state, packs and amounts, staff's answer, pickup, refund, credit note, replacement, photos.

const STATE_BADGE: Partial<Record<ReturnView['state'], string>> = {
  approved: 'order-badge-confirmed',
  refunded: 'order-badge-delivered',
  replaced: 'order-badge-delivered',
  refused: 'order-badge-cancelled',
};

export const photoPath = (orderId: string, returnId: string, n: number) => `/orders/${orderId}/returns/${returnId}/photos/${n}.jpg`;
export const creditNotePath = (orderId: string, returnId: string) => `/orders/${orderId}/returns/${returnId}/credit-note.pdf`;

export function ReturnItem({ order, ret: r }: { order: OrderView; ret: ReturnView }) {
  const { t, lang } = useI18n();
  return (
    <div className="stack">
      <p className="flex flex-wrap items-center gap-2">
        <strong>{t(RETURN_KIND_LABEL[r.kind])}</strong>
        <span className={`order-badge ${STATE_BADGE[r.state] ?? ''}`} data-testid="return-state">
          {t(RETURN_STATE_LABEL[r.state])}
        </span>
        <span className="field-hint">{t('asked on {date}', { date: orderDate(r.createdAt, lang) })}</span>
      </p>
      <p>{t(RETURN_REASON_LABEL[r.reason])}</p>
      <ul>
        {r.lines.map((l) => (
          <li key={l.lineId} className="flex justify-between gap-2">
            <span>{`${l.title}${l.pack ? ` (${l.pack})` : ''} × ${l.quantity}`}</span>
            <span>{formatInr(l.amountPaise)}</span>
          </li>
        ))}
      </ul>
      {r.note && <p className="field-hint">“{r.note}”</p>}
      {r.state === 'refused' && r.staffNote && (
        <p data-testid="staff-note">
          {t('Our answer:')} {r.staffNote}
        </p>
      )}
      {r.state === 'approved' && r.pickupAwb && (
        <p data-testid="pickup">
          {t('Pickup AWB {awb}', { awb: r.pickupAwb })}
          {r.pickupStatus && r.pickupStatus in TRACKING_LABEL && ` · ${t(TRACKING_LABEL[r.pickupStatus as keyof typeof TRACKING_LABEL])}`}
        </p>
      )}
      {r.kind === 'refund' && r.state !== 'refunded' && r.state !== 'refused' && r.payoutMasked && (
        <p className="field-hint">{t('The refund goes to {account}.', { account: r.payoutMasked })}</p>
      )}
      {r.state === 'refunded' && r.refundPaise !== null && (
        <p data-testid="refund">
          {r.payoutMasked
            ? t('{amount} refunded to {account}.', { amount: formatInr(r.refundPaise), account: r.payoutMasked })
            : t('{amount} refunded to the way you paid.', { amount: formatInr(r.refundPaise) })}
          {r.refundRef && ` ${t('Reference: {ref}', { ref: r.refundRef })}`}
        </p>
      )}
      {r.creditNote && (
        <p>
          <a href={creditNotePath(order.id, r.id)} download>
            {t('Credit note {number} (PDF)', { number: r.creditNote })}
          </a>
        </p>
      )}
      {r.state === 'replaced' && r.replacementOrderId && (
        <p>
          <a href={`/orders/${r.replacementOrderId}`}>{t('Your replacement order {ref}', { ref: orderRef(r.replacementOrderId) })}</a>
        </p>
      )}
      {r.photos > 0 && (
        <div className="flex flex-wrap gap-2">
          {Array.from({ length: r.photos }, (_, i) => (
            <a key={i} href={photoPath(order.id, r.id, i + 1)}>
              <img
                src={photoPath(order.id, r.id, i + 1)}
                alt={t('Photo {n}', { n: i + 1 })}
                width={96}
                height={96}
                loading="lazy"
                className="h-24 w-24 rounded object-cover"
              />
            </a>
          ))}
        </div>
      )}
    </div>
  );
}
