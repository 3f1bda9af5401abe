import { useEffect, useRef, useState } from 'react';

export interface ConfirmDeleteProps {
  /** Where the forms post (the page's own URL). */
  action: string;
  /** Hidden fields that name what is deleted (e.g. {item: id}). */
  fields: Record<string, string>;
  /** The question, e.g. "Are you sure you want to delete this item?". */
  question: string;
  /** Accessible name of the delete button, e.g. "Delete VAM Mycorrhiza". */
  label: string;
  /** Visible text of the delete button. */
  text: string;
  confirmText: string;
  cancelText: string;
  /** The opening button's look (default: a small outlined danger button) and a name for its dialog when one thing has two. */
  className?: string;
  name?: string;
}

/**
 * A delete button that asks first. Without JavaScript it posts intent=ask and
 * the page shows a confirmation step; with it, a native <dialog> asks here and
 * only "confirm" posts intent=delete. Focus returns to the button on cancel.
 */
export function ConfirmDelete({
  action,
  fields,
  question,
  label,
  text,
  confirmText,
  cancelText,
  className = 'btn btn-outline btn-sm btn-danger',
  name = 'confirm',
}: ConfirmDeleteProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);

  const hidden = Object.entries(fields).map(([k, v]) => <input key={k} type="hidden" name={k} value={v} />);
  const titleId = `${name}-${Object.values(fields).join('-')}`;

  return (
    <>
      <form
        method="post"
        action={action}
        onSubmit={(e) => {
          if (!enhanced || !dialog.current?.showModal) return;
          e.preventDefault();
          dialog.current.showModal();
        }}
      >
        {hidden}
        <input type="hidden" name="intent" value="ask" />
        <button ref={opener} type="submit" className={className} aria-label={label} data-testid={name === 'confirm' ? 'delete' : undefined}>
          {text}
        </button>
      </form>
      <dialog ref={dialog} className="confirm-dialog" aria-labelledby={titleId} onClose={() => opener.current?.focus()}>
        <p id={titleId} className="confirm-question">
          {question}
        </p>
        <div className="confirm-actions">
          <button type="button" className="btn btn-outline" onClick={() => dialog.current?.close()}>
            {cancelText}
          </button>
          <form method="post" action={action}>
            {hidden}
            <input type="hidden" name="intent" value="delete" />
            <button type="submit" className="btn btn-primary btn-danger-solid">
              {confirmText}
            </button>
          </form>
        </div>
      </dialog>
    </>
  );
}
