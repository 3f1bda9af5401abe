import { useT } from '../framework/i18n';
import { Field } from '../ui/field';

/** The new password and its confirmation, with signup's rules: the reset page and My account's change of password. */
export function NewPasswordFields({ errors }: { errors: Record<string, string | undefined> }) {
  const t = useT();
  return (
    <>
      <Field
        name="password"
        label={t('New password')}
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        hint={t('At least 8 characters.')}
        error={errors.password}
      />
      <Field
        name="confirmPassword"
        label={t('Confirm new password')}
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword}
      />
    </>
  );
}
