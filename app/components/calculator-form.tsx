import type { ReactNode } from 'react';
import { AREA_UNIT_LABEL, AREA_UNITS, BIGHA_SQFT, BIGHA_STATES } from '../../domain/crops/area';
import { DOSE_METHOD_LABEL, DOSE_METHODS } from '../../domain/crops/doses';
import { formatNumber } from '../../domain/i18n/format';
import { langOf, type Shown } from '../../domain/translations/store';
import { useI18n } from '../framework/i18n';

export interface CalculatorValues {
  product: string;
  crop: string;
  area: string;
  unit: string;
  state: string;
  method: string;
}

export interface CalculatorChoices {
  /** Omitted on a product's own page, where the product is fixed. */
  products?: ({ id: string; title: string } & Shown)[];
  crops: ({ slug: string; name: string } & Shown)[];
}

/**
 * The dosage calculator's questions: product, crop, field area (acres,
 * hectares, bigha of a state, guntha) and how it will be applied. A plain GET
 * form to /calculator, so it works without JavaScript and the answer has an
 * address a farmer can share.
 */
export function CalculatorForm({
  values,
  choices,
  errors = {},
  idPrefix = 'calc',
}: {
  values: CalculatorValues;
  choices: CalculatorChoices;
  errors?: Record<string, string>;
  idPrefix?: string;
}) {
  const { t, lang } = useI18n();
  const field = (name: keyof CalculatorValues, label: string, control: ReactNode, hint?: string) => {
    const id = `${idPrefix}-${name}`;
    return (
      <div className="field">
        <label htmlFor={id}>{label}</label>
        {control}
        {hint && <p className="field-hint">{hint}</p>}
        {errors[name] && (
          <p id={`${id}-error`} className="field-error">
            {t(errors[name])}
          </p>
        )}
      </div>
    );
  };
  const a11y = (name: keyof CalculatorValues) => ({
    id: `${idPrefix}-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${idPrefix}-${name}-error` : undefined,
  });
  return (
    <form method="get" action="/calculator" className="calc-form" noValidate>
      {choices.products ? (
        field(
          'product',
          t('Product'),
          <select {...a11y('product')} defaultValue={values.product} required>
            <option value="">{t('Choose a product')}</option>
            {choices.products.map((p) => (
              <option key={p.id} value={p.id} lang={langOf(p, 'title')}>
                {p.title}
              </option>
            ))}
          </select>,
        )
      ) : (
        <input type="hidden" name="product" value={values.product} />
      )}
      {field(
        'crop',
        t('Crop'),
        <select {...a11y('crop')} defaultValue={values.crop} required>
          <option value="">{t('Choose a crop')}</option>
          {choices.crops.map((c) => (
            <option key={c.slug} value={c.slug} lang={langOf(c, 'name')}>
              {c.name}
            </option>
          ))}
        </select>,
      )}
      <div className="calc-area">
        {field(
          'area',
          t('Field area'),
          <input {...a11y('area')} type="number" inputMode="decimal" min="0" step="any" defaultValue={values.area} required />,
        )}
        {field(
          'unit',
          t('Measured in'),
          <select {...a11y('unit')} defaultValue={values.unit || 'acre'}>
            {AREA_UNITS.map((u) => (
              <option key={u} value={u}>
                {t(AREA_UNIT_LABEL[u])}
              </option>
            ))}
          </select>,
        )}
      </div>
      {field(
        'state',
        t('State (for bigha)'),
        <select {...a11y('state')} defaultValue={values.state}>
          <option value="">{t('Not needed for acres, hectares or guntha')}</option>
          {BIGHA_STATES.map((s) => (
            <option key={s} value={s}>
              {t('{state}: 1 bigha = {sqft} sq ft', { state: t(s), sqft: formatNumber(BIGHA_SQFT[s], lang) })}
            </option>
          ))}
        </select>,
      )}
      {field(
        'method',
        t('How you will apply it'),
        <select {...a11y('method')} defaultValue={values.method}>
          <option value="">{t('As advised for the crop')}</option>
          {DOSE_METHODS.map((m) => (
            <option key={m} value={m}>
              {t(DOSE_METHOD_LABEL[m])}
            </option>
          ))}
        </select>,
      )}
      <button type="submit" className="btn btn-primary">
        {t('Calculate')}
      </button>
    </form>
  );
}
