import { useEffect, useState, type FormEvent } from 'react';
import { MSG } from '../../domain/messages';
import { followHistory, showListing } from '../client/listing';

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterFormProps {
  action: string;
  categories: FilterOption[];
  category: string;
  /** Query name of the category choice. */
  categoryParam: string;
  types: FilterOption[];
  type: string;
  sorts?: FilterOption[];
  sort?: string;
}

/** The URL the form would go to, without the empty choices. */
function targetOf(form: HTMLFormElement): string {
  const url = new URL(form.action, location.href);
  const params = new URLSearchParams();
  for (const [k, v] of new FormData(form)) if (typeof v === 'string' && v) params.set(k, v);
  url.search = params.toString();
  return url.href;
}

/**
 * The filter panel: collapsible sections (<details>) in a GET form, so filters
 * live in the URL. With JavaScript a choice applies at once, in place: the
 * results change, the address follows, the focus stays on the choice.
 */
export function FilterForm({ action, categories, category, categoryParam, types, type, sorts, sort }: FilterFormProps) {
  const [loading, setLoading] = useState(false);
  const [active, setActive] = useState([category, type, sort].filter(Boolean).length);
  useEffect(followHistory, []);
  const apply = async (form: HTMLFormElement) => {
    setLoading(true);
    setActive([...new FormData(form).values()].filter(Boolean).length);
    const shown = await showListing(targetOf(form));
    setLoading(false);
    if (!shown) form.submit();
  };
  const onChange = (e: FormEvent<HTMLFormElement>) => void apply(e.currentTarget);
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    void apply(e.currentTarget);
  };
  return (
    <details className="filters-fold card">
      <summary className="filters-toggle">Filters{active > 0 && <span className="filters-active"> ({active} chosen)</span>}</summary>
      <form method="get" action={action} className="filters" onChange={onChange} onSubmit={onSubmit} aria-label="Filter products">
        <details open className="filter-section">
          <summary>Categories</summary>
          <div className="filter-options">
            <label className="filter-option">
              <input type="radio" name={categoryParam} value="" defaultChecked={!category} /> All products
            </label>
            {categories.map((c) => (
              <label key={c.value} className="filter-option">
                <input type="radio" name={categoryParam} value={c.value} defaultChecked={category === c.value} /> {c.label}
              </label>
            ))}
          </div>
        </details>
        <details open className="filter-section">
          <summary>Product Type</summary>
          <div className="filter-options">
            <label className="filter-option">
              <input type="radio" name="type" value="" defaultChecked={!type} /> All types
            </label>
            {types.map((t) => (
              <label key={t.value} className="filter-option">
                <input type="radio" name="type" value={t.value} defaultChecked={type === t.value} /> {t.label}
              </label>
            ))}
          </div>
        </details>
        {sorts && (
          <details open className="filter-section">
            <summary>Price</summary>
            <div className="filter-options">
              <label className="filter-option">
                <input type="radio" name="priceRange" value="" defaultChecked={!sort} /> Recommended
              </label>
              {sorts.map((s) => (
                <label key={s.value} className="filter-option">
                  <input type="radio" name="priceRange" value={s.value} defaultChecked={sort === s.value} /> {s.label}
                </label>
              ))}
            </div>
          </details>
        )}
        <div className="filter-apply">
          <button type="submit" className="btn btn-primary w-full">
            Apply filters
          </button>
          <p className="filter-status" role="status">
            {loading ? MSG.loading : ''}
          </p>
        </div>
      </form>
    </details>
  );
}
