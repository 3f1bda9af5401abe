import { pageAsked } from '../../domain/paging';
import { listProductsForStaff } from '../../domain/catalog/editing';
import { formatInr } from '../../domain/money';
import { DataTable } from '../components/admin/data-table';
import { Pager } from '../components/admin/pager';
import { SearchForm } from '../components/admin/inline-forms';
import { AdminShell } from '../components/admin/shell';
import { definePage } from '../framework/page';
import { TranslationMark } from '../components/admin/translation-marks';
import { translationMarks } from '../../domain/translations/work';

export default definePage({
  path: '/admin/products',
  access: 'staff:catalogue',
  bare: true,
  async load(ctx) {
    const q = ctx.query.get('q') ?? '';
    const page = pageAsked(ctx.query.get('page'));
    const list = await listProductsForStaff(ctx.services.db, { q, page });
    const marks = await translationMarks(
      ctx.services.db,
      'product',
      list.rows.map((p) => p.id),
    );
    return {
      staff: ctx.staff!,
      path: ctx.path,
      q,
      page,
      query: ctx.query.toString(),
      ...list,
      marks,
    };
  },
  head: () => ({ title: 'Products | Back office', description: 'The catalogue.', noindex: true }),
  Component: ({ data: { staff, path, q, page, query, rows, total, pages, marks } }) => (
    <AdminShell staff={staff} path={path} title="Products">
      <p>
        <a className="btn btn-primary" href="/admin/products/new">
          New product
        </a>
      </p>
      <SearchForm label="Name or code" what="product" q={q} />
      <DataTable count={total} noun="product" columns={['Product', 'Code', 'Category', 'Price', 'Stock', 'In the shop']}>
        {rows.map((p) => (
          <tr key={p.id}>
            <td>
              <a href={`/admin/products/${p.id}`}>{p.title}</a>
              <TranslationMark entity="product" id={p.id} mark={marks[p.id]} />
            </td>
            <td>{p.code}</td>
            <td>{p.category}</td>
            <td>{formatInr(p.pricePaise)}</td>
            <td>
              {p.stock}
              {p.lowPacks > 0 && <strong className="admin-low"> {p.lowPacks === 1 ? '1 pack low' : `${p.lowPacks} packs low`}</strong>}
            </td>
            <td>{p.archived ? 'Archived' : 'Yes'}</td>
          </tr>
        ))}
      </DataTable>
      <Pager page={page} pages={pages} query={query} />
    </AdminShell>
  ),
});
