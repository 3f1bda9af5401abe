// The company's content as written by hand: job openings, news, blog posts
// and the team shown on the About page.

import type { SeedClient, SeedBlog, SeedJob, SeedNews, SeedTeamMember } from './types';

const img = (file: string): string => `/images/content/${file}.svg`;

export const seedJobs: SeedJob[] = [
  {
    position: 'QC Microbiologist',
    location: 'Chakan MIDC, Pune District, Maharashtra',
    status: 'Open',
    description:
      'Join the quality control laboratory at our Chakan plant, where every batch of VAM, bacterial biofertilizer and biopesticide is tested before release. You will run viable counts, contaminant checks and VAM infectivity assays, record results and help prepare certificates of analysis for bulk and private-label customers.',
    experience: '1–3 years in a microbiology QC lab (biofertilizer, food, dairy or pharma)',
    qualification: 'M.Sc. in Microbiology or Biotechnology',
    salary: '₹3.6–4.8 lakh per year',
    roles: [
      'Plate and count samples of liquid and carrier-based products by serial dilution',
      'Run MPN infectivity assays and spore counts for VAM batches',
      'Check raw materials such as carriers and mother cultures before use',
      'Test retained samples for shelf-life studies at fixed intervals',
      'Keep lab records, equipment logs and media preparation records up to date',
      'Follow aseptic practice and biosafety rules in the lab',
    ],
    postedAt: '2024-08-05',
  },
  {
    position: 'Territory Sales Officer – Marathwada',
    location: 'Chhatrapati Sambhajinagar, Maharashtra (field role)',
    status: 'Open',
    description:
      'Build and look after our dealer network across Chhatrapati Sambhajinagar, Jalna and Beed districts. You will visit dealers and farmers, run seed-treatment and VAM demonstrations, collect orders and payments, and report on crop conditions and competitor activity.',
    experience: '2–4 years in agri-input sales (fertilizers, seeds, pesticides or biologicals)',
    qualification: 'B.Sc. Agriculture; two-wheeler and licence required',
    salary: '₹3.0–4.2 lakh per year plus travel allowance and incentive',
    roles: [
      'Visit dealers to a monthly plan and grow sales of the Mitti Biotech range',
      'Appoint new dealers in uncovered talukas',
      'Hold farmer meetings and field demonstrations before kharif and rabi sowing',
      'Collect payments on time and keep dealer accounts within credit limits',
      'Send weekly reports on sales, stock at dealers and crop conditions',
    ],
    postedAt: '2024-07-22',
  },
  {
    position: 'Fermentation Technician',
    location: 'Chakan MIDC, Pune District, Maharashtra',
    status: 'Open',
    description:
      'Operate the 500-litre and 2,000-litre fermenters that produce our liquid biofertilizers and biopesticides. Work is in three rotating shifts, with a free company bus from Pune on every shift.',
    experience: '0–2 years; freshers with fermentation or dairy plant training are welcome',
    qualification: 'Diploma or B.Sc. in Microbiology, Biotechnology or Chemical Engineering',
    salary: '₹2.4–3.2 lakh per year plus shift allowance',
    roles: [
      'Prepare and sterilise media and fermenters as per the batch manufacturing record',
      'Inoculate seed and production fermenters under aseptic conditions',
      'Monitor temperature, pH, aeration and foam; record readings every hour',
      'Take in-process samples for QC and hand over completed batches for filling',
      'Clean equipment and keep the fermentation area in order',
    ],
    postedAt: '2024-08-12',
  },
  {
    position: 'Research Associate – Formulation',
    location: 'R&D Laboratory, Pune, Maharashtra',
    status: 'Closed',
    description:
      'Develop and test liquid and carrier-based formulations for our own range and for contract R&D clients. The work covers carrier and protectant screening, compatibility of strains in consortia, and shelf-life studies at 30 °C and 40 °C.',
    experience: '2–5 years in formulation of biofertilizers or biopesticides',
    qualification: 'M.Sc. or M.Tech in Microbiology, Biotechnology or Agricultural Microbiology; PhD welcome',
    salary: '₹4.8–6.0 lakh per year',
    roles: [
      'Plan and run formulation experiments and shelf-life studies',
      'Scale up promising formulations with the production team',
      'Write study reports and sections of FCO and CIB&RC dossiers',
      'Maintain working stocks from the culture collection',
      'Present results to clients in contract R&D projects',
    ],
    postedAt: '2024-04-15',
  },
];

