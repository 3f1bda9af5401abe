import { KNOWN_CARRIERS } from '../../../domain/orders/carriers';
import type { ActionFailure } from '../../framework/page';
import { Field } from '../../ui/field';

/** The carrier of a shipment, with the carriers we know the tracking pages of suggested. */
export function CarrierField({ action }: { action?: ActionFailure }) {
  return (
    <>
      <Field
        name="carrier"
        label="Carrier"
        list="carriers"
        required
        defaultValue={action?.values?.carrier ?? ''}
        error={action?.errors?.carrier}
      />
      <datalist id="carriers">
        {KNOWN_CARRIERS.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
    </>
  );
}
