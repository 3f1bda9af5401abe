import { formSchema } from '../framework/form';

/** "Add these packs to cart": the calculator's own questions; the packs are worked out again on the server. */
export const addDosePacksForm = formSchema(['product', 'crop', 'area', 'unit', 'state', 'method']);
