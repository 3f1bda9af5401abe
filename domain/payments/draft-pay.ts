import { createHash } from 'node:crypto';
import { PaymentProviderError, type OfflinePaymentProvider, type PaymentProvider } from '../../adapters/payments/types';
import type { Db } from '../../db/client';
import { nowIso } from '../../db/ids';
import { getAddress, type Address } from '../addresses/addresses';
import { withTitlesIn } from '../catalog/localize';
import { badRequest, conflict, notFound, unavailable } from '../errors';
import type { Lang } from '../i18n/languages';
import { tk } from '../i18n/translate';
import { MSG } from '../messages';
import { settleLinkPayment, type LinkDeps, type LinkSettlement } from './draft-links';
import { draftLines, linkExpired, quoteDraft, type DraftRow } from '../orders/drafts';

// The customer's side of a draft's payment link (decision 037): the page
// /pay/link/:token is theirs alone (another customer, or nobody signed in,
// finds nothing there); it pays through the offline provider on the shop's
// own page, or comes back from Razorpay's page and asks Razorpay what was
// paid before believing it. Razorpay's webhook settles the same way.

export const PAY_LINK_MSG = {
  expired: tk('This payment link has expired. Please ask us for a new one: we will send it at once.'),
  closed: tk('This payment link no longer takes payments.'),
  paid: tk('Thank you: your order is paid. We will pack it and send you the invoice.'),
  givenBack: tk('We could not place this order, so your payment is being refunded. We will call you.'),
} as const;

/** The customer's draft behind a link token, or 404 (someone else's, or no such link). */
export async function draftForCustomer(deps: LinkDeps, userId: string, token: string): Promise<DraftRow> {
  const draft =
    typeof token === 'string' && token.length <= 64
      ? await deps.db.selectFrom('draft_orders').selectAll().where('link_token', '=', token).executeTakeFirst()
      : undefined;
  if (!draft || draft.user_id !== userId) throw notFound(MSG.notFound);
  return draft;
}

export interface LinkPageView {
  draftId: string;
  status: 'open' | 'expired' | 'paid' | 'closed';
  orderId: string | null;
  totalPaise: number;
  expiresAt: string | null;
  address: Address | null;
  lines: { productId: string; title: string; pack: string; quantity: number; unitPaise: number }[];
  shippingPaise: number;
  /** Razorpay's page, when the provider is Razorpay. */
  providerUrl: string | null;
}

/** What the customer's link page shows: the order as it will be placed, and whether it can still be paid. */
export async function linkPageView(deps: LinkDeps, draft: DraftRow, lang: Lang, now = new Date()): Promise<LinkPageView> {
  const address = await getAddress(deps.db, draft.user_id, draft.address_id);
  const quote = await quoteDraft(deps.db, draft.user_id, address?.pincode ?? '', draftLines(draft));
  const lines = await withTitlesIn(
    deps.db,
    lang,
    quote.lines.map((l) => ({ productId: l.productId, title: l.title, pack: l.pack, quantity: l.quantity, unitPaise: l.unitPaise })),
  );
  const status =
    draft.status === 'paid' || draft.status === 'cod' || draft.status === 'on_account'
      ? 'paid'
      : draft.status === 'link_sent' && linkExpired(draft, now)
        ? 'expired'
        : draft.status === 'expired'
          ? 'expired'
          : draft.status === 'link_sent' || draft.status === 'paying'
            ? 'open'
            : 'closed';
  return {
    draftId: draft.id,
    status,
    orderId: draft.order_id,
    totalPaise: Number(draft.total_paise),
    expiresAt: draft.link_expires_at,
    address,
    lines,
    shippingPaise: quote.shippingPaise ?? 0,
    providerUrl: deps.payments.name === 'offline' ? null : draft.link_url,
  };
}

/** Refuses a link that cannot take a payment now: expired (marked so), paid, or closed. */
async function requireOpen(deps: LinkDeps, draft: DraftRow, now: Date) {
  if (draft.status === 'link_sent' && linkExpired(draft, now)) {
    await deps.db
      .updateTable('draft_orders')
      .set({ status: 'expired', updated_at: nowIso() })
      .where('id', '=', draft.id)
      .where('status', '=', 'link_sent')
      .execute();
    throw conflict(PAY_LINK_MSG.expired);
  }
  if (draft.status === 'expired') throw conflict(PAY_LINK_MSG.expired);
  if (draft.status === 'paid' || draft.status === 'cod' || draft.status === 'on_account') throw conflict(MSG.orderAlreadyPaid);
  if (draft.status !== 'link_sent') throw conflict(PAY_LINK_MSG.closed);
}

