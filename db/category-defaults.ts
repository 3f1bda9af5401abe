// What a product starts with, by its category: the GST classification (HSN
// heading and rate on the tax-inclusive price), its shelf life and how to
// store it. Staff correct a product's own in the back office; the seed and the
// migrations that brought these columns use these.

export interface CategoryDefaults {
  hsn: string;
  rate: number;
  shelfLifeMonths: number;
  storage: string;
}

export const CATEGORY_DEFAULTS: Record<string, CategoryDefaults> = {
  biofertilizers: {
    hsn: '3101',
    rate: 5,
    shelfLifeMonths: 12,
    storage: 'Store in a cool, dry, shaded place below 30 °C, away from direct sunlight and chemical fertilisers.',
  },
  biopesticides: {
    hsn: '3808',
    rate: 5,
    shelfLifeMonths: 12,
    storage: 'Store in a cool, dry place away from sunlight, food and animal feed. Keep out of reach of children.',
  },
  biostimulants: {
    hsn: '3824',
    rate: 18,
    shelfLifeMonths: 24,
    storage: 'Store in a cool, dry place in the closed original pack, away from direct sunlight.',
  },
  micronutrients: {
    hsn: '3105',
    rate: 5,
    shelfLifeMonths: 36,
    storage: 'Store in a dry place in the closed original pack, away from moisture.',
  },
};

/** A category no rule names: a fertiliser's. */
export const CATEGORY_DEFAULT = CATEGORY_DEFAULTS.biofertilizers;

/** The GST rates the law has for goods; a product's rate is one of them. */
export const GST_RATES = [0, 5, 12, 18, 28, 40] as const;

export const defaultsFor = (categorySlug: string): CategoryDefaults => CATEGORY_DEFAULTS[categorySlug] ?? CATEGORY_DEFAULT;

/** The GST classification a product of this category starts with. */
export const gstFor = (categorySlug: string) => {
  const d = defaultsFor(categorySlug);
  return { hsn: d.hsn, rate: d.rate };
};
