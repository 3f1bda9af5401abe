import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listProductsForStaff, saveProduct, setArchived } from '../../../domain/catalog/editing';
import { adjustStock } from '../../../domain/catalog/stock';
import { addPack, savePack, saveTiers } from '../../../domain/catalog/pack-editing';
import { saveZone } from '../../../domain/delivery/zone-editing';
import { listZones } from '../../../domain/delivery/zones';
import { MSG } from '../../../domain/messages';
import { toRupees } from '../../../domain/money';
import type { Services } from '../../services';
import {
  addPackSchema,
  adjustStockSchema,
  adminProductsSchema,
  archiveProductSchema,
  deliveryZonesSchema,
  saveZoneSchema,
  savePackSchema,
  saveProductSchema,
  saveTiersSchema,
} from '../schemas/admin';

export function adminCatalogueApi(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const catalogue = { access: 'staff:catalogue' } as const;
  const { db } = services;

  api.get('/api/admin/products', { config: catalogue, schema: adminProductsSchema }, async (request) => {
    const { rows } = await listProductsForStaff(db, { q: request.query.q, page: Number(request.query.page) || 1 });
    return rows.map(({ pricePaise, ...r }) => ({ ...r, price: toRupees(pricePaise) }));
  });

  api.post('/api/admin/products/:id', { config: catalogue, schema: saveProductSchema }, async (request) => {
    await saveProduct(db, request.staff!, request.params.id, request.body);
    return { status: true as const, message: MSG.productSaved };
  });

  api.post('/api/admin/products/:id/archive', { config: catalogue, schema: archiveProductSchema }, async (request) => {
    await setArchived(db, request.staff!, request.params.id, request.body.archived);
    return { status: true as const, message: request.body.archived ? MSG.productArchived : MSG.productPublished };
  });

  api.post('/api/admin/products/:id/stock', { config: catalogue, schema: adjustStockSchema }, async (request) => {
    await adjustStock(db, request.staff!, request.params.id, request.body);
    return { status: true as const, message: MSG.stockAdjusted };
  });

  api.post('/api/admin/products/:id/packs', { config: catalogue, schema: addPackSchema }, async (request) => {
    await addPack(db, request.staff!, request.params.id, request.body);
    return { status: true as const, message: MSG.packAdded };
  });

  api.post('/api/admin/products/:id/packs/:variantId', { config: catalogue, schema: savePackSchema }, async (request) => {
    await savePack(db, request.staff!, request.params.id, request.params.variantId, request.body);
    return { status: true as const, message: MSG.packSaved };
  });

  api.get('/api/admin/delivery-zones', { config: catalogue, schema: deliveryZonesSchema }, async () =>
    (await listZones(db)).map((z) => ({
      _id: z.id,
      name: z.name,
      states: z.states,
      etaDays: z.etaDays,
      cod: z.cod,
      codLimit: toRupees(z.codLimitPaise),
      shipping: toRupees(z.shippingPaise),
      freeAbove: toRupees(z.freeAbovePaise),
    })),
  );

  api.post('/api/admin/delivery-zones/:id', { config: catalogue, schema: saveZoneSchema }, async (request) => {
    await saveZone(db, request.staff!, request.params.id, request.body);
    return { status: true as const, message: MSG.zoneSaved };
  });

  api.post('/api/admin/products/:id/tiers', { config: catalogue, schema: saveTiersSchema }, async (request) => {
    await saveTiers(db, request.staff!, request.params.id, request.body.tiers ?? '');
    return { status: true as const, message: MSG.tiersSaved };
  });
}
