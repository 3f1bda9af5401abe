import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { deleteAddress, listAddresses, saveAddress, toApiAddress, updateAddress, type Address } from '../../domain/addresses/addresses';
import { MSG } from '../../domain/messages';
import type { Services } from '../services';
import { looseText, parse } from './parse';

// SPEC.md §7 address calls (plus PUT to change one). Owner only: another
// customer's address id answers 404.

const addressJson = (a: Address) => ({ ...toApiAddress(a), createdAt: a.createdAt });

const addressBody = z.object({
  name: looseText,
  mobile: looseText,
  pincode: looseText,
  locality: looseText,
  city: looseText,
  state: looseText,
  country: looseText,
  address: looseText,
  landmark: looseText,
  alternatePhone: looseText,
  addressType: looseText,
});

export function addressesApi(app: FastifyInstance, services: Services) {
  const { db } = services;

  app.get('/api/get/user/address', { config: { access: 'customer' } }, async (request) => {
    const list = (await listAddresses(db, request.user!.id)).map(addressJson);
    return { status: true, addresses: list, data: list };
  });

  app.post('/api/post/address', { config: { access: 'customer' } }, async (request, reply) => {
    const address = await saveAddress(db, request.user!.id, parse(addressBody, request.body));
    return reply.code(201).send({ status: true, message: MSG.addressSaved, address: addressJson(address) });
  });

  app.put<{ Params: { id: string } }>('/api/update/address/:id', { config: { access: 'customer' } }, async (request) => {
    const address = await updateAddress(db, request.user!.id, request.params.id, parse(addressBody, request.body));
    return { status: true, message: MSG.addressSaved, address: addressJson(address) };
  });

  app.delete<{ Params: { id: string } }>('/api/delete/address/:id', { config: { access: 'customer' } }, async (request) => {
    await deleteAddress(db, request.user!.id, request.params.id);
    return { status: true, message: MSG.addressDeleted };
  });
}
