// GST classification a product starts with, by its category: the HSN heading
// and the rate (percent) on the tax-inclusive price. Staff correct a product's
// own in the back office; the seed and the migration that brought GST use these.

export const GST_BY_CATEGORY: Record<string, { hsn: string; rate: number }> = {
  biofertilizers: { hsn: '3101', rate: 5 },
  biopesticides: { hsn: '3808', rate: 5 },
  biostimulants: { hsn: '3824', rate: 18 },
  micronutrients: { hsn: '3105', rate: 5 },
};

/** A category no rule names: fertiliser heading at the usual rate. */
export const GST_DEFAULT = { hsn: '3101', rate: 5 };

/** The GST rates the law has for goods; a product's rate is one of them. */
export const GST_RATES = [0, 5, 12, 18, 28, 40] as const;

export const gstFor = (categorySlug: string) => GST_BY_CATEGORY[categorySlug] ?? GST_DEFAULT;
