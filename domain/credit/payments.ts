import type { OfflinePaymentProvider, PaymentProof, PaymentProvider, ProviderPayment } from '../../adapters/payments/types';
import { PaymentProviderError } from '../../adapters/payments/types';
import type { Db } from '../../db/client';
import { newId, nowIso } from '../../db/ids';
import { badRequest, notFound, unavailable } from '../errors';
import { MSG } from '../messages';
import { parseRupees } from '../money';
import { audit } from '../staff/audit';
import type { StaffMember } from '../staff/staff';
import { approverCompany, companyName } from './company';
import { statementOf } from './statement';
import { CREDIT_MSG } from './texts';

// Money a company pays on account (decision 040): staff record what arrived
// by UPI, NEFT or RTGS with its reference; the company's approver or admin
// pays the balance (or chosen invoices) online through the payments adapter.
// An online payment is recorded once, whatever the number of callbacks: the
// provider's payment id is unique among payments received.

export const RECEIVED_METHODS = ['UPI', 'NEFT', 'RTGS'] as const;
export type ReceivedMethod = (typeof RECEIVED_METHODS)[number];

export interface ReceivedInput {
  method: unknown;
  reference: unknown;
  /** YYYY-MM-DD. */
  receivedOn: unknown;
  /** Rupees as typed ("25,000.50"). */
  amount: unknown;
}

/** Staff record a payment received (audited). Answers its id. */
export async function recordReceived(db: Db, staff: Pick<StaffMember, 'id' | 'email'>, companyId: string, input: ReceivedInput) {
  const company = await companyName(db, companyId);
  if (!company) throw notFound('No such company.');
  const method = String(input.method ?? '') as ReceivedMethod;
  if (!RECEIVED_METHODS.includes(method)) throw badRequest('Choose UPI, NEFT or RTGS.', 'method');
  const reference = String(input.reference ?? '').trim();
  if (!/^[A-Za-z0-9/@._-]{4,40}$/.test(reference))
    throw badRequest('Enter the UTR or UPI reference (4 to 40 letters and digits).', 'reference');
  const receivedOn = String(input.receivedOn ?? '').trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(receivedOn) || Number.isNaN(Date.parse(receivedOn)) || receivedOn > nowIso().slice(0, 10))
    throw badRequest('Enter the day the money arrived (not in the future).', 'receivedOn');
  const amountPaise = parseRupees(String(input.amount ?? ''));
  if (amountPaise === null || amountPaise <= 0) throw badRequest('Enter the amount received in rupees.', 'amount');
  const id = newId();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('credit_payments')
      .values({
        id,
        company_id: companyId,
        amount_paise: amountPaise,
        method,
        reference,
        received_on: receivedOn,
        provider_payment_id: null,
        recorded_by: staff.email,
        created_at: nowIso(),
      })
      .execute();
    await audit(trx, staff, 'credit.payment', 'company', companyId, null, { method, reference, receivedOn, amountPaise });
  });
  return id;
}

/** The amount to pay now: the chosen invoices' open amounts, else the whole balance. */
async function amountToPay(db: Db, companyId: string, invoiceNumbers: string[]): Promise<number> {
  const s = await statementOf(db, companyId);
  if (!invoiceNumbers.length) return s.balancePaise;
  return s.entries.filter((e) => e.kind === 'invoice' && invoiceNumbers.includes(e.number)).reduce((sum, e) => sum + (e.openPaise ?? 0), 0);
}

/** The provider's order for paying the company's balance (or chosen invoices) online. */
export async function startAccountPayment(db: Db, provider: PaymentProvider, userId: string, invoiceNumbers: string[] = []) {
  const company = await approverCompany(db, userId);
  const amountPaise = await amountToPay(db, company.id, invoiceNumbers.slice(0, 100));
  if (amountPaise <= 0) throw badRequest(CREDIT_MSG.payNothingDue);
  const id = newId();
  let providerOrder;
  try {
    providerOrder = await provider.createOrder({ amountPaise, currency: 'INR', receipt: `acct_${id}`, notes: { companyId: company.id } });
  } catch (e) {
    if (e instanceof PaymentProviderError) throw unavailable(MSG.paymentUnavailable, e);
    throw e;
  }
  await db
    .insertInto('credit_pay_requests')
    .values({
      id,
      company_id: company.id,
      user_id: userId,
      amount_paise: amountPaise,
      provider_order_id: providerOrder.id,
      status: 'created',
      created_at: nowIso(),
    })
    .execute();
  return { providerOrderId: providerOrder.id, amountPaise, keyId: provider.keyId, companyName: company.legalName };
}

