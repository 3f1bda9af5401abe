import { companyName } from '../../domain/credit/company';
import { statementOf, type Statement } from '../../domain/credit/statement';
import type { StaffMember } from '../../domain/staff/staff';
import { AdminShell } from '../components/admin/shell';
import { StatementTable } from '../components/statement-table';
import { definePage, pageNotFound } from '../framework/page';

// A company's statement in the back office (decision 040): as its approvers
// see it, with its PDF and CSV; payments are recorded on /admin/credit.

interface Data {
  staff: StaffMember;
  path: string;
  company: { id: string; legalName: string; termsDays: number };
  statement: Statement;
}

export default definePage({
  path: '/admin/companies/:id/statement',
  access: 'staff:orders',
  bare: true,
  async load(ctx): Promise<Data> {
    const company = await companyName(ctx.services.db, String(ctx.params.id).slice(0, 64));
    if (!company) throw pageNotFound();
    return { staff: ctx.staff!, path: ctx.path, company, statement: await statementOf(ctx.services.db, company.id) };
  },
  head: (d) => ({ title: `Statement: ${d.company.legalName} | Back office`, description: 'A company’s account.', noindex: true }),
  Component: ({ data: { staff, path, company, statement } }) => (
    <AdminShell staff={staff} path={path} title={`Statement: ${company.legalName}`}>
      <p>
        <a href="/admin/credit">← Credit</a> · Net {company.termsDays}
      </p>
      <StatementTable statement={statement} t={(s) => s} base={`/admin/companies/${company.id}/statement`} />
    </AdminShell>
  ),
});