/** The offline provider's payment of the link, on the shop's own page: refused before any money moves when it cannot be kept. */
export async function payLinkOffline(deps: LinkDeps, userId: string, token: string, now = new Date()): Promise<LinkSettlement> {
  if (deps.payments.name !== 'offline') throw notFound(MSG.notFound);
  const draft = await draftForCustomer(deps, userId, token);
  await requireOpen(deps, draft, now);
  const { paymentId } = (deps.payments as OfflinePaymentProvider).payLink(draft.provider_link_id!, Number(draft.total_paise));
  return settleLinkPayment(deps, draft.id, { paymentId, amountPaise: Number(draft.total_paise), method: 'upi' });
}

/**
 * Back from Razorpay's page (its callback names the link and payment): the
 * link is fetched from Razorpay and only its captured payments count.
 */
export async function settleFromCallback(deps: LinkDeps, draft: DraftRow, linkId: string | null): Promise<LinkSettlement[]> {
  if (deps.payments.name === 'offline' || !linkId || linkId !== draft.provider_link_id) return [];
  let link;
  try {
    link = await deps.payments.fetchPaymentLink(linkId);
  } catch (e) {
    if (e instanceof PaymentProviderError) throw unavailable(MSG.paymentUnavailable);
    throw e;
  }
  const settled: LinkSettlement[] = [];
  for (const p of link.payments.filter((x) => x.status === 'captured' || x.status === 'authorized'))
    settled.push(await settleLinkPayment(deps, draft.id, { paymentId: p.id, amountPaise: p.amountPaise, method: p.method }));
  return settled;
}

interface LinkEvent {
  event?: string;
  payload?: {
    payment_link?: { entity?: { id?: string; status?: string } };
    payment?: { entity?: { id?: string; amount?: number; status?: string; method?: string } };
  };
}

/** Is this webhook body one of a payment link's events (payment_link.paid, payment_link.expired)? */
export function isPaymentLinkEvent(rawBody: Buffer): boolean {
  return /"event"\s*:\s*"payment_link\./.test(rawBody.toString('utf8', 0, Math.min(rawBody.length, 4096)));
}

/**
 * Razorpay's payment_link.paid and payment_link.expired webhooks, signed over
 * the raw body as every webhook is. Recorded by event id so a repeat does
 * nothing; a paid link's payment is settled like the callback's.
 */
export async function handlePaymentLinkWebhook(
  db: Db,
  payments: PaymentProvider,
  rawBody: Buffer,
  signature: unknown,
  eventIdHeader: unknown,
) {
  const deps: LinkDeps = { db, payments };
  if (typeof signature !== 'string' || !payments.verifyWebhook(rawBody, signature)) throw badRequest(MSG.webhookSignature);
  let event: LinkEvent;
  try {
    event = JSON.parse(rawBody.toString('utf8')) as LinkEvent;
  } catch {
    throw badRequest(MSG.badJson);
  }
  const id =
    typeof eventIdHeader === 'string' && eventIdHeader && eventIdHeader.length <= 100
      ? eventIdHeader
      : 'sha256:' + createHash('sha256').update(rawBody).digest('hex');
  const kind = String(event.event ?? '').slice(0, 100);
  const inserted = await deps.db
    .insertInto('payment_events')
    .values({ id, kind, created_at: nowIso() })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return { handled: false, duplicate: true };
  const linkId = event.payload?.payment_link?.entity?.id;
  const draft = linkId
    ? await deps.db.selectFrom('draft_orders').selectAll().where('provider_link_id', '=', linkId).executeTakeFirst()
    : undefined;
  if (!draft) return { handled: false, duplicate: false };
  if (kind === 'payment_link.expired') {
    await deps.db
      .updateTable('draft_orders')
      .set({ status: 'expired', updated_at: nowIso() })
      .where('id', '=', draft.id)
      .where('status', '=', 'link_sent')
      .execute();
    return { handled: true, duplicate: false };
  }
  const payment = event.payload?.payment?.entity;
  if (kind === 'payment_link.paid' && payment?.id && (payment.status === 'captured' || payment.status === undefined)) {
    try {
      // The payment as Razorpay knows it, not as the body says.
      const known = await deps.payments.fetchPaymentLink(draft.provider_link_id!);
      const p = known.payments.find((x) => x.id === payment.id && (x.status === 'captured' || x.status === 'authorized'));
      if (!p) return { handled: false, duplicate: false };
      const settled = await settleLinkPayment(deps, draft.id, { paymentId: p.id, amountPaise: p.amountPaise, method: p.method });
      return settled.outcome === 'paid'
        ? { handled: true, duplicate: false, orderId: settled.orderId }
        : { handled: false, duplicate: false };
    } catch (e) {
      // Not recorded as handled: Razorpay's retry settles it once the provider answers again.
      await deps.db.deleteFrom('payment_events').where('id', '=', id).execute();
      throw e;
    }
  }
  return { handled: false, duplicate: false };
}
