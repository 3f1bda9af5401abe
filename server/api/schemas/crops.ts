import { z } from 'zod';
import { langQuery } from '../language';
import { answers, queryValue } from './common';

const method = z.enum(['seed', 'soil', 'drip', 'spray']);

export const cropSummary = z
  .object({
    slug: z.string(),
    name: z.string(),
    group: z.string().describe('Field crops, Vegetables, or Fruits and plantations'),
    seedKgPerAcre: z.number().nullable().describe('Seed sown per acre in kg; null when the crop is not sown from seed'),
  })
  .meta({ id: 'Crop' });

export const listCropsSchema = {
  summary: 'Crops the shop advises on',
  tags: ['crops'],
  querystring: z.object({ lang: langQuery }),
  response: answers({ 200: z.array(cropSummary) }),
};

export const dosageSchema = {
  summary: 'Dosage calculator: how much of a product a field needs, the packs to buy and what they cost',
  tags: ['crops'],
  querystring: z.object({
    product: queryValue('product').describe("The product's id"),
    crop: queryValue('crop').describe("The crop's slug, e.g. tomato"),
    area: queryValue('area').describe('The field area, more than 0 and at most 10,000'),
    unit: queryValue('unit').describe('acre (default), hectare, bigha or guntha'),
    state: queryValue('state').describe("For a bigha: the state whose bigha it is (e.g. 'Uttar Pradesh')"),
    method: queryValue('method').describe('seed, soil, drip or spray; the first the product has for the crop when absent'),
    lang: langQuery,
  }),
  response: answers(
    {
      200: z
        .object({
          product: z.object({ _id: z.string(), title: z.string() }),
          crop: z.object({ slug: z.string(), name: z.string() }),
          area: z.number(),
          unit: z.enum(['acre', 'hectare', 'bigha', 'guntha']),
          state: z.string().nullable(),
          acres: z.number().describe('The area in acres'),
          method,
          methods: z.array(method).describe('Every way of applying the product has a dose for on this crop'),
          dose: z.object({
            amount: z.number().describe('Grams or millilitres per acre, or per kg of seed'),
            unit: z.enum(['g', 'ml']),
            per: z.enum(['acre', 'kg of seed']),
            timing: z.string().describe('When and how to apply'),
          }),
          seedKg: z.number().nullable().describe('Seed to treat, in kg (seed treatment only)'),
          quantity: z.number().describe('What the field needs, in grams or millilitres'),
          quantityUnit: z.enum(['g', 'ml']),
          packs: z
            .array(z.object({ variant: z.string(), pack: z.string(), quantity: z.number(), price: z.number(), total: z.number() }))
            .describe('The cheapest combination of the packs in stock; prices in rupees, quantity tiers applied'),
          total: z.number().describe('Rupees'),
        })
        .meta({ id: 'DosePlan' }),
    },
    404,
  ),
};
