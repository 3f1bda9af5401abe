import type { Company } from '../../../domain/companies/companies';
import { COMPANY_ROLES } from '../../../domain/companies/companies';
import { listState, type PriceListRow } from '../../../domain/companies/price-lists';
import { formatInr } from '../../../domain/money';
import { toRupees } from '../../../domain/money';
import { Field } from '../../ui/field';
import { AddressFields, ENGLISH_ADDRESS } from '../company-fields';
import { DataTable } from './data-table';

// The sections of a company's back-office page (app/routes/admin.companies.$id.tsx).

type Group = { id: string; name: string };

function GroupSelect({ groups, value }: { groups: Group[]; value: string | null }) {
  return (
    <div className="field">
      <label htmlFor="f-groupId">Customer group (its price lists apply)</label>
      <select id="f-groupId" name="groupId" defaultValue={value ?? ''}>
        <option value="">No group</option>
        {groups.map((g) => (
          <option key={g.id} value={g.id}>
            {g.name}
          </option>
        ))}
      </select>
    </div>
  );
}

function RoleSelect({ name = 'role', value = 'buyer', label = 'Role' }: { name?: string; value?: string; label?: string }) {
  return (
    <label>
      {label}{' '}
      <select name={name} defaultValue={value}>
        {COMPANY_ROLES.map((r) => (
          <option key={r} value={r}>
            {r}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A new company's fields: `values` as posted, or filled from a lead. */
export function NewCompanyForm({ groups, values = {} }: { groups: Group[]; values?: Record<string, string> }) {
  return (
    <form method="post" className="card admin-card stack">
      <Field name="legalName" label="Legal name" defaultValue={values.legalName ?? ''} required />
      <Field name="gstin" label="GSTIN (optional)" defaultValue={values.gstin ?? ''} />
      <Field name="leadId" label="From lead (its id, optional)" defaultValue={values.leadId ?? ''} />
      <GroupSelect groups={groups} value={values.groupId ?? null} />
      <AddressFields prefix="billing" labels={ENGLISH_ADDRESS('Billing address')} values={values} />
      <label className="admin-check">
        <input type="checkbox" name="sameAddress" value="1" defaultChecked={!values.shippingName} /> Ship to the billing address
      </label>
      <AddressFields prefix="shipping" labels={ENGLISH_ADDRESS('Shipping address (when different)')} values={values} />
      <fieldset className="stack">
        <legend>People (existing customer accounts: e-mail or mobile)</legend>
        {[1, 2, 3].map((n) => (
          <div key={n} className="admin-inline-form">
            <Field name={`who${n}`} label={`Person ${n}`} defaultValue={values[`who${n}`] ?? ''} />
            <RoleSelect name={`role${n}`} value={values[`role${n}`] ?? (n === 1 ? 'admin' : 'buyer')} />
          </div>
        ))}
      </fieldset>
      <button type="submit" className="btn btn-primary">
        Create the company
      </button>
    </form>
  );
}

export function CompanyApproval({ groups }: { groups: Group[] }) {
  return (
    <section className="card admin-card stack" aria-labelledby="c-approve">
      <h2 id="c-approve" className="section-title">
        Waiting for approval
      </h2>
      <form method="post" className="stack">
        <GroupSelect groups={groups} value={null} />
        <button type="submit" name="intent" value="approve" className="btn btn-primary">
          Approve (the admin is told by e-mail)
        </button>
      </form>
      <form method="post" className="stack">
        <Field name="reason" label="Why it is refused (the customer reads this)" />
        <button type="submit" name="intent" value="refuse" className="btn btn-outline">
          Refuse
        </button>
      </form>
    </section>
  );
}

export function CompanyPeople({ company }: { company: Company }) {
  return (
    <section className="card admin-card stack" aria-labelledby="c-people">
      <h2 id="c-people" className="section-title">
        People ({company.members.length})
      </h2>
      <DataTable columns={['Name', 'E-mail', 'Mobile', 'Role', '']}>
        {company.members.map((m) => (
          <tr key={m.userId} data-testid="member-row">
            <td>
              <a href={`/admin/customers/${m.userId}`}>{m.name}</a>
            </td>
            <td>{m.email ?? '—'}</td>
            <td>{m.mobile}</td>
            <td>
              <form method="post" className="admin-inline-form">
                <input type="hidden" name="userId" value={m.userId} />
                <RoleSelect value={m.role} label="" />
                <button type="submit" name="intent" value="role" className="btn btn-outline btn-sm">
                  Set
                </button>
              </form>
            </td>
            <td>
              <form method="post" className="admin-inline-form">
                <input type="hidden" name="userId" value={m.userId} />
                <button type="submit" name="intent" value="remove" className="btn btn-outline btn-sm" aria-label={`Remove ${m.name}`}>
                  Remove
                </button>
              </form>
            </td>
          </tr>
        ))}
      </DataTable>
      <form method="post" className="admin-inline-form">
        <Field name="who" label="Add a person: e-mail or mobile of their customer account" />
        <RoleSelect />
        <button type="submit" name="intent" value="add" className="btn btn-outline">
          Add
        </button>
      </form>
    </section>
  );
}

const rupees = (paise: number | null) => (paise === null ? '' : String(toRupees(paise)));

export function CompanyTermsForm({ company, groups }: { company: Company; groups: Group[] }) {
  return (
    <section className="card admin-card stack" aria-labelledby="c-terms">
      <h2 id="c-terms" className="section-title">
        Group, limits and terms
      </h2>
      <form method="post" className="stack">
        <input type="hidden" name="intent" value="terms" />
        <GroupSelect groups={groups} value={company.groupId} />
        <Field name="creditLimit" label="Credit limit in rupees (empty: no credit)" defaultValue={rupees(company.creditLimitPaise)} />
        <Field name="paymentTermsDays" label="Payment terms in days (30: Net 30)" defaultValue={company.paymentTermsDays ?? ''} />
        <Field
          name="approvalLimit"
          label="Orders above this need an approver, in rupees (empty: none do)"
          defaultValue={rupees(company.approvalLimitPaise)}
        />
        {company.status !== 'pending' && (
          <div className="field">
            <label htmlFor="f-status">Status</label>
            <select id="f-status" name="status" defaultValue={company.status}>
              <option value="active">Active</option>
              <option value="on-hold">On hold (no own prices or terms)</option>
            </select>
          </div>
        )}
        <button type="submit" className="btn btn-primary">
          Save
        </button>
      </form>
    </section>
  );
}

export function CompanyPrices({ company, lists }: { company: Company; lists: PriceListRow[] }) {
  return (
    <section className="card admin-card stack" aria-labelledby="c-prices">
      <h2 id="c-prices" className="section-title">
        Price lists
      </h2>
      <ul className="admin-list">
        {lists.map((l) => (
          <li key={l.id}>
            <a href={`/admin/price-lists/${l.id}`}>{l.name}</a> ({l.companyId ? 'contract prices' : `group ${l.forName}`}, {l.items} packs,{' '}
            {listState(l)})
          </li>
        ))}
      </ul>
      <p>
        <a href={`/admin/price-lists?company=${company.id}`}>New contract price list for {company.legalName}</a>
        {company.creditLimitPaise !== null && <> · credit limit {formatInr(company.creditLimitPaise)}</>}
      </p>
    </section>
  );
}
