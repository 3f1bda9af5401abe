import { addressFrom } from '../../domain/companies/addresses';
import { getCompany } from '../../domain/companies/companies';
import { addMember, removeMember, setMemberRole } from '../../domain/companies/members';
import { COMPANY_STAFF_MSG } from '../../domain/companies/messages';
import { listGroups, listPriceLists } from '../../domain/companies/price-lists';
import { approveCompany, refuseCompany } from '../../domain/companies/registration';
import { createCompany, leadDefaults, updateCompanyTerms } from '../../domain/companies/staff-companies';
import { CompanyApproval, CompanyPeople, CompanyPrices, CompanyTermsForm, NewCompanyForm } from '../components/admin/company-sections';
import { FormAlert } from '../components/admin/inline-forms';
import { AdminShell } from '../components/admin/shell';
import { addressLine } from '../../domain/companies/addresses';
import { definePage, pageNotFound, redirect } from '../framework/page';
import { DomainError } from '../../domain/errors';

/**
 * One company (or a new one at /admin/companies/new, perhaps from a lead:
 * `?lead=<id>`): its details, people and roles, group, limits and terms, its
 * price lists; a pending registration approved or refused with a reason.
 */
export default definePage({
  path: '/admin/companies/:id',
  access: 'staff:customers',
  bare: true,
  async load(ctx) {
    const { db } = ctx.services;
    const groups = await listGroups(db);
    if (ctx.params.id === 'new')
      return {
        staff: ctx.staff!,
        path: ctx.path,
        company: null,
        groups,
        lists: [],
        lead: await leadDefaults(db, ctx.query.get('lead') ?? ''),
      };
    let company;
    try {
      company = await getCompany(db, ctx.params.id);
    } catch (e) {
      if (e instanceof DomainError && e.kind === 'notFound') throw pageNotFound();
      throw e;
    }
    const lists = await listPriceLists(db, { companyId: company.id, groupId: company.groupId });
    return { staff: ctx.staff!, path: ctx.path, company, groups, lists, lead: {} };
  },
  head: (d) => ({ title: `${d.company ? d.company.legalName : 'New company'} | Back office`, description: 'A company.', noindex: true }),
  async action(ctx, form) {
    const { db } = ctx.services;
    const staff = ctx.staff!;
    const f = (k: string) => String(form[k] ?? '');
    if (ctx.params.id === 'new') {
      const id = await createCompany(db, staff, {
        legalName: f('legalName'),
        gstin: f('gstin'),
        billing: addressFrom(form, 'billing'),
        shipping: f('sameAddress') ? addressFrom(form, 'billing') : addressFrom(form, 'shipping'),
        groupId: f('groupId'),
        leadId: f('leadId'),
        people: [1, 2, 3].map((n) => ({ who: f(`who${n}`), role: f(`role${n}`) || 'buyer' })),
      });
      return redirect(`/admin/companies/${id}`, { type: 'success', text: COMPANY_STAFF_MSG.created });
    }
    const id = (await getCompany(db, ctx.params.id)).id;
    const back = (text: string) => redirect(`/admin/companies/${id}`, { type: 'success', text });
    const by = { staff };
    switch (f('intent')) {
      case 'approve':
        await approveCompany(db, staff, id, f('groupId'));
        return back(COMPANY_STAFF_MSG.approved);
      case 'refuse':
        await refuseCompany(db, staff, id, f('reason'));
        return redirect('/admin/companies?status=pending', { type: 'success', text: COMPANY_STAFF_MSG.refused });
      case 'add':
        await addMember(db, by, id, f('who'), f('role'));
        return back(COMPANY_STAFF_MSG.saved);
      case 'role':
        await setMemberRole(db, by, id, f('userId'), f('role'));
        return back(COMPANY_STAFF_MSG.saved);
      case 'remove':
        await removeMember(db, by, id, f('userId'));
        return back(COMPANY_STAFF_MSG.saved);
      default:
        await updateCompanyTerms(db, staff, id, {
          groupId: f('groupId'),
          creditLimit: f('creditLimit'),
          paymentTermsDays: f('paymentTermsDays'),
          approvalLimit: f('approvalLimit'),
          status: f('status'),
        });
        return back(COMPANY_STAFF_MSG.saved);
    }
  },
  Component: ({ data: { staff, path, company, groups, lists, lead }, action }) => (
    <AdminShell staff={staff} path={path} title={company ? company.legalName : 'New company'}>
      <p>
        <a href="/admin/companies">← All companies</a>
      </p>
      <FormAlert action={action} />
      {!company ? (
        <NewCompanyForm groups={groups} values={action?.values ?? lead} />
      ) : (
        <>
          <section className="card admin-card stack" aria-labelledby="c-who">
            <h2 id="c-who" className="section-title">
              Details
            </h2>
            <p>
              GSTIN {company.gstin ?? 'none'} · <span data-testid="company-status">{company.status}</span> ·{' '}
              {company.source === 'self' ? 'registered by its admin' : 'created by staff'}
              {company.leadId && <> · from lead {company.leadId}</>}
            </p>
            <p>Billing: {addressLine(company.billing)}</p>
            <p>Shipping: {addressLine(company.shipping)}</p>
          </section>
          {company.status === 'pending' && <CompanyApproval groups={groups} />}
          <CompanyPeople company={company} />
          <CompanyTermsForm company={company} groups={groups} />
          <CompanyPrices company={company} lists={lists} />
        </>
      )}
    </AdminShell>
  ),
});
