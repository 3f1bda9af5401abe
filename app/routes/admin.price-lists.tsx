import { listCompanies } from '../../domain/companies/companies';
import { COMPANY_STAFF_MSG } from '../../domain/companies/messages';
import { savePriceList, setPriceListActive } from '../../domain/companies/price-list-editing';
import { listGroups, listPriceLists, listState } from '../../domain/companies/price-lists';
import { saveGroup } from '../../domain/companies/price-lists';
import { DataTable } from '../components/admin/data-table';
import { FormAlert } from '../components/admin/inline-forms';
import { AdminShell } from '../components/admin/shell';
import { PriceListFields } from '../components/admin/price-list-fields';
import { definePage, redirect } from '../framework/page';
import { Field } from '../ui/field';

/** Customer groups (Dealers, Distributors) and the price lists: dealer prices per group, contract prices per company. */
export default definePage({
  path: '/admin/price-lists',
  access: 'staff:catalogue',
  bare: true,
  async load(ctx) {
    const { db } = ctx.services;
    const [groups, lists, companies] = await Promise.all([listGroups(db), listPriceLists(db), listCompanies(db)]);
    return { staff: ctx.staff!, path: ctx.path, groups, lists, companies, company: ctx.query.get('company') ?? '' };
  },
  head: () => ({ title: 'Price lists | Back office', description: 'Dealer and contract prices.', noindex: true }),
  async action(ctx, form) {
    const { db } = ctx.services;
    const f = (k: string) => String(form[k] ?? '');
    if (f('intent') === 'group') {
      await saveGroup(db, ctx.staff!, f('groupId') || null, f('name'));
      return redirect('/admin/price-lists', { type: 'success', text: COMPANY_STAFF_MSG.groupSaved });
    }
    if (f('intent') === 'pause' || f('intent') === 'resume') {
      await setPriceListActive(db, ctx.staff!, f('id'), f('intent') === 'resume');
      return redirect('/admin/price-lists', {
        type: 'success',
        text: f('intent') === 'pause' ? COMPANY_STAFF_MSG.listPaused : COMPANY_STAFF_MSG.listResumed,
      });
    }
    const id = await savePriceList(db, ctx.staff!, null, {
      name: f('name'),
      groupId: f('groupId'),
      companyId: f('companyId'),
      startsAt: f('startsAt'),
      endsAt: f('endsAt'),
    });
    return redirect(`/admin/price-lists/${id}`, { type: 'success', text: COMPANY_STAFF_MSG.listSaved });
  },
  Component: ({ data: { staff, path, groups, lists, companies, company }, action }) => (
    <AdminShell staff={staff} path={path} title="Price lists">
      <p>
        A buyer of an active company pays the lowest price in force of their group’s lists and their company’s own, where it is lower than
        the list price after quantity tiers. Prices are per pack, taxes included.
      </p>
      <FormAlert action={action} />
      <DataTable count={lists.length} noun="price list" columns={['Price list', 'For', 'Starts', 'Ends', 'Packs', 'State', '']}>
        {lists.map((l) => (
          <tr key={l.id} data-testid="price-list-row">
            <td>
              <a href={`/admin/price-lists/${l.id}`}>{l.name}</a>
            </td>
            <td>{l.companyId ? `${l.forName} (contract)` : `${l.forName} (group)`}</td>
            <td>{l.startsAt?.slice(0, 16).replace('T', ' ') ?? 'now'}</td>
            <td>{l.endsAt?.slice(0, 16).replace('T', ' ') ?? 'no end'}</td>
            <td>{l.items}</td>
            <td data-testid="price-list-state">{listState(l)}</td>
            <td>
              <form method="post" className="admin-inline-form">
                <input type="hidden" name="id" value={l.id} />
                <button type="submit" name="intent" value={l.active ? 'pause' : 'resume'} className="btn btn-outline btn-sm">
                  {l.active ? 'Pause' : 'Resume'}
                </button>
              </form>
            </td>
          </tr>
        ))}
      </DataTable>
      <section className="card admin-card stack" aria-labelledby="pl-new">
        <h2 id="pl-new" className="section-title">
          New price list
        </h2>
        <form method="post" className="stack">
          <input type="hidden" name="intent" value="list" />
          <PriceListFields groups={groups} companies={companies} saved={null} company={company} values={action?.values} />
          <button type="submit" className="btn btn-primary">
            Create the price list
          </button>
        </form>
      </section>
      <section className="card admin-card stack" aria-labelledby="pl-groups">
        <h2 id="pl-groups" className="section-title">
          Customer groups
        </h2>
        <ul className="admin-list">
          {groups.map((g) => (
            <li key={g.id}>
              <form method="post" className="admin-inline-form">
                <input type="hidden" name="intent" value="group" />
                <input type="hidden" name="groupId" value={g.id} />
                <input name="name" defaultValue={g.name} aria-label={`Name of ${g.name}`} /> {g.companies} companies{' '}
                <button type="submit" className="btn btn-outline btn-sm">
                  Rename
                </button>
              </form>
            </li>
          ))}
        </ul>
        <form method="post" className="admin-inline-form">
          <input type="hidden" name="intent" value="group" />
          <Field name="name" label="New group" />
          <button type="submit" className="btn btn-outline">
            Add the group
          </button>
        </form>
      </section>
    </AdminShell>
  ),
});
