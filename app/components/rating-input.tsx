import { RATING_MAX } from '../../domain/constants';
import { useT } from '../framework/i18n';
import { STAR_PATH } from './stars';

/** 1–5 stars as radio inputs (keyboard: arrows), styled as stars. */
export function RatingInput({ idPrefix, value, error }: { idPrefix: string; value?: number; error?: string }) {
  const t = useT();
  const errorId = `${idPrefix}-rating-error`;
  return (
    <fieldset className="rating-input" aria-describedby={error ? errorId : undefined}>
      <legend>{t('Your rating')}</legend>
      <div className="star-input">
        {Array.from({ length: RATING_MAX }, (_, i) => i + 1).map((n) => (
          <span key={n} className="contents">
            <input type="radio" id={`${idPrefix}-star-${n}`} name="rating" value={n} defaultChecked={value === n} className="sr-only" />
            <label htmlFor={`${idPrefix}-star-${n}`} className="star-label" title={t('{n} of {max}', { n, max: RATING_MAX })}>
              <svg aria-hidden="true" viewBox="0 0 24 24" width="36" height="36">
                <path d={STAR_PATH} fill="currentColor" />
              </svg>
              <span className="sr-only">{n === 1 ? t('{n} star', { n }) : t('{n} stars', { n })}</span>
            </label>
          </span>
        ))}
      </div>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {t(error)}
        </p>
      )}
    </fieldset>
  );
}
