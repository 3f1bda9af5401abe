// Shopping by crop as it is seeded into the shop: the crops the shop advises
// on, each with its season in stages and the problems met at each stage; the
// problems with the products that address them; each product's doses by
// method of application; and the crops each product suits. Stage names and
// timings are reused across crops so each distinct text is translated once.

import type { SeedCrop, SeedDose, SeedProblem } from './types';

export const seedCrops: SeedCrop[] = [
  // ── Field crops ──
  {
    slug: 'paddy',
    name: 'Paddy',
    group: 'Field crops',
    about:
      'The main kharif cereal of India, transplanted into puddled fields in the east, the south and the Punjab–Haryana belt, with a second rabi crop in the south. It needs plenty of nitrogen, and zinc deficiency (khaira) is common in puddled soils.',
    seedKgPerAcre: 20,
    stages: [
      { name: 'Nursery', timing: '0–25 days after sowing', problems: ['leaf-spot-and-blight', 'zinc-deficiency', 'iron-deficiency'] },
      { name: 'Transplanting', timing: '0–15 days after transplanting', problems: ['transplanting-shock', 'zinc-deficiency'] },
      { name: 'Tillering', timing: '15–45 days after transplanting', problems: ['stem-borer', 'nitrogen-deficiency', 'zinc-deficiency'] },
      {
        name: 'Flowering',
        timing: '60–80 days after transplanting',
        problems: ['leaf-spot-and-blight', 'stem-borer', 'brown-planthopper'],
      },
      { name: 'Grain filling', timing: '80–110 days after transplanting', problems: ['brown-planthopper', 'potash-deficiency'] },
    ],
  },
  {
    slug: 'wheat',
    name: 'Wheat',
    group: 'Field crops',
    about:
      'The main rabi cereal, sown from late October to December in Punjab, Haryana, Uttar Pradesh, Madhya Pradesh and Rajasthan. It needs well-drained loam soil with good nitrogen and phosphorus, and zinc in alkaline soils.',
    seedKgPerAcre: 40,
    stages: [
      { name: 'Land preparation and sowing', timing: '0–20 days after sowing', problems: ['termites', 'phosphorus-deficiency'] },
      { name: 'Tillering', timing: '20–45 days after sowing', problems: ['nitrogen-deficiency', 'zinc-deficiency'] },
      { name: 'Flowering', timing: '70–90 days after sowing', problems: ['sucking-pests', 'leaf-spot-and-blight'] },
      { name: 'Grain filling', timing: '90–120 days after sowing', problems: ['heat-and-drought-stress'] },
    ],
  },
  {
    slug: 'maize',
    name: 'Maize',
    group: 'Field crops',
    about:
      'Grown in kharif in Karnataka, Madhya Pradesh, Maharashtra and Rajasthan, and in rabi in Bihar and the south. A heavy feeder that needs fertile, well-drained soil with good nitrogen and zinc.',
    seedKgPerAcre: 8,
    stages: [
      { name: 'Land preparation and sowing', timing: '0–20 days after sowing', problems: ['white-grub', 'phosphorus-deficiency'] },
      { name: 'Vegetative growth', timing: '20–45 days after sowing', problems: ['stem-borer', 'zinc-deficiency', 'nitrogen-deficiency'] },
      { name: 'Flowering', timing: '50–65 days after sowing', problems: ['heat-and-drought-stress'] },
      { name: 'Grain filling', timing: '65–100 days after sowing', problems: ['leaf-spot-and-blight', 'potash-deficiency'] },
    ],
  },
  {
    slug: 'jowar',
    name: 'Jowar (sorghum)',
    group: 'Field crops',
    about:
      'Grown in kharif, and in rabi on stored soil moisture, in Maharashtra, Karnataka and Telangana. It tolerates drought, grows on medium to deep black soils and responds well to nitrogen.',
    seedKgPerAcre: 4,
    stages: [
      { name: 'Land preparation and sowing', timing: '0–20 days after sowing', problems: ['termites', 'phosphorus-deficiency'] },
      { name: 'Vegetative growth', timing: '20–45 days after sowing', problems: ['stem-borer', 'nitrogen-deficiency', 'zinc-deficiency'] },
      { name: 'Flowering', timing: '60–75 days after sowing', problems: ['sucking-pests', 'heat-and-drought-stress'] },
      { name: 'Grain filling', timing: '75–110 days after sowing', problems: ['heat-and-drought-stress'] },
    ],
  },
  {
    slug: 'bajra',
    name: 'Bajra (pearl millet)',
    group: 'Field crops',
    about:
      'A kharif millet of Rajasthan, Gujarat, Haryana and Uttar Pradesh, grown on light sandy soils with low rainfall. It tolerates heat and drought and needs only moderate fertility, with nitrogen as the main nutrient.',
    seedKgPerAcre: 1.6,
    stages: [
      { name: 'Land preparation and sowing', timing: '0–20 days after sowing', problems: ['white-grub', 'termites'] },
      { name: 'Tillering', timing: '20–40 days after sowing', problems: ['nitrogen-deficiency', 'powdery-and-downy-mildew'] },
      { name: 'Flowering', timing: '45–60 days after sowing', problems: ['heat-and-drought-stress'] },
      { name: 'Grain filling', timing: '60–85 days after sowing', problems: ['heat-and-drought-stress'] },
    ],
  },
  {
    slug: 'sugarcane',
    name: 'Sugarcane',
    group: 'Field crops',
    about:
      'A 12–18 month crop planted from setts in October–November or January–March in Uttar Pradesh, Maharashtra, Karnataka and Tamil Nadu, and usually followed by ratoons. It needs deep, fertile soil, plenty of water and large amounts of nitrogen and potash.',
    seedKgPerAcre: null,
    stages: [
      {
        name: 'Land preparation and sowing',
        timing: '0–30 days after planting',
        problems: ['termites', 'root-rot', 'phosphorus-deficiency'],
      },
      { name: 'Tillering', timing: '45–120 days after planting', problems: ['stem-borer', 'nitrogen-deficiency', 'iron-deficiency'] },
      { name: 'Grand growth', timing: '120–270 days after planting', problems: ['white-grub', 'potash-deficiency'] },
    ],
  },
  {
    slug: 'cotton',
    name: 'Cotton',
    group: 'Field crops',
    about:
      'The main kharif fibre crop of Maharashtra, Gujarat, Telangana, Punjab and Haryana, grown largely on black cotton soils. It needs deep, well-drained soil and steady nitrogen and potash, with boron at flowering.',
    seedKgPerAcre: 1.5,
    stages: [
      { name: 'Land preparation and sowing', timing: '0–20 days after sowing', problems: ['damping-off', 'phosphorus-deficiency'] },
      { name: 'Vegetative growth', timing: '20–60 days after sowing', problems: ['sucking-pests', 'thrips', 'root-rot'] },
      { name: 'Flowering', timing: '60–90 days after sowing', problems: ['flower-and-fruit-drop', 'boron-deficiency', 'mealybug'] },
      { name: 'Boll formation', timing: '90–150 days after sowing', problems: ['bollworms', 'sucking-pests', 'potash-deficiency'] },
    ],
  },
  {
    slug: 'soybean',
    name: 'Soybean',
    group: 'Field crops',
    about:
      'A kharif oilseed legume of Madhya Pradesh, Maharashtra and Rajasthan, grown mostly on black soils. It fixes its own nitrogen through Rhizobium nodules and needs phosphorus and sulphur for good pod filling.',
    seedKgPerAcre: 30,
    stages: [
      {
        name: 'Land preparation and sowing',
        timing: '0–20 days after sowing',
        problems: ['root-rot', 'nitrogen-deficiency', 'phosphorus-deficiency'],
      },
      { name: 'Vegetative growth', timing: '20–40 days after sowing', problems: ['sucking-pests', 'iron-deficiency'] },
      { name: 'Flowering', timing: '40–55 days after sowing', problems: ['flower-and-fruit-drop'] },
      { name: 'Pod formation', timing: '55–90 days after sowing', problems: ['bollworms', 'heat-and-drought-stress'] },
    ],
  },
  {
    slug: 'groundnut',
    name: 'Groundnut',
    group: 'Field crops',
    about:
      'Grown in kharif, and in rabi and summer under irrigation, in Gujarat, Rajasthan, Andhra Pradesh, Tamil Nadu and Karnataka. It needs light, well-drained soil for the pegs to enter, and calcium, boron and iron for well-filled pods.',
    seedKgPerAcre: 40,
    stages: [
      {
        name: 'Land preparation and sowing',
        timing: '0–20 days after sowing',
        problems: ['root-rot', 'nitrogen-deficiency', 'phosphorus-deficiency'],
      },
      { name: 'Vegetative growth', timing: '20–40 days after sowing', problems: ['iron-deficiency', 'thrips'] },
      { name: 'Pod formation', timing: '40–100 days after sowing', problems: ['white-grub', 'boron-deficiency', 'leaf-spot-and-blight'] },
    ],
  },
  {
    slug: 'gram',
    name: 'Gram (chickpea)',
    group: 'Field crops',
    about:
      'The main rabi pulse, grown on stored soil moisture in Madhya Pradesh, Maharashtra, Rajasthan and Karnataka. It fixes nitrogen with Rhizobium and needs phosphorus and well-drained soil, as waterlogging and wilt are its main risks.',
    seedKgPerAcre: 30,
    stages: [
      { name: 'Land preparation and sowing', timing: '0–20 days after sowing', problems: ['root-rot', 'nitrogen-deficiency'] },
      { name: 'Vegetative growth', timing: '20–45 days after sowing', problems: ['root-rot', 'zinc-deficiency'] },
      { name: 'Flowering', timing: '45–75 days after sowing', problems: ['bollworms'] },
      { name: 'Pod formation', timing: '75–110 days after sowing', problems: ['bollworms', 'heat-and-drought-stress'] },
    ],
  },
  {
    slug: 'tur',
    name: 'Tur (pigeon pea)',
    group: 'Field crops',
    about:
      'A long-duration kharif pulse of Maharashtra, Karnataka, Telangana and Madhya Pradesh, often intercropped with cotton, soybean or jowar. It roots deeply, fixes its own nitrogen and needs well-drained soil that does not waterlog.',
    seedKgPerAcre: 6,
    stages: [
      { name: 'Land preparation and sowing', timing: '0–20 days after sowing', problems: ['root-rot', 'nitrogen-deficiency'] },
      { name: 'Vegetative growth', timing: '20–90 days after sowing', problems: ['root-rot', 'zinc-deficiency'] },
      { name: 'Flowering', timing: '90–120 days after sowing', problems: ['bollworms', 'flower-and-fruit-drop'] },
      { name: 'Pod formation', timing: '120–180 days after sowing', problems: ['bollworms', 'root-rot'] },
    ],
  },
  {
    slug: 'moong',
    name: 'Moong (green gram)',
    group: 'Field crops',
    about:
      'A 60–70 day pulse grown in kharif, and as a summer crop after wheat or rice, in Rajasthan, Maharashtra, Karnataka and Madhya Pradesh. It fixes its own nitrogen and needs phosphorus and well-drained soil.',
    seedKgPerAcre: 8,
    stages: [
      { name: 'Land preparation and sowing', timing: '0–15 days after sowing', problems: ['root-rot', 'nitrogen-deficiency'] },
      { name: 'Vegetative growth', timing: '15–30 days after sowing', problems: ['sucking-pests'] },
      { name: 'Flowering', timing: '30–45 days after sowing', problems: ['thrips'] },
      { name: 'Pod formation', timing: '45–65 days after sowing', problems: ['bollworms', 'powdery-and-downy-mildew'] },
    ],
  },
  {
    slug: 'urad',
    name: 'Urad (black gram)',
    group: 'Field crops',
    about:
      'A short-duration pulse grown in kharif in Madhya Pradesh, Uttar Pradesh and Maharashtra, and in rice fallows in coastal Andhra Pradesh and Tamil Nadu. It fixes its own nitrogen, needs phosphorus and does not tolerate waterlogging.',
    seedKgPerAcre: 8,
    stages: [
      { name: 'Land preparation and sowing', timing: '0–15 days after sowing', problems: ['root-rot', 'nitrogen-deficiency'] },
      { name: 'Vegetative growth', timing: '15–30 days after sowing', problems: ['sucking-pests'] },
      { name: 'Flowering', timing: '30–45 days after sowing', problems: ['thrips'] },
      { name: 'Pod formation', timing: '45–65 days after sowing', problems: ['bollworms', 'powdery-and-downy-mildew'] },
    ],
  },
  {
    slug: 'mustard',
    name: 'Mustard',
    group: 'Field crops',
    about:
      'The main rabi oilseed of Rajasthan, Haryana, Uttar Pradesh and Madhya Pradesh, sown in October. It needs sulphur for oil content along with nitrogen and boron, and tolerates mildly saline soils.',
    seedKgPerAcre: 2,
    stages: [
      { name: 'Land preparation and sowing', timing: '0–20 days after sowing', problems: ['nitrogen-deficiency', 'phosphorus-deficiency'] },
      { name: 'Vegetative growth', timing: '20–45 days after sowing', problems: ['zinc-deficiency'] },
      { name: 'Flowering', timing: '45–75 days after sowing', problems: ['sucking-pests', 'boron-deficiency', 'powdery-and-downy-mildew'] },
      { name: 'Pod formation', timing: '75–110 days after sowing', problems: ['leaf-spot-and-blight', 'sucking-pests'] },
    ],
  },
  {
    slug: 'sunflower',
    name: 'Sunflower',
    group: 'Field crops',
    about:
      'Grown in kharif, rabi and summer in Karnataka, Maharashtra, Andhra Pradesh and Telangana. A deep-rooted oilseed that needs well-drained soil, and boron for good seed set in the head.',
    seedKgPerAcre: 4,
    stages: [
      { name: 'Land preparation and sowing', timing: '0–20 days after sowing', problems: ['root-rot', 'nitrogen-deficiency'] },
      { name: 'Vegetative growth', timing: '20–45 days after sowing', problems: ['sucking-pests'] },
      { name: 'Flowering', timing: '45–70 days after sowing', problems: ['boron-deficiency', 'bollworms'] },
      { name: 'Grain filling', timing: '70–95 days after sowing', problems: ['heat-and-drought-stress', 'leaf-spot-and-blight'] },
    ],
  },

  // ── Vegetables ──
  {
    slug: 'potato',
    name: 'Potato',
    group: 'Vegetables',
    about:
      'A rabi crop planted from seed tubers in October–November in Uttar Pradesh, West Bengal, Bihar, Punjab and Gujarat, and in summer in the hills. It needs loose, well-drained soil and large amounts of potash for the tubers to bulk.',
    seedKgPerAcre: null,
    stages: [
      { name: 'Land preparation and sowing', timing: '0–25 days after planting', problems: ['root-rot', 'white-grub'] },
      { name: 'Vegetative growth', timing: '25–45 days after planting', problems: ['nitrogen-deficiency', 'sucking-pests'] },
      { name: 'Tuber formation', timing: '45–90 days after planting', problems: ['leaf-spot-and-blight', 'potash-deficiency'] },
    ],
  },
  {
    slug: 'tomato',
    name: 'Tomato',
    group: 'Vegetables',
    about:
      'Grown in all seasons from nursery seedlings, mainly in Karnataka, Andhra Pradesh, Madhya Pradesh, Maharashtra and Odisha. It needs fertile, well-drained soil, and calcium, boron and potash for fruit set and quality.',
    seedKgPerAcre: 0.08,
    stages: [
      { name: 'Nursery', timing: '0–30 days after sowing', problems: ['damping-off', 'root-knot-nematodes'] },
      { name: 'Transplanting', timing: '0–15 days after transplanting', problems: ['transplanting-shock', 'root-rot'] },
      { name: 'Vegetative growth', timing: '15–40 days after transplanting', problems: ['sucking-pests', 'root-knot-nematodes'] },
      {
        name: 'Flowering',
        timing: '40–60 days after transplanting',
        problems: ['flower-and-fruit-drop', 'boron-deficiency', 'leaf-spot-and-blight'],
      },
      { name: 'Fruiting', timing: '60–120 days after transplanting', problems: ['bollworms', 'leaf-spot-and-blight'] },
    ],
  },
  {
    slug: 'chilli',
    name: 'Chilli',
    group: 'Vegetables',
    about:
      'Grown mainly as a kharif crop from nursery seedlings in Andhra Pradesh, Telangana, Karnataka, Madhya Pradesh and Maharashtra. It needs well-drained soil, as it is prone to wilt and root rot, and steady feeding through a long picking season.',
    seedKgPerAcre: 0.4,
    stages: [
      { name: 'Nursery', timing: '0–45 days after sowing', problems: ['damping-off'] },
      { name: 'Transplanting', timing: '0–15 days after transplanting', problems: ['transplanting-shock', 'root-rot'] },
      { name: 'Vegetative growth', timing: '15–45 days after transplanting', problems: ['thrips', 'sucking-pests'] },
      { name: 'Flowering', timing: '45–75 days after transplanting', problems: ['flower-and-fruit-drop', 'thrips', 'boron-deficiency'] },
      {
        name: 'Fruiting',
        timing: '75–150 days after transplanting',
        problems: ['bollworms', 'leaf-spot-and-blight', 'powdery-and-downy-mildew'],
      },
    ],
  },
  {
    slug: 'brinjal',
    name: 'Brinjal',
    group: 'Vegetables',
    about:
      'Grown all year in most states, with West Bengal, Odisha, Gujarat and Bihar the largest producers. A long-duration crop that needs fertile, well-drained soil and regular nitrogen and potash.',
    seedKgPerAcre: 0.2,
    stages: [
      { name: 'Nursery', timing: '0–30 days after sowing', problems: ['damping-off'] },
      { name: 'Transplanting', timing: '0–15 days after transplanting', problems: ['transplanting-shock', 'root-rot'] },
      {
        name: 'Vegetative growth',
        timing: '15–45 days after transplanting',
        problems: ['sucking-pests', 'stem-borer', 'root-knot-nematodes'],
      },
      { name: 'Fruiting', timing: '45–150 days after transplanting', problems: ['stem-borer', 'sucking-pests'] },
    ],
  },
  {
    slug: 'onion',
    name: 'Onion',
    group: 'Vegetables',
    about:
      'Grown mainly in rabi, and also in kharif, from nursery seedlings in Maharashtra, Karnataka, Madhya Pradesh and Gujarat. It has shallow roots and needs loose, well-drained soil with sulphur and potash for good bulbs.',
    seedKgPerAcre: 3.5,
    stages: [
      { name: 'Nursery', timing: '0–45 days after sowing', problems: ['damping-off'] },
      { name: 'Transplanting', timing: '0–15 days after transplanting', problems: ['transplanting-shock', 'root-rot'] },
      { name: 'Vegetative growth', timing: '15–45 days after transplanting', problems: ['thrips', 'zinc-deficiency'] },
      {
        name: 'Bulb formation',
        timing: '45–100 days after transplanting',
        problems: ['thrips', 'leaf-spot-and-blight', 'potash-deficiency'],
      },
    ],
  },
  {
    slug: 'okra',
    name: 'Okra (bhindi)',
    group: 'Vegetables',
    about:
      'Sown in kharif and summer across India, with Gujarat, West Bengal, Bihar and Odisha the largest producers. It needs warm weather and fertile, well-drained soil, and picking goes on for 6–8 weeks.',
    seedKgPerAcre: 4,
    stages: [
      { name: 'Land preparation and sowing', timing: '0–20 days after sowing', problems: ['damping-off', 'root-knot-nematodes'] },
      { name: 'Vegetative growth', timing: '20–35 days after sowing', problems: ['sucking-pests'] },
      { name: 'Flowering', timing: '35–50 days after sowing', problems: ['sucking-pests', 'stem-borer'] },
      { name: 'Fruiting', timing: '50–100 days after sowing', problems: ['stem-borer', 'bollworms', 'powdery-and-downy-mildew'] },
    ],
  },
  {
    slug: 'cabbage',
    name: 'Cabbage',
    group: 'Vegetables',
    about:
      'A cool-season crop grown from nursery seedlings, mainly in rabi in West Bengal, Odisha, Bihar, Gujarat and Karnataka, and in summer in the hills. It needs fertile soil with ample nitrogen and moisture to form firm heads.',
    seedKgPerAcre: 0.2,
    stages: [
      { name: 'Nursery', timing: '0–30 days after sowing', problems: ['damping-off'] },
      { name: 'Transplanting', timing: '0–15 days after transplanting', problems: ['transplanting-shock'] },
      {
        name: 'Vegetative growth',
        timing: '15–40 days after transplanting',
        problems: ['diamondback-moth', 'sucking-pests', 'nitrogen-deficiency'],
      },
      {
        name: 'Head formation',
        timing: '40–80 days after transplanting',
        problems: ['diamondback-moth', 'boron-deficiency', 'sucking-pests'],
      },
    ],
  },
  {
    slug: 'cauliflower',
    name: 'Cauliflower',
    group: 'Vegetables',
    about:
      'A cool-season crop grown from nursery seedlings in West Bengal, Bihar, Odisha, Haryana and Gujarat, with early varieties planted in the rains. It needs fertile soil and is very sensitive to a shortage of boron and molybdenum.',
    seedKgPerAcre: 0.2,
    stages: [
      { name: 'Nursery', timing: '0–30 days after sowing', problems: ['damping-off'] },
      { name: 'Transplanting', timing: '0–15 days after transplanting', problems: ['transplanting-shock'] },
      {
        name: 'Vegetative growth',
        timing: '15–40 days after transplanting',
        problems: ['diamondback-moth', 'sucking-pests', 'nitrogen-deficiency'],
      },
      {
        name: 'Head formation',
        timing: '40–80 days after transplanting',
        problems: ['boron-deficiency', 'diamondback-moth', 'leaf-spot-and-blight'],
      },
    ],
  },
  {
    slug: 'cucurbits',
    name: 'Cucurbits (gourds, cucumber, melons)',
    group: 'Vegetables',
    about:
      'Bottle gourd, bitter gourd, ridge gourd, cucumber, watermelon and muskmelon are sown in summer and kharif across India, often on raised beds and riverbeds. They need warm weather and well-drained soil rich in organic matter.',
    seedKgPerAcre: 1,
    stages: [
      { name: 'Land preparation and sowing', timing: '0–20 days after sowing', problems: ['root-rot', 'root-knot-nematodes'] },
      { name: 'Vegetative growth', timing: '20–35 days after sowing', problems: ['sucking-pests', 'thrips'] },
      { name: 'Flowering', timing: '35–50 days after sowing', problems: ['powdery-and-downy-mildew', 'flower-and-fruit-drop'] },
      { name: 'Fruiting', timing: '50–100 days after sowing', problems: ['powdery-and-downy-mildew', 'potash-deficiency'] },
    ],
  },
  {
    slug: 'ginger',
    name: 'Ginger',
    group: 'Vegetables',
    about:
      'Planted from seed rhizomes in April–May with the pre-monsoon showers in Kerala, Karnataka and the North East, and harvested after 8–9 months. It needs loose, well-drained soil rich in organic matter, as waterlogging brings rhizome rot.',
    seedKgPerAcre: null,
    stages: [
      { name: 'Land preparation and sowing', timing: '0–30 days after planting', problems: ['root-rot', 'root-knot-nematodes'] },
      { name: 'Vegetative growth', timing: '30–120 days after planting', problems: ['root-rot', 'stem-borer', 'leaf-spot-and-blight'] },
      { name: 'Rhizome development', timing: '120–240 days after planting', problems: ['root-rot', 'root-knot-nematodes'] },
    ],
  },
  {
    slug: 'turmeric',
    name: 'Turmeric',
    group: 'Vegetables',
    about:
      'Planted from rhizomes in May–June in Telangana, Maharashtra, Tamil Nadu and Andhra Pradesh, and harvested after 8–9 months. It needs well-drained loam soil with plenty of organic manure and potash.',
    seedKgPerAcre: null,
    stages: [
      { name: 'Land preparation and sowing', timing: '0–30 days after planting', problems: ['root-rot', 'root-knot-nematodes'] },
      { name: 'Vegetative growth', timing: '30–120 days after planting', problems: ['leaf-spot-and-blight', 'stem-borer'] },
      { name: 'Rhizome development', timing: '120–240 days after planting', problems: ['root-rot', 'root-knot-nematodes'] },
    ],
  },

  // ── Fruits and plantations ──
  {
    slug: 'banana',
    name: 'Banana',
    group: 'Fruits and plantations',
    about:
      'Planted from suckers or tissue culture plants in Maharashtra, Tamil Nadu, Gujarat, Andhra Pradesh and Karnataka, with the bunch ready in 11–14 months. A heavy feeder that needs deep, fertile soil, regular irrigation and large amounts of potash and nitrogen.',
    seedKgPerAcre: null,
    stages: [
      { name: 'Planting', timing: 'At planting', problems: ['root-rot', 'root-knot-nematodes'] },
      { name: 'Vegetative growth', timing: '1–6 months after planting', problems: ['leaf-spot-and-blight', 'nitrogen-deficiency'] },
      { name: 'Flowering and fruit set', timing: '6–8 months after planting', problems: ['thrips', 'potash-deficiency'] },
      { name: 'Fruit development', timing: '8–12 months after planting', problems: ['potash-deficiency', 'heat-and-drought-stress'] },
    ],
  },
  {
    slug: 'grapes',
    name: 'Grapes',
    group: 'Fruits and plantations',
    about:
      'Grown mainly around Nashik, Sangli and Pune in Maharashtra and Vijayapura in Karnataka, with a back pruning in April and a fruit pruning in October. Vines need well-drained soil and careful feeding of potash, boron and iron.',
    seedKgPerAcre: null,
    stages: [
      { name: 'Planting', timing: 'At planting', problems: ['poor-root-growth', 'root-knot-nematodes'] },
      {
        name: 'New flush',
        timing: 'October–November, after fruit pruning',
        problems: ['powdery-and-downy-mildew', 'thrips', 'iron-deficiency'],
      },
      {
        name: 'Flowering and fruit set',
        timing: 'November–December',
        problems: ['flower-and-fruit-drop', 'boron-deficiency', 'powdery-and-downy-mildew'],
      },
      { name: 'Fruit development', timing: 'December–March', problems: ['mealybug', 'powdery-and-downy-mildew', 'potash-deficiency'] },
      { name: 'After harvest', timing: 'April–May, after back pruning', problems: ['low-soil-organic-matter', 'poor-root-growth'] },
    ],
  },
  {
    slug: 'pomegranate',
    name: 'Pomegranate',
    group: 'Fruits and plantations',
    about:
      'Grown in Maharashtra, Karnataka, Gujarat and Andhra Pradesh on light, well-drained soils in dry areas. Flowering is timed by the bahar treatment, and the crop needs boron and potash for fruit set and quality.',
    seedKgPerAcre: null,
    stages: [
      { name: 'Planting', timing: 'At planting', problems: ['root-rot', 'root-knot-nematodes'] },
      { name: 'New flush', timing: 'After pruning for the bahar', problems: ['thrips', 'sucking-pests'] },
      {
        name: 'Flowering and fruit set',
        timing: 'At flowering',
        problems: ['flower-and-fruit-drop', 'boron-deficiency', 'leaf-spot-and-blight'],
      },
      { name: 'Fruit development', timing: 'Until harvest', problems: ['leaf-spot-and-blight', 'mealybug', 'boron-deficiency'] },
      { name: 'After harvest', timing: 'After the last picking', problems: ['root-rot', 'root-knot-nematodes', 'low-soil-organic-matter'] },
    ],
  },
  {
    slug: 'papaya',
    name: 'Papaya',
    group: 'Fruits and plantations',
    about:
      'Planted from nursery seedlings in Andhra Pradesh, Gujarat, Karnataka and Maharashtra, with the first fruits about 9 months after planting. It grows fast and needs well-drained soil that never waterlogs, with regular feeding including boron.',
    seedKgPerAcre: null,
    stages: [
      { name: 'Planting', timing: 'At planting', problems: ['root-rot', 'root-knot-nematodes'] },
      { name: 'Vegetative growth', timing: '1–4 months after planting', problems: ['sucking-pests', 'mealybug'] },
      { name: 'Flowering and fruit set', timing: '4–6 months after planting', problems: ['boron-deficiency', 'flower-and-fruit-drop'] },
      { name: 'Fruit development', timing: '6–12 months after planting', problems: ['boron-deficiency', 'potash-deficiency'] },
    ],
  },
  {
    slug: 'citrus',
    name: 'Citrus',
    group: 'Fruits and plantations',
    about:
      'Mandarin, sweet orange, Kinnow and acid lime are grown from budded plants in Maharashtra, Andhra Pradesh, Punjab, Madhya Pradesh and the North East. Trees need well-drained soil and regular zinc and iron, as both run short in calcareous soils.',
    seedKgPerAcre: null,
    stages: [
      { name: 'Planting', timing: 'At planting', problems: ['root-rot', 'root-knot-nematodes'] },
      { name: 'New flush', timing: 'Every new flush', problems: ['sucking-pests', 'zinc-deficiency', 'iron-deficiency'] },
      { name: 'Flowering and fruit set', timing: 'At flowering', problems: ['flower-and-fruit-drop', 'boron-deficiency'] },
      { name: 'Fruit development', timing: 'Until harvest', problems: ['mealybug', 'potash-deficiency', 'flower-and-fruit-drop'] },
      { name: 'After harvest', timing: 'After the last picking', problems: ['root-rot', 'low-soil-organic-matter'] },
    ],
  },
  {
    slug: 'mango',
    name: 'Mango',
    group: 'Fruits and plantations',
    about:
      'Grown from grafts in Uttar Pradesh, Andhra Pradesh, Karnataka, Bihar, Gujarat and Maharashtra, flowering in December–February and fruiting in summer. Trees need deep, well-drained soil and manuring after the harvest.',
    seedKgPerAcre: null,
    stages: [
      { name: 'Planting', timing: 'At planting', problems: ['termites', 'poor-root-growth'] },
      { name: 'New flush', timing: 'July–October', problems: ['leaf-spot-and-blight', 'zinc-deficiency'] },
      { name: 'Flowering and fruit set', timing: 'December–February', problems: ['sucking-pests', 'powdery-and-downy-mildew', 'mealybug'] },
      {
        name: 'Fruit development',
        timing: 'March–May',
        problems: ['flower-and-fruit-drop', 'heat-and-drought-stress', 'boron-deficiency'],
      },
      { name: 'After harvest', timing: 'June–July', problems: ['low-soil-organic-matter'] },
    ],
  },
  {
    slug: 'guava',
    name: 'Guava',
    group: 'Fruits and plantations',
    about:
      'Grown from grafts or layers in Uttar Pradesh, Madhya Pradesh, Maharashtra, Bihar and Andhra Pradesh, with a rainy-season and a winter crop. It tolerates poor and slightly alkaline soils but needs zinc and organic manure for good yields.',
    seedKgPerAcre: null,
    stages: [
      { name: 'Planting', timing: 'At planting', problems: ['root-rot', 'root-knot-nematodes'] },
      { name: 'New flush', timing: 'Every new flush', problems: ['sucking-pests', 'zinc-deficiency', 'iron-deficiency'] },
      { name: 'Flowering and fruit set', timing: 'At flowering', problems: ['flower-and-fruit-drop', 'boron-deficiency'] },
      { name: 'Fruit development', timing: 'Until harvest', problems: ['mealybug', 'leaf-spot-and-blight'] },
      { name: 'After harvest', timing: 'After the last picking', problems: ['root-rot', 'root-knot-nematodes', 'low-soil-organic-matter'] },
    ],
  },
  {
    slug: 'coconut',
    name: 'Coconut',
    group: 'Fruits and plantations',
    about:
      'Grown in Kerala, Karnataka, Tamil Nadu and Andhra Pradesh, along the coast and in irrigated gardens inland, flowering and bearing all year. Palms need deep, well-drained soil, large amounts of potash and regular organic manure.',
    seedKgPerAcre: null,
    stages: [
      { name: 'Planting', timing: 'At planting', problems: ['rhinoceros-beetle', 'termites', 'white-grub'] },
      {
        name: 'Flowering and fruit set',
        timing: 'Throughout the year',
        problems: ['flower-and-fruit-drop', 'boron-deficiency', 'rhinoceros-beetle'],
      },
      { name: 'Fruit development', timing: 'Throughout the year', problems: ['potash-deficiency', 'heat-and-drought-stress'] },
    ],
  },
  {
    slug: 'coffee',
    name: 'Coffee',
    group: 'Fruits and plantations',
    about:
      'Grown under shade on the hills of Karnataka, Kerala and Tamil Nadu, flowering after the blossom showers of February–March and harvested from November. It needs deep, acidic, well-drained soil rich in organic matter.',
    seedKgPerAcre: null,
    stages: [
      { name: 'Planting', timing: 'At planting', problems: ['poor-root-growth'] },
      { name: 'Flowering and fruit set', timing: 'February–April', problems: ['heat-and-drought-stress', 'flower-and-fruit-drop'] },
      { name: 'New flush', timing: 'April–June', problems: ['zinc-deficiency', 'mealybug'] },
      { name: 'Fruit development', timing: 'June–November', problems: ['mealybug', 'potash-deficiency'] },
    ],
  },
  {
    slug: 'tea',
    name: 'Tea',
    group: 'Fruits and plantations',
    about:
      'Grown in Assam, the hills and plains of North Bengal and the Nilgiris, with plucking from March to November. It needs acidic, well-drained soil and regular nitrogen, with zinc as the main micronutrient.',
    seedKgPerAcre: null,
    stages: [
      { name: 'Planting', timing: 'At planting', problems: ['termites', 'poor-root-growth'] },
      { name: 'New flush', timing: 'March–November', problems: ['sucking-pests', 'thrips', 'heat-and-drought-stress'] },
      { name: 'After harvest', timing: 'December–February, after pruning', problems: ['low-soil-organic-matter', 'poor-root-growth'] },
    ],
  },
];

