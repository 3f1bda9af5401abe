import type { ChangeEvent } from 'react';
import { useT } from '../framework/i18n';

/** A labelled multi-line field with its error tied to it (the textarea twin of ui/field.tsx). */
export function TextAreaField({
  name,
  label,
  value,
  defaultValue,
  error,
  required,
  maxLength,
  onChange,
  rows = 5,
}: {
  name: string;
  label: string;
  value?: string;
  defaultValue?: string;
  error?: string;
  required?: boolean;
  maxLength?: number;
  rows?: number;
  onChange?: (e: ChangeEvent<HTMLTextAreaElement>) => void;
}) {
  const t = useT();
  const id = `f-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        // Only one of the two: an explicit value={undefined} would empty the box on every re-render.
        {...(value === undefined ? { defaultValue } : { value })}
        required={required}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={onChange}
      />
      {error && (
        <p id={`${id}-error`} className="field-error">
          {t(error)}
        </p>
      )}
    </div>
  );
}
