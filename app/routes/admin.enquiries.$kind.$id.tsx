import { LEAD_STATUSES } from '../../domain/constants';
import { MSG } from '../../domain/messages';
import { getLead, updateLead } from '../../domain/leads/inbox';
import { listStaff } from '../../domain/staff/staff';
import { SelectField } from '../components/admin/select-field';
import { AdminShell } from '../components/admin/shell';
import { orderTime } from '../components/order-parts';
import { leadForm } from '../forms/admin';
import { definePage, redirect } from '../framework/page';
import { FormAlert } from '../components/admin/inline-forms';

/** One lead: what the person wrote, and sales' status, assignee and notes. */
export default definePage({
  path: '/admin/enquiries/:kind/:id',
  access: 'staff:leads',
  bare: true,
  async load(ctx) {
    const lead = await getLead(ctx.services.db, ctx.params.kind, ctx.params.id);
    const team = (await listStaff(ctx.services.db)).filter((s) => !s.disabled && (s.role === 'sales' || s.role === 'owner'));
    return { staff: ctx.staff!, path: ctx.path, lead, team };
  },
  head: (d) => ({ title: `Lead from ${d.lead.name} | Back office`, description: 'A lead.', noindex: true }),
  form: leadForm,
  async action(ctx, form) {
    await updateLead(ctx.services.db, ctx.staff!, ctx.params.kind, ctx.params.id, form);
    return redirect(`/admin/enquiries/${ctx.params.kind}/${ctx.params.id}`, { type: 'success', text: MSG.leadSaved });
  },
  Component: ({ data: { staff, path, lead, team }, action }) => (
    <AdminShell staff={staff} path={path} title={`Lead from ${lead.name}`}>
      <p>
        <a href="/admin/enquiries">← All leads</a>
      </p>
      <div className="admin-columns">
        <section className="card admin-card stack" aria-labelledby="l-what">
          <h2 id="l-what" className="section-title">
            {lead.about || (lead.kind === 'contact' ? 'Contact message' : 'General enquiry')}
          </h2>
          <p className="text-sm text-muted">
            {orderTime(lead.createdAt)}, from the {lead.source === 'product' ? 'product page' : lead.source} form
          </p>
          <p className="whitespace-pre-line">{lead.message}</p>
          <p>
            <a href={`mailto:${lead.email}`}>{lead.email}</a>, <a href={`tel:${lead.phone}`}>{lead.phone}</a>
            {lead.company && `, ${lead.company}`}
          </p>
        </section>
        <form method="post" className="card admin-card stack" aria-labelledby="l-follow">
          <h2 id="l-follow" className="section-title">
            Follow-up
          </h2>
          <FormAlert action={action} />
          <SelectField name="status" label="Status" options={LEAD_STATUSES} value={action?.values?.status ?? lead.status} />
          <SelectField
            name="assignee"
            label="Assignee"
            options={[{ value: '', label: 'Nobody yet' }, ...team.map((s) => ({ value: s.email, label: `${s.name} (${s.email})` }))]}
            value={action?.values?.assignee ?? lead.assignee}
          />
          <div className="field">
            <label htmlFor="f-notes">Notes</label>
            <textarea id="f-notes" name="notes" rows={5} maxLength={5000} defaultValue={action?.values?.notes ?? lead.notes} />
          </div>
          <button type="submit" className="btn btn-primary">
            Save
          </button>
        </form>
      </div>
    </AdminShell>
  ),
});
