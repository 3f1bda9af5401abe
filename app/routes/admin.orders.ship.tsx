import { badRequest, DomainError } from '../../domain/errors';
import { MSG } from '../../domain/messages';
import { shipMany } from '../../domain/orders/fulfilment';
import { orderRef } from '../../domain/order-ref';
import { canHappen } from '../../domain/orders/transitions';
import { bookOrders, shippingPlan, type BookingAsked, type Parcel } from '../../domain/shipping/book';
import { parcelFrom } from '../../domain/shipping/parcel';
import { shipmentOf } from '../../domain/shipping/shipments';
import { CarrierField } from '../components/admin/carrier-field';
import { FormAlert } from '../components/admin/inline-forms';
import { LabelLinks, PlanRowView, type PlanRow } from '../components/admin/ship-parcels';
import { AdminShell } from '../components/admin/shell';
import { formSchema, listsSchema } from '../framework/form';
import { definePage, redirect, type ActionFailure, type PageContext } from '../framework/page';

// Ship confirmed orders: the ticked ones booked with the courier in one step
// (box, quote, AWB, label, pickup), or a courier manifest typed in for parcels
// booked elsewhere (one line per order: reference and tracking number).

const MAX_ORDERS = 50;
const idsIn = (values: string[]) =>
  [
    ...new Set(
      values
        .flatMap((v) => v.split(','))
        .map((v) => v.trim())
        .filter(Boolean),
    ),
  ].slice(0, MAX_ORDERS);

/** The boxes staff typed before asking for new quotes: `box=<order id>:<kg>:<length>:<breadth>:<height>` in the address. */
function typedBoxes(query: URLSearchParams): Map<string, Parcel> {
  const boxes = new Map<string, Parcel>();
  for (const v of query.getAll('box').slice(0, MAX_ORDERS)) {
    const [id, weightKg = '', lengthCm = '', breadthCm = '', heightCm = ''] = v.split(':');
    try {
      boxes.set(id, parcelFrom({ weightKg, lengthCm, breadthCm, heightCm }, orderRef(id)));
    } catch (e) {
      if (!(e instanceof DomainError)) throw e; // a box out of bounds in the address: the default one
    }
  }
  return boxes;
}

async function planOf(ctx: PageContext, ids: string[]): Promise<PlanRow[]> {
  const rows: PlanRow[] = [];
  const boxes = typedBoxes(ctx.query);
  for (const id of ids) {
    try {
      const p = await shippingPlan(ctx.services, id, boxes.get(id));
      const blocked =
        p.booked || canHappen(p.order.state, 'pack')
          ? null
          : `This order is ${p.order.status.toLowerCase()}: only a confirmed order can be booked with the courier.`;
      rows.push({ ...p, blocked });
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
    }
  }
  return rows;
}

async function bookedOf(ctx: PageContext, ids: string[]) {
  const out = [];
  for (const id of ids) {
    const s = await shipmentOf(ctx.services.db, id);
    if (s) out.push({ orderId: id, ref: orderRef(id), awb: s.awb, courierName: s.courierName, pickup: s.pickupScheduledAt });
  }
  return out;
}

