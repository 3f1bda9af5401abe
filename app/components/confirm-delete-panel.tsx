import type { ReactNode } from 'react';
import { useT } from '../framework/i18n';

/**
 * The question before a delete without JavaScript (the page's `?confirm=…`):
 * Cancel goes back to the page, Delete posts `intent=delete` with the fields.
 */
export function ConfirmDeletePanel({
  action,
  title,
  heading: Heading,
  fields,
  textId,
  children,
}: {
  action: string;
  title: string;
  heading: 'h2' | 'h3';
  fields: Record<string, string>;
  /** The id of the text, when it describes the dialog (aria-describedby). */
  textId?: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div id="confirm" className="card cart-confirm" role="alertdialog" aria-labelledby="confirm-title" aria-describedby={textId}>
      <Heading id="confirm-title">{title}</Heading>
      <p id={textId}>{children}</p>
      <div className="confirm-actions">
        <a href={action} className="btn btn-outline">
          {t('Cancel')}
        </a>
        <form method="post" action={action}>
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <input type="hidden" name="intent" value="delete" />
          <button type="submit" className="btn btn-primary btn-danger-solid">
            {t('Delete')}
          </button>
        </form>
      </div>
    </div>
  );
}
