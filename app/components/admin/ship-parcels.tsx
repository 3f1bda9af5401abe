import type { Parcel, RateOption } from '../../../domain/shipping/book';
import { formatInr } from '../../../domain/money';
import { orderRef } from '../../../domain/order-ref';
import type { OrderView } from '../../../domain/orders/views';
import { canHappen } from '../../../domain/orders/transitions';
import type { OrderShipment, TimelineEntry } from '../../../domain/shipping/shipments';
import { CourierTimeline } from '../courier-timeline';

// The back office's courier booking: one row per ticked order with its box
// (weight and size, filled in from its packs) and the courier's quotes, and
// the parcels booked with their AWB, label and packing slip.

export interface PlanRow {
  order: OrderView;
  customer: { username: string };
  parcel: Parcel;
  rates: RateOption[];
  booked: OrderShipment | null;
  /** Why this order cannot be booked now (null: it can). */
  blocked: string | null;
}

const days = (n: number | null) => (n === null ? 'ETA not given' : `about ${n} day${n === 1 ? '' : 's'}`);

function NumberCell({ name, label, value, step }: { name: string; label: string; value: string; step: string }) {
  return (
    <label className="ship-box-field">
      <span>{label}</span>
      <input name={name} type="number" inputMode="decimal" min="0" step={step} defaultValue={value} required />
    </label>
  );
}

/** Links to print a booked parcel's label and its packing slip. */
export function LabelLinks({ orderId, awb }: { orderId: string; awb: string }) {
  return (
    <span className="ship-links">
      AWB <strong data-testid="awb">{awb}</strong> ·{' '}
      <a href={`/api/admin/orders/${encodeURIComponent(orderId)}/label`} target="_blank" rel="noopener">
        Label (PDF)
      </a>{' '}
      ·{' '}
      <a href={`/api/admin/orders/packing-slips?ids=${encodeURIComponent(orderId)}`} target="_blank" rel="noopener">
        Packing slip (PDF)
      </a>
    </span>
  );
}

/** One order to book: its box and the courier's quotes, or what stands in the way. */
export function PlanRowView({ row }: { row: PlanRow }) {
  const { order, parcel, rates, booked, blocked } = row;
  const ref = orderRef(order.id);
  return (
    <fieldset className="card admin-card ship-row" data-order={order.id}>
      <legend>
        <a href={`/admin/orders/${order.id}`}>Order {ref}</a> · {row.customer.username} · PIN {order.address?.pincode ?? '—'} ·{' '}
        {order.paymentMethod === 'COD' && order.paymentStatus !== 'Paid' ? `COD ${formatInr(order.totalPaise)}` : 'Prepaid'}
      </legend>
      {booked ? (
        <p>
          Booked with {booked.courierName}: <LabelLinks orderId={order.id} awb={booked.awb} />
        </p>
      ) : blocked ? (
        <p className="field-error">{blocked}</p>
      ) : (
        <>
          <input type="hidden" name="ids" value={order.id} />
          <div className="ship-box">
            <NumberCell name="weightKg" label="Weight (kg)" value={String(parcel.weightGrams / 1000)} step="0.05" />
            <NumberCell name="lengthCm" label="Length (cm)" value={String(parcel.lengthCm)} step="1" />
            <NumberCell name="breadthCm" label="Breadth (cm)" value={String(parcel.breadthCm)} step="1" />
            <NumberCell name="heightCm" label="Height (cm)" value={String(parcel.heightCm)} step="1" />
          </div>
          {rates.length ? (
            <label className="ship-box-field">
              <span>Courier (quoted for the box above)</span>
              <select name="courierId" defaultValue={rates[0].courierId}>
                {rates.map((r) => (
                  <option key={r.courierId} value={r.courierId}>
                    {`${r.courierName}: ${formatInr(r.chargePaise)}, ${days(r.estimatedDays)}`}
                  </option>
                ))}
              </select>
            </label>
          ) : (
            <>
              <input type="hidden" name="courierId" value="" />
              <p className="field-hint">No quote for this PIN code: the courier account’s own choice is booked.</p>
            </>
          )}
        </>
      )}
    </fieldset>
  );
}

/** On an order's page: book it with the courier, or its parcel's AWB, label and scans. */
export function CourierPanel({
  order,
  shipment,
  timeline,
}: {
  order: OrderView;
  shipment: OrderShipment | null;
  timeline: TimelineEntry[];
}) {
  const failed = order.state === 'delivery_failed' ? [...timeline].reverse().find((e) => e.status === 'delivery_failed') : undefined;
  return (
    <>
      {failed && (
        <p className="form-error" role="alert">
          Delivery failed: {failed.remark || 'no reason given'}. The customer was sent a link to choose a new date or correct the address.
        </p>
      )}
      {shipment ? (
        <p>
          {shipment.courierName}: <LabelLinks orderId={order.id} awb={shipment.awb} />
        </p>
      ) : (
        canHappen(order.state, 'pack') && (
          <p>
            <a className="btn btn-primary" href={`/admin/orders/ship?ids=${encodeURIComponent(order.id)}`}>
              Book with the courier (AWB, label, pickup)
            </a>
          </p>
        )
      )}
      <CourierTimeline entries={timeline} />
    </>
  );
}
