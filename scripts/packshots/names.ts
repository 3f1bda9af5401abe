// What the front labels print: a short name for long product titles and the
// category's singular name.

/** Short name printed large on the front label, with an optional sub-line. */
export const SHORT_NAMES: Record<string, { lines: string[]; sub?: string }> = {
  'MB-VAM-P01': {
    lines: ['VAM', 'Mycorrhiza'],
    sub: 'Vesicular Arbuscular Mycorrhiza',
  },
  'MB-AZB-L01': { lines: ['Azotobacter'], sub: 'Nitrogen-fixing bacteria' },
  'MB-PSB-P01': { lines: ['PSB'], sub: 'Phosphate Solubilizing Bacteria' },
  'MB-KMB-L01': { lines: ['KMB'], sub: 'Potash Mobilizing Bacteria' },
  'MB-VAM-G01': {
    lines: ['VAM', 'Mycorrhiza'],
    sub: 'Vesicular Arbuscular Mycorrhiza',
  },
  'MB-RHZ-L01': { lines: ['Rhizobium'], sub: 'For pulses and oilseed legumes' },
  'MB-ACB-L01': { lines: ['Acetobacter'], sub: 'Nitrogen fixer for sugarcane' },
  'MB-ZSB-L01': { lines: ['ZSB'], sub: 'Zinc Solubilizing Bacteria' },
  'MB-NPK-L01': { lines: ['Bio NPK'], sub: 'Azotobacter + PSB + KMB' },
  'MB-AZS-P01': { lines: ['Azospirillum'], sub: 'Nitrogen fixer for cereals' },
  'MB-NPK-G01': { lines: ['Bio NPK'], sub: 'Azotobacter + PSB + KMB' },
  'MB-TRV-P01': {
    lines: ['Trichoderma', 'viride'],
    sub: '1% WP · Bio-fungicide',
  },
  'MB-TRV-G01': {
    lines: ['Trichoderma'],
    sub: 'Enriched granules · Bio-fungicide',
  },
  'MB-PSF-P01': {
    lines: ['Pseudomonas', 'fluorescens'],
    sub: '1% WP · Bio-fungicide',
  },
  'MB-BEB-P01': {
    lines: ['Beauveria', 'bassiana'],
    sub: '1.15% WP · Bio-insecticide',
  },
  'MB-MTA-P01': {
    lines: ['Metarhizium', 'anisopliae'],
    sub: '1.15% WP · Bio-insecticide',
  },
  'MB-VTL-P01': {
    lines: ['Verticillium', 'lecanii'],
    sub: '1.15% WP · Bio-insecticide',
  },
  'MB-BTK-L01': { lines: ['Bt', 'kurstaki'], sub: 'Bacillus thuringiensis' },
  'MB-PCL-P01': {
    lines: ['Paecilomyces', 'lilacinus'],
    sub: '1% WP · Bio-nematicide',
  },
  'MB-SWE-L01': {
    lines: ['Seaweed', 'Extract'],
    sub: 'Kappaphycus + Ascophyllum',
  },
  'MB-SWG-G01': { lines: ['Seaweed', 'Granules'], sub: 'For soil application' },
  'MB-HUM-P01': { lines: ['Humic', 'Acid 98%'], sub: 'Potassium humate' },
  'MB-HUM-L01': { lines: ['Humic', 'Acid 12%'], sub: 'With fulvic acid' },
  'MB-AMN-L01': {
    lines: ['Amino', 'Acid 40%'],
    sub: 'Plant protein hydrolysate',
  },
  'MB-ZNE-P01': { lines: ['Zn-EDTA', '12%'], sub: 'Chelated zinc' },
  'MB-FEE-P01': { lines: ['Fe-EDTA', '12%'], sub: 'Chelated iron' },
  'MB-BOR-P01': { lines: ['Boron', '20%'], sub: 'Disodium octaborate' },
  'MB-ZNS-G01': { lines: ['Zinc', 'Sulphate'], sub: 'Monohydrate · 33% Zn' },
  'MB-MIX-G01': {
    lines: ['Micronutrient', 'Mixture'],
    sub: 'Zn · Fe · Mn · Cu · B',
  },
  'MB-MIX-L01': {
    lines: ['Chelated', 'Micro Mix'],
    sub: 'Zn · Fe · Mn · Cu · B · Mo',
  },
};

export const SINGULAR: Record<string, string> = {
  biofertilizers: 'Biofertilizer',
  biopesticides: 'Biopesticide',
  biostimulants: 'Biostimulant',
  micronutrients: 'Micronutrient',
};
