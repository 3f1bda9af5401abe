import { formSchema, listsSchema } from '../framework/form';

/** A promotion's fields (its kind only when new), or pause/resume (`intent`, and `id` on the list). */
export const promotionForm = formSchema([
  'intent',
  'id',
  'kind',
  'code',
  'title',
  'discountType',
  'percent',
  'amount',
  'minOrder',
  'startsOn',
  'endsOn',
  'usageLimit',
  'perCustomerLimit',
  'firstOrderOnly',
  'combinable',
  'buy',
  'get',
]);

/** What it applies to: the products, categories and pack sizes ticked. */
export const promotionLists = listsSchema(['products', 'categories', 'packs']);
