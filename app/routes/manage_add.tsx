import { addressLine, deleteAddress, listAddresses, type Address } from '../../domain/addresses/addresses';
import { DomainError } from '../../domain/errors';
import { translatorFor } from '../../domain/i18n/dictionaries';
import { LABEL, MSG } from '../../domain/messages';
import { ConfirmDeletePanel } from '../components/confirm-delete-panel';
import { useT } from '../framework/i18n';
import { Island } from '../framework/island';
import { definePage, redirect } from '../framework/page';
import { addressDeleteForm } from '../forms/addresses';
import { ConfirmDelete } from '../islands/cart-confirm-delete';

// SPEC.md §2 Manage addresses: lists saved addresses and deletes them; adds and edits through /addresses/….

interface Data {
  addresses: Address[];
  confirm: Address | null;
}

export default definePage({
  path: '/manage_add',
  access: 'customer',
  async load(ctx): Promise<Data> {
    const addresses = await listAddresses(ctx.services.db, ctx.user!.id);
    const ask = ctx.query.get('confirm');
    return { addresses, confirm: addresses.find((a) => a.id === ask) ?? null };
  },
  head: (_data, ctx) => {
    const t = translatorFor(ctx.lang);
    return { title: `${t(LABEL.manageAddresses)} | Mitti Biotech`, description: t('Your saved delivery addresses.'), noindex: true };
  },
  form: addressDeleteForm,
  async action(ctx, form) {
    const id = form.id;
    if (form.intent === 'ask') return redirect(`/manage_add?confirm=${encodeURIComponent(id)}#confirm`);
    if (form.intent !== 'delete') return redirect('/manage_add');
    try {
      await deleteAddress(ctx.services.db, ctx.user!.id, id);
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
      return redirect('/manage_add', { type: 'error', text: translatorFor(ctx.lang)(e.message) });
    }
    return redirect('/manage_add', { type: 'success', text: translatorFor(ctx.lang)(MSG.addressDeleted) });
  },
  Component: ({ data }) => <ManageAddresses data={data} />,
});

function ManageAddresses({ data }: { data: Data }) {
  const t = useT();
  return (
    <div className="container-page address-page">
      <div className="address-head">
        <h1 className="page-title">{t(LABEL.manageAddresses)}</h1>
        <a href="/addresses/new?next=%2Fmanage_add" className="btn btn-primary">
          {t(LABEL.addNewAddress)}
        </a>
      </div>
      {data.confirm && (
        <ConfirmDeletePanel action="/manage_add" title={t(MSG.addressDeleteConfirm)} heading="h2" fields={{ id: data.confirm.id }}>
          {data.confirm.name}, {addressLine(data.confirm, t)}
        </ConfirmDeletePanel>
      )}
      {data.addresses.length === 0 ? (
        <section className="card cart-state">
          <h2>{t('No saved addresses yet')}</h2>
          <p>{t('Add one now and it will be ready at checkout.')}</p>
        </section>
      ) : (
        <ul className="address-list">
          {data.addresses.map((a) => (
            <li key={a.id} className="card address-item" data-testid="address">
              <div className="address-item-head">
                <h2 className="address-name">{a.name}</h2>
                <span className="address-badge">{a.addressType === 'office' ? t('Office [address type]') : t('Home [address type]')}</span>
              </div>
              <p>{addressLine(a, t)}</p>
              <p className="text-muted">
                {t(a.country)} · {t('Mobile')} {a.mobile}
                {a.alternatePhone ? ` · ${t('Alternate {phone}', { phone: a.alternatePhone })}` : ''}
                {a.gstin ? ` · ${a.businessName}, GSTIN ${a.gstin}` : ''}
              </p>
              <p className="text-muted text-sm">{t(a.addressType === 'office' ? LABEL.officeDelivery : LABEL.homeDelivery)}</p>
              <div className="address-actions">
                <a
                  href={`/addresses/${a.id}/edit?next=%2Fmanage_add`}
                  className="btn btn-outline btn-sm"
                  aria-label={t('Edit address of {name}, {locality}', { name: a.name, locality: a.locality })}
                >
                  {t('Edit')}
                </a>
                <Island
                  component={ConfirmDelete}
                  props={{
                    action: '/manage_add',
                    fields: { id: a.id },
                    question: t(MSG.addressDeleteConfirm),
                    label: t('Delete address of {name}, {locality}', { name: a.name, locality: a.locality }),
                    text: t('Delete'),
                    confirmText: t('Delete'),
                    cancelText: t('Cancel'),
                  }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
