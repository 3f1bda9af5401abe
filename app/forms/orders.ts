import { formSchema } from '../framework/form';

/** Cancel (and its confirmation step), buy again and switch to Cash on Delivery, on an order's page. */
export const orderCancelForm = formSchema(['intent']);
