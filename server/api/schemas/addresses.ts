import { z } from 'zod';
import { answers, done, idParams, looseText } from './common';

const fields = {
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
};

export const addressBody = z.strictObject(fields);

export const address = z
  .object({
    _id: z.string(),
    ...Object.fromEntries(Object.keys(fields).map((k) => [k, z.string()])),
    createdAt: z.string().optional(),
  })
  .meta({ id: 'Address' });

const saved = z.object({ status: z.literal(true), message: z.string(), address });

export const listAddressesSchema = {
  summary: "The customer's saved addresses",
  tags: ['addresses'],
  response: answers({ 200: z.array(address) }, 401),
};

export const saveAddressSchema = {
  summary: 'Save a delivery address',
  tags: ['addresses'],
  body: addressBody,
  response: answers({ 201: saved }, 401),
};

export const updateAddressSchema = {
  summary: 'Change a saved address',
  tags: ['addresses'],
  params: idParams,
  body: addressBody,
  response: answers({ 200: saved }, 401, 404),
};

export const deleteAddressSchema = {
  summary: 'Delete a saved address (orders keep it)',
  tags: ['addresses'],
  params: idParams,
  response: answers({ 200: done }, 401, 404),
};
