import { confirmAccountPayment } from '../../domain/credit/payments';
import { DomainError } from '../../domain/errors';
import { CREDIT_MSG } from '../../domain/credit/texts';
import { translatorFor } from '../../domain/i18n/dictionaries';
import { formSchema } from '../framework/form';
import { definePage, redirect } from '../framework/page';

// Where the browser comes back from the provider's checkout with its signed
// answer for a balance payment: checked with the provider and recorded once,
// however many times it is posted (decision 040). Nothing to show: opened, it
// leads to the statement.

export default definePage({
  path: '/account/statement/paid',
  access: 'customer',
  load: async () => redirect('/account/statement'),
  head: () => ({ title: 'Statement of account', description: '', noindex: true }),
  form: formSchema(['razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature'] as const),
  async action(ctx, form) {
    const t = translatorFor(ctx.lang);
    try {
      await confirmAccountPayment(ctx.services.db, ctx.services.payments, form);
    } catch (e) {
      if (!(e instanceof DomainError) || e.kind === 'unavailable') throw e;
      return redirect('/account/statement', { type: 'error', text: t(e.message) });
    }
    return redirect('/account/statement', { type: 'success', text: t(CREDIT_MSG.paid) });
  },
  Component: () => null,
});
