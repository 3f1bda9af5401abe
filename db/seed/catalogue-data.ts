// The product catalogue as it is seeded into the shop: four categories and
// the products sold in them. Texts are written for dealers and farmers; in the
// description, purpose, modeOfAction, crops and dosage fields, sentences are
// separated by '. ' so the product page can show them as bullet points.

import type { SeedCategory, SeedImage, SeedProduct } from './types';

export const seedCategories: SeedCategory[] = [
  {
    slug: 'biofertilizers',
    name: 'Biofertilizers',
    color: '#2e7d32',
    blurb:
      'Living microbial inoculants that fix nitrogen, release phosphorus, potash and zinc, and extend the root system. Made and tested to FCO 1985 (Schedule III) standards.',
  },
  {
    slug: 'biopesticides',
    name: 'Biopesticides',
    color: '#9a3d22',
    blurb:
      'Beneficial fungi and bacteria that control soil-borne diseases, insect pests and nematodes. Safe for pollinators and natural enemies, with no residue problem at harvest.',
  },
  {
    slug: 'biostimulants',
    name: 'Biostimulants',
    color: '#1f6f8b',
    blurb:
      'Seaweed extracts, humic substances and amino acids that improve root growth, nutrient uptake and tolerance to heat, drought and transplanting stress.',
  },
  {
    slug: 'micronutrients',
    name: 'Micronutrients',
    color: '#7a4b99',
    blurb:
      'Chelated and soluble zinc, iron, boron and multi-micronutrient mixtures to correct hidden hunger in soils and crops, for soil, drip and foliar use.',
  },
];

/** The two images of a product: the front packshot and the label view. */
function packImages(code: string): SeedImage[] {
  const base = `/images/products/${code.toLowerCase()}`;
  return [
    { name: 'Product_Main_Image', url: `${base}-1.svg` },
    { name: 'Product_Label', url: `${base}-2.svg` },
  ];
}

const NON_MICROBIAL = 'Not applicable (non-microbial product)';

/** Quantity tiers every seeded product has: dealers buying many packs of a size pay less. */
export const seedPriceTiers = [
  { minQuantity: 10, percentOff: 5 },
  { minQuantity: 50, percentOff: 10 },
];