export const seedProblems: SeedProblem[] = [
  // ── Diseases ──
  {
    slug: 'root-rot',
    name: 'Root rot and wilt',
    kind: 'disease',
    about:
      'Soil-borne fungi such as Fusarium, Rhizoctonia, Sclerotium and Pythium rot the roots and collar, or block the water-conducting tissue of the stem. Plants wilt and die in patches, and the fungi survive in the soil for years.',
    signs:
      'Plants droop in the day and do not recover at night. Roots and collar turn brown or black and rot; a split stem shows brown streaks inside. Dead plants appear in patches that spread along the rows.',
    products: ['MB-TRV-P01', 'MB-TRV-G01', 'MB-PSF-P01'],
  },
  {
    slug: 'damping-off',
    name: 'Damping off',
    kind: 'disease',
    about:
      'Pythium, Rhizoctonia and Fusarium attack germinating seed and young seedlings in nurseries and freshly sown fields. It is worst in wet, poorly drained beds and can wipe out a nursery within days.',
    signs:
      'Seeds rot before they come up, leaving gaps in the rows. Seedlings get a thin, water-soaked stem at soil level and topple over. Patches of dead seedlings grow larger after each irrigation or rain.',
    products: ['MB-TRV-P01', 'MB-PSF-P01'],
  },
  {
    slug: 'leaf-spot-and-blight',
    name: 'Leaf spot, blast and blight',
    kind: 'disease',
    about:
      'Fungal and bacterial leaf diseases such as blast and bacterial leaf blight in paddy, tikka in groundnut, Alternaria blight in mustard and vegetables, and bacterial blight in pomegranate. They spread fast in humid, rainy weather and cut the leaf area that feeds the crop. Biological sprays work best when started early, before the disease spreads.',
    signs:
      'Small brown, black or water-soaked spots on the leaves that grow and join. Leaves dry from the tips and edges and fall early. In severe attacks, spots and cracks also appear on stems, pods or fruits.',
    products: ['MB-PSF-P01'],
  },
  {
    slug: 'powdery-and-downy-mildew',
    name: 'Powdery and downy mildew',
    kind: 'disease',
    about:
      'Powdery mildew grows as a white powder on leaves, flowers and fruits in dry weather with cool nights; downy mildew grows from inside the leaf in humid, wet weather. Both are serious on grapes, cucurbits, mango, pulses and mustard, and downy mildew (green ear) on bajra.',
    signs:
      'White powdery patches on leaves, shoots, flowers or young fruits. Yellow patches on the upper side of the leaf with grey or white downy growth below. Affected leaves and flowers dry and fall.',
    products: ['MB-PSF-P01'],
  },

  // ── Pests ──
  {
    slug: 'white-grub',
    name: 'White grub',
    kind: 'pest',
    about:
      'The C-shaped grubs of chafer beetles live in the soil and eat roots, tubers and pods. The beetles come out with the first monsoon showers to lay eggs, and the grubs do most damage from July to September, especially in light soils.',
    signs:
      'Plants turn yellow, wilt and dry in patches. Affected plants pull out easily because the roots are eaten away. Creamy white, C-shaped grubs are found in the soil around the roots.',
    products: ['MB-MTA-P01', 'MB-BEB-P01'],
  },
  {
    slug: 'termites',
    name: 'Termites',
    kind: 'pest',
    about:
      'Termites live in colonies in the soil and eat roots, setts, stems and pods, mostly in dry, light soils and in rainfed crops. Damage is highest when the soil is short of moisture.',
    signs:
      'Plants wilt and dry, and pull out easily. Roots, setts or stem bases are hollowed out and filled with soil. Mud tunnels run up stems and tree trunks.',
    products: ['MB-MTA-P01', 'MB-BEB-P01'],
  },
  {
    slug: 'root-knot-nematodes',
    name: 'Root-knot nematodes',
    kind: 'pest',
    about:
      'Microscopic roundworms (Meloidogyne) enter the roots and form knots (galls) that block the uptake of water and nutrients. They build up in sandy soils and where the same vegetable or fruit crop is grown year after year.',
    signs:
      'Plants are stunted and yellow, and wilt in the hot part of the day. Roots carry round swellings (galls) that cannot be rubbed off. Poor growth appears in patches in the field.',
    products: ['MB-PCL-P01'],
  },
  {
    slug: 'bollworms',
    name: 'Bollworms, pod and fruit borers (Helicoverpa)',
    kind: 'pest',
    about:
      'The caterpillar of Helicoverpa armigera feeds on the buds, flowers, pods, bolls and fruits of cotton, pulses, tomato, chilli and many other crops. One caterpillar damages several fruits, and the pest quickly becomes resistant to chemical insecticides.',
    signs:
      'Round holes in pods, bolls or fruits, often with the caterpillar half inside. Buds and flowers are eaten and drop. Green to brown caterpillars with stripes along the body feed on the plant.',
    products: ['MB-BTK-L01', 'MB-BEB-P01'],
  },
  {
    slug: 'stem-borer',
    name: 'Stem and shoot borers',
    kind: 'pest',
    about:
      'Caterpillars of several moths bore into stems and shoots: stem borer in paddy, maize and jowar, early shoot borer in sugarcane, shoot borer in ginger and turmeric, and shoot and fruit borer in brinjal and okra. The tunnelled shoot dies, so the plant loses tillers, shoots or fruits.',
    signs:
      'The central shoot dries up and pulls out easily (dead heart). In paddy, panicles turn white and empty (white ear). Bore holes with fresh droppings are seen on stems, shoots or fruits.',
    products: ['MB-BEB-P01', 'MB-BTK-L01'],
  },
  {
    slug: 'diamondback-moth',
    name: 'Diamondback moth',
    kind: 'pest',
    about:
      'The small green caterpillars of the diamondback moth are the most damaging pest of cabbage and cauliflower in India. The pest has become resistant to many chemical insecticides.',
    signs:
      'Leaves show small holes and papery windows where the caterpillars scrape the surface. Small green caterpillars wriggle and drop on a silk thread when disturbed. Heads and curds are bored and spoiled.',
    products: ['MB-BTK-L01', 'MB-BEB-P01'],
  },
  {
    slug: 'sucking-pests',
    name: 'Sucking pests (aphids, whitefly, jassids)',
    kind: 'pest',
    about:
      'Aphids, whitefly and jassids (leafhoppers) suck sap from the underside of leaves, tender shoots and flowers. Whitefly and aphids also spread virus diseases such as leaf curl and yellow mosaic.',
    signs:
      'Leaves curl, cup or turn yellow, and leaves attacked by jassids turn red or brown at the edges. Sticky honeydew and black sooty mould cover the leaves. Tiny insects fly up, or are seen clustered under the leaves, when the plant is shaken.',
    products: ['MB-VTL-P01', 'MB-BEB-P01'],
  },
  {
    slug: 'thrips',
    name: 'Thrips',
    kind: 'pest',
    about:
      'Thrips are tiny, slender insects that rasp the surface of leaves, flowers and young fruits and suck the sap. They are serious on chilli, onion, pomegranate, grapes and cotton, and spread bud necrosis and other tospoviruses.',
    signs:
      'Leaves curl upwards and become crinkled, as in chilli leaf curl. Silvery streaks on onion leaves and brown scars on fruits. Tiny yellow or black insects fall out when a flower or leaf is tapped over white paper.',
    products: ['MB-VTL-P01', 'MB-BEB-P01'],
  },
  {
    slug: 'mealybug',
    name: 'Mealybugs and scale insects',
    kind: 'pest',
    about:
      'Mealybugs are soft insects covered in white wax that suck sap from shoots, fruits and roots; scale insects feed under a hard or waxy cover. They are serious on grapes, pomegranate, guava, papaya, cotton, citrus and coffee, and ants carry them from plant to plant.',
    signs:
      'White cottony masses on shoots, fruit bunches and the underside of leaves. Sticky honeydew with black sooty mould, and ants moving on the plant. Shoots are stunted and fruits lose their quality.',
    products: ['MB-VTL-P01'],
  },
  {
    slug: 'brown-planthopper',
    name: 'Brown planthopper',
    kind: 'pest',
    about:
      'Brown planthopper breeds at the base of paddy plants and sucks sap from the stems, mostly from flowering onwards. Dense, heavily fertilized crops in humid weather suffer most, and the pest also spreads grassy stunt virus.',
    signs:
      'Round patches of plants turn yellow, then brown, and dry up (hopperburn). Brown hoppers cluster at the base of the tillers just above the water. Dried plants lodge in circles in the field.',
    products: ['MB-MTA-P01'],
  },
  {
    slug: 'rhinoceros-beetle',
    name: 'Rhinoceros beetle',
    kind: 'pest',
    about:
      'The adult beetle bores into the crown of coconut palms and feeds on the unopened fronds and spathes; its grubs breed in manure pits and decaying logs. Young palms can be killed.',
    signs:
      'Holes with chewed fibre at the base of the youngest fronds. Opened fronds show V-shaped cuts. Spathes are damaged, and fat white grubs are found in nearby manure pits.',
    products: ['MB-MTA-P01'],
  },

  // ── Deficiencies ──
  {
    slug: 'nitrogen-deficiency',
    name: 'Nitrogen deficiency',
    kind: 'deficiency',
    about:
      'Nitrogen builds leaves and tillers and is needed in larger amounts than any other nutrient. Much of the urea applied is lost to the air and the water, so crops run short in sandy soils, in soils low in organic matter and after heavy rain.',
    signs:
      'Older, lower leaves turn pale yellow first, starting at the tip. Plants are thin and stunted, with few tillers or branches. The crop flowers early and yields poorly.',
    products: ['MB-AZB-L01', 'MB-AZS-P01', 'MB-RHZ-L01', 'MB-ACB-L01', 'MB-NPK-L01', 'MB-NPK-G01'],
  },
  {
    slug: 'phosphorus-deficiency',
    name: 'Phosphorus deficiency',
    kind: 'deficiency',
    about:
      'Phosphorus drives root growth, tillering, flowering and seed formation. Most applied phosphate is fixed by calcium in black and alkaline soils and by iron and aluminium in red and acid soils, so the crop gets only a small part of it.',
    signs:
      'Plants are stunted, with dark green or purple-tinged older leaves. Roots are small and poorly branched, and tillering is poor. Flowering and maturity are delayed.',
    products: ['MB-PSB-P01', 'MB-VAM-P01', 'MB-VAM-G01', 'MB-NPK-L01', 'MB-NPK-G01'],
  },
  {
    slug: 'potash-deficiency',
    name: 'Potash deficiency',
    kind: 'deficiency',
    about:
      'Potassium strengthens stems, controls water loss and moves sugars into grains, fruits and tubers. Banana, sugarcane, potato, coconut and fruit crops remove large amounts, and the shortage shows in light soils and under intensive cropping.',
    signs:
      'Edges and tips of older leaves turn yellow, then brown and scorched. Stems are weak and plants lodge easily. Fruits and tubers are small, poorly coloured and do not keep well.',
    products: ['MB-KMB-L01', 'MB-NPK-L01', 'MB-NPK-G01'],
  },
  {
    slug: 'zinc-deficiency',
    name: 'Zinc deficiency',
    kind: 'deficiency',
    about:
      'Zinc is the micronutrient most widely lacking in Indian soils, especially alkaline, calcareous and waterlogged ones. It causes khaira in paddy, white bud in maize and little leaf in fruit trees.',
    signs:
      'Young leaves are small, with yellow stripes or patches between the veins. In paddy, rusty brown spots appear on the leaves 2–4 weeks after transplanting (khaira). Internodes are short, so plants look bunched and stunted.',
    products: ['MB-ZNE-P01', 'MB-ZNS-G01', 'MB-ZSB-L01', 'MB-MIX-L01', 'MB-MIX-G01'],
  },
  {
    slug: 'iron-deficiency',
    name: 'Iron deficiency',
    kind: 'deficiency',
    about:
      'Iron is needed to make chlorophyll. Its shortage is common in calcareous and high pH soils and after heavy irrigation, even when the soil holds plenty of iron.',
    signs:
      'The youngest leaves turn pale yellow to white while their veins stay green. In severe cases new leaves are almost white and dry from the edges. Older leaves stay green.',
    products: ['MB-FEE-P01', 'MB-MIX-L01', 'MB-MIX-G01'],
  },
  {
    slug: 'boron-deficiency',
    name: 'Boron deficiency',
    kind: 'deficiency',
    about:
      'Boron is needed for flowering, pollination and the growth of fruits and pods. Sandy, calcareous and heavily limed soils are often short of it, and oilseeds, cauliflower, coconut and fruit crops suffer most.',
    signs:
      'Growing tips die, and new leaves are thick, brittle and deformed. Flowers drop, and fruits crack or are misshapen; pods and heads fill poorly. Cauliflower curds turn brown and their stems become hollow.',
    products: ['MB-BOR-P01', 'MB-MIX-L01', 'MB-MIX-G01'],
  },

  // ── Soil, root and stress problems ──
  {
    slug: 'poor-root-growth',
    name: 'Poor root growth',
    kind: 'soil',
    about:
      'A small, weak root system cannot take up enough water and nutrients, so fertilizer works poorly. Hard, compacted or saline soils, and soils low in organic matter, hold root growth back.',
    signs:
      'Plants are slow to establish and wilt quickly between irrigations. Few white feeder roots are seen when a plant is dug up. Crop growth is uneven and the response to fertilizer is poor.',
    products: ['MB-VAM-P01', 'MB-VAM-G01', 'MB-HUM-P01', 'MB-HUM-L01', 'MB-SWG-G01', 'MB-SWE-L01'],
  },
  {
    slug: 'transplanting-shock',
    name: 'Transplanting shock',
    kind: 'soil',
    about:
      'Seedlings lose roots when they are pulled from the nursery and planted out, and take time to start growing again. Hot, dry weather at transplanting makes the setback worse and leaves gaps in the field.',
    signs:
      'Seedlings wilt and their leaf tips dry for several days after transplanting. New leaves and white roots are slow to appear. Some seedlings die and the gaps must be filled.',
    products: ['MB-HUM-L01', 'MB-SWE-L01', 'MB-VAM-P01', 'MB-AMN-L01', 'MB-HUM-P01'],
  },
  {
    slug: 'heat-and-drought-stress',
    name: 'Heat and drought stress',
    kind: 'soil',
    about:
      'High temperatures and dry spells close the leaf pores and stop growth, and hurt most at flowering and at grain or fruit filling. Late-sown wheat, rainfed crops and orchards in summer are the most exposed.',
    signs:
      'Leaves roll, droop or scorch in the afternoon. Flowers and young fruits drop, and grains or fruits stay small and shrivelled. The crop matures early with a low yield.',
    products: ['MB-SWE-L01', 'MB-AMN-L01', 'MB-VAM-P01', 'MB-VAM-G01'],
  },
  {
    slug: 'flower-and-fruit-drop',
    name: 'Flower and fruit drop',
    kind: 'soil',
    about:
      'Plants shed flowers and young fruits when pollination fails, or when they are stressed by heat, a lack of water or a shortage of boron and other nutrients. Some drop is natural, but heavy drop cuts the yield directly.',
    signs:
      'Many flowers, squares or young fruits fall to the ground. Fruit set is poor even when the plant flowers well. The fruits that remain are uneven in size.',
    products: ['MB-SWE-L01', 'MB-AMN-L01', 'MB-BOR-P01'],
  },
  {
    slug: 'low-soil-organic-matter',
    name: 'Low soil organic matter',
    kind: 'soil',
    about:
      'Many Indian soils hold less than 0.5% organic carbon, which leaves them hard, poor at holding water and nutrients, and low in soil life. Burning crop residues and using only chemical fertilizers lower it further.',
    signs:
      'Soil is hard and cracks when dry, and forms a crust after rain. Water runs off or drains away quickly. Crops respond less and less to the same fertilizer dose.',
    products: ['MB-HUM-P01', 'MB-HUM-L01', 'MB-SWG-G01'],
  },
];

