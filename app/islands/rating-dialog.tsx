import { REVIEW_TEXT_MAX } from '../../domain/constants';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { LABEL, MSG } from '../../domain/messages';
import { RatingInput } from '../components/rating-input';

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
  const [enhanced, setEnhanced] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const dialog = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLAnchorElement>(null);
  useEffect(() => setEnhanced(true), []);

  const open = (e: { preventDefault(): void }) => {
    if (!loggedIn || !dialog.current) return;
    e.preventDefault();
    setError(undefined);
    dialog.current.showModal();
  };
  const close = () => {
    dialog.current?.close();
    trigger.current?.focus();
  };
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    if (!new FormData(e.currentTarget).get('rating')) {
      e.preventDefault();
      setError(MSG.ratingRequired);
      e.currentTarget.querySelector<HTMLInputElement>('input[name="rating"]')?.focus();
    }
  };

  return (
    <>
      <a ref={trigger} href={href} className="btn btn-accent" onClick={open} aria-haspopup={enhanced && loggedIn ? 'dialog' : undefined}>
        {LABEL.rateNow}
      </a>
      {enhanced && loggedIn && (
        <dialog ref={dialog} className="modal" aria-labelledby="rate-title">
          <div className="modal-head">
            <h2 id="rate-title">Rate {productTitle}</h2>
            <button type="button" className="modal-close" aria-label={LABEL.close} onClick={close}>
              ×
            </button>
          </div>
          <form method="post" action={`/ratings/${productId}`} className="stack" noValidate onSubmit={onSubmit}>
            <RatingInput idPrefix="rate" value={current?.rating} error={error} />
            <div className="field">
              <label htmlFor="rate-text">Your review (optional)</label>
              <textarea
                id="rate-text"
                name="text"
                rows={4}
                maxLength={REVIEW_TEXT_MAX}
                defaultValue={current?.text ?? ''}
                placeholder="Crop, dose used and the result you saw"
              />
            </div>
            <div className="modal-actions">
              <button type="button" className="btn btn-outline" onClick={close}>
                {LABEL.close}
              </button>
              <button type="submit" className="btn btn-primary">
                Submit review
              </button>
            </div>
          </form>
        </dialog>
      )}
    </>
  );
}
