import { useEffect, useState, type FormEvent } from 'react';
import type { FieldError } from '../../domain/validation';
import { LABEL } from '../../domain/messages';
import { checkForm } from '../client/check-form';
import { registerForm } from '../forms/accounts';
import { useT } from '../framework/i18n';
import { Field } from '../ui/field';
import { PasswordField } from '../ui/password-field';
import { FORM_ERROR, FormErrors } from '../ui/form-errors';

export interface RegisterFormProps {
  values: { username?: string; email?: string; mobileNo?: string };
  error?: FieldError;
  /** Where the new customer goes back to, signed in. */
  next?: string;
}

/** SPEC.md §2 Register, with §5's checks in §5's order before any request. */
export function RegisterForm({ values, error: serverError, next = '/' }: RegisterFormProps) {
  const t = useT();
  const [error, setError] = useState<FieldError | undefined>(serverError);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    const checked = checkForm(registerForm, e.currentTarget);
    if (!checked.ok) {
      e.preventDefault();
      setError(checked.first);
    }
  };
  const err = (field: string) => (error?.field === field ? error.message : undefined);

  return (
    <form method="post" className="stack" noValidate={enhanced} onSubmit={onSubmit}>
      <input type="hidden" name="next" value={next} />
      <FormErrors errors={error ? { [error.field || FORM_ERROR]: error.message } : {}} />
      <Field
        name="username"
        label={t('Username')}
        required
        autoComplete="username"
        defaultValue={values.username}
        error={err('username')}
      />
      <Field name="email" label={t('Email')} type="email" required autoComplete="email" defaultValue={values.email} error={err('email')} />
      <Field
        name="mobileNo"
        label={t('Mobile number')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        required
        defaultValue={values.mobileNo}
        error={err('mobileNo')}
      />
      <PasswordField name="password" label={t('Password')} autoComplete="new-password" error={err('password')} />
      <PasswordField name="confirmPassword" label={t('Confirm password')} autoComplete="new-password" error={err('confirmPassword')} />
      <button type="submit" className="btn btn-primary w-full">
        {t(LABEL.register)}
      </button>
    </form>
  );
}
