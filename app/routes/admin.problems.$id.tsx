import { PROBLEM_KINDS, problemForEditing, productChoices, saveProblem, setProblemProducts } from '../../domain/crops/problem-editing';
import { MSG } from '../../domain/messages';
import { DataTable } from '../components/admin/data-table';
import { FormAlert, LongTextField, SlugField } from '../components/admin/inline-forms';
import { SelectField } from '../components/admin/select-field';
import { AdminShell } from '../components/admin/shell';
import { TranslationsLink } from '../components/admin/translation-marks';
import { keptNotice } from '../../domain/translations/editing';
import { problemForm, problemLists, reordered } from '../forms/admin-crops';
import { definePage, redirect, type ActionFailure } from '../framework/page';
import { Field } from '../ui/field';

/** A problem's own fields, shared by the new-problem form of the list. */
export function ProblemFields({ values: v, errors: err }: { values: Record<string, string>; errors: Record<string, string> }) {
  return (
    <>
      <div className="admin-form-row">
        <Field name="name" label="Name" required maxLength={80} defaultValue={v.name} error={err.name} />
        <SlugField base="/problems" value={v.slug} error={err.slug} />
        <SelectField name="kind" label="Kind" options={PROBLEM_KINDS} value={v.kind} />
      </div>
      <p className="admin-note">
        The slug is lowercase letters and digits joined by hyphens. A new slug moves the problem’s page; crop pages link to the new address
        at once.
      </p>
      {err.kind && <p className="field-error">{err.kind}</p>}
      <LongTextField name="about" label="What it is" value={v.about ?? ''} max={1000} rows={3} error={err.about} />
      <LongTextField
        name="signs"
        label="Signs a farmer sees (sentences, each ending with a full stop)"
        value={v.signs ?? ''}
        max={1000}
        rows={3}
        error={err.signs}
      />
    </>
  );
}

type Data = Awaited<ReturnType<typeof problemForEditing>> & { choices: Awaited<ReturnType<typeof productChoices>> };

/** The products that address the problem, best first: reorder by number, add one from the shop, remove one. */
function ProductsSection({ products, choices, action }: Pick<Data, 'products' | 'choices'> & { action?: ActionFailure }) {
  const listed = new Set(products.map((p) => p.id));
  return (
    <section id="products" className="card admin-card stack" aria-labelledby="products-title">
      <h2 id="products-title" className="section-title">
        Products that address it
      </h2>
      <p className="admin-note">
        Best first. A crop’s page shows those that suit the crop; the problem’s page shows them all with their general doses.
      </p>
      {action && (
        <p className="form-error" role="alert">
          {action.toast?.text}
        </p>
      )}
      <form method="post" action="#products" className="admin-form" aria-label="Products that address it">
        <input type="hidden" name="intent" value="products" />
        {products.length === 0 ? (
          <p className="text-muted">None yet.</p>
        ) : (
          <DataTable noun="product" columns={['Position', 'Product', 'Code', 'Remove']}>
            {products.map((p, i) => (
              <tr key={p.id}>
                <td>
                  <input type="hidden" name="product" value={p.id} />
                  <label className="admin-inline-form">
                    <span className="sr-only">Position of {p.title}</span>
                    <input name="position" type="number" min={1} max={products.length} size={3} defaultValue={i + 1} />
                  </label>
                </td>
                <th scope="row">
                  <a href={`/admin/products/${p.id}/doses`}>{p.title}</a>
                  {p.archived && <span className="text-sm text-muted"> (archived: not shown)</span>}
                </th>
                <td>{p.code}</td>
                <td>
                  <button
                    type="submit"
                    form="remove-product"
                    name="product"
                    value={p.id}
                    className="btn btn-outline btn-sm"
                    aria-label={`Remove ${p.title}`}
                  >
                    Remove
                  </button>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
        <div className="admin-form-row">
          <SelectField
            name="add"
            label="Add a product (it goes last)"
            options={[
              { value: '', label: '— none —' },
              ...choices.filter((c) => !listed.has(c.id)).map((c) => ({ value: c.id, label: `${c.title} (${c.code})` })),
            ]}
          />
          <div className="admin-filter-actions">
            <button type="submit" className="btn btn-primary">
              Save products
            </button>
          </div>
        </div>
      </form>
      {/* Remove buttons post this form, so Enter in a position field saves rather than removes the first product. */}
      <form method="post" action="#products" id="remove-product" hidden>
        <input type="hidden" name="intent" value="remove-product" />
      </form>
    </section>
  );
}

/** One problem for the catalogue team: name, kind, description and signs, and the products that address it in order. */
export default definePage({
  path: '/admin/problems/:id',
  access: 'staff:catalogue',
  bare: true,
  async load(ctx) {
    const { db } = ctx.services;
    const [editing, choices] = await Promise.all([problemForEditing(db, ctx.params.id), productChoices(db)]);
    return { staff: ctx.staff!, path: ctx.path, ...editing, choices };
  },
  head: (d) => ({ title: `${d.problem.name} | Back office`, description: 'Edit a crop problem.', noindex: true }),
  form: problemForm,
  lists: problemLists,
  async action(ctx, form) {
    const { db } = ctx.services;
    const back = `/admin/problems/${ctx.params.id}`;
    if (form.intent === 'products') {
      const ids = reordered(ctx.lists.product, ctx.lists.position, form.add);
      await setProblemProducts(db, ctx.staff!, ctx.params.id, ids);
      return redirect(`${back}#products`, { type: 'success', text: MSG.problemProductsSaved });
    }
    if (form.intent === 'remove-product') {
      const { products } = await problemForEditing(db, ctx.params.id);
      const ids = products.map((p) => p.id).filter((id) => id !== form.product);
      await setProblemProducts(db, ctx.staff!, ctx.params.id, ids);
      return redirect(`${back}#products`, { type: 'success', text: MSG.problemProductsSaved });
    }
    const notice = await keptNotice(db, 'problem', ctx.params.id);
    await saveProblem(db, ctx.staff!, ctx.params.id, form);
    return redirect(back, { type: 'success', text: await notice(MSG.problemSaved) });
  },
  Component: ({ data: { staff, path, problem, products, choices }, action }) => {
    const forProducts = ['products', 'remove-product'].includes(action?.values?.intent ?? '');
    return (
      <AdminShell staff={staff} path={path} title={problem.name}>
        <p>
          <a href="/admin/problems">← All problems</a> · <a href={`/problems/${problem.slug}`}>See it in the shop</a> ·{' '}
          <TranslationsLink entity="problem" id={problem.id} />
        </p>
        {!forProducts && <FormAlert action={action} />}
        <form method="post" className="card admin-card admin-form" aria-label="Problem details">
          <input type="hidden" name="intent" value="save" />
          <ProblemFields
            values={{ ...problem, ...(forProducts ? {} : action?.values) }}
            errors={forProducts ? {} : (action?.errors ?? {})}
          />
          <div className="admin-filter-actions">
            <button type="submit" className="btn btn-primary">
              Save problem
            </button>
          </div>
        </form>
        <ProductsSection products={products} choices={choices} action={forProducts ? action : undefined} />
      </AdminShell>
    );
  },
});
