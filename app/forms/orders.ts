import { formSchema } from '../framework/form';

/** Cancel, and its confirmation step, on an order's page. */
export const orderCancelForm = formSchema(['intent']);
