import { useState } from 'react';
import { Field } from './field';
import { useT } from '../framework/i18n';

/** A password input with a show/hide toggle (the toggle needs JavaScript; the field does not). */
export function PasswordField(props: { name: string; label: string; error?: string; autoComplete: string; defaultValue?: string }) {
  const t = useT();
  const [shown, setShown] = useState(false);
  return (
    <Field
      {...props}
      type={shown ? 'text' : 'password'}
      required
      suffix={
        <button
          type="button"
          className="field-suffix"
          aria-pressed={shown}
          aria-controls={`f-${props.name}`}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? t('Hide') : t('Show')}
          <span className="sr-only">{' ' + t('password')}</span>
        </button>
      }
    />
  );
}