export const seedProducts: SeedProduct[] = [
  // ── Featured biofertilizers ────────────────────────────────────────────
  {
    code: 'MB-VAM-P01',
    slug: 'vam-mycorrhiza-powder',
    title: 'VAM Mycorrhiza Powder',
    category: 'biofertilizers',
    form: 'Powder',
    description:
      'Carrier-based Vesicular Arbuscular Mycorrhiza inoculum containing spores, hyphae and colonised root pieces of selected Glomus species. Once the fungus colonises the roots, its hyphae extend the effective root zone several times over and bring back phosphorus, zinc and water from soil the roots cannot reach. Suits almost all field, vegetable, fruit and plantation crops. Every batch is tested for infective propagule count in our own laboratory before dispatch.',
    technicalName: 'Glomus spp. (Vesicular Arbuscular Mycorrhiza) on a fine vermiculite carrier',
    packagingType: 'HDPE laminated bag with inner liner',
    packagingAvailable: '1 kg, 4 kg, 25 kg',
    purpose:
      'Improves uptake of phosphorus, zinc, copper and water. Helps young plants establish faster after sowing or transplanting. Makes crops more tolerant of dry spells and transplanting shock. Reduces the need for phosphatic fertilizer over successive seasons.',
    phRange: '6.0–7.5',
    cfuCount: 'Min. 100 infective propagules per gram (FCO 1985, Schedule III)',
    modeOfAction:
      'Spores germinate near young roots and the fungus enters the root cortex, where it forms arbuscules for nutrient exchange and vesicles for storage. External hyphae grow out into the soil well beyond the root hair zone. These hyphae absorb slow-moving nutrients such as phosphate and zinc and pass them to the plant in exchange for sugars. The fungus also binds soil particles into stable crumbs, improving aeration and water holding.',
    crops:
      'Field crops: paddy, wheat, maize, sugarcane, cotton, soybean, groundnut and pulses. Vegetables: tomato, chilli, brinjal, onion and potato. Fruits and plantations: banana, pomegranate, grapes, papaya, citrus, mango, coffee and tea. Not effective on cabbage, cauliflower, mustard, beet and spinach, which do not form mycorrhiza.',
    dosage:
      'Field crops: 4 kg per acre mixed with 50–100 kg well-decomposed FYM or compost, placed in furrows or broadcast at sowing. Transplanted vegetables: 4 kg per acre in the root zone at transplanting. Nursery: 50 g per square metre of bed, mixed into the top 5 cm of soil. Fruit trees: 50–100 g per plant in the planting pit and 100–200 g per established tree in the root zone. Keep an interval of 7 days from any soil fungicide application.',
    pricePaise: 45000,
    stock: 320,
    featured: true,
    images: packImages('MB-VAM-P01'),
  },
  {
    code: 'MB-AZB-L01',
    slug: 'azotobacter-liquid',
    title: 'Azotobacter Liquid Biofertilizer',
    category: 'biofertilizers',
    form: 'Liquid',
    description:
      'Liquid culture of a selected Azotobacter chroococcum strain that fixes atmospheric nitrogen in the root zone of non-legume crops. Supplies part of the crop nitrogen and releases growth substances that help roots develop. The liquid form keeps longer than carrier powders and can be run through drip lines. One litre treats one acre by soil or drip application.',
    technicalName: 'Azotobacter chroococcum (free-living nitrogen-fixing bacteria), liquid formulation',
    packagingType: 'HDPE bottle with tamper-evident cap',
    packagingAvailable: '1 L, 5 L',
    purpose:
      'Fixes atmospheric nitrogen for non-legume crops. Can save 20–25% of the nitrogen fertilizer dose when used every season. Produces IAA and gibberellins that improve germination and root growth. Suppresses some soil-borne fungi through the antifungal compounds it releases.',
    phRange: '6.5–7.5',
    cfuCount: 'Min. 1×10^8 CFU per ml (FCO 1985, Schedule III)',
    modeOfAction:
      'Azotobacter lives freely in the soil around the roots and feeds on root exudates and organic matter. Its nitrogenase enzyme converts atmospheric nitrogen into ammonia, which becomes available to the crop. The bacteria also release IAA, gibberellins and vitamins that stimulate root and shoot growth. Thick-walled cysts let the population survive dry periods in the field.',
    crops:
      'Cereals and millets: paddy, wheat, maize, jowar and bajra. Cash crops: cotton, sugarcane, mustard and sunflower. Vegetables: tomato, chilli, brinjal, onion, potato and cabbage. Fruits: banana, grapes, pomegranate, papaya and citrus.',
    dosage:
      'Seed treatment: 10 ml per kg of seed, mixed with a little cooled jaggery water, dried in shade and sown the same day. Seedling dip: 100 ml in 10 L water, dip the roots for 30 minutes before transplanting. Soil application: 1 L per acre mixed with 100 kg FYM or compost, applied before sowing or at the first irrigation. Drip: 1 L per acre through the drip line. Do not mix with chemical fertilizers or fungicides in the same solution.',
    pricePaise: 32000,
    stock: 280,
    featured: true,
    images: packImages('MB-AZB-L01'),
  },
  {
    code: 'MB-PSB-P01',
    slug: 'phosphate-solubilizing-bacteria-powder',
    title: 'Phosphate Solubilizing Bacteria (PSB) Powder',
    category: 'biofertilizers',
    form: 'Powder',
    description:
      'Carrier-based culture of the phosphate solubilizing bacteria Bacillus megaterium and Pseudomonas striata. Most Indian soils hold large reserves of phosphorus locked up as calcium, iron and aluminium phosphates that roots cannot take up. PSB releases part of this fixed phosphorus, and of the phosphorus from applied DAP, SSP and rock phosphate, in a form the crop can absorb. Works in all crops and pairs well with Azotobacter or Rhizobium.',
    technicalName: 'Bacillus megaterium var. phosphaticum and Pseudomonas striata on lignite carrier',
    packagingType: 'HDPE bag with inner polythene liner',
    packagingAvailable: '1 kg, 5 kg, 25 kg',
    purpose:
      'Makes fixed soil phosphorus available to the crop. Improves the efficiency of applied phosphatic fertilizers and can save 20–25% of the phosphorus dose. Promotes root growth, tillering and early flowering. Supports better grain and fruit set through improved phosphorus nutrition.',
    phRange: '6.5–7.5',
    cfuCount: 'Min. 5×10^7 CFU per gram of carrier (FCO 1985, Schedule III)',
    modeOfAction:
      'The bacteria multiply on the root surface and secrete organic acids such as gluconic, citric and lactic acid. These acids lower the pH around the root and dissolve insoluble tricalcium phosphate and iron and aluminium phosphates. Phosphatase enzymes released by the bacteria also free phosphorus from organic matter. The released phosphate is taken up directly by the roots.',
    crops:
      'Cereals, millets and pulses, including paddy, wheat, maize, gram, tur and moong. Oilseeds: soybean, groundnut, mustard and sunflower. Cash crops: sugarcane and cotton. Vegetables and fruits: tomato, chilli, onion, potato, banana, grapes and pomegranate.',
    dosage:
      'Seed treatment: 200 g per 10 kg of seed, made into a slurry with 200 ml jaggery water, dried in shade and sown within 24 hours. Seedling dip: 1 kg in 40 L water, enough for the seedlings of one acre, with a 30 minute dip. Soil application: 2–4 kg per acre mixed with 100 kg FYM or compost at sowing or before the first irrigation. Sugarcane: 4 kg per acre in the furrows at planting.',
    pricePaise: 14000,
    stock: 450,
    featured: true,
    images: packImages('MB-PSB-P01'),
  },
  {
    code: 'MB-KMB-L01',
    slug: 'potash-mobilizing-bacteria-liquid',
    title: 'Potash Mobilizing Bacteria (KMB) Liquid',
    category: 'biofertilizers',
    form: 'Liquid',
    description:
      'Liquid culture of Frateuria aurantia, a bacterium that releases potassium held in soil minerals. Many Indian soils are rich in total potash but low in available potash, especially under intensive cropping. KMB makes part of this reserve available and improves the response to applied MOP. Suited to seed, soil and drip application.',
    technicalName: 'Frateuria aurantia (potassium mobilizing bacteria), liquid formulation',
    packagingType: 'HDPE bottle with tamper-evident cap',
    packagingAvailable: '1 L, 5 L',
    purpose:
      'Mobilizes fixed and unavailable potassium in the soil. Can reduce the potash fertilizer requirement by 20–25%. Improves fruit size, colour, sugar content and keeping quality. Strengthens stems and improves tolerance to drought and disease through better potassium nutrition.',
    phRange: '6.5–7.5',
    cfuCount: 'Min. 1×10^8 CFU per ml (FCO 1985, Schedule III)',
    modeOfAction:
      'The bacteria colonise the root zone and produce organic acids and capsular polysaccharides. These dissolve potassium from silicate minerals such as mica, feldspar and illite. The freed potassium moves into the soil solution close to the roots, where the crop can take it up. The bacteria also speed up the release of potassium from crop residues and organic manures.',
    crops:
      'High potash demand crops: banana, sugarcane, potato, onion and tomato. Fruits: grapes, pomegranate, papaya, citrus and mango. Field crops: paddy, wheat, maize, cotton, soybean and groundnut. Vegetables: chilli, brinjal, okra and cucurbits.',
    dosage:
      'Seed treatment: 10 ml per kg of seed, dried in shade before sowing. Seedling or sett dip: 100 ml in 10 L water for 30 minutes. Soil application: 1 L per acre mixed with 100 kg FYM or compost at sowing or planting. Drip: 1 L per acre, repeated once after 30–45 days in long-duration crops. Do not mix with chemical fertilizers or fungicides in the same tank.',
    pricePaise: 34000,
    stock: 260,
    featured: true,
    images: packImages('MB-KMB-L01'),
  },

  // ── Other biofertilizers ───────────────────────────────────────────────
  {
    code: 'MB-VAM-G01',
    slug: 'vam-mycorrhiza-granules',
    title: 'VAM Mycorrhiza Granules',
    category: 'biofertilizers',
    form: 'Granular',
    description:
      'Mycorrhizal inoculum of selected Glomus species coated on porous clay granules. The granules flow freely, so they can be broadcast by hand or mixed with basal fertilizer and drilled with the seed. Suited to large field areas where a fine powder is hard to spread evenly. Same fungus as our VAM powder, in a form that is easier to handle in the field.',
    technicalName: 'Glomus spp. (Vesicular Arbuscular Mycorrhiza) on porous clay granules',
    packagingType: 'HDPE bucket with sealed lid',
    packagingAvailable: '4 kg, 10 kg',
    purpose:
      'Improves phosphorus, zinc and water uptake. Gives better root establishment and a more even crop stand. Helps crops withstand short dry spells between irrigations. Builds up a mycorrhizal population in the soil that carries over to the next crop.',
    phRange: '6.0–7.5',
    cfuCount: 'Min. 100 infective propagules per gram (FCO 1985, Schedule III)',
    modeOfAction:
      'Propagules released from the granules in moist soil germinate and colonise young roots. The fungus forms arbuscules inside the root cells, where nutrients are exchanged for plant sugars. A network of external hyphae spreads through the soil and carries phosphate, zinc and water back to the root. The hyphae and the glomalin they release bind soil into stable crumbs.',
    crops:
      'Field crops: paddy, wheat, maize, sugarcane, cotton, soybean, groundnut and chickpea. Vegetables: onion, garlic, potato, tomato and chilli. Orchards: banana, pomegranate, grapes, citrus and mango.',
    dosage:
      'Field crops: 4 kg per acre broadcast before the last ploughing, or drilled with the basal fertilizer at sowing. Sugarcane and banana: 4–8 kg per acre in the furrows or planting pits. Orchards: 50–100 g per tree in a ring around the root zone, covered with soil. Apply to moist soil and irrigate soon after application.',
    pricePaise: 56000,
    stock: 150,
    images: packImages('MB-VAM-G01'),
  },
  {
    code: 'MB-RHZ-L01',
    slug: 'rhizobium-liquid',
    title: 'Rhizobium Liquid Biofertilizer',
    category: 'biofertilizers',
    form: 'Liquid',
    description:
      'Liquid Rhizobium culture for seed treatment of pulses, soybean and groundnut. The bacteria form nodules on legume roots and fix atmospheric nitrogen inside them. Rhizobium is crop-specific, so each batch is made from the strain group that matches the crop named on the label. Order by crop: soybean, groundnut, gram, tur, moong, urad, lentil or pea.',
    technicalName: 'Rhizobium spp. and Bradyrhizobium japonicum (symbiotic nitrogen-fixing bacteria), liquid formulation',
    packagingType: 'HDPE bottle with tamper-evident cap',
    packagingAvailable: '250 ml, 500 ml, 1 L',
    purpose:
      'Forms healthy nodules on legume roots that fix atmospheric nitrogen for the crop. Reduces the need for nitrogen fertilizer in pulses and oilseed legumes. Leaves residual nitrogen in the soil for the following crop. Improves pod set, grain weight and protein content.',
    phRange: '6.5–7.5',
    cfuCount: 'Min. 1×10^8 CFU per ml (FCO 1985, Schedule III)',
    modeOfAction:
      'Applied on the seed, the bacteria multiply as the seed germinates and infect the root hairs of the young plant. The root forms nodules in which the bacteria change into nitrogen-fixing bacteroids. Inside the nodule, the nitrogenase enzyme converts atmospheric nitrogen into ammonia, which the plant uses to build proteins. Active nodules are pink to red when cut open.',
    crops:
      'Oilseed legumes: soybean and groundnut. Pulses: gram (chickpea), tur (pigeon pea), moong, urad, lentil, field pea and rajma. Fodder legumes: berseem and lucerne. Use the strain group matched to the crop, as stated on the label.',
    dosage:
      'Seed treatment: 10 ml per kg of seed, mixed with a little cooled jaggery solution. Coat the seed evenly, dry in shade for 20–30 minutes and sow the same day. If a seed-dressing fungicide is needed, apply it first and the Rhizobium last, just before sowing. Soil application: 500 ml to 1 L per acre mixed with 50 kg FYM in fields where the legume has not been grown before.',
    pricePaise: 12000,
    stock: 220,
    images: packImages('MB-RHZ-L01'),
  },
  {
    code: 'MB-ACB-L01',
    slug: 'acetobacter-liquid',
    title: 'Acetobacter Liquid Biofertilizer',
    category: 'biofertilizers',
    form: 'Liquid',
    description:
      'Liquid culture of Gluconacetobacter diazotrophicus, a nitrogen-fixing bacterium that lives inside sugarcane plants. It colonises the roots, stem and leaves and fixes nitrogen within the plant tissue. Best suited to sugarcane and other sugar-rich crops such as sweet sorghum and sugar beet. Applied as a sett dip at planting and through soil or drip afterwards.',
    technicalName: 'Gluconacetobacter diazotrophicus (Acetobacter), liquid formulation',
    packagingType: 'HDPE bottle with tamper-evident cap',
    packagingAvailable: '1 L, 5 L',
    purpose:
      'Fixes atmospheric nitrogen inside sugarcane tissue. Can reduce the nitrogen fertilizer requirement of sugarcane by about 25%. Improves sett germination, tillering and cane weight. Helps juice quality and sugar recovery.',
    phRange: '3.5–6.0',
    cfuCount: 'Min. 1×10^8 CFU per ml (FCO 1985, Schedule III)',
    modeOfAction:
      'The bacteria enter the sett and young roots through natural openings and spread through the vascular tissue. They thrive in the sugar-rich, slightly acidic sap of the cane. Inside the plant they fix atmospheric nitrogen and pass it directly to the cane. They also produce IAA, which promotes root and shoot growth.',
    crops: 'Sugarcane, both plant and ratoon crops. Sweet sorghum and sugar beet. Also used in sweet potato and pineapple.',
    dosage:
      'Sett treatment: 1 L in 100 L water, dip the setts for 30 minutes before planting. Soil application: 1–2 L per acre mixed with 100 kg FYM or press mud, placed in the furrows at planting. Drip: 1 L per acre at 30 and 60 days after planting. Ratoon crop: 1–2 L per acre along the rows after stubble shaving, followed by irrigation.',
    pricePaise: 32000,
    stock: 180,
    images: packImages('MB-ACB-L01'),
  },
  {
    code: 'MB-ZSB-L01',
    slug: 'zinc-solubilizing-bacteria-liquid',
    title: 'Zinc Solubilizing Bacteria (ZSB) Liquid',
    category: 'biofertilizers',
    form: 'Liquid',
    description:
      'Liquid culture of zinc solubilizing Bacillus and Pseudomonas strains. Zinc deficiency is the most widespread micronutrient problem in Indian soils, particularly in paddy, wheat and maize. ZSB releases zinc from insoluble zinc oxide, carbonate and phosphate in the soil and from applied zinc fertilizer. A low-cost way to keep zinc available through the season.',
    technicalName: 'Bacillus spp. and Pseudomonas spp. (zinc solubilizing bacteria), liquid formulation',
    packagingType: 'HDPE bottle with tamper-evident cap',
    packagingAvailable: '1 L, 5 L',
    purpose:
      'Makes fixed soil zinc available to the crop. Helps prevent khaira disease in paddy and white bud in maize. Improves the efficiency of applied zinc sulphate. Supports better grain filling and higher zinc content in grain.',
    phRange: '6.5–7.5',
    cfuCount: 'Min. 1×10^8 CFU per ml (FCO 1985, Schedule III)',
    modeOfAction:
      'The bacteria colonise the root zone and produce gluconic acid and other organic acids. These acids lower the pH near the root and dissolve insoluble zinc compounds. Chelating compounds released by the bacteria keep the freed zinc in a form roots can absorb. The bacteria also produce growth hormones that help root development.',
    crops:
      'Cereals: paddy, wheat, maize and sorghum. Pulses and oilseeds: soybean, groundnut, gram and tur. Vegetables: tomato, chilli, potato and onion. Fruits: citrus, banana, grapes and pomegranate.',
    dosage:
      'Seed treatment: 10 ml per kg of seed, dried in shade before sowing. Seedling dip: 100 ml in 10 L water for 30 minutes before transplanting. Soil application: 1 L per acre mixed with 100 kg FYM or compost before sowing. Drip: 1 L per acre within 30 days of sowing or planting.',
    pricePaise: 36000,
    stock: 140,
    images: packImages('MB-ZSB-L01'),
  },
  {
    code: 'MB-NPK-L01',
    slug: 'npk-consortium-liquid',
    title: 'Bio NPK Consortium Liquid',
    category: 'biofertilizers',
    form: 'Liquid',
    description:
      'A liquid consortium of three compatible organisms: Azotobacter for nitrogen, PSB for phosphorus and KMB for potash. One product replaces three separate applications, which saves labour and time at sowing. The strains are grown separately and blended at a balanced count. Suits all crops except legumes, where Rhizobium should be used with PSB and KMB.',
    technicalName: 'Azotobacter chroococcum, Bacillus megaterium and Frateuria aurantia (liquid consortium)',
    packagingType: 'HDPE bottle with tamper-evident cap',
    packagingAvailable: '1 L, 5 L',
    purpose:
      'Supplies biological nitrogen and mobilizes phosphorus and potash in a single application. Can save 20–25% of the NPK fertilizer dose when used every season. Improves root growth, crop vigour and yield. Improves soil biological activity over time.',
    phRange: '6.5–7.5',
    cfuCount: 'Each organism min. 1×10^8 CFU per ml (FCO 1985, Schedule III, liquid consortia)',
    modeOfAction:
      'Azotobacter fixes atmospheric nitrogen in the root zone. Bacillus megaterium secretes organic acids and phosphatases that release fixed phosphorus. Frateuria aurantia dissolves potassium from soil minerals. Together they also produce growth hormones that improve root growth and nutrient uptake.',
    crops:
      'Cereals: paddy, wheat and maize. Cash crops: sugarcane, cotton and potato. Vegetables: tomato, chilli, brinjal, onion and cabbage. Fruits: banana, grapes, pomegranate and papaya.',
    dosage:
      'Seed treatment: 10 ml per kg of seed, dried in shade before sowing. Seedling dip: 100 ml in 10 L water for 30 minutes. Soil application: 1 L per acre mixed with 100 kg FYM or compost at sowing. Drip: 1 L per acre, repeated after 30–45 days in long-duration crops.',
    pricePaise: 42000,
    stock: 240,
    images: packImages('MB-NPK-L01'),
  },
  {
    code: 'MB-AZS-P01',
    slug: 'azospirillum-powder',
    title: 'Azospirillum Powder',
    category: 'biofertilizers',
    form: 'Powder',
    description:
      'Carrier-based culture of Azospirillum brasilense, an associative nitrogen-fixing bacterium. It lives on and inside the roots of cereals and grasses and performs well in flooded and upland conditions alike. The standard biofertilizer for transplanted paddy, applied as a seedling root dip. Also used in millets, maize, sugarcane and fodder grasses.',
    technicalName: 'Azospirillum brasilense (associative nitrogen-fixing bacteria) on lignite carrier',
    packagingType: 'HDPE bag with inner polythene liner',
    packagingAvailable: '1 kg, 5 kg',
    purpose:
      'Fixes atmospheric nitrogen in the root zone of cereals. Can save 20–25% of the nitrogen fertilizer dose. Produces growth hormones that increase root hairs and lateral roots. Improves tillering and grain yield in paddy and millets.',
    phRange: '6.5–7.5',
    cfuCount: 'Min. 5×10^7 CFU per gram of carrier (FCO 1985, Schedule III)',
    modeOfAction:
      'The bacteria attach to the root surface and enter the outer root tissue. Their nitrogenase enzyme fixes atmospheric nitrogen, which passes to the plant. They also release IAA, gibberellins and cytokinins that increase root branching and root hair density. The larger root system takes up more water and nutrients.',
    crops:
      'Paddy, both transplanted and direct-seeded. Millets: jowar, bajra, ragi and foxtail millet. Maize, wheat and sugarcane. Fodder grasses such as napier and guinea grass.',
    dosage:
      'Paddy seedling dip: 1 kg in 40 L water, enough for the seedlings of one acre, with a 20–30 minute dip before transplanting. Seed treatment: 200 g per 10 kg of seed as a slurry with jaggery water, dried in shade. Soil application: 2–4 kg per acre mixed with 100 kg FYM or compost before sowing or transplanting. Nursery: 500 g per 4 cents of nursery area mixed with compost.',
    pricePaise: 14000,
    stock: 300,
    images: packImages('MB-AZS-P01'),
  },
  {
    code: 'MB-NPK-G01',
    slug: 'bio-npk-granules',
    title: 'Bio NPK Granules',
    category: 'biofertilizers',
    form: 'Granular',
    description:
      'Azotobacter, PSB and KMB loaded on granular carrier for broadcasting and drilling. Granules can be applied with the basal fertilizer, so no extra field operation is needed. Suited to large field areas, sugarcane and orchards. The carrier also adds a little organic matter around the root zone.',
    technicalName: 'Azotobacter chroococcum, Bacillus megaterium and Frateuria aurantia on granular carrier',
    packagingType: 'HDPE woven bag with inner liner',
    packagingAvailable: '5 kg, 10 kg',
    purpose:
      'Provides biological nitrogen and mobilizes soil phosphorus and potash in one application. Saves labour because it goes on with the basal fertilizer. Improves early root growth and crop stand. Improves the efficiency of applied NPK fertilizers.',
    phRange: '6.5–7.5',
    cfuCount: 'Each organism min. 1×10^7 CFU per gram; total min. 5×10^7 CFU per gram (FCO 1985, Schedule III, carrier-based consortia)',
    modeOfAction:
      'In moist soil the bacteria move out of the granules and colonise the roots. Azotobacter fixes nitrogen from the air. PSB dissolves fixed phosphates with organic acids, and KMB releases potassium from soil minerals. Growth hormones from all three improve root branching.',
    crops:
      'Paddy, wheat, maize, sugarcane, cotton and potato. Vegetables: onion, tomato, chilli and cabbage. Orchards: banana, grapes, pomegranate, citrus and mango.',
    dosage:
      'Field crops: 5 kg per acre broadcast with the basal fertilizer or drilled at sowing. Sugarcane: 10 kg per acre in the furrows at planting and 5 kg per acre at earthing up. Orchards: 100–200 g per tree in the root zone at the start of the season. Apply to moist soil and irrigate within 24 hours.',
    pricePaise: 37500,
    stock: 120,
    images: packImages('MB-NPK-G01'),
  },

  // ── Biopesticides ──────────────────────────────────────────────────────
  {
    code: 'MB-TRV-P01',
    slug: 'trichoderma-viride-1-wp',
    title: 'Trichoderma viride 1% WP',
    category: 'biopesticides',
    form: 'Powder',
    description:
      'Wettable powder of the antagonistic fungus Trichoderma viride for the control of soil-borne diseases. It protects seed and roots against wilt, root rot, collar rot and damping off. Used as seed treatment, nursery drench and soil application through enriched FYM. Compatible with most biofertilizers.',
    technicalName: 'Trichoderma viride 1% WP',
    packagingType: 'HDPE laminated pouch with inner liner',
    packagingAvailable: '1 kg, 5 kg',
    purpose:
      'Controls damping off, root rot, collar rot and wilt caused by Fusarium, Rhizoctonia, Pythium and Sclerotium. Protects germinating seed and young seedlings. Improves root growth and plant vigour. Helps decompose crop residues in the soil.',
    phRange: '6.0–7.5',
    cfuCount: 'Min. 2×10^6 CFU per gram',
    modeOfAction:
      'Trichoderma grows faster than most soil pathogens and takes over the space and nutrients around the roots. It coils around the hyphae of pathogenic fungi and dissolves them with chitinase and glucanase enzymes. It also produces antibiotic compounds that inhibit pathogen growth. Colonised roots develop induced resistance to disease.',
    crops:
      'Pulses: gram, tur, moong and urad. Oilseeds: groundnut, soybean and sunflower. Cotton, sugarcane, ginger, turmeric and potato. Vegetables: tomato, chilli, brinjal and onion. Fruits: banana, pomegranate, citrus and papaya.',
    dosage:
      'Seed treatment: 10 g per kg of seed, mixed with a little water to coat the seed, dried in shade before sowing. Seedling dip: 10 g per litre of water, dip the roots for 30 minutes. Nursery: 50 g per square metre mixed into the bed. Soil application: 1 kg mixed with 100 kg FYM, kept moist in shade for 7 days, then applied to one acre. Drip or drench: 1 kg per acre in enough water, or 5 g per litre around the root zone.',
    pricePaise: 26000,
    stock: 380,
    images: packImages('MB-TRV-P01'),
  },
  {
    code: 'MB-TRV-G01',
    slug: 'trichoderma-enriched-granules',
    title: 'Trichoderma Enriched Granules',
    category: 'biopesticides',
    form: 'Granular',
    description:
      'Trichoderma viride loaded on organic granules for direct soil application. The granules release the fungus slowly in moist soil, so there is no need to enrich FYM before use. Convenient for large areas, sugarcane, banana and orchards. Can be mixed with the basal dose of organic manure.',
    technicalName: 'Trichoderma viride on organic granular carrier',
    packagingType: 'HDPE bucket with sealed lid',
    packagingAvailable: '5 kg, 10 kg',
    purpose:
      'Protects roots against wilt, root rot, collar rot and rhizome rot. Builds up a beneficial fungal population in the soil. Reduces soil-borne inoculum of Fusarium, Rhizoctonia and Pythium over successive seasons. Improves root growth and nutrient uptake.',
    phRange: '6.0–7.5',
    cfuCount: 'Min. 2×10^6 CFU per gram',
    modeOfAction:
      'Granules absorb soil moisture and the fungus grows out into the surrounding soil. It colonises the root surface and competes with pathogens for space and food. It attacks pathogenic fungi directly by coiling around their hyphae and dissolving their cell walls. Root colonisation also switches on the plant defence system.',
    crops:
      'Banana, sugarcane, ginger and turmeric. Pomegranate, citrus, grapes and papaya. Cotton, chickpea, tur and groundnut. Tomato, chilli and onion.',
    dosage:
      'Field crops: 5 kg per acre broadcast at sowing or mixed with the basal organic manure. Banana and papaya: 25–50 g per plant in the planting pit and again at 3 months. Ginger and turmeric: 10 kg per acre on the beds at planting. Fruit trees: 100–200 g per tree in the root zone, covered with soil and irrigated.',
    pricePaise: 45000,
    stock: 90,
    images: packImages('MB-TRV-G01'),
  },
  {
    code: 'MB-PSF-P01',
    slug: 'pseudomonas-fluorescens-1-wp',
    title: 'Pseudomonas fluorescens 1% WP',
    category: 'biopesticides',
    form: 'Powder',
    description:
      'Wettable powder of the bacterial antagonist Pseudomonas fluorescens for control of foliar and soil-borne diseases. Well known for control of blast and sheath blight in paddy and of wilt and root rot in many crops. Works as a seed treatment, root dip, soil application and foliar spray. Also promotes plant growth through hormones and siderophores.',
    technicalName: 'Pseudomonas fluorescens 1% WP',
    packagingType: 'HDPE laminated pouch with inner liner',
    packagingAvailable: '1 kg, 5 kg',
    purpose:
      'Controls blast, sheath blight and bacterial leaf blight in paddy. Controls wilt, root rot and damping off in pulses, vegetables and fruit crops. Reduces bacterial blight in pomegranate when used in a spray programme. Promotes root growth and crop vigour.',
    phRange: '6.0–7.5',
    cfuCount: 'Min. 1×10^8 CFU per gram',
    modeOfAction:
      'The bacteria colonise the root surface and leaves quickly and crowd out pathogens. They produce antibiotics such as 2,4-diacetylphloroglucinol and pyoluteorin that inhibit fungi and bacteria. Siderophores bind iron and starve pathogens of it. They also trigger induced systemic resistance in the plant.',
    crops:
      'Cereals: paddy, wheat and maize. Pulses: gram, tur and moong. Vegetables: tomato, chilli, brinjal, potato and cucurbits. Fruits: pomegranate, banana, grapes and citrus.',
    dosage:
      'Seed treatment: 10 g per kg of seed. Paddy seedling dip: 1 kg in 50 L water, enough for one acre, with a 30 minute dip before transplanting. Soil application: 1 kg per acre mixed with 100 kg FYM. Foliar spray: 5–10 g per litre of water, 2–3 sprays at 10–15 day intervals from the first sign of disease.',
    pricePaise: 28000,
    stock: 260,
    images: packImages('MB-PSF-P01'),
  },
  {
    code: 'MB-BEB-P01',
    slug: 'beauveria-bassiana-1-15-wp',
    title: 'Beauveria bassiana 1.15% WP',
    category: 'biopesticides',
    form: 'Powder',
    description:
      'Wettable powder of the entomopathogenic fungus Beauveria bassiana, which infects and kills a wide range of insect pests. Effective against caterpillars, sucking pests, borers and soil grubs. Leaves no chemical residue, so it can be sprayed close to harvest of fruits and vegetables. Works best in humid weather or when sprayed in the evening.',
    technicalName: 'Beauveria bassiana 1.15% WP',
    packagingType: 'HDPE laminated pouch with inner liner',
    packagingAvailable: '1 kg, 5 kg',
    purpose:
      'Controls Helicoverpa, Spodoptera, diamondback moth and other caterpillars. Controls whitefly, aphids, jassids and thrips. Helps manage stem borer in paddy and coffee berry borer. Can be used in rotation with chemical insecticides to slow down resistance.',
    phRange: '6.0–7.5',
    cfuCount: 'Min. 1×10^8 CFU per gram',
    modeOfAction:
      'Spores stick to the insect body and germinate in humid conditions. The germ tube pierces the cuticle with the help of enzymes and the fungus multiplies inside the insect. The insect stops feeding within 2–3 days and dies in 4–7 days. The dead insect turns white with fungal growth and releases fresh spores that infect other insects.',
    crops:
      'Cotton, paddy, soybean, gram and tur. Vegetables: tomato, chilli, brinjal, cabbage and cauliflower. Fruits and plantations: pomegranate, grapes, mango, banana and coffee.',
    dosage:
      'Foliar spray: 5 g per litre of water, or 1 kg per acre in 200 L water. Spray in the evening and cover both sides of the leaves, 2–3 sprays at 7–10 day intervals. Soil application against grubs: 2 kg per acre mixed with 100 kg FYM and applied to moist soil. Do not tank-mix with fungicides.',
    pricePaise: 38000,
    stock: 210,
    images: packImages('MB-BEB-P01'),
  },
  {
    code: 'MB-MTA-P01',
    slug: 'metarhizium-anisopliae-1-15-wp',
    title: 'Metarhizium anisopliae 1.15% WP',
    category: 'biopesticides',
    form: 'Powder',
    description:
      'Wettable powder of the green muscardine fungus Metarhizium anisopliae. Mainly used against soil pests such as white grubs and termites, and against rhinoceros beetle in coconut. Also controls brown planthopper and spittle bug when sprayed. Persists in soil with good organic matter and keeps infecting pests over the season.',
    technicalName: 'Metarhizium anisopliae 1.15% WP',
    packagingType: 'HDPE laminated pouch with inner liner',
    packagingAvailable: '1 kg, 5 kg',
    purpose:
      'Controls white grubs in sugarcane, groundnut, potato and arecanut. Controls termites in sugarcane, wheat and orchards. Controls rhinoceros beetle grubs in coconut manure pits. Helps manage brown planthopper in paddy.',
    phRange: '6.0–7.5',
    cfuCount: 'Min. 1×10^8 CFU per gram',
    modeOfAction:
      'Spores attach to the cuticle of grubs and insects in the soil or on the plant. They germinate, penetrate the body wall and grow inside the insect, using up its body contents and releasing toxins. Infected insects die within a week and are covered with olive-green spores. These spores spread the infection to other pests in the soil.',
    crops:
      'Field crops: sugarcane, groundnut, potato and wheat. Plantations: coconut and arecanut. Paddy, against brown planthopper and spittle bug. Orchards: mango, citrus and pomegranate.',
    dosage:
      'Soil application: 2 kg per acre mixed with 100 kg FYM, kept moist in shade for 7 days and applied in the furrows or around the root zone. Sugarcane: apply at planting and again at earthing up, followed by irrigation. Coconut: 250 g per cubic metre of manure pit to kill rhinoceros beetle grubs. Foliar spray for planthoppers: 5 g per litre at the base of the plants.',
    pricePaise: 38000,
    stock: 8,
    images: packImages('MB-MTA-P01'),
  },
  {
    code: 'MB-VTL-P01',
    slug: 'verticillium-lecanii-1-15-wp',
    title: 'Verticillium lecanii 1.15% WP',
    category: 'biopesticides',
    form: 'Powder',
    description:
      'Wettable powder of the fungus Verticillium lecanii (Lecanicillium lecanii), a natural enemy of soft-bodied sucking pests. It is the biological choice for whitefly, aphids, mealybugs, scales and thrips. Best results come in humid weather, so spray in the evening. Safe for bees, ladybird beetles and other natural enemies.',
    technicalName: 'Verticillium lecanii 1.15% WP',
    packagingType: 'HDPE laminated pouch with inner liner',
    packagingAvailable: '1 kg, 5 kg',
    purpose:
      'Controls whitefly, aphids, jassids and thrips. Controls mealybugs and scale insects in fruit crops and plantations. Reduces virus spread by controlling vector insects. Fits in integrated pest management programmes with no pre-harvest interval concerns.',
    phRange: '6.0–7.5',
    cfuCount: 'Min. 1×10^8 CFU per gram',
    modeOfAction:
      'Spores stick to the body of the insect and germinate under humid conditions. The fungus penetrates the cuticle and multiplies inside, killing the insect in 3–7 days. Dead insects are covered with a white fungal growth that produces new spores. These spores spread to the rest of the pest colony.',
    crops:
      'Field crops: cotton, soybean and tur. Vegetables: tomato, chilli, brinjal, okra and cucurbits. Fruits and plantations: pomegranate, grapes, citrus, guava, mango and coffee.',
    dosage:
      'Foliar spray: 5 g per litre of water, or 1 kg per acre in 200 L water. Spray in the evening so that the underside of the leaves is well covered. Repeat 2–3 times at 7–10 day intervals while the pest is present. Do not tank-mix with fungicides, and leave 5 days after any fungicide spray.',
    pricePaise: 38000,
    stock: 170,
    images: packImages('MB-VTL-P01'),
  },
  {
    code: 'MB-BTK-L01',
    slug: 'bacillus-thuringiensis-kurstaki-liquid',
    title: 'Bacillus thuringiensis var. kurstaki Liquid',
    category: 'biopesticides',
    form: 'Liquid',
    description:
      'Liquid suspension of the bacterium Bacillus thuringiensis, kurstaki strain, for control of caterpillar pests. The protein crystals it contains are toxic only to lepidopteran larvae after they eat treated leaves. Harmless to humans, livestock, bees and natural enemies. Spray on young larvae for the best results.',
    technicalName: 'Bacillus thuringiensis var. kurstaki (serotype H-3a, 3b, 3c), aqueous suspension',
    packagingType: 'HDPE bottle with measuring cap',
    packagingAvailable: '500 ml, 1 L',
    purpose:
      'Controls diamondback moth in cabbage and cauliflower. Controls Helicoverpa in gram, tur, tomato and cotton. Controls shoot and fruit borer in brinjal, fruit borer in okra and semilooper in castor and soybean. Can be sprayed up to the day before harvest.',
    phRange: '5.5–7.0',
    cfuCount: 'Min. 1×10^8 CFU per ml, with delta-endotoxin crystals',
    modeOfAction:
      'Caterpillars eat the leaves sprayed with Bt and take in the spores and protein crystals. In the alkaline gut of the larva the crystals dissolve and release delta-endotoxins. The toxins bind to the gut wall and make holes in it, so the larva stops feeding within hours. Death follows in 2–3 days from gut damage and infection.',
    crops:
      'Vegetables: cabbage, cauliflower, tomato, brinjal, okra and chilli. Pulses: gram (chickpea) and tur (pigeon pea). Cotton, soybean and castor. Fruits: pomegranate and grapes.',
    dosage:
      'Foliar spray: 2 ml per litre of water, or 400–500 ml per acre in 200 L water. Spray when larvae are young, in the evening, covering the whole plant. Repeat after 7–10 days if the infestation continues. Use the spray solution within a few hours of mixing.',
    pricePaise: 52000,
    stock: 110,
    images: packImages('MB-BTK-L01'),
  },
  {
    code: 'MB-PCL-P01',
    slug: 'paecilomyces-lilacinus-1-wp',
    title: 'Paecilomyces lilacinus 1% WP',
    category: 'biopesticides',
    form: 'Powder',
    description:
      'Wettable powder of the nematode-parasitic fungus Paecilomyces lilacinus. It infects the eggs and females of root-knot, cyst and reniform nematodes in the soil. A biological option for nematode problems in vegetables, banana, pomegranate and other fruit crops. Works best when applied through enriched FYM at planting.',
    technicalName: 'Paecilomyces lilacinus 1% WP',
    packagingType: 'HDPE laminated pouch with inner liner',
    packagingAvailable: '1 kg, 5 kg',
    purpose:
      'Controls root-knot nematodes, cyst nematodes and reniform nematodes. Reduces root galls and improves root health. Protects nursery seedlings from early nematode attack. Lowers the nematode population in the soil over successive seasons.',
    phRange: '6.0–7.5',
    cfuCount: 'Min. 2×10^6 CFU per gram',
    modeOfAction:
      'The fungus grows in the root zone and colonises nematode egg masses. It penetrates the eggs and females with its hyphae and kills the developing juveniles. Enzymes it secretes, such as protease and chitinase, break down the egg shell. This cuts down the next generation of nematodes in the field.',
    crops:
      'Vegetables: tomato, brinjal, chilli, okra and cucurbits. Fruits: banana, pomegranate, papaya and guava. Spices and plantations: turmeric, ginger and black pepper. Commercial crops: tobacco and cotton.',
    dosage:
      'Soil application: 2 kg per acre mixed with 100 kg FYM, kept moist for 7 days and applied at planting. Nursery: 50 g per square metre of bed before sowing. Banana and pomegranate: 20–50 g per plant in the root zone, repeated every 3 months. Drip: 1 kg per acre in enough water, at planting and after 30 days.',
    pricePaise: 36000,
    stock: 130,
    images: packImages('MB-PCL-P01'),
  },

  // ── Biostimulants ──────────────────────────────────────────────────────
  {
    code: 'MB-SWE-L01',
    slug: 'seaweed-extract-liquid',
    title: 'Seaweed Extract Liquid',
    category: 'biostimulants',
    form: 'Liquid',
    description:
      'Liquid extract of the red seaweed Kappaphycus alvarezii and the brown seaweed Ascophyllum nodosum. It carries natural plant hormones, betaines, alginates and trace elements. Used as a foliar spray or through drip at key crop stages. Helps crops recover from heat, cold and moisture stress.',
    technicalName: 'Seaweed extract (Kappaphycus alvarezii and Ascophyllum nodosum), 28% w/w',
    packagingType: 'HDPE bottle with measuring cap',
    packagingAvailable: '500 ml, 1 L, 5 L',
    purpose:
      'Promotes root growth, flowering and fruit set. Reduces flower and fruit drop. Improves fruit size, colour and shelf life. Helps plants tolerate heat, drought and cold stress.',
    phRange: '6.5–8.0',
    cfuCount: NON_MICROBIAL,
    modeOfAction:
      'Natural cytokinins, auxins and gibberellins in the extract stimulate cell division and root and shoot growth. Betaines and mannitol protect plant cells from water loss under stress. Alginates and polysaccharides improve leaf uptake and hold moisture in the root zone. Trace elements and amino compounds support chlorophyll formation and enzyme activity.',
    crops:
      'Vegetables: tomato, chilli, capsicum, brinjal, onion and cucurbits. Fruits: grapes, pomegranate, banana, mango and citrus. Field crops: paddy, wheat, cotton, soybean and sugarcane. Flowers and plantation crops.',
    dosage:
      'Foliar spray: 2–3 ml per litre of water, or 400–500 ml per acre. Spray at the vegetative stage, before flowering and at fruit set. Drip: 500 ml to 1 L per acre every 15–20 days. Can be mixed with most foliar nutrients and pesticides; test a small quantity first.',
    pricePaise: 34000,
    stock: 290,
    images: packImages('MB-SWE-L01'),
  },
  {
    code: 'MB-SWG-G01',
    slug: 'seaweed-granules',
    title: 'Seaweed Granules',
    category: 'biostimulants',
    form: 'Granular',
    description:
      'Granules made from seaweed extract and seaweed meal on an organic base, for soil application. They release plant growth substances slowly into the root zone. Applied with the basal fertilizer or at the first top dressing. Supports strong root development from the early stages of the crop.',
    technicalName: 'Seaweed extract and seaweed meal (Kappaphycus alvarezii) on organic granular base',
    packagingType: 'HDPE woven bag with inner liner',
    packagingAvailable: '10 kg, 25 kg',
    purpose:
      'Promotes root growth and early crop establishment. Improves soil structure and water holding in the root zone. Increases nutrient uptake from applied fertilizers. Improves tillering and branching.',
    phRange: '6.5–8.0',
    cfuCount: NON_MICROBIAL,
    modeOfAction:
      'The granules dissolve slowly in moist soil and release cytokinins, auxins and organic compounds near the roots. These stimulate root branching and root hair growth. Polysaccharides from the seaweed improve soil crumb structure and feed beneficial soil microbes. The larger, healthier root system takes up more nutrients and water.',
    crops:
      'Paddy, wheat, maize, sugarcane and cotton. Vegetables: potato, onion, tomato and chilli. Fruits: banana, grapes, pomegranate and citrus.',
    dosage:
      'Field crops: 10 kg per acre with the basal fertilizer or at the first top dressing. Sugarcane and banana: 10–15 kg per acre, in two splits at planting and 60 days later. Orchards: 250–500 g per tree in the root zone. Irrigate after application.',
    pricePaise: 78000,
    stock: 60,
    images: packImages('MB-SWG-G01'),
  },
  {
    code: 'MB-HUM-P01',
    slug: 'humic-acid-98-soluble-powder',
    title: 'Humic Acid 98% Soluble Powder',
    category: 'biostimulants',
    form: 'Powder',
    description:
      'Potassium humate from leonardite, highly water soluble, with 98% total humic and fulvic substances. Dissolves fully for use through drip, as a soil drench or as a foliar spray. Improves soil structure and the efficiency of applied fertilizers. A small quantity goes a long way.',
    technicalName: 'Potassium humate (humic acid 80% and fulvic acid), 98% water soluble',
    packagingType: 'HDPE laminated pouch',
    packagingAvailable: '500 g, 1 kg, 25 kg',
    purpose:
      'Improves root growth and white root development. Increases uptake of nitrogen, phosphorus and micronutrients. Improves soil structure, aeration and water holding, especially in sandy and heavy clay soils. Reduces the effect of soil salinity on the crop.',
    phRange: '9.0–10.5 (1% solution)',
    cfuCount: NON_MICROBIAL,
    modeOfAction:
      'Humic molecules hold nutrient cations and release them slowly to the roots, reducing leaching and fixation. They bind soil particles into crumbs, improving aeration and drainage. Fulvic fractions chelate micronutrients and carry them into the plant. Humic substances also stimulate root cell elongation and root hair formation.',
    crops:
      'Suits all crops and all soil types. Vegetables: tomato, chilli, onion and potato. Fruits: grapes, pomegranate, banana and citrus. Field crops: sugarcane, cotton, paddy and wheat.',
    dosage:
      'Drip: 500 g to 1 kg per acre every 15–20 days. Soil drench: 2 g per litre of water around the root zone. Foliar spray: 1 g per litre of water. Soil application: 1–2 kg per acre mixed with fertilizer or FYM.',
    pricePaise: 29000,
    stock: 230,
    images: packImages('MB-HUM-P01'),
  },
  {
    code: 'MB-HUM-L01',
    slug: 'humic-acid-12-liquid',
    title: 'Humic Acid 12% Liquid',
    category: 'biostimulants',
    form: 'Liquid',
    description:
      'Ready-to-use liquid humic and fulvic acid concentrate for drip and soil drench. Easy to measure and mix, with no dissolving step. Improves root activity and the use of applied fertilizers. Suited to drip-irrigated vegetables, orchards and sugarcane.',
    technicalName: 'Humic acid 12% w/w with fulvic acid, liquid concentrate',
    packagingType: 'HDPE bottle with measuring cap',
    packagingAvailable: '1 L, 5 L',
    purpose:
      'Promotes new root growth and root activity. Improves uptake of applied nutrients through the drip. Improves soil structure and microbial activity in the root zone. Helps crops recover after waterlogging, drought or transplanting.',
    phRange: '8.0–10.0',
    cfuCount: NON_MICROBIAL,
    modeOfAction:
      'Humic acids raise the nutrient holding capacity of the soil and release nutrients slowly to the roots. Fulvic acids chelate micronutrients and move them into the plant. Both stimulate root cell growth and the activity of beneficial soil microbes. The soil becomes more crumbly and holds water better.',
    crops:
      'Vegetables: tomato, chilli, capsicum, cucumber and onion. Fruits: grapes, pomegranate, banana and papaya. Sugarcane, cotton and potato.',
    dosage:
      'Drip: 1 L per acre every 15 days. Soil drench: 3–5 ml per litre of water around the root zone. Foliar spray: 2 ml per litre of water. Do not mix with strongly acidic fertilizers such as phosphoric acid.',
    pricePaise: 38000,
    stock: 200,
    images: packImages('MB-HUM-L01'),
  },
  {
    code: 'MB-AMN-L01',
    slug: 'amino-acid-liquid',
    title: 'Amino Acid 40% Liquid',
    category: 'biostimulants',
    form: 'Liquid',
    description:
      'Plant-based protein hydrolysate with 40% free amino acids, for foliar and drip use. Amino acids are building blocks of proteins that the plant can use directly without spending energy to make them. Useful at flowering and fruit set and after stress from heat, cold, hail or pesticide sprays. Mixes well with most foliar nutrients.',
    technicalName: 'Amino acids 40% w/w (plant protein hydrolysate, L-amino acids)',
    packagingType: 'HDPE bottle with measuring cap',
    packagingAvailable: '500 ml, 1 L, 5 L',
    purpose:
      'Speeds up recovery of crops after stress. Improves flowering, pollination and fruit set. Improves uptake of foliar nutrients when tank-mixed. Improves fruit size and quality.',
    phRange: '5.0–6.5',
    cfuCount: NON_MICROBIAL,
    modeOfAction:
      'Free L-amino acids enter the leaf quickly and are used directly for protein and enzyme synthesis. Proline and glycine act as osmoprotectants that keep cells working under heat and drought. Glutamic acid and glycine chelate nutrients and carry them into the leaf. Amino acids also support pollen germination and pollen tube growth.',
    crops:
      'Vegetables: tomato, chilli, capsicum, cucurbits and onion. Fruits: grapes, pomegranate, mango, banana and citrus. Cotton, soybean, paddy and wheat. Flowers, tea and other plantation crops.',
    dosage:
      'Foliar spray: 2 ml per litre of water, or 400 ml per acre. Spray at the vegetative stage, before flowering and at fruit set, and after any stress. Drip: 1 L per acre every 15–20 days. Avoid spraying in the hot part of the day.',
    pricePaise: 32000,
    stock: 240,
    images: packImages('MB-AMN-L01'),
  },

  // ── Micronutrients ─────────────────────────────────────────────────────
  {
    code: 'MB-ZNE-P01',
    slug: 'chelated-zinc-zn-edta-12',
    title: 'Chelated Zinc (Zn-EDTA 12%)',
    category: 'micronutrients',
    form: 'Powder',
    description:
      'Fully water soluble zinc chelated with EDTA, containing 12% zinc. The chelate keeps zinc available in the spray tank and in the leaf, and it does not scorch leaves at the recommended dose. The quickest way to correct zinc deficiency in a standing crop. Suited to foliar spray and drip.',
    technicalName: 'Zinc as Zn-EDTA, 12% Zn (chelated zinc)',
    packagingType: 'Aluminium laminated pouch',
    packagingAvailable: '250 g, 500 g, 1 kg',
    purpose:
      'Corrects zinc deficiency, including khaira disease in paddy and white bud in maize. Improves leaf size, internode length and green colour. Improves flowering, grain filling and fruit quality. Improves the zinc content of grain.',
    phRange: '6.0–7.0 (1% solution)',
    cfuCount: NON_MICROBIAL,
    modeOfAction:
      'The EDTA chelate protects zinc from reacting with phosphates and carbonates in the tank, leaf surface and soil. Chelated zinc passes through the leaf surface and moves into the plant quickly. Inside the plant zinc activates enzymes and is needed for auxin formation and protein synthesis. This restores normal leaf growth and internode elongation.',
    crops:
      'Cereals: paddy, wheat and maize. Oilseeds and fibre: cotton, soybean and groundnut. Vegetables: tomato, chilli, onion and potato. Fruits: citrus, grapes, pomegranate, banana and mango.',
    dosage:
      'Foliar spray: 0.5–1 g per litre of water, or 150–250 g per acre. Spray 2 times at 15 day intervals, starting 20–30 days after sowing or transplanting. Drip: 250–500 g per acre, once or twice in the season. Do not mix with phosphate fertilizers or copper fungicides in the same tank.',
    pricePaise: 17000,
    stock: 340,
    images: packImages('MB-ZNE-P01'),
  },
  {
    code: 'MB-FEE-P01',
    slug: 'chelated-iron-fe-edta-12',
    title: 'Chelated Iron (Fe-EDTA 12%)',
    category: 'micronutrients',
    form: 'Powder',
    description:
      'Water soluble iron chelated with EDTA, containing 12% iron. Corrects iron chlorosis, the yellowing of young leaves between green veins that is common in calcareous and alkaline soils. Works as a foliar spray and through drip. Quick visible greening within a week of spraying.',
    technicalName: 'Iron as Fe-EDTA, 12% Fe (chelated iron)',
    packagingType: 'Aluminium laminated pouch',
    packagingAvailable: '500 g, 1 kg',
    purpose:
      'Corrects iron chlorosis of young leaves. Restores chlorophyll formation and green colour. Improves growth and yield in crops on calcareous and high pH soils. Supports healthy fruit development in orchards.',
    phRange: '4.0–6.0 (1% solution)',
    cfuCount: NON_MICROBIAL,
    modeOfAction:
      'The EDTA chelate keeps iron soluble so that it does not precipitate as iron hydroxide. Chelated iron enters the leaf or root and is released inside the plant. Iron is needed to form chlorophyll and is part of the enzymes of photosynthesis and respiration. New leaves turn green again as chlorophyll formation resumes.',
    crops:
      'Groundnut, soybean, sugarcane and paddy in alkaline soils. Vegetables: tomato, chilli and cucurbits. Fruits: grapes, citrus, pomegranate, guava and banana.',
    dosage:
      'Foliar spray: 1 g per litre of water, or 200 g per acre, 2–3 sprays at 10–15 day intervals. Drip: 500 g to 1 kg per acre. Spray in the morning or evening. Do not mix with lime or alkaline products.',
    pricePaise: 26000,
    stock: 190,
    images: packImages('MB-FEE-P01'),
  },
  {
    code: 'MB-BOR-P01',
    slug: 'boron-20-soluble-powder',
    title: 'Boron 20% Soluble Powder',
    category: 'micronutrients',
    form: 'Powder',
    description:
      'Disodium octaborate tetrahydrate with 20% boron, fully water soluble and quick to dissolve. Boron is essential for flowering, pollination and fruit set, and deficiency is common in light and high-rainfall soils. Suited to foliar spray and drip. Use carefully, as the gap between deficiency and excess is narrow.',
    technicalName: 'Disodium octaborate tetrahydrate (Na2B8O13·4H2O), 20% B',
    packagingType: 'HDPE laminated pouch',
    packagingAvailable: '500 g, 1 kg, 25 kg',
    purpose:
      'Improves flowering, pollination and fruit set. Reduces flower and fruit drop. Prevents hollow stem in cauliflower, fruit cracking in pomegranate and poor pod filling in groundnut. Improves sugar transport and fruit quality.',
    phRange: '7.0–8.5 (1% solution)',
    cfuCount: NON_MICROBIAL,
    modeOfAction:
      'Boron is needed for cell wall formation and the growth of pollen tubes. It helps move sugars from the leaves to flowers, fruits and roots. Plants cannot move boron from old to new tissue, so growing points and flowers need a steady supply. Foliar spray supplies boron directly at flowering when demand is highest.',
    crops:
      'Vegetables: cauliflower, cabbage, tomato, chilli and onion. Oilseeds: groundnut, sunflower and mustard. Cotton, at square formation and flowering. Fruits: pomegranate, grapes, mango, papaya and citrus.',
    dosage:
      'Foliar spray: 1–1.5 g per litre of water, or 200–300 g per acre, at pre-flowering and again at fruit set. Drip: 500 g to 1 kg per acre per season, in 2–3 splits. Do not exceed the recommended dose. Do not mix with calcium fertilizers in the same tank.',
    pricePaise: 18000,
    stock: 310,
    images: packImages('MB-BOR-P01'),
  },
  {
    code: 'MB-ZNS-G01',
    slug: 'zinc-sulphate-monohydrate-33-granules',
    title: 'Zinc Sulphate Monohydrate 33% Granules',
    category: 'micronutrients',
    form: 'Granular',
    description:
      'Zinc sulphate monohydrate with 33% zinc in free-flowing granular form for basal soil application. Supplies more zinc per kg than the common heptahydrate grade, so a smaller quantity is needed. Granules spread evenly by hand or with fertilizer. One basal dose usually covers the zinc need of a paddy or wheat crop.',
    technicalName: 'Zinc sulphate monohydrate (ZnSO4·H2O), 33% Zn, 15% S',
    packagingType: 'HDPE woven bag with inner liner',
    packagingAvailable: '5 kg, 25 kg',
    purpose:
      'Prevents and corrects zinc deficiency in soil. Prevents khaira disease in paddy and white bud in maize. Supplies sulphur along with zinc. Improves grain yield and quality in cereals and oilseeds.',
    phRange: '4.0–6.0 (5% solution)',
    cfuCount: NON_MICROBIAL,
    modeOfAction:
      'The granules dissolve in soil moisture and release zinc and sulphate ions into the root zone. Roots take up zinc, which activates enzymes and is needed for auxin formation and chlorophyll. Sulphate supplies sulphur for protein and oil synthesis. Applied zinc also leaves some residual benefit for the next crop.',
    crops:
      'Cereals: paddy, wheat and maize. Oilseeds: soybean, groundnut and mustard. Cash crops: cotton and sugarcane. Potato, onion and citrus orchards.',
    dosage:
      'Paddy, wheat and maize: 6–8 kg per acre as a basal dose before sowing or transplanting. Other field crops: 5–6 kg per acre at sowing. Orchards: 100–200 g per tree in the root zone. Do not mix directly with DAP or SSP; broadcast separately.',
    pricePaise: 43000,
    stock: 160,
    images: packImages('MB-ZNS-G01'),
  },
  {
    code: 'MB-MIX-G01',
    slug: 'micronutrient-mixture-granules',
    title: 'Micronutrient Mixture Granules',
    category: 'micronutrients',
    form: 'Granular',
    description:
      'Multi-micronutrient mixture in granular form for soil application, supplying zinc, iron, manganese, copper and boron together. Intensive cropping and low use of organic manure have left many soils short of more than one micronutrient. One basal application covers the common deficiencies. Mix with basal fertilizer or FYM.',
    technicalName: 'Multi-micronutrient mixture for soil use: Zn 5.0%, Fe 2.0%, Mn 1.0%, Cu 0.5%, B 0.5% (w/w)',
    packagingType: 'HDPE woven bag with inner liner',
    packagingAvailable: '5 kg, 10 kg, 25 kg',
    purpose:
      'Prevents and corrects multiple micronutrient deficiencies. Improves the response to NPK fertilizers. Improves leaf colour, flowering and grain or fruit set. Improves produce quality.',
    phRange: '5.5–7.5',
    cfuCount: NON_MICROBIAL,
    modeOfAction:
      'The granules dissolve slowly in soil moisture and release micronutrients into the root zone over several weeks. Zinc, iron, manganese and copper activate enzymes needed for photosynthesis and protein formation. Boron supports flowering and fruit set. Balanced supply avoids the hidden hunger that limits yield even when NPK is adequate.',
    crops:
      'Paddy, wheat, maize and sugarcane. Cotton, soybean and groundnut. Vegetables: onion, potato, tomato and chilli. Fruits: banana, grapes, pomegranate and citrus.',
    dosage:
      'Field crops: 10 kg per acre as a basal dose with fertilizer or FYM. Sugarcane and banana: 10–15 kg per acre at planting. Orchards: 200–500 g per tree in the root zone at the start of the season. Irrigate after application.',
    pricePaise: 36000,
    stock: 200,
    images: packImages('MB-MIX-G01'),
  },
  {
    code: 'MB-MIX-L01',
    slug: 'chelated-micronutrient-mix-liquid',
    title: 'Chelated Micronutrient Mix Liquid',
    category: 'micronutrients',
    form: 'Liquid',
    description:
      'Liquid blend of EDTA-chelated zinc, iron, manganese and copper with boron and molybdenum, for foliar spray. Corrects several deficiencies in one spray during the season. The chelated form stays available in the tank and is taken up quickly by the leaf. Easy to measure and mix with most pesticides.',
    technicalName: 'Chelated micronutrient mixture: Zn 3.0%, Fe 2.5%, Mn 1.0%, Cu 0.5%, B 0.5%, Mo 0.1% (w/v)',
    packagingType: 'HDPE bottle with measuring cap',
    packagingAvailable: '500 ml, 1 L, 5 L',
    purpose:
      'Corrects multiple micronutrient deficiencies in a standing crop. Improves leaf colour and photosynthesis. Improves flowering, fruit set and fruit quality. Supports nitrogen use in legumes through molybdenum.',
    phRange: '5.0–7.0',
    cfuCount: NON_MICROBIAL,
    modeOfAction:
      'Chelated micronutrients pass through the leaf surface and move into the plant without reacting in the tank. Zinc, iron, manganese and copper activate enzymes needed for chlorophyll, photosynthesis and protein formation. Boron supports pollination and fruit set. Molybdenum is needed for nitrogen metabolism and nodule activity in legumes.',
    crops:
      'Vegetables: tomato, chilli, capsicum, onion and cucurbits. Fruits: grapes, pomegranate, banana, citrus and mango. Cotton, soybean, groundnut, paddy and wheat.',
    dosage:
      'Foliar spray: 2–2.5 ml per litre of water, or 400–500 ml per acre. Spray 2–3 times at 15 day intervals from the vegetative stage to fruit set. Drip: 1 L per acre every 20–30 days. Spray in the morning or evening.',
    pricePaise: 24000,
    stock: 270,
    images: packImages('MB-MIX-L01'),
  },
];
