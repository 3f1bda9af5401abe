import { randomBytes } from 'node:crypto';
import { PaymentProviderError, type PaymentProvider } from '../../adapters/payments/types';
import type { Db } from '../../db/client';
import { nowIso } from '../../db/ids';
import { getAddress } from '../addresses/addresses';
import { CURRENCY, DRAFT_PAYMENT_LINK_HOURS } from '../constants';
import { badRequest, conflict, DomainError, unavailable } from '../errors';
import { MSG } from '../messages';
import { SITE } from '../outbox/outbox';
import { applyPayment } from './payments';
import { onlineMethodOf } from './settle';
import { audit } from '../staff/audit';
import type { StaffMember } from '../staff/staff';
import { queueDraftProblemToStaff, queuePaymentLinkMessages } from '../orders/payment-link-messages';
import { DRAFT_STAFF_MSG, draftLines, linkExpired, quoteDraft, requireDraft, type DraftRow } from '../orders/drafts';
import { placeOrder, type Placement } from '../orders/orders';

// A draft order's way to an order (decision 037): a payment link sent to the
// customer (Razorpay Payment Links, or the shop's own page with the offline
// provider), or Cash on Delivery. A payment claims the draft first, so two
// payments never both place it; the order is then placed by placeOrder — the
// same quote, stock checks and lifecycle as the checkout, keyed by the draft
// so it is placed once — and paid by the payments' own settlePayment. A
// payment that cannot be kept (a second one, a link past its time, stock
// gone) is given back.

type Staff = Pick<StaffMember, 'id' | 'email'>;

export interface LinkDeps {
  db: Db;
  payments: PaymentProvider;
  /** Where the shop's own link pages are (needed to send a link, not to settle one). */
  config?: { PUBLIC_URL: string };
}

/** The idempotency key of the order a draft becomes: one order per draft, however often it is asked for. */
const orderKeyOf = (draftId: string) => `draft-${draftId}`;

/** The draft's address and packs, as placeOrder takes them. */
const orderInputOf = (d: DraftRow, paymentMethod: string) => ({
  userId: d.user_id,
  addressId: d.address_id,
  lines: draftLines(d).map((l) => ({ productId: l.productId, variant: l.variantId, quantity: l.quantity })),
  paymentMethod,
  idempotencyKey: orderKeyOf(d.id),
});

/**
 * Sends the customer a link to pay the draft: quoted again now (the link asks
 * for today's total), made with the provider, and queued on the customer's
 * channels in the same transaction that records it. A link still working
 * refuses a second one.
 */
export async function sendPaymentLink(deps: LinkDeps, staff: Staff, draftId: string, now = new Date()) {
  const { db, payments } = deps;
  const draft = await requireDraft(db, draftId);
  if (!['draft', 'link_sent', 'expired', 'refunded'].includes(draft.status)) throw conflict(DRAFT_STAFF_MSG.notOpen);
  if (draft.status === 'link_sent' && !linkExpired(draft, now)) throw conflict(DRAFT_STAFF_MSG.linkLive);
  const address = await getAddress(db, draft.user_id, draft.address_id);
  if (!address) throw badRequest(DRAFT_STAFF_MSG.noAddress, 'address');
  const quote = await quoteDraft(db, draft.user_id, address.pincode, draftLines(draft));
  if (!quote.delivery?.serviceable || quote.unavailable.length) throw badRequest(DRAFT_STAFF_MSG.notServed, 'address');
  const customer = await db
    .selectFrom('users')
    .select(['username', 'email', 'mobile_no'])
    .where('id', '=', draft.user_id)
    .executeTakeFirstOrThrow();
  const token = randomBytes(18).toString('base64url');
  const expires = new Date(now.getTime() + DRAFT_PAYMENT_LINK_HOURS * 3_600_000);
  if (draft.provider_link_id) await payments.cancelPaymentLink(draft.provider_link_id).catch(() => {}); // expired ones cannot be, and need not be
  let link;
  try {
    link = await payments.createPaymentLink({
      amountPaise: quote.totalPaise,
      currency: CURRENCY,
      // The draft's id names the order to be; a later link for the same draft needs a reference of its own.
      referenceId: draft.provider_link_id ? `${draft.id}-${now.getTime().toString(36)}` : draft.id,
      description: `Mitti Biotech order ${draft.id.slice(-8).toUpperCase()}`,
      expireBy: expires,
      customer: { name: customer.username, ...(customer.email && { email: customer.email }), contact: customer.mobile_no },
      callbackUrl: `${deps.config?.PUBLIC_URL ?? ''}/pay/link/${token}`,
    });
  } catch (e) {
    if (e instanceof PaymentProviderError) throw unavailable(MSG.paymentUnavailable);
    throw e;
  }
  // The shop's own page stands for a local link; the worker writes the site's address into it.
  const shown = payments.name === 'offline' ? `${SITE}/pay/link/${token}` : link.shortUrl;
  const queued = await db.transaction().execute(async (trx) => {
    const res = await trx
      .updateTable('draft_orders')
      .set({
        status: 'link_sent',
        total_paise: quote.totalPaise,
        link_token: token,
        provider_link_id: link.id,
        link_url: link.shortUrl,
        link_expires_at: expires.toISOString(),
        problem: null,
        updated_at: nowIso(),
      })
      .where('id', '=', draft.id)
      .where('status', '=', draft.status)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw conflict(DRAFT_STAFF_MSG.notOpen);
    await audit(
      trx,
      staff,
      'draft.link',
      'draft_orders',
      draft.id,
      { status: draft.status },
      { linkId: link.id, totalPaise: quote.totalPaise },
    );
    return queuePaymentLinkMessages(trx, { ...draft, link_expires_at: expires.toISOString() }, quote, shown, link.id);
  });
  return { linkId: link.id, url: shown, queued, totalPaise: quote.totalPaise };
}

