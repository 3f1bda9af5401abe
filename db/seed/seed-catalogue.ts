import type { Db } from '../client';
import { newId, nowIso } from '../ids';
import { defaultsFor } from '../category-defaults';
import { openingLot } from '../lots';
import { draftPacks, packRow } from '../pack-sizes';
import { seedCategories, seedProducts, seedPriceTiers } from './catalogue-data';

/** Categories, products with their packs, quantity tiers and images, once, in one transaction. */
export async function seedCatalogue(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('categories').select('id').limit(1).execute();
    if (existing.length) return;
    const categoryIds = new Map<string, string>();
    for (const [position, c] of seedCategories.entries()) {
      const id = newId();
      categoryIds.set(c.slug, id);
      await trx.insertInto('categories').values({ id, slug: c.slug, name: c.name, color: c.color, blurb: c.blurb, position }).execute();
    }
    const created = nowIso();
    for (const [position, p] of seedProducts.entries()) {
      const id = newId();
      const categoryId = categoryIds.get(p.category);
      if (!categoryId) throw new Error(`Seed product ${p.code} names unknown category ${p.category}`);
      await trx
        .insertInto('products')
        .values({
          id,
          slug: p.slug,
          code: p.code,
          title: p.title,
          description: p.description,
          category_id: categoryId,
          form: p.form,
          technical_name: p.technicalName,
          packaging_type: p.packagingType,
          packaging_available: p.packagingAvailable,
          purpose: p.purpose,
          ph_range: p.phRange,
          cfu_count: p.cfuCount,
          mode_of_action: p.modeOfAction,
          crops: p.crops,
          dosage: p.dosage,
          price_paise: p.pricePaise,
          stock: p.stock,
          featured: p.featured ? 1 : 0,
          average_rating: 0,
          review_count: 0,
          position,
          created_at: created,
          hsn_code: defaultsFor(p.category).hsn,
          gst_rate: defaultsFor(p.category).rate,
          shelf_life_months: defaultsFor(p.category).shelfLifeMonths,
          storage_advice: defaultsFor(p.category).storage,
        })
        .execute();
      for (const [i, d] of draftPacks(p.packagingAvailable, p.pricePaise, p.stock).entries()) {
        const pack = packRow(newId(), id, p.code, d, i);
        await trx.insertInto('product_variants').values(pack).execute();
        if (pack.stock > 0)
          await trx
            .insertInto('stock_lots')
            .values({
              id: newId(),
              product_id: id,
              variant_id: pack.id,
              ...openingLot(pack.sku, defaultsFor(p.category).shelfLifeMonths),
              quantity: pack.stock,
              created_at: created,
            })
            .execute();
      }
      for (const t of seedPriceTiers) {
        await trx
          .insertInto('price_tiers')
          .values({ id: newId(), product_id: id, min_quantity: t.minQuantity, percent_off: t.percentOff })
          .execute();
      }
      for (const [i, img] of p.images.entries()) {
        await trx.insertInto('product_images').values({ id: newId(), product_id: id, name: img.name, url: img.url, position: i }).execute();
      }
    }
  });
}
