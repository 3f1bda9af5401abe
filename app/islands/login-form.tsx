import { useEffect, useState, type FormEvent } from 'react';
import { checkLogin } from '../../domain/accounts/validation';
import { LABEL } from '../../domain/messages';
import { showToast } from '../client/toast';
import { Field } from '../ui/field';
import { PasswordField } from '../ui/password-field';

export interface LoginFormProps {
  next: string;
  email: string;
  error?: string;
}

/** SPEC.md §2 Login: checked in the browser first, then posted to the page's action. */
export function LoginForm({ next, email, error: serverError }: LoginFormProps) {
  const [error, setError] = useState(serverError);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    const data = new FormData(e.currentTarget);
    const problem = checkLogin({ email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') });
    if (problem) {
      e.preventDefault();
      setError(problem.message);
      showToast({ type: 'error', text: problem.message });
    }
  };

  return (
    <form method="post" className="stack" noValidate={enhanced} onSubmit={onSubmit}>
      <input type="hidden" name="next" value={next} />
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <Field name="email" label="Email" type="email" minLength={3} required autoComplete="email" defaultValue={email} />
      <PasswordField name="password" label="Password" autoComplete="current-password" />
      <button type="submit" className="btn btn-primary w-full">
        {LABEL.login}
      </button>
    </form>
  );
}
