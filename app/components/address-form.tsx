import { LABEL } from '../../domain/messages';
import { useT } from '../framework/i18n';
import { Island } from '../framework/island';
import { translateValues } from '../ui/rich';
import { AddressFormFields } from '../islands/address-form';

/**
 * The address form of SPEC.md §2, posting to /addresses/new (or the edit URL),
 * which saves and goes on to `next`, or shows the errors. Embed it anywhere.
 */
export function AddressForm({
  next,
  values = {},
  errors = {},
  action = '/addresses/new',
  submitLabel = LABEL.saveAndDeliver,
}: {
  next: string;
  values?: Record<string, string>;
  errors?: Record<string, string>;
  action?: string;
  submitLabel?: string;
}) {
  const t = useT();
  const { next: _ignored, ...fields } = values;
  void _ignored;
  return (
    <Island
      component={AddressFormFields}
      props={{ action, next, values: fields, errors: translateValues(errors, t), submitLabel: t(submitLabel) }}
    />
  );
}
