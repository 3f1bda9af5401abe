import { useT } from '../framework/i18n';

/** The key of an error that belongs to the whole form, not to one field. */
export const FORM_ERROR = 'form';

/**
 * A form's errors at its top. Each field's error also stands beside its
 * field, so a single one is not repeated here; several are summarised. An
 * error of the whole form (FORM_ERROR) always shows here.
 */
export function FormErrors({ errors }: { errors: Record<string, string> }) {
  const t = useT();
  const entries = Object.entries(errors).filter(([, message]) => message);
  const shown = entries.length > 1 ? entries : entries.filter(([field]) => field === FORM_ERROR);
  if (!shown.length) return null;
  return (
    <div className="form-error" role="alert">
      {shown.length === 1 ? (
        <p>{t(shown[0][1])}</p>
      ) : (
        <>
          <p>{t('Please correct {count} things:', { count: shown.length })}</p>
          <ul>
            {shown.map(([field, message]) => (
              <li key={field}>{t(message)}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** A page action's failure as form errors: its field errors, or its message when it names no field. */
export function ActionErrors({ action }: { action?: { errors?: Record<string, string>; toast?: { text: string } } }) {
  const errors =
    action?.errors && Object.keys(action.errors).length ? action.errors : action?.toast ? { [FORM_ERROR]: action.toast.text } : {};
  return <FormErrors errors={errors} />;
}
