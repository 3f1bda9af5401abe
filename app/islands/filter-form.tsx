import { useEffect, useState, type FormEvent } from 'react';
import { MSG } from '../../domain/messages';
import { followHistory, showListing } from '../client/listing';
import { useT } from '../framework/i18n';

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
  const t = useT();
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
      <summary className="filters-toggle">
        {t('Filters')}
        {active > 0 && <span className="filters-active">{' ' + t('({count} chosen)', { count: active })}</span>}
      </summary>
      <form method="get" action={action} className="filters" onChange={onChange} onSubmit={onSubmit} aria-label={t('Filter products')}>
        <details open className="filter-section">
          <summary>{t('Categories')}</summary>
          <div className="filter-options">
            <label className="filter-option">
              <input type="radio" name={categoryParam} value="" defaultChecked={!category} /> {t('All products')}
            </label>
            {categories.map((c) => (
              <label key={c.value} className="filter-option">
                <input type="radio" name={categoryParam} value={c.value} defaultChecked={category === c.value} /> {c.label}
              </label>
            ))}
          </div>
        </details>
        <details open className="filter-section">
          <summary>{t('Product Type')}</summary>
          <div className="filter-options">
            <label className="filter-option">
              <input type="radio" name="type" value="" defaultChecked={!type} /> {t('All types')}
            </label>
            {types.map((ty) => (
              <label key={ty.value} className="filter-option">
                <input type="radio" name="type" value={ty.value} defaultChecked={type === ty.value} /> {ty.label}
              </label>
            ))}
          </div>
        </details>
        {sorts && (
          <details open className="filter-section">
            <summary>{t('Price')}</summary>
            <div className="filter-options">
              <label className="filter-option">
                <input type="radio" name="priceRange" value="" defaultChecked={!sort} /> {t('Recommended')}
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
            {t('Apply filters')}
          </button>
          <p className="filter-status" role="status">
            {loading ? t(MSG.loading) : ''}
          </p>
        </div>
      </form>
    </details>
  );
}