export const seedDoses: SeedDose[] = [
  // VAM Mycorrhiza Powder
  {
    product: 'MB-VAM-P01',
    method: 'soil',
    amount: 4000,
    timing: 'At sowing or transplanting, mixed with 50–100 kg FYM or compost, in the furrows or root zone',
  },

  // Azotobacter Liquid
  {
    product: 'MB-AZB-L01',
    method: 'seed',
    amount: 10,
    timing: 'Mix with a little cooled jaggery water, dry in shade and sow the same day',
  },
  { product: 'MB-AZB-L01', method: 'soil', amount: 1000, timing: 'At sowing or the first irrigation, mixed with 100 kg FYM or compost' },
  { product: 'MB-AZB-L01', method: 'drip', amount: 1000, timing: 'Through the drip line' },

  // PSB Powder
  { product: 'MB-PSB-P01', method: 'seed', amount: 20, timing: 'Make a slurry with jaggery water, dry in shade and sow within 24 hours' },
  { product: 'MB-PSB-P01', method: 'soil', amount: 4000, timing: 'At sowing or the first irrigation, mixed with 100 kg FYM or compost' },
  { product: 'MB-PSB-P01', method: 'soil', amount: 4000, crops: ['sugarcane'], timing: 'In the furrows at planting' },

  // KMB Liquid
  { product: 'MB-KMB-L01', method: 'seed', amount: 10, timing: 'Dry in shade before sowing' },
  { product: 'MB-KMB-L01', method: 'soil', amount: 1000, timing: 'At sowing or planting, mixed with 100 kg FYM or compost' },
  { product: 'MB-KMB-L01', method: 'drip', amount: 1000, timing: 'Repeat after 30–45 days in long-duration crops' },

  // VAM Mycorrhiza Granules
  {
    product: 'MB-VAM-G01',
    method: 'soil',
    amount: 4000,
    timing: 'Broadcast before the last ploughing, or drilled with the basal fertilizer at sowing',
  },
  {
    product: 'MB-VAM-G01',
    method: 'soil',
    amount: 8000,
    crops: ['sugarcane', 'banana'],
    timing: 'In the furrows or planting pits, in moist soil',
  },

  // Rhizobium Liquid
  {
    product: 'MB-RHZ-L01',
    method: 'seed',
    amount: 10,
    timing: 'Mix with a little cooled jaggery water, dry in shade and sow the same day',
  },
  {
    product: 'MB-RHZ-L01',
    method: 'soil',
    amount: 1000,
    timing: 'Mixed with 50 kg FYM, in fields where the legume has not been grown before',
  },

  // Acetobacter Liquid
  {
    product: 'MB-ACB-L01',
    method: 'soil',
    amount: 2000,
    timing: 'In the furrows at planting with 100 kg FYM or press mud; in ratoons, along the rows after stubble shaving',
  },
  { product: 'MB-ACB-L01', method: 'drip', amount: 1000, timing: 'At 30 and 60 days after planting' },

  // ZSB Liquid
  { product: 'MB-ZSB-L01', method: 'seed', amount: 10, timing: 'Dry in shade before sowing' },
  { product: 'MB-ZSB-L01', method: 'soil', amount: 1000, timing: 'Before sowing or transplanting, mixed with 100 kg FYM or compost' },
  { product: 'MB-ZSB-L01', method: 'drip', amount: 1000, timing: 'Within 30 days of sowing or planting' },

  // Bio NPK Liquid
  { product: 'MB-NPK-L01', method: 'seed', amount: 10, timing: 'Dry in shade before sowing' },
  { product: 'MB-NPK-L01', method: 'soil', amount: 1000, timing: 'At sowing or planting, mixed with 100 kg FYM or compost' },
  { product: 'MB-NPK-L01', method: 'drip', amount: 1000, timing: 'Repeat after 30–45 days in long-duration crops' },

  // Azospirillum Powder
  { product: 'MB-AZS-P01', method: 'seed', amount: 20, timing: 'Make a slurry with jaggery water, dry in shade and sow within 24 hours' },
  { product: 'MB-AZS-P01', method: 'soil', amount: 4000, timing: 'Before sowing or transplanting, mixed with 100 kg FYM or compost' },

  // Bio NPK Granules
  { product: 'MB-NPK-G01', method: 'soil', amount: 5000, timing: 'Broadcast with the basal fertilizer or drilled at sowing' },
  {
    product: 'MB-NPK-G01',
    method: 'soil',
    amount: 10000,
    crops: ['sugarcane'],
    timing: 'In the furrows at planting; 5 kg more at earthing up',
  },

  // Trichoderma viride WP
  { product: 'MB-TRV-P01', method: 'seed', amount: 10, timing: 'Coat the seed using a little water and dry in shade before sowing' },
  { product: 'MB-TRV-P01', method: 'soil', amount: 1000, timing: 'Mix with 100 kg FYM, keep moist in shade for 7 days, then apply' },
  { product: 'MB-TRV-P01', method: 'drip', amount: 1000, timing: 'In enough water through the drip, or as a drench around the root zone' },

  // Trichoderma Enriched Granules
  { product: 'MB-TRV-G01', method: 'soil', amount: 5000, timing: 'Broadcast at sowing or mixed with the basal organic manure' },
  { product: 'MB-TRV-G01', method: 'soil', amount: 10000, crops: ['ginger', 'turmeric'], timing: 'On the beds at planting' },

  // Pseudomonas fluorescens WP
  { product: 'MB-PSF-P01', method: 'seed', amount: 10, timing: 'Coat the seed using a little water and dry in shade before sowing' },
  { product: 'MB-PSF-P01', method: 'soil', amount: 1000, timing: 'Mixed with 100 kg FYM' },
  { product: 'MB-PSF-P01', method: 'spray', amount: 2000, timing: '2–3 sprays at 10–15 day intervals from the first sign of disease' },

  // Beauveria bassiana WP
  { product: 'MB-BEB-P01', method: 'spray', amount: 1000, timing: 'Spray in the evening; repeat 2–3 times at 7–10 day intervals' },
  { product: 'MB-BEB-P01', method: 'soil', amount: 2000, timing: 'Against grubs: mixed with 100 kg FYM and applied to moist soil' },

  // Metarhizium anisopliae WP
  { product: 'MB-MTA-P01', method: 'soil', amount: 2000, timing: 'Mix with 100 kg FYM, keep moist in shade for 7 days, then apply' },
  {
    product: 'MB-MTA-P01',
    method: 'soil',
    amount: 2000,
    crops: ['sugarcane'],
    timing: 'At planting and again at earthing up, followed by irrigation',
  },
  { product: 'MB-MTA-P01', method: 'spray', amount: 1000, timing: 'Against planthoppers: spray at the base of the plants' },

  // Verticillium lecanii WP
  { product: 'MB-VTL-P01', method: 'spray', amount: 1000, timing: 'Spray in the evening; repeat 2–3 times at 7–10 day intervals' },

  // Bt kurstaki Liquid
  {
    product: 'MB-BTK-L01',
    method: 'spray',
    amount: 500,
    timing: 'Spray in the evening while the larvae are young; repeat after 7–10 days if needed',
  },

  // Paecilomyces lilacinus WP
  { product: 'MB-PCL-P01', method: 'soil', amount: 2000, timing: 'Mix with 100 kg FYM, keep moist for 7 days and apply at planting' },
  { product: 'MB-PCL-P01', method: 'drip', amount: 1000, timing: 'At planting and again after 30 days' },

  // Seaweed Extract Liquid
  { product: 'MB-SWE-L01', method: 'spray', amount: 500, timing: 'At the vegetative stage, before flowering and at fruit set' },
  { product: 'MB-SWE-L01', method: 'drip', amount: 1000, timing: 'Every 15–20 days' },

  // Seaweed Granules
  {
    product: 'MB-SWG-G01',
    method: 'soil',
    amount: 10000,
    timing: 'With the basal fertilizer or at the first top dressing; irrigate after application',
  },
  {
    product: 'MB-SWG-G01',
    method: 'soil',
    amount: 15000,
    crops: ['sugarcane', 'banana'],
    timing: 'In two splits, at planting and 60 days later',
  },

  // Humic Acid 98% Powder
  { product: 'MB-HUM-P01', method: 'soil', amount: 2000, timing: 'Mixed with fertilizer or FYM' },
  { product: 'MB-HUM-P01', method: 'drip', amount: 1000, timing: 'Every 15–20 days' },
  { product: 'MB-HUM-P01', method: 'spray', amount: 200, timing: 'Mixed at 1 g per litre of water' },

  // Humic Acid 12% Liquid
  { product: 'MB-HUM-L01', method: 'drip', amount: 1000, timing: 'Every 15 days' },
  { product: 'MB-HUM-L01', method: 'spray', amount: 400, timing: 'Mixed at 2 ml per litre of water' },

  // Amino Acid 40% Liquid
  {
    product: 'MB-AMN-L01',
    method: 'spray',
    amount: 400,
    timing: 'At the vegetative stage, before flowering, at fruit set and after any stress; not in the heat of the day',
  },
  { product: 'MB-AMN-L01', method: 'drip', amount: 1000, timing: 'Every 15–20 days' },

  // Chelated Zinc (Zn-EDTA)
  {
    product: 'MB-ZNE-P01',
    method: 'spray',
    amount: 250,
    timing: 'Two sprays 15 days apart, starting 20–30 days after sowing or transplanting',
  },
  { product: 'MB-ZNE-P01', method: 'drip', amount: 500, timing: 'Once or twice in the season' },

  // Chelated Iron (Fe-EDTA)
  { product: 'MB-FEE-P01', method: 'spray', amount: 200, timing: '2–3 sprays at 10–15 day intervals, in the morning or evening' },
  { product: 'MB-FEE-P01', method: 'drip', amount: 1000, timing: 'Through the drip line' },

  // Boron 20%
  { product: 'MB-BOR-P01', method: 'spray', amount: 300, timing: 'Before flowering and again at fruit set' },
  { product: 'MB-BOR-P01', method: 'drip', amount: 1000, timing: 'For the whole season, in 2–3 splits' },

  // Zinc Sulphate Monohydrate Granules
  { product: 'MB-ZNS-G01', method: 'soil', amount: 6000, timing: 'At sowing, broadcast separately from DAP or SSP' },
  {
    product: 'MB-ZNS-G01',
    method: 'soil',
    amount: 8000,
    crops: ['paddy', 'wheat', 'maize'],
    timing: 'As a basal dose before sowing or transplanting',
  },

  // Micronutrient Mixture Granules
  { product: 'MB-MIX-G01', method: 'soil', amount: 10000, timing: 'As a basal dose with fertilizer or FYM; irrigate after application' },
  {
    product: 'MB-MIX-G01',
    method: 'soil',
    amount: 15000,
    crops: ['sugarcane', 'banana'],
    timing: 'At planting; irrigate after application',
  },

  // Chelated Micronutrient Mix Liquid
  { product: 'MB-MIX-L01', method: 'spray', amount: 500, timing: '2–3 sprays at 15 day intervals from the vegetative stage to fruit set' },
  { product: 'MB-MIX-L01', method: 'drip', amount: 1000, timing: 'Every 20–30 days' },
];

