import { useEffect, useState, type FormEvent } from 'react';
import { CONTACT_MESSAGE_MAX, CONTACT_TEXT_MAX } from '../../domain/constants';
import { CONTACT_LABELS, type ContactInput } from '../../domain/contact/validation';
import { MSG } from '../../domain/messages';
import { postAction } from '../client/action';
import { checkForm } from '../client/check-form';
import { showToast } from '../client/toast';
import { contactForm } from '../forms/leads';
import { useT } from '../framework/i18n';
import { TextAreaField } from '../components/contact-fields';
import { Field } from '../ui/field';

export interface ContactFormProps {
  values: Partial<ContactInput>;
  errors: Record<string, string>;
}

const EMPTY: ContactInput = { name: '', email: '', phone: '', company: '', occupation: '', message: '' };

/**
 * The contact form (SPEC.md §2 Contact): every label on its own input, and an
 * Occupation input. Posts to the page's action, with or without JavaScript; with
 * it, checks in the browser first and empties the form on success.
 */
export function ContactForm({ values: initial, errors: initialErrors }: ContactFormProps) {
  const t = useT();
  const [values, setValues] = useState<ContactInput>({ ...EMPTY, ...initial });
  const [errors, setErrors] = useState<Record<string, string>>(initialErrors);
  const [busy, setBusy] = useState(false);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);

  const set = (k: keyof ContactInput) => (e: { currentTarget: { value: string } }) => {
    const v = e.currentTarget.value;
    setValues((old) => ({ ...old, [k]: v }));
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    const form = e.currentTarget;
    const checked = checkForm(contactForm, form);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setBusy(true);
    try {
      const answer = await postAction('/contact', { ...values });
      if (answer.ok) {
        setValues(EMPTY);
        showToast(answer.toast ?? { type: 'success', text: t(MSG.contactSuccess) });
      } else {
        if (answer.status < 500) setErrors(answer.errors);
        showToast({ type: 'error', text: t(answer.status === 429 && answer.toast ? answer.toast.text : MSG.contactFailed) });
      }
    } catch {
      showToast({ type: 'error', text: t(MSG.contactFailed) });
    } finally {
      setBusy(false);
    }
  };

  const text = (name: keyof ContactInput, props: Record<string, unknown> = {}) => (
    <Field
      name={name}
      label={t(CONTACT_LABELS[name])}
      value={values[name]}
      onChange={set(name)}
      error={errors[name]}
      maxLength={CONTACT_TEXT_MAX}
      {...props}
    />
  );

  return (
    <form method="post" action="/contact" className="stack" noValidate={enhanced} onSubmit={onSubmit} aria-label={t('Contact form')}>
      <div className="form-grid">
        {text('name', { required: true, autoComplete: 'name', placeholder: t('Your name') })}
        {text('email', { type: 'email', required: true, autoComplete: 'email', placeholder: 'you@example.com' })}
        {text('phone', { type: 'tel', autoComplete: 'tel', inputMode: 'tel', placeholder: t('10-digit mobile number') })}
        {text('company', { autoComplete: 'organization', placeholder: t('Company or farm (optional)') })}
        {text('occupation', { autoComplete: 'organization-title', placeholder: t('Farmer, dealer, agronomist… (optional)') })}
      </div>
      <TextAreaField
        name="message"
        label={t(CONTACT_LABELS.message)}
        value={values.message}
        onChange={set('message')}
        error={errors.message}
        maxLength={CONTACT_MESSAGE_MAX}
      />
      <p className="field-hint">{t('Name and email are required. We reply within one working day.')}</p>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? t('Sending…') : t('Send message')}
      </button>
    </form>
  );
}
