import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listCrops } from '../../domain/crops/crops';
import { planDose } from '../../domain/crops/calculator';
import type { Services } from '../services';
import { apiTranslator } from './language';
import { dosageSchema, listCropsSchema } from './schemas/crops';

// Shopping by crop and the dosage calculator (issue 13), open to visitors.
// Money in rupees, as in the rest of the API; texts in the asked language.

export function cropsApi(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = services;
  const open = { access: 'public' } as const;

  api.get('/api/crops', { config: open, schema: listCropsSchema }, async (request) => {
    const t = apiTranslator(request);
    return (await listCrops(db)).map((c) => ({ slug: c.slug, name: t(c.name), group: t(c.group), seedKgPerAcre: c.seedKgPerAcre }));
  });

  api.get('/api/dosage', { config: open, schema: dosageSchema }, async (request) => {
    const q = request.query;
    const plan = await planDose(db, { product: q.product, crop: q.crop, area: q.area, unit: q.unit, state: q.state, method: q.method });
    const t = apiTranslator(request);
    const rupees = (paise: number) => paise / 100;
    return {
      product: { _id: plan.product.id, title: t(plan.product.title) },
      crop: { slug: plan.crop.slug, name: t(plan.crop.name) },
      area: plan.area,
      unit: plan.unit,
      state: plan.state,
      acres: plan.acres,
      method: plan.method,
      methods: plan.methods,
      dose: { ...plan.dose, timing: t(plan.dose.timing) },
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
