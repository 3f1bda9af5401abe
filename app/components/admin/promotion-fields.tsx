import type { InputHTMLAttributes } from 'react';
import type { Promotion } from '../../../domain/promotions/types';
import { dayOf } from '../../../domain/promotions/editing';
import { formatInr, toRupees } from '../../../domain/money';
import type { ActionFailure } from '../../framework/page';
import { Field } from '../../ui/field';
import { SelectField } from './select-field';

// The promotion form of the back office (English), and how a promotion reads in its lists.

export const KIND_LABEL = { coupon: 'Coupon code', sale: 'Season sale', bxgy: 'Buy X get Y' } as const;

/** "10% off", "₹100 off orders of ₹1,000 or more", "Buy 2, get 1 free". */
export function offerText(p: Promotion): string {
  if (p.kind === 'bxgy') return `Buy ${p.buyQuantity}, get ${p.getQuantity} free`;
  const off = p.percentOff > 0 ? `${p.percentOff}% off` : `${formatInr(p.amountOffPaise)} off`;
  return p.minOrderPaise > 0 ? `${off} orders of ${formatInr(p.minOrderPaise)} or more` : off;
}

/** Running, paused, not started yet or ended, now. */
export function stateOf(p: Promotion, now = Date.now()): 'Paused' | 'Scheduled' | 'Ended' | 'Running' {
  if (p.paused) return 'Paused';
  if (p.startsAt && now < Date.parse(p.startsAt)) return 'Scheduled';
  if (p.endsAt && now >= Date.parse(p.endsAt)) return 'Ended';
  return 'Running';
}

/** "every product", or "1 category, 2 products; 5 kg packs". */
export function appliesText(p: Promotion): string {
  const n = (count: number, noun: string) => (count ? [`${count} ${noun}${count === 1 ? '' : 's'}`] : []);
  const what = [...n(p.categoryIds.length, 'category'), ...n(p.productIds.length, 'product')].join(', ').replace('categorys', 'categories');
  const sizes = p.packs.length ? `${p.packs.join(', ')} packs` : '';
  return [what || 'every product', sizes].filter(Boolean).join('; ');
}

export const datesText = (p: Promotion) =>
  p.startsAt || p.endsAt ? `${dayOf(p.startsAt) || 'now'} to ${dayOf(p.endsAt, true) || 'no end'}` : 'No dates';

export interface Choices {
  products: { id: string; name: string }[];
  categories: { id: string; name: string }[];
  packs: string[];
}

/** The fields as saved, for the form (an empty one for a new promotion). */
export function savedValues(p: Promotion | null): Record<string, string> {
  if (!p) return { kind: 'coupon', discountType: 'percent', minOrder: '0', buy: '2', get: '1' };
  return {
    kind: p.kind,
    code: p.code ?? '',
    title: p.title,
    discountType: p.amountOffPaise > 0 ? 'flat' : 'percent',
    percent: p.percentOff ? String(p.percentOff) : '',
    amount: p.amountOffPaise ? String(toRupees(p.amountOffPaise)) : '',
    minOrder: String(toRupees(p.minOrderPaise)),
    startsOn: dayOf(p.startsAt),
    endsOn: dayOf(p.endsAt, true),
    usageLimit: p.usageLimit === null ? '' : String(p.usageLimit),
    perCustomerLimit: p.perCustomerLimit === null ? '' : String(p.perCustomerLimit),
    firstOrderOnly: p.firstOrderOnly ? 'on' : '',
    combinable: p.combinable ? 'on' : '',
    buy: String(p.buyQuantity || 2),
    get: String(p.getQuantity || 1),
  };
}

function Ticks({
  legend,
  name,
  options,
  chosen,
}: {
  legend: string;
  name: string;
  options: { id: string; name: string }[];
  chosen: string[];
}) {
  return (
    <fieldset className="admin-ticks">
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o.id} className="admin-check">
          <input type="checkbox" name={name} value={o.id} defaultChecked={chosen.includes(o.id)} /> {o.name}
        </label>
      ))}
    </fieldset>
  );
}

