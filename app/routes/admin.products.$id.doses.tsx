import { addDose, productDosesForEditing, removeDose, saveDose, setProductCrops } from '../../domain/crops/dose-editing';
import { CROP_GROUPS, listCrops, type CropSummary } from '../../domain/crops/crops';
import { DOSE_METHOD_LABEL, DOSE_METHODS, type Dose } from '../../domain/crops/doses';
import { MSG } from '../../domain/messages';
import { DataTable } from '../components/admin/data-table';
import { FormAlert } from '../components/admin/inline-forms';
import { SelectField } from '../components/admin/select-field';
import { AdminShell } from '../components/admin/shell';
import { doseForm, doseLists } from '../forms/admin-crops';
import { definePage, redirect, type ActionFailure } from '../framework/page';
import { TranslationsLink } from '../components/admin/translation-marks';
import { keptNotice } from '../../domain/translations/editing';
import { Field } from '../ui/field';

const METHOD_OPTIONS = DOSE_METHODS.map((m) => ({ value: m, label: DOSE_METHOD_LABEL[m] }));
const cropOptions = (crops: CropSummary[]) => [
  { value: '', label: 'Every crop (general dose)' },
  ...crops.map((c) => ({ value: c.id, label: c.name })),
];

/** One dose as a table row; its inputs belong to the row's form, which sits in the last cell (a form cannot wrap a row). */
function DoseRow({ dose, crops, suited, failed }: { dose: Dose; crops: CropSummary[]; suited: boolean; failed?: ActionFailure }) {
  const form = `dose-${dose.id}`;
  const v = failed?.values ?? {};
  const err = failed?.errors ?? {};
  const label = `${DOSE_METHOD_LABEL[dose.method]} dose for ${crops.find((c) => c.id === dose.cropId)?.name ?? 'every crop'}`;
  return (
    <>
      <tr id={form}>
        <td className="field">
          <label className="sr-only" htmlFor={`${form}-method`}>
            Method of the {label}
          </label>
          <select
            id={`${form}-method`}
            className="min-w-40"
            name="method"
            form={form}
            defaultValue={v.method ?? dose.method}
            aria-invalid={err.method ? true : undefined}
          >
            {METHOD_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </td>
        <td className="field">
          <label className="sr-only" htmlFor={`${form}-crop`}>
            Crop of the {label}
          </label>
          <select
            id={`${form}-crop`}
            className="min-w-48"
            name="crop"
            form={form}
            defaultValue={v.crop ?? dose.cropId ?? ''}
            aria-invalid={err.crop ? true : undefined}
          >
            {cropOptions(crops).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          {!suited && <p className="field-hint">Not offered: the crop is not ticked below.</p>}
        </td>
        <td className="field">
          <label className="sr-only" htmlFor={`${form}-amount`}>
            Amount of the {label}
          </label>
          <input
            id={`${form}-amount`}
            className="min-w-24"
            name="amount"
            form={form}
            inputMode="decimal"
            size={8}
            required
            defaultValue={v.amount ?? String(dose.amount)}
          />
        </td>
        <td className="field">
          <label className="sr-only" htmlFor={`${form}-timing`}>
            When to apply the {label}
          </label>
          <input
            id={`${form}-timing`}
            className="min-w-56"
            name="timing"
            form={form}
            maxLength={200}
            size={30}
            defaultValue={v.timing ?? dose.timing}
          />
        </td>
        <td>
          <form method="post" action={`#${form}`} id={form} className="admin-inline-form" aria-label={label}>
            <input type="hidden" name="dose" value={dose.id} />
            <button type="submit" name="intent" value="dose" className="btn btn-outline btn-sm">
              Save
            </button>
            <button type="submit" name="intent" value="remove-dose" className="btn btn-outline btn-sm" formNoValidate>
              Remove
            </button>
          </form>
          <TranslationsLink entity="dose" id={dose.id} label="Hindi and Marathi of its timing" />
        </td>
      </tr>
      {failed?.toast && (
        <tr>
          <td colSpan={5}>
            <p className="field-error" role="alert">
              {failed.toast.text}
            </p>
          </td>
        </tr>
      )}
    </>
  );
}

/** The crops the product suits, ticked, by group. */
function CropChecks({ crops, ticked, action }: { crops: CropSummary[]; ticked: readonly string[]; action?: ActionFailure }) {
  return (
    <section id="crops" className="card admin-card stack" aria-labelledby="crops-title">
      <h2 id="crops-title" className="section-title">
        Crops it suits
      </h2>
      <p className="admin-note">The crop pages advise it, and the dosage calculator offers it, only for these crops.</p>
      {action?.toast && (
        <p className="form-error" role="alert">
          {action.toast.text}
        </p>
      )}
      <form method="post" action="#crops" className="admin-form" aria-label="Crops it suits">
        <input type="hidden" name="intent" value="crops" />
        {CROP_GROUPS.map((group) => (
          <fieldset key={group} className="admin-list-columns">
            <legend className="font-bold">{group}</legend>
            {crops
              .filter((c) => c.group === group)
              .map((c) => (
                <label key={c.id} className="admin-check">
                  <input type="checkbox" name="crops" value={c.id} defaultChecked={ticked.includes(c.id)} /> {c.name}
                </label>
              ))}
          </fieldset>
        ))}
        <div className="admin-filter-actions">
          <button type="submit" className="btn btn-primary">
            Save crops
          </button>
        </div>
      </form>
    </section>
  );
}

/** A product's doses (by method, for every crop or one) and the crops it suits: what the crop pages and the dosage calculator use. */
export default definePage({
  path: '/admin/products/:id/doses',
  access: 'staff:catalogue',
  bare: true,
  async load(ctx) {
    const { db } = ctx.services;
    const [editing, crops] = await Promise.all([productDosesForEditing(db, ctx.params.id), listCrops(db)]);
    return { staff: ctx.staff!, path: ctx.path, ...editing, crops };
  },
  head: (d) => ({ title: `Doses of ${d.product.title} | Back office`, description: 'Product doses and crops.', noindex: true }),
  form: doseForm,
  lists: doseLists,
  async action(ctx, form) {
    const { db } = ctx.services;
    const id = ctx.params.id;
    const back = `/admin/products/${id}/doses`;
    if (form.intent === 'crops') {
      await setProductCrops(db, ctx.staff!, id, ctx.lists.crops);
      return redirect(`${back}#crops`, { type: 'success', text: MSG.productCropsSaved });
    }
    if (form.intent === 'remove-dose') {
      await removeDose(db, ctx.staff!, id, form.dose);
      return redirect(`${back}#doses`, { type: 'success', text: MSG.doseRemoved });
    }
    if (form.intent === 'dose') {
      const notice = await keptNotice(db, 'dose', form.dose);
      await saveDose(db, ctx.staff!, id, form.dose, form);
      return redirect(`${back}#dose-${form.dose}`, { type: 'success', text: await notice(MSG.doseSaved) });
    }
    await addDose(db, ctx.staff!, id, form);
    return redirect(`${back}#doses`, { type: 'success', text: MSG.doseAdded });
  },
  Component: ({ data: { staff, path, product, doses, cropIds, crops }, action }) => {
    const intent = action?.values?.intent ?? '';
    const forNew = action && !['crops', 'dose', 'remove-dose'].includes(intent);
    const v = forNew ? (action.values ?? {}) : {};
    const err = forNew ? (action.errors ?? {}) : {};
    const perAcre = `${product.unit} per acre (per kg of seed for seed treatment)`;
    return (
      <AdminShell staff={staff} path={path} title={`Doses: ${product.title}`}>
        <p>
          <a href={`/admin/products/${product.id}`}>← The product</a> · code {product.code} ·{' '}
          <a href={`/calculator?product=${product.id}`}>Try the dosage calculator</a>
        </p>
        {forNew && <FormAlert action={action} />}
        <section id="doses" className="card admin-card stack" aria-labelledby="doses-title">
          <h2 id="doses-title" className="section-title">
            Doses
          </h2>
          <p className="admin-note">Amounts are in {perAcre}. A dose for one crop wins over the general dose of the same method.</p>
          {doses.length === 0 ? (
            <p className="text-muted">No doses yet: the calculator cannot work out this product.</p>
          ) : (
            <DataTable noun="dose" columns={['Method', 'Crop', `Amount, ${product.unit}`, 'When to apply', 'Save or remove']}>
              {doses.map((d) => (
                <DoseRow
                  key={d.id}
                  dose={d}
                  crops={crops}
                  suited={d.cropId === null || cropIds.includes(d.cropId)}
                  failed={['dose', 'remove-dose'].includes(intent) && action?.values?.dose === d.id ? action : undefined}
                />
              ))}
            </DataTable>
          )}
          <form method="post" action="#doses" className="admin-form-row" aria-label="Add a dose">
            <input type="hidden" name="intent" value="add-dose" />
            <SelectField name="method" label="Method" options={METHOD_OPTIONS} value={v.method ?? 'soil'} />
            <SelectField name="crop" label="Crop" options={cropOptions(crops)} value={v.crop ?? ''} />
            <Field
              name="amount"
              label={`Amount, ${product.unit}`}
              inputMode="decimal"
              required
              defaultValue={v.amount}
              error={err.amount}
            />
            <Field name="timing" label="When to apply" maxLength={200} defaultValue={v.timing} error={err.timing} />
            <button type="submit" className="btn btn-primary">
              Add dose
            </button>
          </form>
          {(err.method || err.crop) && <p className="field-error">{err.method ?? err.crop}</p>}
        </section>
        <CropChecks crops={crops} ticked={cropIds} action={intent === 'crops' ? action : undefined} />
      </AdminShell>
    );
  },
});
