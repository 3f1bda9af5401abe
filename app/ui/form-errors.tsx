/**
 * A form's errors at its top. Each error also stands beside its own field, so
 * a single one is not repeated here; several are summarised (with the ones
 * that belong to no field shown, always).
 */
export function FormErrors({ errors, fields }: { errors: Record<string, string>; fields: readonly string[] }) {
  const entries = Object.entries(errors).filter(([, message]) => message);
  const shown = entries.length > 1 ? entries : entries.filter(([field]) => !fields.includes(field));
  if (!shown.length) return null;
  return (
    <div className="form-error" role="alert">
      {shown.length === 1 ? (
        <p>{shown[0][1]}</p>
      ) : (
        <>
          <p>Please correct {shown.length} things:</p>
          <ul>
            {shown.map(([field, message]) => (
              <li key={field}>{message}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