/**
 * Cash on Delivery for a draft the customer's zone allows it for, or On account
 * for a company member with credit: the order is placed now (stock taken), any
 * link stops. `placement` is the company's (handed in from above, decision
 * 040): a member's order may then wait for its approver or for staff (its
 * `state` says so).
 */
export async function placeDraftCod(
  deps: LinkDeps,
  staff: Staff,
  draftId: string,
  how: { paymentMethod: 'COD' | 'On account'; placement?: Placement } = { paymentMethod: 'COD' },
) {
  const { db } = deps;
  const draft = await requireDraft(db, draftId);
  if (!['draft', 'link_sent', 'expired', 'refunded'].includes(draft.status)) throw conflict(DRAFT_STAFF_MSG.notOpen);
  // Claimed first: a payment arriving meanwhile finds the draft taken and is given back.
  const claimed = await db
    .updateTable('draft_orders')
    .set({ status: 'paying', updated_at: nowIso() })
    .where('id', '=', draft.id)
    .where('status', '=', draft.status)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw conflict(DRAFT_STAFF_MSG.notOpen);
  let orderId: string;
  let state: string;
  try {
    ({
      order: { id: orderId, state },
    } = await placeOrder(db, { ...orderInputOf(draft, how.paymentMethod), placement: how.placement }));
  } catch (e) {
    await db.updateTable('draft_orders').set({ status: draft.status, updated_at: nowIso() }).where('id', '=', draft.id).execute();
    throw e;
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('draft_orders')
      .set({ status: how.paymentMethod === 'COD' ? 'cod' : 'on_account', order_id: orderId, updated_at: nowIso() })
      .where('id', '=', draft.id)
      .execute();
    const action = how.paymentMethod === 'COD' ? 'draft.cod' : 'draft.on-account';
    await audit(trx, staff, action, 'draft_orders', draft.id, { status: draft.status }, { orderId });
  });
  if (draft.provider_link_id) await deps.payments.cancelPaymentLink(draft.provider_link_id).catch(() => {});
  return { orderId, state };
}

/** Staff give up a draft that was not paid: its link stops working. */
export async function cancelDraft(deps: LinkDeps, staff: Staff, draftId: string) {
  const draft = await requireDraft(deps.db, draftId);
  if (!['draft', 'link_sent', 'expired', 'refunded'].includes(draft.status)) throw conflict(DRAFT_STAFF_MSG.notOpen);
  const res = await deps.db
    .updateTable('draft_orders')
    .set({ status: 'cancelled', updated_at: nowIso() })
    .where('id', '=', draft.id)
    .where('status', '=', draft.status)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw conflict(DRAFT_STAFF_MSG.notOpen);
  await audit(deps.db, staff, 'draft.cancel', 'draft_orders', draft.id, { status: draft.status }, { status: 'cancelled' });
  if (draft.provider_link_id) await deps.payments.cancelPaymentLink(draft.provider_link_id).catch(() => {});
}

