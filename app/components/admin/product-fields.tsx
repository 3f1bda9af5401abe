import type { ProductForm } from '../../../domain/catalog/editing';
import { PRODUCT_TYPES } from '../../../domain/constants';
import { Field } from '../../ui/field';
import { SelectField } from './select-field';

const LONG_FIELDS: [keyof ProductForm, string][] = [
  ['description', 'What is the product'],
  ['purpose', 'Purpose (FCO specification)'],
  ['modeOfAction', 'Mode of action'],
  ['crops', 'Crops recommended'],
  ['dosage', 'Method of application and dosage'],
];
const SHORT_FIELDS: [keyof ProductForm, string][] = [
  ['technicalName', 'Technical name'],
  ['packagingType', 'Packaging type'],
  ['packagingAvailable', 'Packing available'],
  ['phRange', 'pH range'],
  ['cfuCount', 'CFU count'],
];

/** Every field of a product's page, for the new-product and edit forms. */
export function ProductFields({
  values: v,
  errors: err,
  categories,
}: {
  values: ProductForm;
  errors: Record<string, string>;
  categories: { id: string; name: string }[];
}) {
  return (
    <>
      <Field name="title" label="Name" required maxLength={200} defaultValue={v.title} error={err.title} />
      <div className="admin-form-row">
        <Field name="price" label="Price (₹)" inputMode="decimal" required defaultValue={v.price} error={err.price} />
        <Field name="offerPercent" label="Offer (%)" inputMode="numeric" defaultValue={v.offerPercent} error={err.offerPercent} />
        <Field
          name="lowStockThreshold"
          label="Low-stock alert at"
          inputMode="numeric"
          defaultValue={v.lowStockThreshold}
          error={err.lowStockThreshold}
        />
        <Field name="hsnCode" label="HSN code" inputMode="numeric" maxLength={8} defaultValue={v.hsnCode} error={err.hsnCode} />
        <Field name="gstRate" label="GST (%)" inputMode="numeric" maxLength={2} defaultValue={v.gstRate} error={err.gstRate} />
        <SelectField name="form" label="Form" options={PRODUCT_TYPES} value={v.form} />
        <SelectField
          name="categoryId"
          label="Category"
          options={categories.map((c) => ({ value: c.id, label: c.name }))}
          value={v.categoryId}
        />
      </div>
      <div className="admin-form-row">
        {SHORT_FIELDS.map(([name, label]) => (
          <Field key={name} name={name} label={label} defaultValue={v[name]} error={err[name]} />
        ))}
      </div>
      {LONG_FIELDS.map(([name, label]) => (
        <div key={name} className="field">
          <label htmlFor={`f-${name}`}>{label}</label>
          <textarea id={`f-${name}`} name={name} rows={4} maxLength={5000} defaultValue={v[name]} />
          {err[name] && <p className="field-error">{err[name]}</p>}
        </div>
      ))}
      <p className="field-hint">
        The product page shows each sentence as a bullet point. Prices include GST; HSN code and GST rate left empty take the category’s
        usual.
      </p>
    </>
  );
}