/**
 * What the page needs to pay a request still open: its amount, the provider's
 * key and, with the offline provider, its signed answer (the form the real
 * checkout would post). Null when there is no such request, or it is paid.
 */
export async function openPayRequest(db: Db, provider: PaymentProvider, companyId: string, providerOrderId: string) {
  const r = await db
    .selectFrom('credit_pay_requests')
    .select(['amount_paise', 'status'])
    .where('provider_order_id', '=', providerOrderId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (!r || r.status !== 'created') return null;
  const amountPaise = Number(r.amount_paise);
  const proof = provider.name === 'offline' ? { ...(provider as OfflinePaymentProvider).pay(providerOrderId, amountPaise) } : null;
  return { providerOrderId, amountPaise, keyId: provider.keyId, proof };
}

const isUniqueViolation = (e: unknown) => {
  const err = e as { code?: string; message?: string } | null;
  return err?.code === '23505' || /UNIQUE constraint failed/.test(err?.message ?? '');
};

/**
 * The provider's word that a balance payment went through (the browser's
 * callback, or its replay): checked with the provider, recorded once.
 * Answers whether this call recorded it (false: it was already).
 */
export async function confirmAccountPayment(db: Db, provider: PaymentProvider, proof: PaymentProof): Promise<{ recorded: boolean }> {
  if (!proof?.razorpay_order_id || !proof.razorpay_payment_id || !provider.verifyPayment(proof))
    throw badRequest(CREDIT_MSG.paymentNotMatched);
  const request = await db
    .selectFrom('credit_pay_requests')
    .selectAll()
    .where('provider_order_id', '=', proof.razorpay_order_id)
    .executeTakeFirst();
  if (!request) throw notFound(CREDIT_MSG.paymentNotMatched);
  const known = await db
    .selectFrom('credit_payments')
    .select('id')
    .where('provider_payment_id', '=', proof.razorpay_payment_id)
    .executeTakeFirst();
  if (known) return { recorded: false };
  let payment;
  try {
    payment = await provider.fetchPayment(proof.razorpay_payment_id);
  } catch (e) {
    if (e instanceof PaymentProviderError) throw unavailable(MSG.paymentUnavailable, e);
    throw e;
  }
  if (!matches(payment, request)) throw badRequest(CREDIT_MSG.paymentNotMatched);
  return { recorded: await recordOnline(db, request, payment) };
}

type PayRequest = { id: string; company_id: string; provider_order_id: string; amount_paise: number };

/** The provider's payment is the shop's money, for this request's provider order and amount. */
const matches = (p: ProviderPayment, r: PayRequest) =>
  ['captured', 'authorized'].includes(p.status) && p.orderId === r.provider_order_id && p.amount === Number(r.amount_paise);

/** Records a payment received online, once per provider payment id; answers whether this call recorded it. */
async function recordOnline(db: Db, request: PayRequest, payment: ProviderPayment): Promise<boolean> {
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('credit_payments')
        .values({
          id: newId(),
          company_id: request.company_id,
          amount_paise: payment.amount,
          method: 'Online',
          reference: payment.id,
          received_on: nowIso().slice(0, 10),
          provider_payment_id: payment.id,
          recorded_by: 'online',
          created_at: nowIso(),
        })
        .execute();
      await trx.updateTable('credit_pay_requests').set({ status: 'paid' }).where('id', '=', request.id).execute();
    });
  } catch (e) {
    // Two answers at once (the browser's and the background check's): the other one recorded it.
    if (isUniqueViolation(e)) return false;
    throw e;
  }
  return true;
}

/**
 * Balance payments whose browser never came back (closed, lost connection):
 * the provider is asked for the payments made against each open request of
 * the last week, and each one found is recorded once. Answers how many.
 */
export async function settleAccountPayments(db: Db, provider: PaymentProvider, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - 7 * 86_400_000).toISOString();
  const open = await db
    .selectFrom('credit_pay_requests')
    .select(['id', 'company_id', 'provider_order_id', 'amount_paise'])
    .where('status', '=', 'created')
    .where('created_at', '>=', since)
    .orderBy('created_at')
    .limit(100)
    .execute();
  let recorded = 0;
  for (const request of open) {
    let payments: ProviderPayment[];
    try {
      payments = await provider.orderPayments(request.provider_order_id);
    } catch (e) {
      if (e instanceof PaymentProviderError) continue; // asked again next time
      throw e;
    }
    for (const p of payments.filter((x) => matches(x, request))) if (await recordOnline(db, request, p)) recorded += 1;
  }
  return recorded;
}