export const seedNews: SeedNews[] = [
  {
    slug: 'second-root-organ-culture-room-commissioned',
    title: 'Second root-organ culture room commissioned at Chakan',
    description: [
      'A second in-vivo root-organ culture (ROC) room is now in production at our Chakan MIDC plant. The room holds culture racks for about 6,000 plates and vessels, in which mycorrhizal fungi grow on transformed roots under sterile conditions.',
      'ROC propagules are blended into our pot-culture VAM to keep infective propagule counts steady from batch to batch. With the new room, the share of ROC material in our VAM powder and granules will rise, and total VAM capacity stays at 1,200 tonnes a year with less dependence on the season.',
      'Bulk and private-label customers do not need to change anything in their orders. Certificates of analysis will continue to show infective propagules per gram for every batch.',
    ].join('\n\n'),
    image: img('news-roc-room'),
    publishedAt: '2024-07-18',
  },
  {
    slug: 'vam-soybean-field-day-baramati',
    title: 'Farmers see VAM results at soybean field day near Baramati',
    description: [
      'About 180 farmers and 25 dealers attended our field day on a partner farm near Baramati in Pune District. The demonstration plot compared the farmer\u2019s usual fertilizer practice with VAM at 4 kg per acre plus phosphate-solubilising bacteria, with phosphatic fertilizer reduced by a quarter.',
      'Visitors dug up plants from both strips to compare roots. Plants in the VAM strip had more fine roots and, under the microscope at our stall, clear mycorrhizal colonisation. Our agronomists explained how to place VAM in the furrow with farmyard manure and why it should not be mixed with fungicide-treated seed.',
      'Yield data will be recorded at harvest and shared with participants and dealers.',
    ].join('\n\n'),
    image: img('news-field-day'),
    publishedAt: '2024-09-06',
  },
  {
    slug: 'automatic-pouch-filling-line',
    title: 'New automatic pouch-filling line doubles retail packing speed',
    description: [
      'An automatic pouch-filling and sealing line has been installed in the packing hall at Chakan. It fills powders and granules in packs from 100 g to 1 kg and prints the batch number, manufacturing date, expiry and MRP online.',
      'The line fills up to 40 pouches a minute, about twice the speed of our earlier semi-automatic machines, and checks the weight of every pouch. It will shorten lead times for private-label retail packs during the kharif rush.',
    ].join('\n\n'),
    image: img('news-packing-line'),
    publishedAt: '2024-03-11',
  },
  {
    slug: 'iso-9001-certificate-renewed',
    title: 'ISO 9001:2015 certificate renewed after surveillance audit',
    description: [
      'Our quality management system has been recertified to ISO 9001:2015 after a three-day audit of the QC laboratory, production, stores and dispatch at Chakan and of sales and R&D in Pune.',
      'The auditors reviewed batch-release records, shelf-life studies, calibration of lab equipment and the handling of customer complaints. No major non-conformities were raised. Two minor observations, on labelling of media in the cold room and on training records for new packing staff, have been closed.',
      'Customers can request a copy of the certificate along with our manufacturing licences.',
    ].join('\n\n'),
    image: img('news-iso-audit'),
    publishedAt: '2024-01-24',
  },
  {
    slug: 'dealer-meet-nashik-2024',
    title: 'Rabi dealer meet held in Nashik',
    description: [
      'More than 150 dealers from Nashik, Dhule, Jalgaon and Ahmednagar districts joined our rabi season dealer meet in Nashik. The agenda covered VAM and Trichoderma use in onion and grapes, storage of biologicals in dealer godowns, and the season\u2019s supply plan.',
      'Our Head of QC explained how to read a certificate of analysis and why products should be kept below 30 °C. Dealers raised questions on drip application and on mixing biologicals with fertilizers, which our agronomists will answer in a short guide to be shared before sowing.',
    ].join('\n\n'),
    image: img('news-dealer-meet'),
    publishedAt: '2024-10-04',
  },
  {
    slug: 'rooftop-solar-plant-chakan',
    title: '120 kW rooftop solar plant starts supplying the Chakan unit',
    description: [
      'A 120 kW rooftop solar plant on the warehouse and packing hall at Chakan is now connected. It is expected to generate about 1.6 lakh units a year, roughly 35 % of the plant\u2019s electricity use.',
      'Fermenters, cold rooms and the QC lab run around the clock, so power is one of our largest costs. The solar plant cuts that cost and our emissions, and it is part of our goal to reach 60 % solar power by 2030.',
    ].join('\n\n'),
    image: img('news-solar'),
    publishedAt: '2023-11-20',
  },
];

