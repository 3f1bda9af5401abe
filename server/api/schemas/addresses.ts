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

/** For a GST invoice: optional; a GSTIN needs the business name it is registered to. */
const gstFields = { gstin: looseText.describe('The buyer’s GSTIN (15 characters), or empty'), businessName: looseText };

export const addressBody = z.strictObject({ ...fields, ...gstFields });

export const address = z
  .object({
    _id: z.string(),
    ...Object.fromEntries(Object.keys(fields).map((k) => [k, z.string()])),
    // Absent on orders placed before GST invoices.
    ...Object.fromEntries(Object.keys(gstFields).map((k) => [k, z.string().optional()])),
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