export default definePage({
  path: '/admin/orders/ship',
  access: 'staff:orders',
  bare: true,
  async load(ctx) {
    const booked = await bookedOf(ctx, idsIn(ctx.query.getAll('booked')));
    const plan = booked.length ? [] : await planOf(ctx, idsIn(ctx.query.getAll('ids')));
    return { staff: ctx.staff!, path: ctx.path, plan, booked };
  },
  head: () => ({ title: 'Ship orders | Back office', description: 'Book orders with the courier.', noindex: true }),
  form: formSchema(['intent', 'carrier', 'manifest']),
  lists: listsSchema(['ids', 'weightKg', 'lengthCm', 'breadthCm', 'heightCm', 'courierId']),
  async action(ctx, form) {
    if (form.intent === 'book' || form.intent === 'quote') {
      const l = ctx.lists;
      const asked: BookingAsked[] = [];
      const errors: string[] = [];
      l.ids.forEach((orderId, i) => {
        try {
          const box = {
            weightKg: l.weightKg[i] ?? '',
            lengthCm: l.lengthCm[i] ?? '',
            breadthCm: l.breadthCm[i] ?? '',
            heightCm: l.heightCm[i] ?? '',
          };
          asked.push({ orderId, parcel: parcelFrom(box, orderRef(orderId)), courierId: l.courierId[i] || undefined });
        } catch (e) {
          if (!(e instanceof DomainError)) throw e;
          errors.push(e.message);
        }
      });
      if (!asked.length && !errors.length) throw badRequest('Tick at least one order to ship.');
      // New quotes for the boxes as typed: the page again, with those boxes and the courier's rates for them.
      if (form.intent === 'quote' && !errors.length) {
        const q = new URLSearchParams([['ids', asked.map((a) => a.orderId).join(',')]]);
        for (const a of asked) {
          const p = a.parcel;
          q.append('box', [a.orderId, p.weightGrams / 1000, p.lengthCm, p.breadthCm, p.heightCm].join(':'));
        }
        return redirect(`/admin/orders/ship?${q}`, { type: 'info', text: 'Quotes updated for the boxes as typed.' });
      }
      if (form.intent === 'quote')
        return { errors: { form: errors.join(' · ') }, toast: { type: 'error' as const, text: errors.join(' · ') } };
      const results = asked.length ? await bookOrders(ctx.services, ctx.staff!, asked) : [];
      const done = results.flatMap((r) => (r.ok ? [r.booked.orderId] : []));
      errors.push(...results.flatMap((r) => (r.ok ? [] : [r.message])));
      if (!errors.length)
        return redirect(`/admin/orders/ship?booked=${done.join(',')}`, {
          type: 'success',
          text: `Booked with the courier: ${done.length} order${done.length === 1 ? '' : 's'}. Pickup requested.`,
        });
      return {
        errors: { form: errors.join(' · ') } as Record<string, string>,
        toast: { type: 'error' as const, text: `${done.length} booked, ${errors.length} not: ${errors.join(' · ')}` },
      } satisfies ActionFailure;
    }
    const carrier = form.carrier.trim();
    if (!carrier) throw badRequest(MSG.carrierRequired, 'carrier');
    const results = await shipMany(ctx.services, ctx.staff!, carrier, form.manifest);
    const failed = results.filter((r) => !r.ok);
    const shipped = results.length - failed.length;
    if (!failed.length) return redirect('/admin/orders?status=Shipped', { type: 'success', text: MSG.shippedMany(shipped) });
    return {
      values: { carrier, manifest: failed.map((f) => f.line).join('\n') },
      errors: { manifest: failed.map((f) => `${f.line}: ${f.message}`).join(' · ') },
      toast: { type: 'error' as const, text: MSG.shippedSome(shipped, failed.length) },
    };
  },
  Component: ({ data: { staff, path, plan, booked }, action }) => (
    <AdminShell staff={staff} path={path} title="Ship orders">
      <p>
        <a href="/admin/orders?status=Confirmed">← Orders waiting to ship</a>
      </p>
      <FormAlert action={action} />
      {booked.length > 0 && (
        <section className="card admin-card stack" aria-labelledby="s-booked">
          <h2 id="s-booked" className="section-title">
            Booked with the courier
          </h2>
          <ul>
            {booked.map((b) => (
              <li key={b.orderId}>
                <a href={`/admin/orders/${b.orderId}`}>Order {b.ref}</a>, {b.courierName}: <LabelLinks orderId={b.orderId} awb={b.awb} />
                {b.pickup ? ` · pickup ${new Date(b.pickup).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' })}` : ''}
              </li>
            ))}
          </ul>
          <p>
            <a href={`/api/admin/orders/packing-slips?ids=${booked.map((b) => b.orderId).join(',')}`}>All packing slips (PDF)</a>
          </p>
        </section>
      )}
      {plan.length > 0 && (
        <form method="post" className="stack">
          {plan.map((row) => (
            <PlanRowView key={row.order.id} row={row} />
          ))}
          {plan.some((r) => !r.booked && !r.blocked) && (
            <div>
              <button type="submit" name="intent" value="book" className="btn btn-primary">
                Book with the courier and request pickup
              </button>{' '}
              <button type="submit" name="intent" value="quote" className="btn btn-outline">
                Changed a box? Get new quotes
              </button>
            </div>
          )}
        </form>
      )}
      {!plan.length && !booked.length && (
        <p className="card admin-card">Tick the orders to ship in the list of orders, then “Ship the ticked orders with the courier”.</p>
      )}
      <details className="card admin-card" open={!!action?.values?.manifest}>
        <summary>Booked elsewhere? Type the courier’s manifest</summary>
        <form method="post" className="admin-form">
          <input type="hidden" name="intent" value="manifest" />
          <CarrierField action={action} />
          <div className="field">
            <label htmlFor="f-manifest">One line per order: its reference (e.g. 0B60E7C1), then its tracking number</label>
            <textarea
              id="f-manifest"
              name="manifest"
              rows={8}
              required
              defaultValue={action?.values?.manifest ?? ''}
              aria-invalid={action?.errors?.manifest ? true : undefined}
              aria-describedby={action?.errors?.manifest ? 'f-manifest-error' : undefined}
            />
            {action?.errors?.manifest && (
              <p id="f-manifest-error" className="field-error">
                {action.errors.manifest}
              </p>
            )}
          </div>
          <button type="submit" className="btn btn-primary">
            Ship them
          </button>
        </form>
      </details>
    </AdminShell>
  ),
});
