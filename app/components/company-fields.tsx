import type { CompanyAddress } from '../../domain/companies/addresses';
import { Field } from '../ui/field';

// A company's addresses as form fields (billingName, billingCity, …), used by
// the back office and by a customer registering their business; the labels
// come from the page, in its language.

export interface AddressLabels {
  title: string;
  name: string;
  address: string;
  locality: string;
  city: string;
  state: string;
  pincode: string;
  mobile: string;
}

export function AddressFields({
  prefix,
  labels,
  values = {},
  error,
  saved,
}: {
  prefix: 'billing' | 'shipping';
  labels: AddressLabels;
  values?: Record<string, string>;
  error?: string;
  saved?: CompanyAddress;
}) {
  const f = (part: keyof CompanyAddress) => {
    const name = `${prefix}${part[0].toUpperCase()}${part.slice(1)}`;
    return (
      <Field
        name={name}
        label={labels[part]}
        defaultValue={values[name] ?? saved?.[part] ?? ''}
        required={part !== 'locality'}
        inputMode={part === 'pincode' || part === 'mobile' ? 'numeric' : undefined}
      />
    );
  };
  return (
    <fieldset className="stack">
      <legend>{labels.title}</legend>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {f('name')}
      {f('address')}
      {f('locality')}
      {f('city')}
      {f('state')}
      {f('pincode')}
      {f('mobile')}
    </fieldset>
  );
}

export const ENGLISH_ADDRESS = (title: string): AddressLabels => ({
  title,
  name: 'Name on the address',
  address: 'Address',
  locality: 'Locality (optional)',
  city: 'City',
  state: 'State',
  pincode: 'PIN code',
  mobile: 'Mobile',
});

export const ADDRESS_FORM_FIELDS = ['name', 'address', 'locality', 'city', 'state', 'pincode', 'mobile'].flatMap((f) => [
  `billing${f[0].toUpperCase()}${f.slice(1)}`,
  `shipping${f[0].toUpperCase()}${f.slice(1)}`,
]);
