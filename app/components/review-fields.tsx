import { REVIEW_TEXT_MAX } from '../../domain/constants';
import { useT } from '../framework/i18n';
import { RatingInput } from './rating-input';

export interface ReviewFieldsProps {
  idPrefix: string;
  rating?: number;
  text: string;
  errors?: Record<string, string>;
  rows?: number;
}

/** The stars and the text of a review: the Rate Now dialog and the /ratings page share them. */
export function ReviewFields({ idPrefix, rating, text, errors = {}, rows = 5 }: ReviewFieldsProps) {
  const t = useT();
  const textId = `${idPrefix}-text`;
  const errorId = `${textId}-error`;
  return (
    <>
      <RatingInput idPrefix={idPrefix} value={rating} error={errors.rating} />
      <div className="field">
        <label htmlFor={textId}>{t('Your review (optional)')}</label>
        <textarea
          id={textId}
          name="text"
          rows={rows}
          maxLength={REVIEW_TEXT_MAX}
          defaultValue={text}
          placeholder={t('Crop, dose used and the result you saw')}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={errors.text ? errorId : undefined}
        />
        {errors.text && (
          <p id={errorId} className="field-error">
            {t(errors.text)}
          </p>
        )}
      </div>
    </>
  );
}
