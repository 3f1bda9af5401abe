import { RATING_MAX } from '../../domain/constants';
import { tk } from '../../domain/i18n/translate';
import { useT } from '../framework/i18n';
import { STAR_PATH } from './stars';

/** Each star's title as a whole text (a template as loose as "{n} of {max}" would catch other sentences). */
const STAR_TITLES = [tk('1 of 5'), tk('2 of 5'), tk('3 of 5'), tk('4 of 5'), tk('5 of 5')];

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
            <label htmlFor={`${idPrefix}-star-${n}`} className="star-label" title={t(STAR_TITLES[n - 1])}>
              <svg aria-hidden="true" viewBox="0 0 24 24" width="36" height="36">
                <path d={STAR_PATH} fill="currentColor" />
              </svg>
              <span className="sr-only">{t('{n, plural, one {# star} other {# stars}}', { n })}</span>
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