/** A payment the provider vouched for, made through a draft's link. */
export interface LinkPayment {
  paymentId: string;
  amountPaise: number;
  method?: string;
}

/** What became of a link's payment: it paid the draft (an order now), was counted already, or is given back (and why). */
export type LinkSettlement =
  { outcome: 'paid' | 'already'; orderId: string } | { outcome: 'refunded' | 'refund-queued'; reason: string; orderId: string | null };

/** Gives back a payment that no order holds (the draft was never placed) and tells staff why. */
async function giveBack(deps: LinkDeps, draft: DraftRow, p: LinkPayment, reason: string, placeFailed: boolean): Promise<LinkSettlement> {
  let refunded = true;
  try {
    await deps.payments.refund(p.paymentId, p.amountPaise);
  } catch (e) {
    if (!(e instanceof PaymentProviderError)) throw e;
    refunded = false; // staff see it on the draft and in their mail, and refund it by hand
  }
  await deps.db.transaction().execute(async (trx) => {
    const problem = `${reason} Payment ${p.paymentId}${refunded ? ' refunded.' : ' NOT refunded yet: refund it by hand.'}`;
    if (placeFailed)
      await trx.updateTable('draft_orders').set({ status: 'refunded', problem, updated_at: nowIso() }).where('id', '=', draft.id).execute();
    await queueDraftProblemToStaff(trx, draft, problem, p.amountPaise, p.paymentId);
  });
  return { outcome: refunded ? 'refunded' : 'refund-queued', reason, orderId: null };
}

/**
 * Settles a payment made through the draft's link, once. The first payment
 * claims the draft and places its order (stock taken now, as at checkout);
 * a payment of a draft already paid is given back on the orders' own
 * "already paid" path; one that finds stock gone or prices changed is
 * refunded and staff are told.
 */
export async function settleLinkPayment(deps: LinkDeps, draftId: string, p: LinkPayment): Promise<LinkSettlement> {
  const { db, payments } = deps;
  const draft = await requireDraft(db, draftId);
  if (draft.payment_id === p.paymentId && draft.status === 'paid' && draft.order_id) return { outcome: 'already', orderId: draft.order_id };
  if (draft.order_id) {
    // Already an order (paid, or Cash on Delivery): this money is a second payment, given back as any second payment is.
    const outcome = await applyPayment(db, payments, {
      orderId: draft.order_id,
      paymentId: p.paymentId,
      amountPaise: p.amountPaise,
      method: p.method,
    });
    if (outcome === 'paid') return { outcome: 'paid', orderId: draft.order_id };
    if (outcome === 'already') return { outcome: 'already', orderId: draft.order_id };
    return { outcome: outcome === 'refunded' ? 'refunded' : 'refund-queued', reason: MSG.orderAlreadyPaid, orderId: draft.order_id };
  }
  if (p.amountPaise !== Number(draft.total_paise)) return giveBack(deps, draft, p, 'The amount paid is not the draft’s total.', false);
  const claimed = await db
    .updateTable('draft_orders')
    .set({ status: 'paying', payment_id: p.paymentId, updated_at: nowIso() })
    .where('id', '=', draft.id)
    .where((eb) => eb.or([eb('status', '=', 'link_sent'), eb.and([eb('status', '=', 'paying'), eb('payment_id', '=', p.paymentId)])]))
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return giveBack(deps, draft, p, 'The draft was no longer waiting for a payment.', false);
  let orderId: string;
  try {
    ({
      order: { id: orderId },
    } = await placeOrder(db, { ...orderInputOf(draft, onlineMethodOf(p.method)), expectedTotalPaise: p.amountPaise }));
  } catch (e) {
    if (!(e instanceof DomainError)) throw e;
    return giveBack(deps, draft, p, e.message, true);
  }
  await db.updateTable('draft_orders').set({ order_id: orderId, updated_at: nowIso() }).where('id', '=', draft.id).execute();
  const outcome = await applyPayment(db, payments, { orderId, paymentId: p.paymentId, amountPaise: p.amountPaise, method: p.method });
  await db.updateTable('draft_orders').set({ status: 'paid', updated_at: nowIso() }).where('id', '=', draft.id).execute();
  if (outcome === 'paid' || outcome === 'already') return { outcome, orderId };
  return { outcome: outcome === 'refunded' ? 'refunded' : 'refund-queued', reason: MSG.orderAlreadyPaid, orderId };
}
