import { useEffect, useState, type FormEvent } from 'react';
import { CONTACT_TEXT_MAX, ENQUIRY_MESSAGE_MAX } from '../../domain/constants';
import { ENQUIRE_LABELS, type EnquireNowInput } from '../../domain/contact/validation';
import { checkForm } from '../client/check-form';
import { enquireNowForm } from '../forms/leads';
import { useT } from '../framework/i18n';
import { TextAreaField } from '../components/contact-fields';
import { Field } from '../ui/field';

export interface EnquireFormProps {
  values: Partial<EnquireNowInput>;
  errors: Record<string, string>;
}

/**
 * The enquire-now form (SPEC.md §5): the name, mobile and email checks run in
 * the browser with the spec's messages; then the form posts to the page, which
 * checks again and saves the enquiry. Without JavaScript only the server checks.
 */
export function EnquireForm({ values, errors: initialErrors }: EnquireFormProps) {
  const t = useT();
  const [errors, setErrors] = useState<Record<string, string>>(initialErrors);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    const checked = checkForm(enquireNowForm, e.currentTarget);
    if (checked.ok) return; // the browser posts the form
    e.preventDefault();
    setErrors(checked.errors);
  };

  const field = (name: keyof EnquireNowInput, props: Record<string, unknown> = {}) => (
    <Field
      name={name}
      label={t(ENQUIRE_LABELS[name])}
      defaultValue={values[name] ?? ''}
      error={errors[name]}
      maxLength={CONTACT_TEXT_MAX}
      {...props}
    />
  );

  return (
    <form method="post" action="/enquirenow" className="stack" noValidate={enhanced} onSubmit={onSubmit} aria-label={t('Enquiry form')}>
      <div className="form-grid">
        {field('fullName', { required: true, minLength: 3, autoComplete: 'name' })}
        {field('phone', { type: 'tel', required: true, minLength: 10, autoComplete: 'tel', inputMode: 'tel' })}
        {field('email', { type: 'email', required: true, autoComplete: 'email' })}
        {field('companyName', { autoComplete: 'organization' })}
      </div>
      {field('productName', { placeholder: t('For example: VAM granules, 2 tonnes') })}
      <TextAreaField
        name="message"
        label={t(ENQUIRE_LABELS.message)}
        defaultValue={values.message ?? ''}
        error={errors.message}
        required
        maxLength={ENQUIRY_MESSAGE_MAX}
      />
      <button type="submit" className="btn btn-primary">
        {t('Send enquiry')}
      </button>
    </form>
  );
}
