import { useState, type FormEvent } from 'react';
import { LABEL } from '../../domain/messages';
import { checkForm } from '../client/check-form';
import { useDialog } from '../client/use-dialog';
import { ReviewFields } from '../components/review-fields';
import { reviewForm } from '../forms/reviews';
import { useT } from '../framework/i18n';

export interface RatingDialogProps {
  productId: string;
  productTitle: string;
  /** Where the trigger leads without JavaScript, or for a visitor (login). */
  href: string;
  /** A visitor is sent to log in instead of opening the dialog. */
  loggedIn: boolean;
  current?: { rating: number; text: string } | null;
}

/**
 * Rate Now: a <dialog> with 1–5 stars and a description, posted to the
 * /ratings/{id} page action, which goes back to the product with a toast.
 */
export function RatingDialog({ productId, productTitle, href, loggedIn, current }: RatingDialogProps) {
  const t = useT();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { enhanced, dialog, trigger, open: openDialog, close } = useDialog(() => setErrors({}));
  // A visitor follows the link to log in instead.
  const open = (e: { preventDefault(): void }) => loggedIn && openDialog(e);
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    const checked = checkForm(reviewForm, e.currentTarget);
    if (checked.ok) return; // the browser posts the form
    e.preventDefault();
    setErrors(checked.errors);
  };

  return (
    <>
      <a ref={trigger} href={href} className="btn btn-accent" onClick={open} aria-haspopup={enhanced && loggedIn ? 'dialog' : undefined}>
        {t(LABEL.rateNow)}
      </a>
      {enhanced && loggedIn && (
        <dialog ref={dialog} className="modal" aria-labelledby="rate-title">
          <div className="modal-head">
            <h2 id="rate-title">{t('Rate {product}', { product: productTitle })}</h2>
            <button type="button" className="modal-close" aria-label={t(LABEL.close)} onClick={close}>
              ×
            </button>
          </div>
          <form method="post" action={`/ratings/${productId}`} className="stack" noValidate onSubmit={onSubmit}>
            <ReviewFields idPrefix="rate" rating={current?.rating} text={current?.text ?? ''} errors={errors} rows={4} />
            <div className="modal-actions">
              <button type="button" className="btn btn-outline" onClick={close}>
                {t(LABEL.close)}
              </button>
              <button type="submit" className="btn btn-primary">
                {t('Submit review')}
              </button>
            </div>
          </form>
        </dialog>
      )}
    </>
  );
}
