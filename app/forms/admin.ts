import { checkLogin } from '../../domain/accounts/validation';
import { formSchema } from '../framework/form';

export const staffLoginForm = formSchema(['email', 'password', 'totp', 'next'], checkLogin);

/** Confirm, ship (carrier and tracking number), deliver or cancel, from an order's page or the list. */
export const orderActionForm = formSchema(['intent', 'carrier', 'trackingNumber', 'ids']);

export const totpSetupForm = formSchema(['secret', 'code', 'current']);

export const leadForm = formSchema(['status', 'assignee', 'notes']);

export const customerAccessForm = formSchema(['intent']);

/** Every field of the product edit form, the intent (save, archive, publish) and the version it was made from. */
export const productForm = formSchema([
  'intent',
  'title',
  'description',
  'technicalName',
  'packagingType',
  'packagingAvailable',
  'purpose',
  'phRange',
  'cfuCount',
  'modeOfAction',
  'crops',
  'dosage',
  'form',
  'categoryId',
  'price',
  'offerPercent',
  'lowStockThreshold',
  'hsnCode',
  'gstRate',
  'version',
  'reason',
  'quantity',
  'alt',
  'main',
  'variant',
  'pack',
  'mrp',
  'tiers',
  'batch',
  'manufacturedOn',
  'expiresOn',
]);

export const hiringForm = formSchema(['job', 'application', 'status']);

export const staffForm = formSchema(['intent', 'id', 'email', 'name', 'role', 'password', 'disabled', 'session']);

/** Any content entry's fields (each kind uses some of them), and save, preview or delete. */
export const contentForm = formSchema([
  'intent',
  'title',
  'heading',
  'name',
  'position',
  'company_name',
  'published_at',
  'description',
  'image',
  'link',
]);

/** A company page's words, the version they were edited from, and save, preview or reset. */
export const pageTextForm = formSchema(['intent', 'title', 'heading', 'description', 'body', 'version']);

/** A delivery zone's terms. */
export const zoneForm = formSchema(['id', 'etaDays', 'cod', 'codLimit', 'shipping', 'freeAbove']);

export const categoryForm = formSchema(['id', 'name', 'color', 'blurb']);

export const shipManyForm = formSchema(['carrier', 'manifest']);
