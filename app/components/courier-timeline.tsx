import { TRACKING_LABEL } from '../../domain/shipping/messages';
import type { TimelineEntry } from '../../domain/shipping/shipments';
import { useI18n } from '../framework/i18n';
import { orderTime } from './order-parts';

// The courier's scans of a parcel, newest first: the status in the reader's
// language, the place and the courier's own words as the courier wrote them
// (marked English, which they are), and the time in India.

export function CourierTimeline({ entries }: { entries: TimelineEntry[] }) {
  const { t, lang } = useI18n();
  if (!entries.length) return null;
  return (
    <ol className="order-history courier-timeline" data-testid="courier-timeline">
      {[...entries].reverse().map((e, i) => (
        <li key={i}>
          <time dateTime={e.at}>{orderTime(e.at, lang)}</time> <strong>{t(TRACKING_LABEL[e.status] ?? e.status)}</strong>
          {e.location && (
            <>
              {' · '}
              <span lang="en" translate="no">
                {e.location}
              </span>
            </>
          )}
          {e.status === 'delivery_failed' && e.remark && (
            <>
              {' · '}
              <span lang="en">{e.remark}</span>
            </>
          )}
        </li>
      ))}
    </ol>
  );
}
