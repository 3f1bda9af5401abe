import type { ReactNode } from 'react';
import type { Category } from '../../domain/catalog/products';
import { PRODUCT_TYPES, type ProductType } from '../../domain/constants';
import { useT } from '../framework/i18n';
import { Island } from '../framework/island';
import { redirect, type PageContext, type Redirect } from '../framework/page';
import { FilterForm, type FilterFormProps } from '../islands/filter-form';

/** A filter value from the URL, or undefined when it is missing or not one we know (pages stay lenient). */
export function lenient<T>(parse: () => T): T | undefined {
  try {
    return parse();
  } catch {
    return undefined;
  }
}

/**
 * The no-JavaScript filter form sends the category as a query parameter; the
 * listings keep it in the path (`/b2b/biopesticides?type=Powder`).
 */
export function categoryInPath(ctx: PageContext, base: string, param: string, keep: string[]): Redirect | null {
  if (!ctx.query.has(param)) return null;
  const category = ctx.query.get(param) ?? '';
  const qs = new URLSearchParams();
  for (const k of keep) {
    const v = ctx.query.get(k);
    if (v) qs.set(k, v);
  }
  const s = qs.toString();
  return redirect(`${base}${category ? `/${encodeURIComponent(category)}` : ''}${s ? `?${s}` : ''}`);
}

interface Props {
  heading: string;
  lead?: string;
  /** 'en' for a heading or lead that stayed English on a Hindi or Marathi page. */
  headingLang?: 'en';
  leadLang?: 'en';
  filter: Omit<FilterFormProps, 'categories' | 'category' | 'types' | 'type'> & { by: 'slug' | 'id' };
  categories: Category[];
  category: Category | null;
  type: ProductType | undefined;
  count: number;
  /** Shown instead of the list when there are no products. */
  empty: ReactNode;
  children: ReactNode;
}

/** A product listing: heading, the filter panel, the result count, and the products or the empty message. */
export function CatalogLayout({ heading, lead, headingLang, leadLang, filter, categories, category, type, count, empty, children }: Props) {
  const t = useT();
  const { by, ...filterProps } = filter;
  return (
    <div className="container-page catalog-page">
      <div className="catalog-head">
        <h1 className="page-title" lang={headingLang}>
          {heading}
        </h1>
        {lead && (
          <p className="catalog-lead" lang={leadLang}>
            {lead}
          </p>
        )}
      </div>
      <div className="catalog-layout">
        <aside aria-label={t('Filters')} className="catalog-filters">
          <Island
            component={FilterForm}
            props={{
              ...filterProps,
              categories: categories.map((c) => ({ value: c[by], label: c.name })),
              category: category?.[by] ?? '',
              types: PRODUCT_TYPES.map((pt) => ({ value: pt, label: t(pt) })),
              type: type ?? '',
            }}
          />
        </aside>
        <section aria-label={t('Products')} className="catalog-results">
          <p className="result-count" role="status">
            {t('{count, plural, one {# product} other {# products}}', { count })}
          </p>
          {count === 0 ? empty : children}
        </section>
      </div>
    </div>
  );
}
