import { addressFrom } from '../../domain/companies/addresses';
import { companyOfUser, type Company, type CompanyRole } from '../../domain/companies/companies';
import { addMember, companyAdminOf, removeMember, setApprovalLimit, setMemberRole } from '../../domain/companies/members';
import { COMPANY_MSG, ROLE_LABEL } from '../../domain/companies/messages';
import { checkRole } from '../../domain/companies/members';
import { registerCompany } from '../../domain/companies/registration';
import { limitFrom } from '../../domain/companies/staff-companies';
import { translatorFor } from '../../domain/i18n/dictionaries';
import { formatInr, toRupees } from '../../domain/money';
import { CompanyPeopleCard } from '../components/company-people';
import { AddressFields, type AddressLabels } from '../components/company-fields';
import { useT } from '../framework/i18n';
import { definePage, redirect, type ActionFailure } from '../framework/page';
import { Field } from '../ui/field';
import { ActionErrors } from '../ui/form-errors';

/**
 * My company: a customer in none registers their business (it waits for
 * staff); one in a company sees it, its people and roles, and its admin adds
 * and removes people, sets their roles and the approval limit.
 */
export default definePage<{ company: Company | null; role: CompanyRole | null; me: string }>({
  path: '/account/company',
  access: 'customer',
  async load(ctx) {
    const mine = await companyOfUser(ctx.services.db, ctx.user!.id);
    return { company: mine?.company ?? null, role: mine?.role ?? null, me: ctx.user!.id };
  },
  head: (_d, ctx) => {
    const t = translatorFor(ctx.lang);
    return {
      title: `${t('My company')} | Mitti Biotech`,
      description: t('Your business account: its people, roles and prices.'),
      noindex: true,
    };
  },
  async action(ctx, form) {
    const { db, sessions } = ctx.services;
    const me = ctx.user!.id;
    const f = (k: string) => String(form[k] ?? '');
    const t = translatorFor(ctx.lang);
    const back = (text: string) => redirect('/account/company', { type: 'success', text });
    if (f('intent') === 'register') {
      await registerCompany(db, me, {
        legalName: f('legalName'),
        gstin: f('gstin'),
        billing: addressFrom(form, 'billing'),
        shipping: f('sameAddress') ? addressFrom(form, 'billing') : addressFrom(form, 'shipping'),
      });
      return back(COMPANY_MSG.registered);
    }
    const companyId = await companyAdminOf(db, me);
    const by = { userId: me };
    switch (f('intent')) {
      case 'add': {
        const person = await addMember(db, by, companyId, f('who'), f('role'));
        // Their prices changed: what is kept of them in memory goes.
        await sessions.forget(person.id);
        return back(t(COMPANY_MSG.added, { name: person.username }));
      }
      case 'role': {
        const name = await setMemberRole(db, by, companyId, f('userId'), f('role'));
        return back(t(COMPANY_MSG.roleSet, { name, role: t(ROLE_LABEL[checkRole(f('role'))]) }));
      }
      case 'remove': {
        const name = await removeMember(db, by, companyId, f('userId'));
        await sessions.forget(f('userId'));
        return back(t(COMPANY_MSG.removed, { name }));
      }
      case 'limit':
        await setApprovalLimit(db, by, companyId, limitFrom(f('approvalLimit'), 'approvalLimit'));
        return back(COMPANY_MSG.limitSet);
      default:
        return { toast: { type: 'error', text: COMPANY_MSG.onlyAdmin } } satisfies ActionFailure;
    }
  },
  Component: ({ data: { company, role, me }, action }) => {
    const t = useT();
    return (
      <div className="container-page narrow-page stack">
        <h1 className="page-title">{t('My company')}</h1>
        <ActionErrors action={action} />
        {!company ? <RegisterForm values={action?.values} /> : <CompanyView company={company} role={role!} me={me} />}
      </div>
    );
  },
});

function RegisterForm({ values = {} }: { values?: Record<string, string> }) {
  const t = useT();
  const labels = (title: string): AddressLabels => ({
    title,
    name: t('Name'),
    address: t('Address'),
    locality: t('Locality (optional)'),
    city: t('City'),
    state: t('State'),
    pincode: t('PIN code'),
    mobile: t('Mobile number'),
  });
  return (
    <section className="card account-card stack" aria-labelledby="register-title">
      <h2 id="register-title" className="section-title">
        {t('Register your business')}
      </h2>
      <p>{t('Dealers and businesses buy with their own prices, several people and approvals. We check your details and write to you.')}</p>
      <form method="post" className="stack">
        <input type="hidden" name="intent" value="register" />
        <Field name="legalName" label={t('Legal name of the business')} defaultValue={values.legalName ?? ''} required />
        <Field name="gstin" label={t('GSTIN (optional)')} defaultValue={values.gstin ?? ''} />
        <AddressFields prefix="billing" labels={labels(t('Billing address'))} values={values} />
        <label className="check-row">
          <input type="checkbox" name="sameAddress" value="1" defaultChecked={!values.shippingName} />{' '}
          <span>{t('Deliver to the billing address')}</span>
        </label>
        <AddressFields prefix="shipping" labels={labels(t('Shipping address (when different)'))} values={values} />
        <button type="submit" className="btn btn-primary">
          {t('Register the business')}
        </button>
      </form>
    </section>
  );
}

function CompanyView({ company, role, me }: { company: Company; role: CompanyRole; me: string }) {
  const t = useT();
  const admin = role === 'admin';
  return (
    <>
      <section className="card account-card stack" aria-labelledby="company-title">
        <h2 id="company-title" className="section-title">
          {company.legalName}
        </h2>
        {company.status === 'pending' && <p data-testid="company-pending">{t('Waiting for our approval: we will write to you.')}</p>}
        {company.status === 'on-hold' && <p>{t('On hold: please contact us.')}</p>}
        <p>
          {company.gstin && <>{t('GSTIN {gstin}', { gstin: company.gstin })} · </>}
          {t('Your role: {role}', { role: t(ROLE_LABEL[role]) })}
        </p>
        <p>
          {company.approvalLimitPaise === null
            ? t('No approval needed for orders.')
            : t('Orders above {amount} need an approver.', { amount: formatInr(company.approvalLimitPaise) })}
        </p>
        {admin && (
          <form method="post" className="stack">
            <input type="hidden" name="intent" value="limit" />
            <Field
              name="approvalLimit"
              label={t('Approval limit in rupees (empty: no approval needed)')}
              defaultValue={company.approvalLimitPaise === null ? '' : String(toRupees(company.approvalLimitPaise))}
              inputMode="decimal"
            />
            <button type="submit" className="btn btn-outline">
              {t('Save the limit')}
            </button>
          </form>
        )}
      </section>
      <CompanyPeopleCard company={company} admin={admin} me={me} />
    </>
  );
}
