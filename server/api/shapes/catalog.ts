import type { Category, Product } from '../../../domain/catalog/products';
import type { Translate } from '../../../domain/i18n/translate';
import { toRupees } from '../../../domain/money';
import { apiImage } from './url';
import type { OwnPrice, WithOwnPrice } from '../../../domain/companies/shown-prices';

// The product as the API of SPEC.md §3/§7 shows it (field names kept as the
// existing client knows them, including `corps` and `technicalNameL`); picture
// addresses are absolute, since that client runs on another origin. The texts
// come in the answer's language from the catalogue (English unless asked for,
// and where a text has no translation); a pack's size goes through `t`. The
// same fields and shapes in every language.

const english: Translate = (text) => text;

export const toApiCategory = (c: Pick<Category, 'id' | 'name'>) => ({ _id: c.id, category: c.name });

/** A product with, for a signed-in buyer, their own prices (domain/companies/shown-prices.ts). */
type Shown = Product | WithOwnPrice<Product>;
const own = (o: OwnPrice | undefined) => (o ? { yourPrice: toRupees(o.pricePaise), priceList: o.list } : {});

export function toApiProduct(p: Shown, base: string, t: Translate = english) {
  return {
    _id: p.id,
    title: p.title,
    description: p.description,
    price: toRupees(p.pricePaise),
    stock: p.stock,
    inStock: p.stock > 0,
    images: p.images.map((i) => apiImage(base, i)),
    Category: { ...toApiCategory(p.category), slug: p.category.slug },
    ProductSpecification: { technicalNameL: p.technicalName },
    productcode: p.code,
    productform: p.form, // a value clients filter on (the `type` query's), the same in every language
    packagingtype: p.packagingType,
    packagingavailable: p.packagingAvailable,
    purpose: p.purpose,
    benefit: p.purpose,
    offer: p.offerPercent,
    phrange: p.phRange,
    cfuCount: p.cfuCount,
    ModeOfAction: p.modeOfAction,
    corps: p.crops,
    dosage: p.dosage,
    averageRating: p.averageRating,
    reviewCount: p.reviewCount,
    reviews: p.reviews.map((r) => ({ name: r.name, rating: r.rating, review: r.review, createdAt: r.createdAt })),
    slug: p.slug,
    variants: p.variants.map((v) => ({
      _id: v.id,
      pack: t(v.pack),
      sku: v.sku,
      price: toRupees(v.pricePaise),
      mrp: toRupees(v.mrpPaise),
      stock: v.stock,
      pricePerUnit: toRupees(v.perBase.paise),
      unit: v.perBase.per,
      ...(v.nextLot !== undefined && {
        batch: v.nextLot?.batch ?? null,
        manufactured: v.nextLot?.manufacturedOn ?? null,
        bestBefore: v.nextLot?.expiresOn ?? null,
      }),
      ...own('ownPrice' in v ? v.ownPrice : undefined),
    })),
    shelfLifeMonths: p.shelfLifeMonths,
    storageAdvice: p.storageAdvice,
    priceTiers: p.tiers,
    ...own('ownPrice' in p ? p.ownPrice : undefined),
  };
}