export const seedBlogs: SeedBlog[] = [
  {
    slug: 'why-vam-works',
    heading: 'Why VAM works: a short guide for dealers',
    description: [
      'Phosphate hardly moves in soil. A root takes up the phosphate next to it and then has to wait for more to reach it, which is slow. Mycorrhizal fungi solve this by growing fine threads, called hyphae, from the root into the soil around it, reaching phosphate, zinc and water that the root cannot.',
      'That is why VAM works best where phosphate is the limit: soils low to medium in available P, and crops with coarse roots such as onion, maize, cotton and fruit trees. It also helps nursery seedlings survive transplanting.',
      'When you advise farmers, give three rules: put VAM in the soil near the seed or root, not on the surface; reduce phosphatic fertilizer by up to a quarter rather than adding more; and keep at least 7 days between a soil fungicide and VAM. Read the full guide on the What is VAM page.',
    ].join('\n\n'),
    image: img('blog-why-vam'),
    link: '/updates/blog/why-vam-works',
    publishedAt: '2024-05-14',
  },
  {
    slug: 'five-mistakes-that-waste-vam',
    heading: 'Five mistakes that waste VAM',
    description: [
      'VAM is a living product, and a few common mistakes can stop it from working. Here are the ones our agronomists see most often in the field.',
      'One: broadcasting on the surface of dry soil and not irrigating. The propagules dry out before they reach a root.',
      'Two: mixing VAM into a slurry with fungicide-treated seed. Many seed-dressing fungicides stop the fungus from colonising the root.',
      'Three: applying a full dose of DAP in the same furrow. Very high phosphate next to the root tells the plant it does not need the fungus.',
      'Four: using VAM on cabbage, cauliflower, mustard, beet or spinach. These crops do not form mycorrhizae at all.',
      'Five: storing packs in the sun or next to fertilizer bags in a hot godown, where the propagules lose viability.',
      'Avoid these and use 4 kg per acre mixed with 50–100 kg of farmyard manure, placed in the furrow at sowing.',
    ].join('\n\n'),
    image: img('blog-vam-mistakes'),
    link: '/updates/blog/five-mistakes-that-waste-vam',
    publishedAt: '2024-06-03',
  },
  {
    slug: 'liquid-or-carrier-biofertilizer',
    heading: 'Liquid or carrier biofertilizer: which should you stock?',
    description: [
      'Carrier-based biofertilizers are powders in which the bacteria sit on a fine carrier. Liquid biofertilizers hold the bacteria in a liquid with protectants. Both must meet FCO minimum counts: 5 × 10⁷ CFU per gram for carrier products and 1 × 10⁸ CFU per ml for liquids.',
      'Liquids keep their count longer, are easier to dose through drip, and need only 10 ml per kg of seed. Carrier powders cost less per pack and are familiar to many farmers for seed and seedling treatment.',
      'For dealers, a practical mix is liquids for drip-irrigated horticulture and sugarcane, and carrier powders for seed treatment of field crops. Whichever you stock, keep it below 30 °C and sell the oldest batch first.',
    ].join('\n\n'),
    image: img('blog-liquid-carrier'),
    link: '/updates/blog/liquid-or-carrier-biofertilizer',
    publishedAt: '2024-04-09',
  },
  {
    slug: 'trichoderma-seed-treatment-step-by-step',
    heading: 'Seed treatment with Trichoderma, step by step',
    description: [
      'Trichoderma protects seed and young roots from wilt, root rot and damping-off. Seed treatment is the cheapest way to use it: 10 g per kg of seed.',
      'First, weigh the seed and the Trichoderma. Then make a thin slurry with a little water, or with cooled jaggery water for better sticking. Mix the seed and slurry in a bucket or on a clean sheet until every seed is evenly coated. Spread the seed in the shade to dry for 20–30 minutes, and sow the same day.',
      'If you also use Rhizobium or PSB, apply Trichoderma first and the bacteria last, just before sowing. Do not treat the same seed with a chemical fungicide.',
    ].join('\n\n'),
    image: img('blog-trichoderma'),
    link: '/updates/blog/trichoderma-seed-treatment-step-by-step',
    publishedAt: '2024-06-20',
  },
  {
    slug: 'zinc-deficiency-in-paddy',
    heading: 'Spotting and fixing zinc deficiency in paddy',
    description: [
      'Zinc deficiency, known as khaira, shows two to four weeks after transplanting: young leaves turn pale, rusty brown spots appear on older leaves, and plants stay short and uneven.',
      'Prevent it with zinc sulphate monohydrate 33 % at 6–8 kg per acre as a basal dose, broadcast separately from DAP or SSP. In a standing crop that already shows symptoms, spray chelated zinc (Zn-EDTA 12 %) at 0.5–1 g per litre of water, twice, 15 days apart.',
      'Zinc-solubilising bacteria and VAM help the crop use zinc already in the soil, and reduce how often basal zinc is needed.',
    ].join('\n\n'),
    image: img('blog-zinc-paddy'),
    link: '/updates/blog/zinc-deficiency-in-paddy',
    publishedAt: '2024-07-08',
  },
  {
    slug: 'storing-biologicals-in-summer',
    heading: 'Storing biologicals through an Indian summer',
    description: [
      'A godown with a tin roof can reach 40–45 °C in May. At that temperature the live count in a biological product falls far faster than on the label\u2019s assumptions.',
      'Store biologicals in the coolest corner, off the floor on pallets, away from the roof and from fertilizer and pesticide bags. Keep cartons closed and out of direct sun. Where possible, keep stock below 30 °C. Sell the oldest batch first and order in smaller lots more often during summer.',
      'Farmers should buy close to the date of use and keep packs indoors in the shade until application.',
    ].join('\n\n'),
    image: img('blog-summer-storage'),
    link: '/updates/blog/storing-biologicals-in-summer',
    publishedAt: '2024-03-26',
  },
];

