import { getAddress, saveAddress, updateAddress, type Address } from '../../domain/addresses/addresses';
import { translatorFor } from '../../domain/i18n/dictionaries';
import { LABEL, MSG } from '../../domain/messages';
import { AddressForm } from '../components/address-form';
import { useT } from '../framework/i18n';
import { definePage, pageNotFound, redirect } from '../framework/page';
import { safeNext } from '../framework/safe-next';
import { addressForm } from '../forms/addresses';
import { deliverHere, rememberAddress } from '../actions/checkout';

// Where every address form posts: /addresses/new saves a new address and goes
// on to `next` (checkout embeds the form with next=/checkout: "Save and
// deliver here" comes back with the new address chosen); the edit URL changes
// one of the customer's addresses.

function valuesOf(a: Address): Record<string, string> {
  const { id: _id, createdAt: _created, ...rest } = a;
  void _id;
  void _created;
  return rest;
}

export default definePage({
  path: ['/addresses/new', '/addresses/:id/edit'],
  access: 'customer',
  async load(ctx) {
    const next = safeNext(ctx.query.get('next'), '/manage_add');
    if (!ctx.params.id) return { next, address: null as Address | null };
    const address = await getAddress(ctx.services.db, ctx.user!.id, ctx.params.id);
    if (!address) throw pageNotFound();
    return { next, address };
  },
  head: (data, ctx) => {
    const t = translatorFor(ctx.lang);
    return {
      title: `${data.address ? t('Edit address') : t('Add a new address')} | Mitti Biotech`,
      description: t('Delivery address for your Mitti Biotech order.'),
      noindex: true,
    };
  },
  form: addressForm,
  async action(ctx, form) {
    const next = safeNext(form.next, '/manage_add');
    const { db } = ctx.services;
    const saved = ctx.params.id ? await updateAddress(db, ctx.user!.id, ctx.params.id, form) : await saveAddress(db, ctx.user!.id, form);
    const to = deliverHere(next, saved.id);
    if (to !== next) rememberAddress(ctx, saved.id);
    return redirect(to, { type: 'success', text: translatorFor(ctx.lang)(MSG.addressSaved) });
  },
  Component: ({ data, action }) => {
    const t = useT();
    const values = action?.values ?? (data.address ? valuesOf(data.address) : {});
    return (
      <div className="container-page address-page">
        <nav aria-label={t('Breadcrumb')} className="address-crumbs">
          <a href="/manage_add">{t(LABEL.manageAddresses)}</a>
        </nav>
        <h1 className="page-title">{data.address ? t('Edit address') : t('Add a new address')}</h1>
        <div className="card address-card-form">
          <AddressForm
            next={action?.values?.next ?? data.next}
            values={values}
            errors={action?.errors ?? (action?.toast ? { form: action.toast.text } : {})}
            action={data.address ? `/addresses/${data.address.id}/edit` : '/addresses/new'}
            submitLabel={data.address ? t('Save changes') : LABEL.saveAndDeliver}
          />
        </div>
      </div>
    );
  },
});
