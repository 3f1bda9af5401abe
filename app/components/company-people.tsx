import type { Company } from '../../domain/companies/companies';
import { COMPANY_ROLES } from '../../domain/companies/companies';
import { ROLE_LABEL } from '../../domain/companies/messages';
import { useT } from '../framework/i18n';
import { Field } from '../ui/field';

// A company's people as its members see them on My company; its admin adds,
// removes and sets roles here.

function RoleSelect({ value = 'buyer', label }: { value?: string; label: string }) {
  const t = useT();
  return (
    <label>
      {label}{' '}
      <select name="role" defaultValue={value}>
        {COMPANY_ROLES.map((r) => (
          <option key={r} value={r}>
            {t(ROLE_LABEL[r])}
          </option>
        ))}
      </select>
    </label>
  );
}

export function CompanyPeopleCard({ company, admin, me }: { company: Company; admin: boolean; me: string }) {
  const t = useT();
  return (
    <section className="card account-card stack" aria-labelledby="people-title">
      <h2 id="people-title" className="section-title">
        {t('People')}
      </h2>
      <p className="field-hint">
        {t('Buyers place orders; approvers also approve orders above the limit; admins also manage the people.')}
      </p>
      <ul className="stack">
        {company.members.map((m) => (
          <li key={m.userId} data-testid="member">
            <strong>{m.name}</strong> · {m.email ?? m.mobile} · {t(ROLE_LABEL[m.role])}
            {admin && m.userId !== me && (
              <div className="admin-inline-form">
                <form method="post">
                  <input type="hidden" name="intent" value="role" />
                  <input type="hidden" name="userId" value={m.userId} />
                  <RoleSelect value={m.role} label={t('Role')} />
                  <button type="submit" className="btn btn-outline btn-sm">
                    {t('Set the role')}
                  </button>
                </form>
                <form method="post">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="userId" value={m.userId} />
                  <button type="submit" className="btn btn-outline btn-sm">
                    {t('Remove')}
                  </button>
                </form>
              </div>
            )}
          </li>
        ))}
      </ul>
      {admin && (
        <form method="post" className="stack">
          <input type="hidden" name="intent" value="add" />
          <Field name="who" label={t('E-mail or mobile number of their account at this shop')} required />
          <RoleSelect label={t('Role')} />
          <button type="submit" className="btn btn-primary">
            {t('Add the person')}
          </button>
        </form>
      )}
    </section>
  );
}