export const seedTeam: SeedTeamMember[] = [
  { name: 'Dr. Anand Kulkarni', position: 'Founder and Managing Director', image: img('team-anand-kulkarni') },
  { name: 'Meera Deshpande', position: 'Director, Operations', image: img('team-meera-deshpande') },
  { name: 'Dr. Farida Shaikh', position: 'Head of Research and Development', image: img('team-farida-shaikh') },
  { name: 'Rohit Patil', position: 'Head of Quality Control', image: img('team-rohit-patil') },
  { name: 'Kavita Joshi', position: 'General Manager, Sales and Marketing', image: img('team-kavita-joshi') },
  { name: 'Sandeep Jadhav', position: 'Plant Manager, Chakan', image: img('team-sandeep-jadhav') },
  { name: 'Dr. Lakshmi Iyer', position: 'Lead Agronomist', image: img('team-lakshmi-iyer') },
];

/** Client companies for the about page and GET /api/get/Client (fictional, like the company itself). */
export const seedClients: SeedClient[] = [
  {
    companyName: 'Krishi Mitra Agro Services',
    description:
      'Agri-input dealer with 14 outlets across Nashik and Ahmednagar districts; stocks our VAM, PSB and Trichoderma for grape and onion growers.',
    image: '/images/clients/krishi-mitra-agro.svg',
  },
  {
    companyName: 'Sahyadri Farmers Producer Company',
    description:
      'A producer company of 2,300 farmers in Junnar; buys biofertilizers in bulk for members’ tomato, soybean and sugarcane plots.',
    image: '/images/clients/sahyadri-fpo.svg',
  },
  {
    companyName: 'Deccan Green Inputs Pvt. Ltd.',
    description:
      'Marketer of organic inputs in Telangana and Karnataka; its private-label liquid consortia are made and tested at our Chakan plant.',
    image: '/images/clients/deccan-green-inputs.svg',
  },
  {
    companyName: 'Varada Cooperative Sugar Factory',
    description:
      'Runs a cane development programme for 9,000 members; applies our Acetobacter and VAM at planting across 12,000 acres a year.',
    image: '/images/clients/varada-sugar.svg',
  },
  {
    companyName: 'Nilgiri Hills Plantations',
    description:
      'Tea and coffee estates in the Nilgiris; uses Trichoderma and Pseudomonas in nurseries and our zinc and boron chelates in the field.',
    image: '/images/clients/nilgiri-plantations.svg',
  },
  {
    companyName: 'Annadata Agritech',
    description:
      'A crop-advisory start-up in Indore; bundles our seed-treatment packs with its soybean and wheat advisories for 40,000 farmers.',
    image: '/images/clients/annadata-agritech.svg',
  },
];
