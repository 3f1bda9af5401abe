import { saveCategory } from '../../domain/catalog/category-editing';
import { listCategories } from '../../domain/catalog/products';
import { MSG } from '../../domain/messages';
import { AdminShell } from '../components/admin/shell';
import { categoryForm } from '../forms/admin';
import { definePage, redirect } from '../framework/page';
import { Field } from '../ui/field';
import { FormAlert } from '../components/admin/inline-forms';
import { TranslationMark, TranslationsLink } from '../components/admin/translation-marks';
import { keptNotice } from '../../domain/translations/editing';
import { translationMarks, type Mark } from '../../domain/translations/work';

function CategoryForm(props: { id: string; name: string; color: string; blurb: string; submit: string; mark?: Mark }) {
  const { id, name, color, blurb, submit, mark } = props;
  return (
    <form method="post" className="card admin-card admin-form-row" aria-label={id === 'new' ? 'New category' : `Category ${name}`}>
      <input type="hidden" name="id" value={id} />
      <Field id={`name-${id}`} name="name" label="Name" required maxLength={80} defaultValue={name} />
      <Field id={`color-${id}`} name="color" label="Badge colour" type="color" defaultValue={color} />
      <Field id={`blurb-${id}`} name="blurb" label="One line about it" maxLength={500} defaultValue={blurb} />
      <button type="submit" className="btn btn-primary">
        {submit}
      </button>
      {id !== 'new' && (
        <p>
          <TranslationsLink entity="category" id={id} />
          <TranslationMark entity="category" id={id} mark={mark} />
        </p>
      )}
    </form>
  );
}

/** The categories products belong to: add one, or change a name, badge colour and blurb. */
export default definePage({
  path: '/admin/categories',
  access: 'staff:catalogue',
  bare: true,
  async load(ctx) {
    const categories = await listCategories(ctx.services.db);
    const marks = await translationMarks(
      ctx.services.db,
      'category',
      categories.map((c) => c.id),
    );
    return { staff: ctx.staff!, path: ctx.path, categories, marks };
  },
  head: () => ({ title: 'Categories | Back office', description: 'Product categories.', noindex: true }),
  form: categoryForm,
  async action(ctx, form) {
    const notice = await keptNotice(ctx.services.db, 'category', form.id || 'new');
    await saveCategory(ctx.services.db, ctx.staff!, form.id || 'new', form);
    return redirect('/admin/categories', { type: 'success', text: await notice(MSG.categorySaved) });
  },
  Component: ({ data: { staff, path, categories, marks }, action }) => (
    <AdminShell staff={staff} path={path} title="Categories">
      <FormAlert action={action} />
      {categories.map((c) => (
        <CategoryForm key={c.id} id={c.id} name={c.name} color={c.color} blurb={c.blurb} submit="Save" mark={marks[c.id]} />
      ))}
      <h2 className="section-title">New category</h2>
      <CategoryForm id="new" name="" color="#2e7d32" blurb="" submit="Add" />
    </AdminShell>
  ),
});
