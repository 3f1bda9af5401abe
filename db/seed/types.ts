// Shapes of the seed data: the catalogue and the company's content as they
// are written by hand, before they become database rows.

export type ProductForm = 'Liquid' | 'Powder' | 'Granular';

export interface SeedCategory {
  slug: string; // 'biofertilizers'
  name: string; // 'Biofertilizers' (exposed as Category.category)
  color: string; // label colour of the category's packshots, e.g. '#2e7d32'
  blurb: string; // one or two sentences for listing pages
}

export interface SeedImage {
  name: string; // the main image is named 'Product_Main_Image'
  url: string; // '/images/products/vam-p-01-1.svg'
}

export interface SeedProduct {
  code: string; // product code, unique, e.g. 'VAM-P-01'
  slug: string; // 'vam-mycorrhiza-powder'
  title: string;
  category: string; // SeedCategory.slug
  form: ProductForm;
  description: string; // 2–4 sentences; sentences end with '. ' so they split into bullets
  technicalName: string; // e.g. 'Glomus spp. (Vesicular Arbuscular Mycorrhiza)'
  packagingType: string; // e.g. 'HDPE bag with inner liner'
  packagingAvailable: string; // e.g. '1 kg, 5 kg, 25 kg'
  purpose: string;
  phRange: string; // e.g. '6.5–7.5'
  cfuCount: string; // e.g. '100 infective propagules per gram (min.)'
  modeOfAction: string;
  crops: string;
  dosage: string; // method of application and dosage
  pricePaise: number; // price of the smallest pack, in paise (₹1 = 100 paise)
  stock: number; // units on hand
  featured?: boolean; // one of the four featured biofertilizers on the home page
  images: SeedImage[]; // at least two; first is the main one
}

export interface SeedJob {
  position: string;
  location: string;
  status: 'Open' | 'Closed';
  description: string;
  experience: string;
  qualification: string;
  salary: string;
  roles: string[]; // Roles_Responsibilities
  postedAt: string; // ISO date
}

export interface SeedNews {
  slug: string;
  title: string;
  description: string; // several paragraphs separated by blank lines
  image: string; // '/images/content/news-….svg'
  publishedAt: string; // ISO date
}

export interface SeedBlog {
  slug: string;
  heading: string;
  description: string;
  image: string;
  link: string; // the Link field: an internal path, e.g. '/updates/blog/why-vam'
  publishedAt: string;
}

export interface SeedTeamMember {
  name: string;
  position: string;
  image: string;
}

export interface SeedClient {
  companyName: string;
  description: string;
  image: string; // '/images/clients/….svg'
}

// ── Shopping by crop: crops, their stages and problems, and product doses ──

export type ProblemKind = 'disease' | 'pest' | 'deficiency' | 'soil';
export type DoseMethod = 'seed' | 'soil' | 'drip' | 'spray';

export interface SeedCropStage {
  name: string; // 'Sowing and establishment'
  timing: string; // '0–20 days after sowing'
  problems: string[]; // SeedProblem.slug of the problems met at this stage
}

export interface SeedCrop {
  slug: string; // 'tomato'
  name: string; // 'Tomato'
  group: 'Field crops' | 'Vegetables' | 'Fruits and plantations';
  about: string; // one or two sentences for farmers
  /** Seed sown per acre, in kg, for seed treatment; null when the crop is planted from setts, seedlings, suckers or cuttings. */
  seedKgPerAcre: number | null;
  /** Whether the dosage calculator offers seed treatment first; by default for field crops with a seed rate, not for transplanted vegetables. */
  seedTreatmentFirst?: boolean;
  stages: SeedCropStage[]; // in the order of the season
}

export interface SeedProblem {
  slug: string; // 'root-rot'
  name: string; // 'Root rot and wilt'
  kind: ProblemKind;
  about: string; // what it is and why it matters, 1–3 sentences
  signs: string; // what a farmer sees, sentences separated by '. '
  products: string[]; // SeedProduct.code of the products that address it, best first
}

/**
 * How much of a product one application takes: `amount` grams (powder,
 * granules) or millilitres (liquid) per acre, or per kg of seed when the
 * method is 'seed'. A dose with `crops` is for those crops only and wins over
 * the product's general dose of the same method.
 */
export interface SeedDose {
  product: string; // SeedProduct.code
  method: DoseMethod;
  amount: number;
  crops?: string[]; // SeedCrop.slug
  timing: string; // when and how: 'At sowing, mixed with 100 kg FYM or compost'
}