/** The crops each product suits (SeedProduct.code → SeedCrop.slug[]), read from its "crops" text. */
export const productCrops: Record<string, string[]> = {
  // "… and pulses"; not cabbage, cauliflower or mustard, which do not form mycorrhiza.
  'MB-VAM-P01': [
    'paddy',
    'wheat',
    'maize',
    'sugarcane',
    'cotton',
    'soybean',
    'groundnut',
    'gram',
    'tur',
    'moong',
    'urad',
    'potato',
    'tomato',
    'chilli',
    'brinjal',
    'onion',
    'banana',
    'grapes',
    'pomegranate',
    'papaya',
    'citrus',
    'mango',
    'coffee',
    'tea',
  ],
  'MB-AZB-L01': [
    'paddy',
    'wheat',
    'maize',
    'jowar',
    'bajra',
    'sugarcane',
    'cotton',
    'mustard',
    'sunflower',
    'potato',
    'tomato',
    'chilli',
    'brinjal',
    'onion',
    'cabbage',
    'banana',
    'grapes',
    'pomegranate',
    'papaya',
    'citrus',
  ],
  // "Cereals, millets and pulses, including …": jowar, bajra and urad too.
  'MB-PSB-P01': [
    'paddy',
    'wheat',
    'maize',
    'jowar',
    'bajra',
    'sugarcane',
    'cotton',
    'soybean',
    'groundnut',
    'gram',
    'tur',
    'moong',
    'urad',
    'mustard',
    'sunflower',
    'potato',
    'tomato',
    'chilli',
    'onion',
    'banana',
    'grapes',
    'pomegranate',
  ],
  'MB-KMB-L01': [
    'paddy',
    'wheat',
    'maize',
    'sugarcane',
    'cotton',
    'soybean',
    'groundnut',
    'potato',
    'tomato',
    'chilli',
    'brinjal',
    'onion',
    'okra',
    'cucurbits',
    'banana',
    'grapes',
    'pomegranate',
    'papaya',
    'citrus',
    'mango',
  ],
  'MB-VAM-G01': [
    'paddy',
    'wheat',
    'maize',
    'sugarcane',
    'cotton',
    'soybean',
    'groundnut',
    'gram',
    'potato',
    'tomato',
    'chilli',
    'onion',
    'banana',
    'grapes',
    'pomegranate',
    'citrus',
    'mango',
  ],
  'MB-RHZ-L01': ['soybean', 'groundnut', 'gram', 'tur', 'moong', 'urad'],
  // Sweet sorghum is named, but grain jowar is not, so jowar is left out.
  'MB-ACB-L01': ['sugarcane'],
  'MB-ZSB-L01': [
    'paddy',
    'wheat',
    'maize',
    'jowar',
    'soybean',
    'groundnut',
    'gram',
    'tur',
    'potato',
    'tomato',
    'chilli',
    'onion',
    'banana',
    'grapes',
    'pomegranate',
    'citrus',
  ],
  'MB-NPK-L01': [
    'paddy',
    'wheat',
    'maize',
    'sugarcane',
    'cotton',
    'potato',
    'tomato',
    'chilli',
    'brinjal',
    'onion',
    'cabbage',
    'banana',
    'grapes',
    'pomegranate',
    'papaya',
  ],
  'MB-AZS-P01': ['paddy', 'wheat', 'maize', 'jowar', 'bajra', 'sugarcane'],
  'MB-NPK-G01': [
    'paddy',
    'wheat',
    'maize',
    'sugarcane',
    'cotton',
    'potato',
    'tomato',
    'chilli',
    'onion',
    'cabbage',
    'banana',
    'grapes',
    'pomegranate',
    'citrus',
    'mango',
  ],
  'MB-TRV-P01': [
    'sugarcane',
    'cotton',
    'soybean',
    'groundnut',
    'gram',
    'tur',
    'moong',
    'urad',
    'sunflower',
    'potato',
    'tomato',
    'chilli',
    'brinjal',
    'onion',
    'ginger',
    'turmeric',
    'banana',
    'pomegranate',
    'papaya',
    'citrus',
  ],
  'MB-TRV-G01': [
    'sugarcane',
    'cotton',
    'groundnut',
    'gram',
    'tur',
    'tomato',
    'chilli',
    'onion',
    'ginger',
    'turmeric',
    'banana',
    'grapes',
    'pomegranate',
    'papaya',
    'citrus',
  ],
  'MB-PSF-P01': [
    'paddy',
    'wheat',
    'maize',
    'gram',
    'tur',
    'moong',
    'potato',
    'tomato',
    'chilli',
    'brinjal',
    'cucurbits',
    'banana',
    'grapes',
    'pomegranate',
    'citrus',
  ],
  'MB-BEB-P01': [
    'paddy',
    'cotton',
    'soybean',
    'gram',
    'tur',
    'tomato',
    'chilli',
    'brinjal',
    'cabbage',
    'cauliflower',
    'banana',
    'grapes',
    'pomegranate',
    'mango',
    'coffee',
  ],
  'MB-MTA-P01': ['paddy', 'wheat', 'sugarcane', 'groundnut', 'potato', 'pomegranate', 'citrus', 'mango', 'coconut'],
  'MB-VTL-P01': [
    'cotton',
    'soybean',
    'tur',
    'tomato',
    'chilli',
    'brinjal',
    'okra',
    'cucurbits',
    'grapes',
    'pomegranate',
    'citrus',
    'mango',
    'guava',
    'coffee',
  ],
  'MB-BTK-L01': [
    'cotton',
    'soybean',
    'gram',
    'tur',
    'tomato',
    'chilli',
    'brinjal',
    'okra',
    'cabbage',
    'cauliflower',
    'grapes',
    'pomegranate',
  ],
  'MB-PCL-P01': [
    'cotton',
    'tomato',
    'chilli',
    'brinjal',
    'okra',
    'cucurbits',
    'ginger',
    'turmeric',
    'banana',
    'pomegranate',
    'papaya',
    'guava',
  ],
  // "Flowers and plantation crops": coconut, coffee and tea.
  'MB-SWE-L01': [
    'paddy',
    'wheat',
    'sugarcane',
    'cotton',
    'soybean',
    'tomato',
    'chilli',
    'brinjal',
    'onion',
    'cucurbits',
    'banana',
    'grapes',
    'pomegranate',
    'citrus',
    'mango',
    'coconut',
    'coffee',
    'tea',
  ],
  'MB-SWG-G01': [
    'paddy',
    'wheat',
    'maize',
    'sugarcane',
    'cotton',
    'potato',
    'tomato',
    'chilli',
    'onion',
    'banana',
    'grapes',
    'pomegranate',
    'citrus',
  ],
  // "Suits all crops and all soil types."
  'MB-HUM-P01': [
    'paddy',
    'wheat',
    'maize',
    'jowar',
    'bajra',
    'sugarcane',
    'cotton',
    'soybean',
    'groundnut',
    'gram',
    'tur',
    'moong',
    'urad',
    'mustard',
    'sunflower',
    'potato',
    'tomato',
    'chilli',
    'brinjal',
    'onion',
    'okra',
    'cabbage',
    'cauliflower',
    'cucurbits',
    'ginger',
    'turmeric',
    'banana',
    'grapes',
    'pomegranate',
    'papaya',
    'citrus',
    'mango',
    'guava',
    'coconut',
    'coffee',
    'tea',
  ],
  'MB-HUM-L01': ['sugarcane', 'cotton', 'potato', 'tomato', 'chilli', 'onion', 'cucurbits', 'banana', 'grapes', 'pomegranate', 'papaya'],
  // "Flowers, tea and other plantation crops": coconut, coffee and tea.
  'MB-AMN-L01': [
    'paddy',
    'wheat',
    'cotton',
    'soybean',
    'tomato',
    'chilli',
    'onion',
    'cucurbits',
    'banana',
    'grapes',
    'pomegranate',
    'citrus',
    'mango',
    'coconut',
    'coffee',
    'tea',
  ],
  'MB-ZNE-P01': [
    'paddy',
    'wheat',
    'maize',
    'cotton',
    'soybean',
    'groundnut',
    'potato',
    'tomato',
    'chilli',
    'onion',
    'banana',
    'grapes',
    'pomegranate',
    'citrus',
    'mango',
  ],
  'MB-FEE-P01': [
    'paddy',
    'sugarcane',
    'soybean',
    'groundnut',
    'tomato',
    'chilli',
    'cucurbits',
    'banana',
    'grapes',
    'pomegranate',
    'citrus',
    'guava',
  ],
  'MB-BOR-P01': [
    'cotton',
    'groundnut',
    'mustard',
    'sunflower',
    'tomato',
    'chilli',
    'onion',
    'cabbage',
    'cauliflower',
    'grapes',
    'pomegranate',
    'papaya',
    'citrus',
    'mango',
  ],
  'MB-ZNS-G01': ['paddy', 'wheat', 'maize', 'sugarcane', 'cotton', 'soybean', 'groundnut', 'mustard', 'potato', 'onion', 'citrus'],
  'MB-MIX-G01': [
    'paddy',
    'wheat',
    'maize',
    'sugarcane',
    'cotton',
    'soybean',
    'groundnut',
    'potato',
    'tomato',
    'chilli',
    'onion',
    'banana',
    'grapes',
    'pomegranate',
    'citrus',
  ],
  'MB-MIX-L01': [
    'paddy',
    'wheat',
    'cotton',
    'soybean',
    'groundnut',
    'tomato',
    'chilli',
    'onion',
    'cucurbits',
    'banana',
    'grapes',
    'pomegranate',
    'citrus',
    'mango',
  ],
};
