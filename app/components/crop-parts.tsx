import type { Product } from '../../domain/catalog/products';
import type { Dose } from '../../domain/crops/doses';
import { formatInr } from '../../domain/money';
import { langOf, type Shown } from '../../domain/translations/store';
import { useT } from '../framework/i18n';
import { DoseList } from './dose-list';

/** A product advised for a crop or a problem: its name, price from, its doses and a way to work out the packs for a field. */
export function AdvisedProduct({ product: p, doses, crop }: { product: Product; doses: readonly Dose[]; crop?: string }) {
  const t = useT();
  const calc = `/calculator?${new URLSearchParams({ product: p.id, ...(crop ? { crop } : {}) })}`;
  return (
    <li className="advised card">
      <div className="advised-head">
        <a href={`/product_details/${p.id}`} className="advised-title" lang={langOf(p, 'title')}>
          {p.title}
        </a>
        <span className="advised-price">{t('from {price}', { price: formatInr(p.pricePaise) })}</span>
      </div>
      <DoseList doses={doses} />
      <a href={calc} className="advised-calc">
        {t('Packs for my field: {product}', { product: p.title })}
      </a>
    </li>
  );
}

/** Links to the crops a product suits: "Advice by crop: Paddy · Wheat · …". */
export function CropLinks({ crops }: { crops: readonly ({ slug: string; name: string } & Shown)[] }) {
  const t = useT();
  if (!crops.length) return null;
  return (
    <p className="crop-links">
      {t('Advice by crop:')}{' '}
      {crops.map((c, i) => (
        <span key={c.slug}>
          {i > 0 && ' · '}
          <a href={`/crops/${c.slug}`} lang={langOf(c, 'name')}>
            {c.name}
          </a>
        </span>
      ))}
    </p>
  );
}

/** Breadcrumb trail as JSON-LD (schema.org BreadcrumbList). */
export function breadcrumbJsonLd(base: string, crumbs: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: base + c.path })),
  };
}

/** Products as a JSON-LD ItemList of their pages. */
export function productListJsonLd(base: string, name: string, products: readonly Product[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    itemListElement: products.map((p, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      url: `${base}/product_details/${p.id}`,
      name: p.title,
    })),
  };
}
