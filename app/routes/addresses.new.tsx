import { getAddress, saveAddress, updateAddress, type Address } from '../../domain/addresses/addresses';
import { LABEL, MSG } from '../../domain/messages';
import { AddressForm } from '../components/address-form';
import { definePage, pageNotFound, redirect } from '../framework/page';
import { safeNext } from '../framework/safe-next';
import { addressForm } from '../forms/addresses';

// Where every address form posts: /addresses/new saves a new address and goes
// on to `next` (checkout embeds the form with next=/checkout); the edit URL
// changes one of the customer's addresses.

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
  head: (data) => ({
    title: `${data.address ? 'Edit address' : 'Add a new address'} | Mitti Biotech`,
    description: 'Delivery address for your Mitti Biotech order.',
    noindex: true,
  }),
  form: addressForm,
  async action(ctx, form) {
    const next = safeNext(form.next, '/manage_add');
    const { db } = ctx.services;
    if (ctx.params.id) await updateAddress(db, ctx.user!.id, ctx.params.id, form);
    else await saveAddress(db, ctx.user!.id, form);
    return redirect(next, { type: 'success', text: MSG.addressSaved });
  },
  Component: ({ data, action }) => {
    const values = action?.values ?? (data.address ? valuesOf(data.address) : {});
    return (
      <div className="container-page address-page">
        <nav aria-label="Breadcrumb" className="address-crumbs">
          <a href="/manage_add">{LABEL.manageAddresses}</a>
        </nav>
        <h1 className="page-title">{data.address ? 'Edit address' : 'Add a new address'}</h1>
        <div className="card address-card-form">
          <AddressForm
            next={action?.values?.next ?? data.next}
            values={values}
            errors={action?.errors ?? (action?.toast ? { form: action.toast.text } : {})}
            action={data.address ? `/addresses/${data.address.id}/edit` : '/addresses/new'}
            submitLabel={data.address ? 'Save changes' : LABEL.saveAndDeliver}
          />
        </div>
      </div>
    );
  },
});
