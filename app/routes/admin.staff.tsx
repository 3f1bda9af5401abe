import { STAFF_ROLES } from '../../domain/constants';
import { MSG } from '../../domain/messages';
import { endStaffSession, listStaffSessions } from '../../domain/staff/sessions';
import { inviteStaff, listStaff, updateStaff } from '../../domain/staff/staff';
import { resetTotp } from '../../domain/staff/totp';
import { DataTable } from '../components/admin/data-table';
import { SelectField } from '../components/admin/select-field';
import { FormAlert, RowSelectForm } from '../components/admin/inline-forms';
import { AdminShell } from '../components/admin/shell';
import { staffForm } from '../forms/admin';
import { definePage, redirect } from '../framework/page';
import { Field } from '../ui/field';

/** Owners manage who works in the back office: add someone, change a role, disable an account, turn off a lost authenticator, see and end sessions. */
export default definePage({
  path: '/admin/staff',
  access: 'staff:staff',
  bare: true,
  async load(ctx) {
    return {
      staff: ctx.staff!,
      path: ctx.path,
      team: await listStaff(ctx.services.db),
      sessions: await listStaffSessions(ctx.services.db),
    };
  },
  head: () => ({ title: 'Staff | Back office', description: 'Staff accounts.', noindex: true }),
  form: staffForm,
  async action(ctx, form) {
    const { db } = ctx.services;
    if (form.intent === 'end-session') {
      await endStaffSession(db, ctx.staff!, form.session);
      return redirect('/admin/staff', { type: 'success', text: MSG.staffSessionEnded });
    }
    if (form.intent === 'totp-reset') {
      await resetTotp(db, ctx.staff!, form.id);
      return redirect('/admin/staff', { type: 'success', text: MSG.totpRemoved });
    }
    if (form.intent === 'add') {
      await inviteStaff(db, ctx.staff!, form);
      return redirect('/admin/staff', { type: 'success', text: MSG.staffAdded });
    }
    await updateStaff(db, ctx.staff!, form.id, { role: form.role, disabled: form.disabled === '1' });
    return redirect('/admin/staff', { type: 'success', text: MSG.staffSaved });
  },
  Component: ({ data: { staff, path, team, sessions }, action }) => (
    <AdminShell staff={staff} path={path} title="Staff">
      <FormAlert action={action} />
      <DataTable columns={['Who', 'Two-step', 'Role and access']}>
        {team.map((s) => (
          <tr key={s.id}>
            <td>
              {s.name}
              <br />
              <span className="text-sm text-muted">{s.email}</span>
            </td>
            <td>
              {s.totp ? 'On' : 'Off'}
              {s.totp && (
                <form method="post">
                  <input type="hidden" name="intent" value="totp-reset" />
                  <input type="hidden" name="id" value={s.id} />
                  <button type="submit" className="btn-link" aria-label={`Turn off two-step sign-in of ${s.email}`}>
                    Turn off (lost phone)
                  </button>
                </form>
              )}
            </td>
            <td>
              <RowSelectForm hidden={{ id: s.id }} name="role" label={`Role of ${s.email}`} options={STAFF_ROLES} value={s.role}>
                <label className="admin-check">
                  <input type="checkbox" name="disabled" value="1" defaultChecked={s.disabled} /> Disabled
                </label>
              </RowSelectForm>
            </td>
          </tr>
        ))}
      </DataTable>
      <h2 className="section-title">Signed in now</h2>
      <DataTable columns={['Who', 'Since', 'Last request', 'End']}>
        {sessions.map((x) => (
          <tr key={x.id}>
            <td>
              {x.email}
              <br />
              <span className="text-sm text-muted">{x.role}</span>
            </td>
            <td>{x.createdAt.slice(0, 16).replace('T', ' ')} UTC</td>
            <td>{x.lastSeenAt.slice(0, 16).replace('T', ' ')} UTC</td>
            <td>
              <form method="post">
                <input type="hidden" name="intent" value="end-session" />
                <input type="hidden" name="session" value={x.id} />
                <button type="submit" className="btn-link" aria-label={`End the session of ${x.email} since ${x.createdAt}`}>
                  End
                </button>
              </form>
            </td>
          </tr>
        ))}
      </DataTable>
      <form method="post" className="card admin-card admin-form-row" aria-label="Add a staff member">
        <input type="hidden" name="intent" value="add" />
        <Field name="email" label="E-mail" type="email" required defaultValue={action?.values?.email ?? ''} error={action?.errors?.email} />
        <Field name="name" label="Name" defaultValue={action?.values?.name ?? ''} />
        <SelectField name="role" label="Role" options={STAFF_ROLES} value={action?.values?.role ?? 'sales'} />
        <Field
          name="password"
          label="First password (12+ characters)"
          type="password"
          required
          minLength={12}
          autoComplete="new-password"
          error={action?.errors?.password}
        />
        <button type="submit" className="btn btn-primary">
          Add
        </button>
      </form>
    </AdminShell>
  ),
});
