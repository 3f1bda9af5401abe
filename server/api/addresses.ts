import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deleteAddress, listAddresses, saveAddress, toApiAddress, updateAddress, type Address } from '../../domain/addresses/addresses';
import { MSG } from '../../domain/messages';
import type { Services } from '../services';
import { deleteAddressSchema, listAddressesSchema, saveAddressSchema, updateAddressSchema } from './schemas/addresses';

// SPEC.md §7 address calls (plus PUT to change one). Owner only: another
// customer's address id answers 404.

const addressJson = (a: Address) => ({ ...toApiAddress(a), createdAt: a.createdAt });

export function addressesApi(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = services;

  api.get('/api/get/user/address', { config: { access: 'customer' }, schema: listAddressesSchema }, async (request) => {
    return (await listAddresses(db, request.user!.id)).map(addressJson);
  });

  api.post('/api/post/address', { config: { access: 'customer' }, schema: saveAddressSchema }, async (request, reply) => {
    const address = await saveAddress(db, request.user!.id, request.body);
    return reply.code(201).send({ status: true, message: MSG.addressSaved, address: addressJson(address) });
  });

  api.put('/api/update/address/:id', { config: { access: 'customer' }, schema: updateAddressSchema }, async (request) => {
    const address = await updateAddress(db, request.user!.id, request.params.id, request.body);
    return { status: true, message: MSG.addressSaved, address: addressJson(address) };
  });

  api.delete('/api/delete/address/:id', { config: { access: 'customer' }, schema: deleteAddressSchema }, async (request) => {
    await deleteAddress(db, request.user!.id, request.params.id);
    return { status: true, message: MSG.addressDeleted };
  });
}
