import { ENQUIRY_FIELD_MAX, ENQUIRY_MESSAGE_MAX } from '../../domain/constants';
import { useT } from '../framework/i18n';
import { Field } from '../ui/field';

export interface EnquiryValues {
  fullName?: string;
  phone?: string;
  email?: string;
  companyName?: string;
  message?: string;
  productName?: string;
}

/** The fields of the product enquiry form (SPEC.md §3, §5), shared by the modal and the page form. */
export function EnquiryFields({
  idPrefix,
  values = {},
  errors = {},
}: {
  idPrefix: string;
  values?: EnquiryValues;
  errors?: Record<string, string>;
}) {
  const t = useT();
  const id = (n: string) => `${idPrefix}-${n}`;
  const messageError = errors.message;
  return (
    <>
      <Field
        id={id('fullName')}
        name="fullName"
        label={t('Full name')}
        required
        autoComplete="name"
        maxLength={ENQUIRY_FIELD_MAX}
        defaultValue={values.fullName}
        error={errors.fullName}
      />
      <Field
        id={id('phone')}
        name="phone"
        label={t('Phone')}
        type="tel"
        required
        autoComplete="tel"
        inputMode="tel"
        maxLength={20}
        defaultValue={values.phone}
        error={errors.phone}
      />
      <Field
        id={id('email')}
        name="email"
        label={t('Email')}
        type="email"
        required
        autoComplete="email"
        maxLength={ENQUIRY_FIELD_MAX}
        defaultValue={values.email}
        error={errors.email}
      />
      <Field
        id={id('companyName')}
        name="companyName"
        label={t('Company (optional)')}
        autoComplete="organization"
        maxLength={ENQUIRY_FIELD_MAX}
        defaultValue={values.companyName}
        error={errors.companyName}
      />
      <Field
        id={id('productName')}
        name="productName"
        label={t('Product')}
        maxLength={ENQUIRY_FIELD_MAX}
        defaultValue={values.productName}
        error={errors.productName}
      />
      <div className="field">
        <label htmlFor={id('message')}>{t('Message')}</label>
        <textarea
          id={id('message')}
          name="message"
          required
          rows={4}
          maxLength={ENQUIRY_MESSAGE_MAX}
          placeholder={t('Quantity, crop, delivery place…')}
          defaultValue={values.message}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? `${id('message')}-error` : undefined}
        />
        {messageError && (
          <p id={`${id('message')}-error`} className="field-error">
            {t(messageError)}
          </p>
        )}
      </div>
    </>
  );
}
