import { RATING_MAX } from '../../domain/constants';
import { useT } from '../framework/i18n';

const STAR = 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z';

/** A read-only star rating, e.g. 4.5 of 5, with a text for screen readers. */
export function Stars({ value, count, size = 18 }: { value: number; count?: number; size?: number }) {
  const pct = Math.max(0, Math.min(1, value / RATING_MAX)) * 100;
  const t = useT();
  const label = count === 0 ? t('Not rated yet') : t('Rated {rating} out of {max}', { rating: value.toFixed(1), max: RATING_MAX });
  return (
    <span className="stars" role="img" aria-label={label}>
      <span className="stars-row" aria-hidden="true">
        {Array.from({ length: RATING_MAX }, (_, i) => (
          <svg key={i} viewBox="0 0 24 24" width={size} height={size}>
            <path d={STAR} fill="currentColor" />
          </svg>
        ))}
        <span className="stars-fill" style={{ width: `${pct}%` }}>
          {Array.from({ length: RATING_MAX }, (_, i) => (
            <svg key={i} viewBox="0 0 24 24" width={size} height={size}>
              <path d={STAR} fill="currentColor" />
            </svg>
          ))}
        </span>
      </span>
      {count !== undefined && (
        <span className="stars-text">
          {count > 0
            ? t('{rating} ({count, plural, one {# review} other {# reviews}})', { rating: value.toFixed(1), count })
            : t('No reviews yet')}
        </span>
      )}
    </span>
  );
}

export { STAR as STAR_PATH };
