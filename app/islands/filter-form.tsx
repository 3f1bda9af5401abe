import { useState, type FormEvent } from 'react';
import { MSG } from '../../domain/messages';

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

/**
 * The filter panel: collapsible sections (<details>) in a GET form, so filters
 * live in the URL. With JavaScript a choice applies at once.
 */
export function FilterForm({ action, categories, category, categoryParam, types, type, sorts, sort }: FilterFormProps) {
  const [loading, setLoading] = useState(false);
  const submit = (form: HTMLFormElement | null) => {
    if (!form) return;
    setLoading(true);
    form.requestSubmit();
  };
  const onChange = (e: FormEvent<HTMLFormElement>) => submit(e.currentTarget);
  const onSubmit = () => setLoading(true);
  return (
    <form method="get" action={action} className="filters card" onChange={onChange} onSubmit={onSubmit} aria-label="Filter products">
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
  );
}
