import { productForEditing, saveProduct, setArchived, type ProductForm } from '../../domain/catalog/editing';
import { listCategories } from '../../domain/catalog/products';
import { adjustStock, listMovements, STOCK_REASONS } from '../../domain/catalog/stock';
import { productLots } from '../../domain/catalog/lots';
import { addProductImage } from '../../domain/catalog/product-images';
import { addPack, savePack, saveTiers } from '../../domain/catalog/pack-editing';
import { tiersOf, variantsOf } from '../../domain/catalog/variants';
import { MSG } from '../../domain/messages';
import { DataTable } from '../components/admin/data-table';
import { SelectField } from '../components/admin/select-field';
import { AdminShell } from '../components/admin/shell';
import { orderTime } from '../components/order-parts';
import { productForm } from '../forms/admin';
import { definePage, redirect } from '../framework/page';
import { Field } from '../ui/field';
import { ProductFields } from '../components/admin/product-fields';
import { FormAlert } from '../components/admin/inline-forms';
import { PackSection } from '../components/admin/pack-section';
import { TranslationsLink } from '../components/admin/translation-marks';
import { keptNotice } from '../../domain/translations/editing';

/** One product for the catalogue team: every field of its page, price, archiving, pack sizes and tiers, and stock per pack with its movements. */
export default definePage({
  path: '/admin/products/:id',
  access: 'staff:catalogue',
  bare: true,
  async load(ctx) {
    const { db } = ctx.services;
    const [product, categories, movements, packs, tiers, lots] = await Promise.all([
      productForEditing(db, ctx.params.id),
      listCategories(db),
      listMovements(db, ctx.params.id, 20),
      variantsOf(db, [ctx.params.id]).then((m) => m.get(ctx.params.id) ?? []),
      tiersOf(db, [ctx.params.id]).then((m) => m.get(ctx.params.id) ?? []),
      productLots(db, ctx.params.id),
    ]);
    return { staff: ctx.staff!, path: ctx.path, product, categories, movements, packs, tiers, lots };
  },
  head: (d) => ({ title: `${d.product.values.title} | Back office`, description: 'Edit a product.', noindex: true }),
  form: productForm,
  async action(ctx, form) {
    const { db } = ctx.services;
    const id = ctx.params.id;
    const back = `/admin/products/${id}`;
    if (form.intent === 'archive' || form.intent === 'publish') {
      await setArchived(db, ctx.staff!, id, form.intent === 'archive');
      return redirect(back, { type: 'success', text: form.intent === 'archive' ? MSG.productArchived : MSG.productPublished });
    }
    if (form.intent === 'image') {
      await addProductImage(ctx.services, ctx.staff!, id, { file: ctx.files.image, alt: form.alt, main: form.main === '1' });
      return redirect(`${back}#photos`, { type: 'success', text: MSG.imageAdded });
    }
    if (form.intent === 'pack') {
      await savePack(db, ctx.staff!, id, form.variant, form);
      return redirect(`${back}#packs`, { type: 'success', text: MSG.packSaved });
    }
    if (form.intent === 'add-pack') {
      await addPack(db, ctx.staff!, id, form);
      return redirect(`${back}#packs`, { type: 'success', text: MSG.packAdded });
    }
    if (form.intent === 'tiers') {
      await saveTiers(db, ctx.staff!, id, form.tiers);
      return redirect(`${back}#packs`, { type: 'success', text: MSG.tiersSaved });
    }
    if (form.intent === 'stock') {
      await adjustStock(db, ctx.staff!, id, form);
      return redirect(`${back}#stock`, { type: 'success', text: MSG.stockAdjusted });
    }
    const notice = await keptNotice(db, 'product', id);
    await saveProduct(db, ctx.staff!, id, form);
    return redirect(back, { type: 'success', text: await notice(MSG.productSaved) });
  },
  Component: ({ data: { staff, path, product, categories, movements, packs, tiers, lots }, action }) => {
    const v = { ...product.values, ...(action?.values ?? {}) } as ProductForm;
    const err = action?.errors ?? {};
    return (
      <AdminShell staff={staff} path={path} title={product.values.title}>
        <p>
          <a href="/admin/products">← All products</a> · <a href={`/product_details/${product.id}`}>See it in the shop</a> ·{' '}
          <a href={`/admin/products/${product.id}/doses`}>Doses and crops</a> · <TranslationsLink entity="product" id={product.id} /> · code{' '}
          {product.code}
        </p>
        <FormAlert action={action} />
        <form method="post" className="card admin-card admin-form" aria-label="Product details">
          <input type="hidden" name="version" value={product.values.version} />
          <ProductFields values={v} errors={err} categories={categories} />
          <div className="admin-filter-actions">
            <button type="submit" name="intent" value="save" className="btn btn-primary">
              Save
            </button>
            <button type="submit" name="intent" value={product.archived ? 'publish' : 'archive'} className="btn btn-outline" formNoValidate>
              {product.archived ? 'Publish (back in the shop)' : 'Archive (take out of the shop)'}
            </button>
          </div>
        </form>
        <PackSection packs={packs} tiers={tiers} action={action} />
        <section id="photos" className="card admin-card stack" aria-labelledby="photos-title">
          <h2 id="photos-title" className="section-title">
            Photos
          </h2>
          <ul className="admin-photos">
            {product.images.map((img) => (
              <li key={img.url}>
                <img src={img.url} alt={img.name} width="120" height="120" loading="lazy" />
              </li>
            ))}
          </ul>
          <form method="post" encType="multipart/form-data" className="admin-form-row">
            <input type="hidden" name="intent" value="image" />
            <div className="field">
              <label htmlFor="f-image">Photo (JPEG, PNG, WebP or AVIF, up to 5 MB)</label>
              <input id="f-image" name="image" type="file" accept="image/jpeg,image/png,image/webp,image/avif" required />
              {err.image && <p className="field-error">{err.image}</p>}
            </div>
            <Field name="alt" label="What it shows (for screen readers)" required maxLength={200} error={err.alt} />
            <label className="admin-check">
              <input type="checkbox" name="main" value="1" /> Make it the main photo
            </label>
            <button type="submit" className="btn btn-primary">
              Upload
            </button>
          </form>
        </section>
        <section id="stock" className="card admin-card stack" aria-labelledby="stock-title">
          <h2 id="stock-title" className="section-title">
            Stock: {product.stock}
          </h2>
          <form method="post" className="admin-form-row">
            <input type="hidden" name="intent" value="stock" />
            <SelectField
              name="variant"
              label="Pack"
              options={packs.map((v) => ({ value: v.id, label: `${v.pack} (${v.stock} in stock)` }))}
              value={action?.values?.variant}
            />
            <SelectField
              name="reason"
              label="Why"
              options={STOCK_REASONS.map((r) => ({ value: r, label: r === 'counted' ? 'counted (set to)' : r }))}
              value={action?.values?.reason ?? 'received'}
            />
            <Field name="quantity" label="Units" inputMode="numeric" required error={err.quantity} />
            <Field name="batch" label="Batch (received)" maxLength={30} defaultValue={action?.values?.batch} error={err.batch} />
            <Field
              name="manufacturedOn"
              label="Made on"
              type="date"
              defaultValue={action?.values?.manufacturedOn}
              error={err.manufacturedOn}
            />
            <Field name="expiresOn" label="Expires on" type="date" defaultValue={action?.values?.expiresOn} error={err.expiresOn} />
            <button type="submit" className="btn btn-primary">
              Update stock
            </button>
          </form>
          <p className="field-hint">
            Goods received go into their batch (with its dates); orders take from the batch that expires first, and an expired batch is
            written off.
          </p>
          {lots.length === 0 ? (
            <p className="text-muted">No batches in stock.</p>
          ) : (
            <DataTable columns={['Batch', 'Pack', 'Made', 'Expires', 'Units']} noun="lot">
              {lots.map((l) => (
                <tr key={l.id}>
                  <td>{l.batch}</td>
                  <td>{l.pack}</td>
                  <td>{l.manufacturedOn}</td>
                  <td>{l.expiresOn}</td>
                  <td>{l.quantity}</td>
                </tr>
              ))}
            </DataTable>
          )}
          <DataTable columns={['When', 'Pack', 'Batch', 'Change', 'Why']}>
            {movements.map((m, i) => (
              <tr key={i}>
                <td>{orderTime(m.at)}</td>
                <td>{m.pack}</td>
                <td>{m.batch}</td>
                <td>{m.delta > 0 ? `+${m.delta}` : m.delta}</td>
                <td>
                  {m.orderId ? <a href={`/admin/orders/${m.orderId}`}>{m.reason === 'order' ? 'ordered' : 'order cancelled'}</a> : m.reason}
                </td>
              </tr>
            ))}
          </DataTable>
        </section>
      </AdminShell>
    );
  },
});
