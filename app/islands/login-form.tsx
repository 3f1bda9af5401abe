import { useEffect, useState, type FormEvent } from 'react';
import { LABEL } from '../../domain/messages';
import { checkForm } from '../client/check-form';
import { loginForm } from '../forms/accounts';
import { useT } from '../framework/i18n';
import { Field } from '../ui/field';
import { PasswordField } from '../ui/password-field';

export interface LoginFormProps {
  next: string;
  email: string;
  error?: string;
}

/** SPEC.md §2 Login: checked in the browser first, then posted to the page's action. */
export function LoginForm({ next, email, error: serverError }: LoginFormProps) {
  const t = useT();
  const [error, setError] = useState(serverError);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    const checked = checkForm(loginForm, e.currentTarget);
    if (!checked.ok) {
      e.preventDefault();
      setError(checked.first.message);
    }
  };

  return (
    <form method="post" className="stack" noValidate={enhanced} onSubmit={onSubmit}>
      <input type="hidden" name="next" value={next} />
      {error && (
        <p className="form-error" role="alert">
          {t(error)}
        </p>
      )}
      <Field name="email" label={t('Email')} type="email" minLength={3} required autoComplete="email" defaultValue={email} />
      <PasswordField name="password" label={t('Password')} autoComplete="current-password" />
      <button type="submit" className="btn btn-primary w-full">
        {t(LABEL.login)}
      </button>
    </form>
  );
}
