import { z } from 'zod';
import { ORDER_STATUSES } from '../../../domain/constants';
import { answers, done, idParams, looseText, rawText } from './common';
import { order } from './orders';

// The back office's API (/api/admin/...): a staff token in Authorization, like a customer's.

const staffMember = z
  .object({ id: z.string(), email: z.string(), name: z.string(), role: z.string(), totp: z.boolean() })
  .meta({ id: 'Staff' });

export const adminLoginSchema = {
  summary: 'Staff sign-in: the token goes in Authorization on /api/admin calls',
  tags: ['admin'],
  body: z.strictObject({
    email: looseText,
    password: rawText,
    totp: looseText.describe('The 6-digit code, when the account has two-step sign-in'),
  }),
  response: answers({ 200: z.object({ status: z.literal(true), token: z.string(), staff: staffMember }) }, 401, 429),
};

export const adminLogoutSchema = { summary: 'End the staff session', tags: ['admin'], response: answers({ 200: done }, 401, 403) };

const orderRow = z
  .object({
    id: z.string(),
    ref: z.string(),
    createdAt: z.string(),
    customer: z.object({ name: z.string(), email: z.string(), mobile: z.string() }),
    pincode: z.string(),
    total: z.number().describe('Rupees'),
    status: z.string(),
    paymentStatus: z.string(),
    paymentMethod: z.string(),
  })
  .meta({ id: 'AdminOrderRow' });

const filterValue = z.string().optional();

export const adminOrdersSchema = {
  summary: 'Orders, newest first, filtered and searched (a page of 25)',
  tags: ['admin'],
  querystring: z.object({
    status: filterValue.describe(ORDER_STATUSES.join(', ')),
    payment: filterValue,
    method: filterValue,
    from: filterValue.describe('YYYY-MM-DD'),
    to: filterValue.describe('YYYY-MM-DD'),
    pincode: filterValue,
    q: filterValue.describe('Order id, phone or e-mail'),
    page: filterValue,
  }),
  response: answers({ 200: z.array(orderRow) }, 401, 403),
};

const orderAnswer = z.object({ status: z.literal(true), message: z.string(), order, mailed: z.boolean() });

const action = (summary: string) => ({
  summary,
  tags: ['admin'],
  params: idParams,
  response: answers({ 200: orderAnswer }, 401, 403, 404, 409),
});

export const adminOrderSchema = {
  summary: 'One order, with its customer',
  tags: ['admin'],
  params: idParams,
  response: answers(
    { 200: z.object({ status: z.literal(true), order, customer: z.object({ name: z.string(), email: z.string(), mobile: z.string() }) }) },
    401,
    403,
    404,
  ),
};
export const confirmOrderSchema = action('Confirm a Cash on Delivery order');
export const shipOrderSchema = {
  ...action('Ship an order with its carrier and tracking number; the customer is e-mailed'),
  body: z.strictObject({ carrier: looseText, trackingNumber: looseText }),
};
export const deliverOrderSchema = action('Mark an order delivered (Cash on Delivery: also paid)');
export const cancelOrderSchema = action('Cancel an order before it ships; stock returns and a paid order is refunded');

export const auditSchema = {
  summary: 'The audit log, newest first (owners only)',
  tags: ['admin'],
  querystring: z.object({ page: filterValue }),
  response: answers(
    {
      200: z.array(
        z.object({
          at: z.string(),
          staff: z.string(),
          action: z.string(),
          entity: z.string(),
          entityId: z.string(),
          before: z.unknown(),
          after: z.unknown(),
        }),
      ),
    },
    401,
    403,
  ),
};

const lead = z
  .object({
    kind: z.enum(['enquiry', 'contact']),
    id: z.string(),
    createdAt: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    company: z.string(),
    about: z.string(),
    message: z.string(),
    source: z.string(),
    status: z.string(),
    assignee: z.string().nullable(),
    notes: z.string(),
  })
  .meta({ id: 'Lead' });

const leadQuery = z.object({ status: filterValue, q: filterValue, page: filterValue });

export const leadsSchema = {
  summary: 'Leads (enquiries and contact messages), newest first, a page of 25',
  tags: ['admin'],
  querystring: leadQuery,
  response: answers({ 200: z.array(lead) }, 401, 403),
};

export const leadsCsvSchema = {
  summary: 'Every lead matching the filters, as CSV',
  tags: ['admin'],
  querystring: leadQuery,
  response: answers({ 200: z.string().describe('text/csv') }, 401, 403),
};

export const updateLeadSchema = {
  summary: 'Change a lead’s status, assignee (a staff e-mail, empty for nobody) and notes',
  tags: ['admin'],
  params: z.object({ kind: z.string(), id: z.string() }),
  body: z.strictObject({ status: looseText, assignee: looseText, notes: looseText }),
  response: answers({ 200: z.object({ status: z.literal(true), message: z.string(), lead }) }, 401, 403, 404),
};

const productRow = z
  .object({
    id: z.string(),
    code: z.string(),
    title: z.string(),
    category: z.string(),
    price: z.number().describe('Rupees'),
    stock: z.number(),
    lowStockThreshold: z.number(),
    archived: z.boolean(),
  })
  .meta({ id: 'AdminProductRow' });

