import { createProduct, type ProductForm } from '../../domain/catalog/editing';
import { listCategories } from '../../domain/catalog/products';
import { MSG } from '../../domain/messages';
import { ProductFields } from '../components/admin/product-fields';
import { AdminShell } from '../components/admin/shell';
import { productForm } from '../forms/admin';
import { definePage, redirect } from '../framework/page';
import { FormAlert } from '../components/admin/inline-forms';

const EMPTY: ProductForm = {
  title: '',
  description: '',
  technicalName: '',
  packagingType: '',
  packagingAvailable: '',
  purpose: '',
  phRange: '',
  cfuCount: '',
  modeOfAction: '',
  crops: '',
  dosage: '',
  form: 'Powder',
  categoryId: '',
  price: '',
  offerPercent: '0',
  lowStockThreshold: '10',
  hsnCode: '',
  gstRate: '',
  version: '1',
};

/** A new product starts archived: add its photos and stock, then publish it. */
export default definePage({
  path: '/admin/products/new',
  access: 'staff:catalogue',
  bare: true,
  async load(ctx) {
    return { staff: ctx.staff!, path: ctx.path, categories: await listCategories(ctx.services.db) };
  },
  head: () => ({ title: 'New product | Back office', description: 'Add a product.', noindex: true }),
  form: productForm,
  async action(ctx, form) {
    const id = await createProduct(ctx.services.db, ctx.staff!, form);
    return redirect(`/admin/products/${id}#photos`, { type: 'success', text: MSG.productCreated });
  },
  Component: ({ data: { staff, path, categories }, action }) => (
    <AdminShell staff={staff} path={path} title="New product">
      <p>
        <a href="/admin/products">← All products</a>
      </p>
      <FormAlert action={action} />
      <form method="post" className="card admin-card admin-form" aria-label="New product">
        <ProductFields
          values={{ ...EMPTY, categoryId: categories[0]?.id ?? '', ...(action?.values ?? {}) }}
          errors={action?.errors ?? {}}
          categories={categories}
        />
        <button type="submit" className="btn btn-primary">
          Create (archived until you publish it)
        </button>
      </form>
    </AdminShell>
  ),
});
