import type { InputHTMLAttributes, ReactNode } from 'react';
import { useT } from '../framework/i18n';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Something placed inside the field's box on the right (e.g. show/hide). */
  suffix?: ReactNode;
}

/** A labelled input with its error message tied to it for screen readers. */
export function Field({ name, label, error, hint, suffix, id, ...input }: Props) {
  const t = useT();
  const inputId = id ?? `f-${name}`;
  const errorId = `${inputId}-error`;
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <div className={suffix ? 'field-box has-suffix' : 'field-box'}>
        <input id={inputId} name={name} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...input} />
        {suffix}
      </div>
      {hint && <p className="field-hint">{hint}</p>}
      {error && (
        <p id={errorId} className="field-error">
          {t(error)}
        </p>
      )}
    </div>
  );
}
