import type { PriceTier, Variant } from '../../../domain/catalog/variants';
import { toRupees } from '../../../domain/money';
import type { ActionFailure } from '../../framework/page';
import { Field } from '../../ui/field';
import { DataTable } from './data-table';

/**
 * A product's pack sizes for the catalogue team: each pack's price and MRP
 * (one small form a row), a new pack size, and the quantity tiers.
 */
export function PackSection({ packs, tiers, action }: { packs: Variant[]; tiers: PriceTier[]; action?: ActionFailure }) {
  const err = action?.errors ?? {};
  const failed = (intent: string) => action?.values?.intent === intent;
  return (
    <section id="packs" className="card admin-card stack" aria-labelledby="packs-title">
      <h2 id="packs-title" className="section-title">
        Pack sizes
      </h2>
      <DataTable noun="pack size" columns={['Pack', 'SKU', 'Stock', 'Price and MRP (₹)']}>
        {packs.map((v) => (
          <tr key={v.id}>
            <th scope="row">{v.pack}</th>
            <td>{v.sku}</td>
            <td>{v.stock}</td>
            <td>
              <form method="post" action="#packs" className="admin-inline-form" aria-label={`Price of ${v.pack}`}>
                <input type="hidden" name="intent" value="pack" />
                <input type="hidden" name="variant" value={v.id} />
                <label>
                  <span className="sr-only">Price of {v.pack} (₹)</span>
                  <input name="price" inputMode="decimal" size={8} defaultValue={String(toRupees(v.pricePaise))} required />
                </label>
                <label>
                  <span className="sr-only">MRP of {v.pack} (₹)</span>
                  <input name="mrp" inputMode="decimal" size={8} defaultValue={String(toRupees(v.mrpPaise))} required />
                </label>
                <button type="submit" className="btn btn-outline btn-sm" aria-label={`Save the price of ${v.pack}`}>
                  Save
                </button>
              </form>
            </td>
          </tr>
        ))}
      </DataTable>
      <form method="post" action="#packs" className="admin-form-row" aria-label="Add a pack size">
        <input type="hidden" name="intent" value="add-pack" />
        <Field
          name="pack"
          label="New pack size (e.g. 10 kg, 500 ml)"
          required
          maxLength={20}
          error={failed('add-pack') ? err.pack : undefined}
        />
        <Field
          name="price"
          id="f-new-price"
          label="Selling price, ₹"
          inputMode="decimal"
          required
          error={failed('add-pack') ? err.price : undefined}
        />
        <Field name="mrp" id="f-new-mrp" label="MRP, ₹" inputMode="decimal" required error={failed('add-pack') ? err.mrp : undefined} />
        <button type="submit" className="btn btn-primary">
          Add pack size
        </button>
      </form>
      <form method="post" action="#packs" className="admin-form-row" aria-label="Quantity tiers">
        <input type="hidden" name="intent" value="tiers" />
        <Field
          name="tiers"
          label="Quantity tiers (packs:percent off)"
          hint="e.g. 10:5, 50:10 — a line of 10 packs of a size pays 5 % less each; empty for none."
          defaultValue={tiers.map((t) => `${t.minQuantity}:${t.percentOff}`).join(', ')}
          maxLength={100}
          error={failed('tiers') ? err.tiers : undefined}
        />
        <button type="submit" className="btn btn-primary">
          Save tiers
        </button>
      </form>
    </section>
  );
}
