import { z } from 'zod';
import { answers, idParams } from './common';

export const documentSchema = (kind: 'invoice' | 'credit-note', who: 'customer' | 'staff') => ({
  summary:
    (kind === 'invoice' ? 'The order’s GST tax invoice (PDF)' : 'The credit note of a cancelled invoiced order (PDF)') +
    (who === 'staff' ? ', for staff' : ', for its customer'),
  tags: [who === 'staff' ? 'admin' : 'orders'],
  params: idParams,
  response: answers({ 200: z.string().describe('application/pdf') }, 401, 404),
});
