import type { PaymentProvider } from '../../adapters/payments/types';
import { newId, nowIso } from '../../db/ids';
import { moveStock, packOnSale } from '../catalog/variants';
import { badRequest, conflict, unavailable } from '../errors';
import { issueReturnCreditNote } from '../invoices/invoices';
import { transition } from '../orders/lifecycle';
import { sendOrderNotices } from '../orders/notices';
import { audit } from '../staff/audit';
import { loadReturn, moveReturn, staffActor, type DecideDeps, type Staff } from './decide';
import { RETURN_STAFF_MSG } from './messages';
import type { ReturnView } from './returns';

// After inspection the return is settled, once. A refund gives back what the
// customer paid for those packs (after discounts; delivery is not refunded):
// an online payment through the payment provider (claimed first, so two
// clicks never refund twice), Cash on Delivery by bank transfer to the UPI id
// or account they gave, recorded with its reference; the return gets its
// credit note. A replacement is a new order of the same packs, free, that
// staff ship like any other.

export type SettleDeps = DecideDeps & { payments: PaymentProvider };

export async function refundReturn(
  deps: SettleDeps,
  staff: Staff,
  returnId: string,
  input: { reference?: string } = {},
): Promise<ReturnView> {
  const { order, ret } = await loadReturn(deps.db, returnId);
  if (ret.kind !== 'refund') throw conflict(RETURN_STAFF_MSG.notRefund);
  if (ret.state !== 'received') throw conflict(RETURN_STAFF_MSG.notReceived);
  const amountPaise = ret.amountPaise;
  const method = ret.refundTo ?? 'original';
  let reference = (input.reference ?? '').trim().slice(0, 64);
  let from: 'received' | 'refunding' = 'received';
  if (method === 'original') {
    // Claimed before the provider is asked: a second click finds it taken.
    await deps.db.transaction().execute((trx) => moveReturn(trx, ret.id, 'received', { state: 'refunding' }));
    from = 'refunding';
    try {
      reference = (await deps.payments.refund(order.providerPaymentId!, amountPaise)).id;
    } catch (e) {
      await deps.db.transaction().execute((trx) => moveReturn(trx, ret.id, 'refunding', { state: 'received' }));
      throw unavailable('The payment provider could not make the refund now. Please try again in a minute.', e);
    }
  } else if (method === 'account') {
    // Credited to the company's account by the return's credit note (decision 040): nothing to pay out.
    reference = 'account';
  } else if (!/^[A-Za-z0-9-]{6,64}$/.test(reference)) {
    throw badRequest(RETURN_STAFF_MSG.referenceNeeded, 'reference');
  }
  await deps.db.transaction().execute(async (trx) => {
    await moveReturn(trx, ret.id, from, { state: 'refunded', refund_paise: amountPaise, refund_ref: reference });
    const creditNote = await issueReturnCreditNote(trx, order.id, ret.id);
    await transition(trx, order.id, 'return_refunded', { returnId: ret.id, amountPaise, method, reference }, staffActor(staff));
    await audit(
      trx,
      staff,
      'return.refund',
      'return',
      ret.id,
      { state: ret.state },
      { state: 'refunded', amountPaise, method, reference, creditNote },
    );
  });
  await sendOrderNotices(deps, order.id);
  return (await loadReturn(deps.db, ret.id)).ret;
}

export async function replaceReturn(deps: DecideDeps, staff: Staff, returnId: string): Promise<ReturnView> {
  const { order, ret } = await loadReturn(deps.db, returnId);
  if (ret.kind !== 'replace') throw conflict(RETURN_STAFF_MSG.notReplace);
  if (ret.state !== 'received') throw conflict(RETURN_STAFF_MSG.notReceived);
  const replacementId = newId();
  await deps.db.transaction().execute(async (trx) => {
    await moveReturn(trx, ret.id, 'received', { state: 'replaced', replacement_order_id: replacementId });
    const now = nowIso();
    await trx
      .insertInto('orders')
      .values({
        id: replacementId,
        user_id: order.userId,
        address_id: null,
        address_snapshot: JSON.stringify(order.address),
        payment_method: order.paymentMethod,
        // Nothing to pay or collect: the packs were paid for on the order they replace.
        payment_status: 'Paid',
        status: 'Pending',
        state: 'new',
        total_paise: 0,
        shipping_paise: 0,
        idempotency_key: null,
        idempotency_hash: null,
        provider_order_id: null,
        provider_payment_id: null,
        created_at: now,
        updated_at: now,
        replacement_of: order.id,
      })
      .execute();
    for (const r of ret.lines) {
      const sold = order.lines.find((l) => l.lineId === r.lineId)!;
      const variantId = sold.variantId ?? (await packOnSale(trx, sold.productId))?.id ?? null;
      const taken =
        variantId &&
        (await moveStock(trx, { productId: sold.productId, variantId, delta: -r.quantity, reason: 'order', orderId: replacementId }));
      if (!taken) throw conflict(RETURN_STAFF_MSG.noStock.replace('{name}', `${sold.title} (${sold.pack})`));
      await trx
        .insertInto('order_lines')
        .values({
          id: newId(),
          order_id: replacementId,
          product_id: sold.productId,
          variant_id: variantId,
          pack: sold.pack,
          title: sold.title,
          quantity: r.quantity,
          price_paise: 0,
          status: 'Pending',
          hsn_code: sold.hsnCode,
          gst_rate: sold.gstRate,
          discount_paise: 0,
        })
        .execute();
    }
    await transition(trx, replacementId, 'place_replacement', { replaces: order.id }, staffActor(staff));
    await transition(trx, order.id, 'return_replaced', { returnId: ret.id, replacementOrderId: replacementId }, staffActor(staff));
    await audit(
      trx,
      staff,
      'return.replace',
      'return',
      ret.id,
      { state: ret.state },
      { state: 'replaced', replacementOrderId: replacementId },
    );
  });
  await sendOrderNotices(deps, order.id);
  return (await loadReturn(deps.db, ret.id)).ret;
}
