// Shopping by crop as Kysely sees it (see schema.ts for the conventions):
// crops and the stages of their season, the problems met at each stage, the
// products that address a problem, the crops a product suits, and how much of
// a product one application takes.

export interface CropsTable {
  id: string;
  slug: string;
  name: string;
  /** 'Field crops', 'Vegetables' or 'Fruits and plantations'. */
  crop_group: string;
  about: string;
  /** Seed sown per acre, in kg, for seed treatment; null when the crop is not sown from seed. */
  seed_kg_per_acre: number | null;
  /** 1: the dosage calculator offers seed treatment first (a field crop sown from seed); 0: seed treatment last. */
  seed_treatment_first: number;
  position: number;
}

export interface CropStagesTable {
  id: string;
  crop_id: string;
  name: string;
  /** '0–25 days after sowing'. */
  timing: string;
  position: number;
}

export interface ProblemsTable {
  id: string;
  slug: string;
  name: string;
  kind: 'disease' | 'pest' | 'deficiency' | 'soil';
  about: string;
  /** What a farmer sees, sentences separated by '. '. */
  signs: string;
  position: number;
}

/** A problem met at a stage of a crop. */
export interface StageProblemsTable {
  stage_id: string;
  problem_id: string;
}

/** A product that addresses a problem, best first. */
export interface ProblemProductsTable {
  problem_id: string;
  product_id: string;
  position: number;
}

/** A crop a product suits. */
export interface ProductCropsTable {
  product_id: string;
  crop_id: string;
}

/**
 * One application of a product: `amount` grams or millilitres (the unit of
 * the product's packs) per acre, or per kg of seed when the method is 'seed'.
 * A dose with a crop is for that crop and wins over the product's general
 * dose (crop_id null) of the same method.
 */
export interface ProductDosesTable {
  id: string;
  product_id: string;
  method: 'seed' | 'soil' | 'drip' | 'spray';
  crop_id: string | null;
  amount: number;
  timing: string;
  position: number;
}

/** The crop tables, as part of the Database of schema.ts. */
export interface CropTables {
  crops: CropsTable;
  crop_stages: CropStagesTable;
  problems: ProblemsTable;
  stage_problems: StageProblemsTable;
  problem_products: ProblemProductsTable;
  product_crops: ProductCropsTable;
  product_doses: ProductDosesTable;
}