export const adminProductsSchema = {
  summary: 'Products, archived ones included (a page of 25)',
  tags: ['admin'],
  querystring: z.object({ q: filterValue, page: filterValue }),
  response: answers({ 200: z.array(productRow) }, 401, 403),
};

const productFields = {
  title: looseText,
  description: looseText,
  technicalName: looseText,
  packagingType: looseText,
  packagingAvailable: looseText,
  purpose: looseText,
  phRange: looseText,
  cfuCount: looseText,
  modeOfAction: looseText,
  crops: looseText,
  dosage: looseText,
  form: looseText.describe('Liquid, Powder or Granular'),
  categoryId: looseText,
  price: looseText.describe('Rupees, e.g. "450" or "1234.50"'),
  offerPercent: looseText,
  lowStockThreshold: looseText,
  hsnCode: looseText.describe("4, 6 or 8 digits; empty: the category's usual"),
  gstRate: looseText.describe("Percent included in the price (0, 5, 12, 18, 28 or 40); empty: the category's usual"),
  version: looseText.describe('The version the edit was made from; an older one is refused with 409'),
};

const saved = z.object({ status: z.literal(true), message: z.string() });

export const saveProductSchema = {
  summary: 'Save every field of a product (send them all, with the version you read)',
  tags: ['admin'],
  params: idParams,
  body: z.strictObject(productFields),
  response: answers({ 200: saved }, 401, 403, 404, 409),
};

export const archiveProductSchema = {
  summary: 'Archive a product (it leaves the shop and its API; past orders keep it) or publish it again',
  tags: ['admin'],
  params: idParams,
  body: z.strictObject({ archived: z.boolean() }),
  response: answers({ 200: saved }, 401, 403, 404),
};

export const adjustStockSchema = {
  summary: 'Change stock with a reason: received (+n), damaged (−n) or counted (set to n)',
  tags: ['admin'],
  params: idParams,
  body: z.strictObject({
    reason: looseText,
    quantity: looseText,
    variant: looseText.describe('The pack; its smallest when absent'),
    batch: looseText.describe('Goods received: their batch number (then with both dates)'),
    manufacturedOn: looseText.describe('YYYY-MM-DD'),
    expiresOn: looseText.describe('YYYY-MM-DD; the lot is not sold from that day'),
  }),
  response: answers({ 200: saved }, 401, 403, 404),
};

export const addPackSchema = {
  summary: 'Add a pack size (e.g. "10 kg") with its price and MRP in rupees; it starts with no stock',
  tags: ['admin'],
  params: idParams,
  body: z.strictObject({ pack: looseText, price: looseText, mrp: looseText }),
  response: answers({ 200: saved }, 401, 403, 404),
};

export const savePackSchema = {
  summary: 'A new price and MRP (rupees) for one pack size',
  tags: ['admin'],
  params: z.object({ id: z.string(), variantId: z.string() }),
  body: z.strictObject({ price: looseText, mrp: looseText }),
  response: answers({ 200: saved }, 401, 403, 404),
};

export const saveTiersSchema = {
  summary: 'Replace the quantity tiers, written "10:5, 50:10" (packs:percent off); empty for none',
  tags: ['admin'],
  params: idParams,
  body: z.strictObject({ tiers: looseText }),
  response: answers({ 200: saved }, 401, 403, 404),
};

export const resumeSchema = {
  summary: 'Download an applicant’s résumé (HR and owners only), as an attachment',
  tags: ['admin'],
  params: idParams,
  response: answers({ 200: z.string().describe('The file: PDF, DOC or DOCX') }, 401, 403, 404),
};

export const packingSlipsSchema = {
  summary: 'Packing slips of the chosen orders, one A4 page each (PDF)',
  tags: ['admin'],
  querystring: z.object({
    ids: z
      .union([z.string(), z.array(z.string())])
      .optional()
      .describe('Order ids, repeated or comma-separated'),
  }),
  response: answers({ 200: z.string().describe('application/pdf') }, 401, 403, 404),
};

const zone = z
  .object({
    _id: z.string(),
    name: z.string(),
    states: z.array(z.string()).describe('["*"]: every state no other zone names'),
    etaDays: z.number(),
    cod: z.boolean(),
    codLimit: z.number().describe('Rupees'),
    shipping: z.number().describe('Rupees'),
    freeAbove: z.number().describe('Rupees; 0: the charge always applies'),
  })
  .meta({ id: 'DeliveryZone' });

export const deliveryZonesSchema = {
  summary: 'Delivery zones: states, days on the road, Cash on Delivery and its limit, the charge',
  tags: ['admin'],
  response: answers({ 200: z.array(zone) }, 401, 403),
};

export const saveZoneSchema = {
  summary: 'Change a delivery zone’s terms (amounts in rupees; cod "1" or "0")',
  tags: ['admin'],
  params: idParams,
  body: z.strictObject({ etaDays: looseText, cod: looseText, codLimit: looseText, shipping: looseText, freeAbove: looseText }),
  response: answers({ 200: saved }, 401, 403, 404),
};
