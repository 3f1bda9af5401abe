import { listCompanies } from '../../domain/companies/companies';
import { COMPANY_STAFF_MSG } from '../../domain/companies/messages';
import { csvImported, csvRefusal, importPriceCsv } from '../../domain/companies/price-csv';
import { removeItem, savePriceList, setItemPrice, setPriceListActive } from '../../domain/companies/price-list-editing';
import { getPriceList, listGroups, listState, priceListItems } from '../../domain/companies/price-lists';
import { DomainError } from '../../domain/errors';
import { formatInr } from '../../domain/money';
import { DataTable } from '../components/admin/data-table';
import { FormAlert } from '../components/admin/inline-forms';
import { PriceListFields } from '../components/admin/price-list-fields';
import { AdminShell } from '../components/admin/shell';
import { definePage, pageNotFound, redirect } from '../framework/page';
import { Field } from '../ui/field';

/** One price list: its name, whom it is for, schedule, paused or not; its prices per pack, one at a time or by CSV. */
export default definePage({
  path: '/admin/price-lists/:id',
  access: 'staff:catalogue',
  bare: true,
  async load(ctx) {
    const { db } = ctx.services;
    let list;
    try {
      list = await getPriceList(db, ctx.params.id);
    } catch (e) {
      if (e instanceof DomainError && e.kind === 'notFound') throw pageNotFound();
      throw e;
    }
    const [items, groups, companies] = await Promise.all([priceListItems(db, list.id), listGroups(db), listCompanies(db)]);
    return { staff: ctx.staff!, path: ctx.path, list, items, groups, companies };
  },
  head: (d) => ({ title: `${d.list.name} | Back office`, description: 'A price list.', noindex: true }),
  async action(ctx, form) {
    const { db } = ctx.services;
    const staff = ctx.staff!;
    const f = (k: string) => String(form[k] ?? '');
    const id = (await getPriceList(db, ctx.params.id)).id;
    const back = (text: string) => redirect(`/admin/price-lists/${id}`, { type: 'success', text });
    switch (f('intent')) {
      case 'import': {
        const file = ctx.files.file ?? Buffer.from(f('csv'));
        const outcome = await importPriceCsv(db, staff, id, file.toString('utf8'));
        if (!outcome.ok)
          return {
            kind: 'unprocessable',
            errors: { file: csvRefusal(outcome.problems) },
            toast: { type: 'error', text: csvRefusal(outcome.problems) },
          };
        return back(csvImported(outcome.count));
      }
      case 'price':
        await setItemPrice(db, staff, id, f('sku'), f('price'));
        return back(COMPANY_STAFF_MSG.itemSaved);
      case 'remove':
        await removeItem(db, staff, id, f('variantId'));
        return back(COMPANY_STAFF_MSG.itemRemoved);
      case 'pause':
      case 'resume':
        await setPriceListActive(db, staff, id, f('intent') === 'resume');
        return back(f('intent') === 'pause' ? COMPANY_STAFF_MSG.listPaused : COMPANY_STAFF_MSG.listResumed);
      default:
        await savePriceList(db, staff, id, {
          name: f('name'),
          groupId: f('groupId'),
          companyId: f('companyId'),
          startsAt: f('startsAt'),
          endsAt: f('endsAt'),
        });
        return back(COMPANY_STAFF_MSG.listSaved);
    }
  },
  Component: ({ data: { staff, path, list, items, groups, companies }, action }) => (
    <AdminShell staff={staff} path={path} title={list.name}>
      <p>
        <a href="/admin/price-lists">← All price lists</a> · <span data-testid="price-list-state">{listState(list)}</span> · for{' '}
        {list.companyId ? <a href={`/admin/companies/${list.companyId}`}>{list.forName}</a> : `the group ${list.forName}`}
      </p>
      {action?.errors?.file ? (
        <pre className="form-error" role="alert" data-testid="csv-problems">
          {action.errors.file}
        </pre>
      ) : (
        <FormAlert action={action} />
      )}
      <section className="card admin-card stack" aria-labelledby="pl-items">
        <h2 id="pl-items" className="section-title">
          Prices ({items.length})
        </h2>
        <DataTable columns={['Product', 'Pack', 'SKU', 'List price', 'This list', '']}>
          {items.map((i) => (
            <tr key={i.variantId} data-testid="price-row">
              <td>{i.product}</td>
              <td>{i.pack}</td>
              <td>
                <code>{i.sku}</code>
              </td>
              <td>{formatInr(i.listPaise)}</td>
              <td data-paise={i.pricePaise}>{formatInr(i.pricePaise)}</td>
              <td>
                <form method="post" className="admin-inline-form">
                  <input type="hidden" name="variantId" value={i.variantId} />
                  <button type="submit" name="intent" value="remove" className="btn btn-outline btn-sm" aria-label={`Remove ${i.sku}`}>
                    Remove
                  </button>
                </form>
              </td>
            </tr>
          ))}
        </DataTable>
        <form method="post" className="admin-inline-form">
          <input type="hidden" name="intent" value="price" />
          <Field name="sku" label="SKU" />
          <Field name="price" label="Price in rupees (one pack, taxes included)" inputMode="decimal" />
          <button type="submit" className="btn btn-outline">
            Set the price
          </button>
        </form>
      </section>
      <section className="card admin-card stack" aria-labelledby="pl-csv">
        <h2 id="pl-csv" className="section-title">
          CSV
        </h2>
        <p>
          <a href={`/api/admin/price-lists/${list.id}/csv`} download>
            Export CSV
          </a>{' '}
          (sku, price_rupees, pack, product, list price). Importing a file replaces this list’s prices with exactly the file’s; anything
          wrong refuses the whole file, with each line’s reason.
        </p>
        <form method="post" encType="multipart/form-data" className="admin-inline-form">
          <input type="hidden" name="intent" value="import" />
          <label htmlFor="f-file">CSV file</label> <input id="f-file" name="file" type="file" accept=".csv,text/csv" required />
          <button type="submit" className="btn btn-outline">
            Import
          </button>
        </form>
      </section>
      <section className="card admin-card stack" aria-labelledby="pl-edit">
        <h2 id="pl-edit" className="section-title">
          Name, buyers and schedule
        </h2>
        <form method="post" className="stack">
          <input type="hidden" name="intent" value="save" />
          <PriceListFields groups={groups} companies={companies} saved={list} values={action?.values} />
          <button type="submit" className="btn btn-primary">
            Save
          </button>
        </form>
        <form method="post">
          <button type="submit" name="intent" value={list.active ? 'pause' : 'resume'} className="btn btn-outline">
            {list.active ? 'Pause (nobody gets these prices)' : 'Resume'}
          </button>
        </form>
      </section>
    </AdminShell>
  ),
});
