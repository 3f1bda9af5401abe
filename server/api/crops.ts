import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listCrops } from '../../domain/crops/crops';
import { planDose } from '../../domain/crops/calculator';
import type { Services } from '../services';
import { apiLanguage, apiTranslator } from './language';
import { dosageSchema, listCropsSchema } from './schemas/crops';

// Shopping by crop and the dosage calculator (issue 13), open to visitors.
// Money in rupees, as in the rest of the API; texts in the asked language.

export function cropsApi(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = services;
  const open = { access: 'public' } as const;

  api.get('/api/crops', { config: open, schema: listCropsSchema }, async (request) => {
    const t = apiTranslator(request);
    return (await listCrops(db, apiLanguage(request))).map((c) => ({
      slug: c.slug,
      name: c.name,
      group: t(c.group), // one of the shop's groups, an interface label
      seedKgPerAcre: c.seedKgPerAcre,
    }));
  });

  api.get('/api/dosage', { config: open, schema: dosageSchema }, async (request) => {
    const q = request.query;
    const plan = await planDose(
      db,
      { product: q.product, crop: q.crop, area: q.area, unit: q.unit, state: q.state, method: q.method },
      apiLanguage(request),
    );
    const rupees = (paise: number) => paise / 100;
    const { amount, unit, timing, per } = plan.dose;
    return {
      product: { _id: plan.product.id, title: plan.product.title },
      crop: { slug: plan.crop.slug, name: plan.crop.name },
      area: plan.area,
      unit: plan.unit,
      state: plan.state,
      acres: plan.acres,
      method: plan.method,
      methods: plan.methods,
      dose: { amount, unit, timing, per },
      seedKg: plan.seedKg,
      quantity: plan.quantity,
      quantityUnit: plan.quantityUnit,
      packs: plan.packs.map((p) => ({
        variant: p.variantId,
        pack: p.pack,
        quantity: p.quantity,
        price: rupees(p.unitPaise),
        total: rupees(p.totalPaise),
      })),
      total: rupees(plan.totalPaise),
    };
  });
}
