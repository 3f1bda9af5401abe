import type { Category, Product } from '../../../domain/catalog/products';
import type { Translate } from '../../../domain/i18n/translate';
import { toRupees } from '../../../domain/money';
import { apiImage } from './url';

// The product as the API of SPEC.md §3/§7 shows it (field names kept as the
// existing client knows them, including `corps` and `technicalNameL`); picture
// addresses are absolute, since that client runs on another origin. Text
// fields go through `t`, the answer's language (English unless asked for):
// the same fields and shapes in every language.

const english: Translate = (text) => text;

export const toApiCategory = (c: Pick<Category, 'id' | 'name'>, t: Translate = english) => ({ _id: c.id, category: t(c.name) });

export function toApiProduct(p: Product, base: string, t: Translate = english) {
  return {
    _id: p.id,
    title: t(p.title),
    description: t(p.description),
    price: toRupees(p.pricePaise),
    stock: p.stock,
    inStock: p.stock > 0,
    images: p.images.map((i) => apiImage(base, i)),
    Category: { ...toApiCategory(p.category, t), slug: p.category.slug },
    ProductSpecification: { technicalNameL: t(p.technicalName) },
    productcode: p.code,
    productform: p.form, // a value clients filter on (the `type` query's), the same in every language
    packagingtype: t(p.packagingType),
    packagingavailable: t(p.packagingAvailable),
    purpose: t(p.purpose),
    benefit: t(p.purpose),
    offer: p.offerPercent,
    phrange: t(p.phRange),
    cfuCount: t(p.cfuCount),
    ModeOfAction: t(p.modeOfAction),
    corps: t(p.crops),
    dosage: t(p.dosage),
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
    })),
    shelfLifeMonths: p.shelfLifeMonths,
    storageAdvice: t(p.storageAdvice),
    priceTiers: p.tiers,
  };
}