/** Every field of a promotion: what kind (new ones only), its code and title, the discount, the dates and limits, what it applies to. */
export function PromotionFields({ saved, choices, action }: { saved: Promotion | null; choices: Choices; action?: ActionFailure }) {
  const v = { ...savedValues(saved), ...(action?.values ?? {}) };
  const err = action?.errors ?? {};
  const kind = saved?.kind ?? v.kind;
  const text = (name: string, label: string, hint?: string, extra: InputHTMLAttributes<HTMLInputElement> = {}) => (
    <Field name={name} label={label} hint={hint} defaultValue={v[name] ?? ''} error={err[name]} {...extra} />
  );
  return (
    <form method="post" className="card admin-card stack" aria-label="Promotion">
      <input type="hidden" name="intent" value="save" />
      {saved ? (
        <p>
          <strong>{KIND_LABEL[saved.kind]}</strong>
        </p>
      ) : (
        <SelectField
          name="kind"
          label="Kind"
          options={Object.entries(KIND_LABEL).map(([value, label]) => ({ value, label }))}
          value={v.kind}
        />
      )}
      {text('title', 'Title (customers read it, e.g. “Kharif sale”)', undefined, { maxLength: 80, required: true })}
      {(kind === 'coupon' || !saved) && text('code', 'Code (coupons)', 'Letters, digits, - or _; customers may type it in any case.')}
      {(kind !== 'bxgy' || !saved) && (
        <div className="admin-form-row">
          {(kind === 'coupon' || !saved) && (
            <SelectField
              name="discountType"
              label="Coupon takes off"
              options={[
                { value: 'percent', label: 'A percent' },
                { value: 'flat', label: 'An amount' },
              ]}
              value={v.discountType}
            />
          )}
          {text('percent', 'Percent off (coupons and sales)', undefined, { inputMode: 'numeric' })}
          {(kind === 'coupon' || !saved) && text('amount', 'Amount off, ₹ (coupons)', undefined, { inputMode: 'decimal' })}
        </div>
      )}
      {(kind === 'bxgy' || !saved) && (
        <div className="admin-form-row">
          {text('buy', 'Buy X get Y: buy (packs of one size)', undefined, { inputMode: 'numeric' })}
          {text('get', 'Buy X get Y: get free', undefined, { inputMode: 'numeric' })}
        </div>
      )}
      <div className="admin-form-row">
        {text('startsOn', 'First day', 'Empty: from now', { type: 'date' })}
        {text('endsOn', 'Last day', 'Empty: no end', { type: 'date' })}
      </div>
      {(kind === 'coupon' || !saved) && (
        <>
          <div className="admin-form-row">
            {text('minOrder', 'Minimum order, ₹', 'After the automatic offers', { inputMode: 'decimal' })}
            {text('usageLimit', 'Uses in all', 'Empty: no limit', { inputMode: 'numeric' })}
            {text('perCustomerLimit', 'Uses per customer', 'Empty: no limit', { inputMode: 'numeric' })}
          </div>
          <label className="admin-check">
            <input type="checkbox" name="firstOrderOnly" defaultChecked={v.firstOrderOnly === 'on'} /> First order only
          </label>
          <label className="admin-check">
            <input type="checkbox" name="combinable" defaultChecked={v.combinable === 'on'} /> Combinable with other codes and with the
            automatic offers
          </label>
        </>
      )}
      <p className="admin-note">
        Applies to the products and categories ticked (none: every product), in the pack sizes ticked (none: every size).
      </p>
      <Ticks legend="Categories" name="categories" options={choices.categories} chosen={saved?.categoryIds ?? []} />
      <Ticks legend="Pack sizes" name="packs" options={choices.packs.map((p) => ({ id: p, name: p }))} chosen={saved?.packs ?? []} />
      <details>
        <summary>Products ({saved?.productIds.length ?? 0} ticked)</summary>
        <Ticks legend="Products" name="products" options={choices.products} chosen={saved?.productIds ?? []} />
      </details>
      {err.products && <p className="field-error">{err.products}</p>}
      <button type="submit" className="btn btn-primary">
        Save promotion
      </button>
    </form>
  );
}
