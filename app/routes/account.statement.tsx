import { memberCompany, mayApprove } from '../../domain/credit/company';
import { confirmAccountPayment, openPayRequest, startAccountPayment } from '../../domain/credit/payments';
import { CREDIT_MSG } from '../../domain/credit/texts';
import { DomainError } from '../../domain/errors';
import { statementOf, type Statement } from '../../domain/credit/statement';
import { translatorFor } from '../../domain/i18n/dictionaries';
import { formatInr } from '../../domain/money';
import { StatementTable } from '../components/statement-table';
import { Island } from '../framework/island';
import { BalancePayment } from '../islands/balance-payment';
import { formSchema } from '../framework/form';
import { useI18n } from '../framework/i18n';
import { definePage, pageNotFound, redirect } from '../framework/page';

// A company's statement for its approvers and admins (decision 040): every
// invoice on account, credit note and payment with the balance and what is
// overdue, as a page, a PDF and a CSV; the balance (or chosen invoices) paid
// online. Paying opens the provider's checkout for the amount; with the
// offline provider the page itself plays the provider's payment form.

interface Pay {
  providerOrderId: string;
  amountPaise: number;
  keyId: string;
  /** The offline provider's signed answer, posted as the real checkout would post it. */
  proof: { razorpay_payment_id: string; razorpay_signature: string } | null;
}

interface StatementData {
  company: string;
  statement: Statement;
  pay: Pay | null;
  providerName: 'offline' | 'razorpay';
}

export default definePage<StatementData>({
  path: '/account/statement',
  access: 'customer',
  async load(ctx) {
    const { db, payments } = ctx.services;
    const c = await memberCompany(db, ctx.user!.id);
    // A buyer, or someone of another company, never sees a company's account.
    if (!c || !mayApprove(c)) throw pageNotFound();
    const statement = await statementOf(db, c.id);
    const providerOrderId = ctx.query.get('pay');
    const pay = providerOrderId ? await openPayRequest(db, payments, c.id, providerOrderId) : null;
    return { company: c.legalName, statement, pay, providerName: payments.name };
  },
  head: (_d, ctx) => {
    const t = translatorFor(ctx.lang);
    return {
      title: `${t('Statement of account')} | Mitti Biotech`,
      description: t('Your company’s invoices, payments and balance.'),
      noindex: true,
    };
  },
  form: formSchema(['intent', 'invoices', 'razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature'] as const),
  async action(ctx, form) {
    const t = translatorFor(ctx.lang);
    if (form.razorpay_order_id) {
      try {
        await confirmAccountPayment(ctx.services.db, ctx.services.payments, {
          razorpay_order_id: form.razorpay_order_id,
          razorpay_payment_id: form.razorpay_payment_id,
          razorpay_signature: form.razorpay_signature,
        });
      } catch (e) {
        if (!(e instanceof DomainError) || e.kind === 'unavailable') throw e;
        return redirect('/account/statement', { type: 'error', text: t(e.message) });
      }
      return redirect('/account/statement', { type: 'success', text: t(CREDIT_MSG.paid) });
    }
    const invoices = form.invoices
      .split(/[\s,]+/)
      .map((n) => n.trim())
      .filter(Boolean);
    const started = await startAccountPayment(ctx.services.db, ctx.services.payments, ctx.user!.id, invoices);
    return redirect(`/account/statement?pay=${encodeURIComponent(started.providerOrderId)}`);
  },
  Component: ({ data }) => <StatementPage {...data} />,
});

function StatementPage({ company, statement, pay, providerName }: StatementData) {
  const { t } = useI18n();
  return (
    <div className="container-page">
      <h1 className="page-title">{t('Statement of account')}</h1>
      <p>{company}</p>
      <StatementTable statement={statement} t={t} base="/account/statement" />
      {pay ? (
        // The provider's signed answer comes back here: checked with the provider and recorded once.
        <Island
          component={BalancePayment}
          props={{ ...pay, amountText: formatInr(pay.amountPaise), provider: providerName, companyName: company }}
        />
      ) : statement.balancePaise > 0 ? (
        <form method="post" className="card">
          <input type="hidden" name="intent" value="pay" />
          <label>
            {t('Invoices to pay (numbers, leave empty for the whole balance)')}
            <input name="invoices" />
          </label>
          <button type="submit" className="btn btn-primary">
            {t('Pay online')}
          </button>
        </form>
      ) : null}
    </div>
  );
}
