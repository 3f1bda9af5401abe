import { z } from 'zod';
import { langQuery } from '../language';
import { answers, idParams, image, queryValue } from './common';

export const category = z.object({ _id: z.string(), category: z.string() }).meta({ id: 'Category' });

export const product = z
  .object({
    _id: z.string(),
    title: z.string(),
    description: z.string(),
    price: z.number().describe('Rupees'),
    stock: z.number(),
    inStock: z.boolean(),
    images: z.array(image),
    Category: category.extend({ slug: z.string() }),
    ProductSpecification: z.object({ technicalNameL: z.string() }),
    productcode: z.string(),
    productform: z.string().describe('Liquid, Powder or Granular, in every language (the values of the `type` filter)'),
    packagingtype: z.string(),
    packagingavailable: z.string(),
    purpose: z.string(),
    benefit: z.string().describe('What the product does for the crop (the same text as purpose)'),
    offer: z.number().describe('A discount in percent; 0 when there is none'),
    phrange: z.string(),
    cfuCount: z.string(),
    ModeOfAction: z.string(),
    corps: z.string().describe('Crops (the original field name)'),
    dosage: z.string(),
    averageRating: z.number(),
    reviewCount: z.number(),
    reviews: z.array(z.object({ name: z.string(), rating: z.number(), review: z.string(), createdAt: z.string() })),
    slug: z.string(),
    variants: z
      .array(
        z.object({
          _id: z.string(),
          pack: z.string().describe("The pack size, e.g. '1 kg', '500 ml'"),
          sku: z.string(),
          price: z.number().describe('Rupees'),
          mrp: z.number().describe('Maximum retail price in rupees, inclusive of all taxes'),
          stock: z.number(),
          pricePerUnit: z.number().describe('Rupees per kg or per litre'),
          unit: z.enum(['kg', 'L']),
          batch: z.string().nullable().optional().describe('One product’s own answer: the batch a buyer gets next'),
          manufactured: z.string().nullable().optional().describe('Its manufacturing date (YYYY-MM-DD)'),
          bestBefore: z.string().nullable().optional().describe('Its expiry date (YYYY-MM-DD); none is sold from that day'),
          yourPrice: z
            .number()
            .optional()
            .describe('Rupees: this pack’s price for the signed-in buyer (a dealer’s or contract price), when lower'),
          priceList: z.string().optional().describe('The name of the price list `yourPrice` comes from'),
        }),
      )
      .describe('The pack sizes on sale, smallest first; `price` is the smallest pack’s'),
    priceTiers: z
      .array(z.object({ minQuantity: z.number(), percentOff: z.number() }))
      .describe('Less per pack when a line has at least minQuantity packs of one size'),
    shelfLifeMonths: z.number().describe('Months from manufacture to expiry'),
    storageAdvice: z.string(),
    yourPrice: z
      .number()
      .optional()
      .describe('Rupees: the smallest pack’s price for the signed-in buyer (a dealer’s or contract price), when lower than `price`'),
    priceList: z.string().optional().describe('The name of the price list `yourPrice` comes from, e.g. "Dealer prices 2026"'),
  })
  .meta({ id: 'Product' });

export const listProductsSchema = {
  summary: 'Products, optionally filtered',
  tags: ['catalogue'],
  querystring: z.object({
    categoryId: queryValue('categoryId').describe("A category's id"),
    type: queryValue('type').describe('Liquid, Powder or Granular'),
    priceRange: queryValue('priceRange').describe('lowToHigh or highToLow'),
    lang: langQuery,
  }),
  response: answers({ 200: z.array(product) }),
};

export const getProductSchema = {
  summary: 'One product',
  tags: ['catalogue'],
  params: idParams,
  querystring: z.object({ lang: langQuery }),
  response: answers({ 200: product }, 404),
};

export const listCategoriesSchema = {
  summary: 'Product categories',
  tags: ['catalogue'],
  querystring: z.object({ lang: langQuery }),
  response: answers({ 200: z.array(category) }),
};

export const searchSchema = {
  summary: 'Search products by name (typo-tolerant); called on each keystroke',
  tags: ['catalogue'],
  querystring: z.object({ search: z.string().optional().describe('May arrive without URL encoding'), lang: langQuery }),
  response: answers({ 200: z.array(z.object({ _id: z.string(), title: z.string() })) }),
};
