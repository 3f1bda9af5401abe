import { CourierError, type Courier } from '../../adapters/courier/types';
import { badRequest, conflict, unavailable } from '../errors';
import { transition } from '../orders/lifecycle';
import { sendOrderNotices } from '../orders/notices';
import { requireOrder } from '../orders/views';
import type { OutboxSenders } from '../outbox/outbox';
import { SHIPPING_MSG } from './messages';
import { shipmentOf } from './shipments';

// After a failed delivery the customer chooses when the courier comes again
// (one of the next seven days, Sundays excepted: couriers do not deliver
// then) or corrects the address or phone the courier could not use; either
// sends the order on its way again (`reattempt`).

const IST_OFFSET_MS = 330 * 60_000;
const DAYS_AHEAD = 7;

/** The dates a customer may choose (YYYY-MM-DD, India's calendar): tomorrow to a week ahead, no Sundays. */
export function redeliveryDates(now = new Date()): string[] {
  const today = new Date(now.getTime() + IST_OFFSET_MS);
  const out: string[] = [];
  for (let d = 1; d <= DAYS_AHEAD; d++) {
    const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + d));
    if (day.getUTCDay() !== 0) out.push(day.toISOString().slice(0, 10));
  }
  return out;
}

export interface RedeliveryInput {
  date: string;
  address: string;
  mobile: string;
}

type Deps = Omit<OutboxSenders, 'attach'> & { courier: Courier };

/** Applies the customer's choice; answers the date chosen (null: the address or phone corrected). */
export async function chooseRedelivery(
  deps: Deps,
  userId: string,
  orderId: string,
  input: RedeliveryInput,
): Promise<{ date: string | null }> {
  const order = await requireOrder(deps.db, userId, orderId);
  if (order.state !== 'delivery_failed') throw conflict(SHIPPING_MSG.notWaiting);
  const date = input.date.trim();
  const address = input.address.trim().replace(/\r\n/g, '\n');
  const mobile = input.mobile.replace(/[\s-]/g, '').replace(/^(\+91|0)/, '');
  if (date && !redeliveryDates().includes(date)) throw badRequest(SHIPPING_MSG.pickDate, 'date');
  if (address && (address.length < 10 || address.length > 300)) throw badRequest(SHIPPING_MSG.addressShort, 'address');
  if (mobile && !/^[6-9]\d{9}$/.test(mobile)) throw badRequest(SHIPPING_MSG.mobileInvalid, 'mobile');
  const newAddress = !!address && address !== order.address?.address;
  const newMobile = !!mobile && mobile !== order.address?.mobile;
  if (!date && !newAddress && !newMobile) throw badRequest(SHIPPING_MSG.nothingChanged, 'date');
  // The courier is asked first: the order goes back on its way only once the courier has taken the ask.
  const parcel = await shipmentOf(deps.db, order.id);
  if (parcel) {
    try {
      await deps.courier.reattempt(parcel.awb, {
        ...(date ? { date } : {}),
        ...(newAddress ? { address } : {}),
        ...(newMobile ? { phone: mobile } : {}),
      });
    } catch (e) {
      if (!(e instanceof CourierError)) throw e;
      throw e.reason === 'unreachable' ? unavailable(SHIPPING_MSG.courierBusy, e) : conflict(SHIPPING_MSG.courierRefused);
    }
  }
  await deps.db.transaction().execute(async (trx) => {
    if (order.address && (newAddress || newMobile)) {
      const next = {
        ...order.address,
        ...(newAddress ? { address, locality: '', landmark: '' } : {}),
        ...(newMobile ? { mobile } : {}),
      };
      await trx
        .updateTable('orders')
        .set({ address_snapshot: JSON.stringify(next) })
        .where('id', '=', order.id)
        .execute();
    }
    const data = date ? { date, addressChanged: newAddress || newMobile } : { addressChanged: true };
    await transition(trx, order.id, 'reattempt', data, { kind: 'customer', id: userId });
  });
  await sendOrderNotices(deps, order.id);
  return { date: date || null };
}
