import Sanscript from '@indic-transliteration/sanscript';

// Words as they sound, so that one product is found however a farmer writes
// it: "माइकोराइज़ा" (Hindi), "मायकोरायझा" (Marathi), "mycorrhiza",
// "maikoraiza" and "mycoriza" all come to the key "makaraj". Devanagari is
// first written in Latin letters by Sanscript (IAST), then both scripts are
// folded the same loose way:
//   - nukta dropped (ज़ = ज, फ़ = फ), ऑ read as ओ, chandrabindu as anusvara (n);
//   - a Devanagari word's last inherent "a" is not said (सोयाबीन: soyabin);
//   - ph = f, z = j, v = w, c/k/q/ck = k, x = ks, an "h" after a consonant is
//     dropped (kh, gh, ch, th, dh, bh, sh, rh), doubled letters count once;
//   - every run of vowels (with y) is one vowel, whatever its length, and a
//     word's last vowel is dropped (silent e, schwa, long ā alike).

const DEVANAGARI = /[\u0900-\u097F]/;
const DEVANAGARI_CONSONANT = /[\u0915-\u0939]$/;
const VIRAMA = '\u094D';

/** True when the text has Devanagari letters. */
export const hasDevanagari = (text: string) => DEVANAGARI.test(text);

/** One Devanagari word in plain Latin letters, loosely: "माइकोराइज़ा" → "maikoraija", "सोयाबीन" → "soyabin". */
export function devanagariToLatin(word: string): string {
  let w = word
    .normalize('NFD')
    .replace(/\u093C/g, '') // nukta
    .replace(/\u0949/g, '\u094B') // ॉ → ो
    .replace(/\u0945/g, '\u0947') // ॅ → े
    .replace(/\u0911/g, '\u0913') // ऑ → ओ
    .replace(/\u090D/g, '\u090F') // ऍ → ए
    .replace(/\u0901/g, '\u0902'); // chandrabindu → anusvara
  // Schwa deletion at the end of a word: खाद is "khad", not "khada".
  if (DEVANAGARI_CONSONANT.test(w) && w.length > 1) w += VIRAMA;
  return Sanscript.t(w, 'devanagari', 'iast')
    .replace(/ṛ|ṝ/g, 'ri')
    .replace(/[ḷḹ]/g, 'li')
    .replace(/[ṃṁ]/g, 'n')
    .replace(/[śṣ]/g, 'sh')
    .replace(/c/g, 'ch')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]/g, '');
}

/** The phonetic key of one word (Latin or Devanagari), e.g. "mycorrhiza" → "makaraj". */
export function phoneticKey(word: string): string {
  const latin = hasDevanagari(word) ? devanagariToLatin(word) : word.toLowerCase();
  let k = latin
    .replace(/ph/g, 'f')
    .replace(/x/g, 'ks')
    .replace(/[cq]/g, 'k')
    .replace(/z/g, 'j')
    .replace(/w/g, 'v')
    .replace(/([^aeiouy0-9])h/g, '$1')
    .replace(/m(?=[bp])/g, 'n')
    .replace(/[aeiouy]+/g, 'a')
    .replace(/([a-z])\1+/g, '$1');
  if (k.length > 3 && k.endsWith('a')) k = k.slice(0, -1);
  return k;
}

// Words farmers search with that no product text contains: each line's
// spellings (either script) stand for the English words after it. The key of
// every spelling is looked up, so "jaivik khad", "जैविक खाद" and "jaiwik khaad"
// all mean a bio/organic fertilizer.
const FARMER_WORDS: [spellings: string[], means: string[]][] = [
  [
    ['jaivik', 'जैविक', 'jaiv', 'जैव'],
    ['bio', 'organic', 'biofertilizer', 'biopesticide'],
  ],
  [
    ['khad', 'खाद', 'khat', 'खत', 'khate', 'खते', 'urvarak', 'उर्वरक'],
    ['fertilizer', 'biofertilizer', 'manure'],
  ],
  [
    ['kitnashak', 'कीटनाशक', 'kitaknashak', 'कीटकनाशक', 'कीटकनाशके'],
    ['pesticide', 'biopesticide', 'insecticide', 'pests'],
  ],
  [
    ['fafundnashak', 'फफूंदनाशक', 'burshinashak', 'बुरशीनाशक'],
    ['fungicide', 'fungal', 'disease'],
  ],
  [
    ['sukshma', 'सूक्ष्म', 'पोषक', 'poshak', 'पोषण'],
    ['micronutrient', 'micronutrients', 'nutrient'],
  ],
  [['jasta', 'जस्ता', 'jast', 'जस्त'], ['zinc']],
  [['samudri', 'समुद्री', 'shaival', 'शैवाल'], ['seaweed']],
  [
    ['dhan', 'धान', 'bhat', 'भात', 'chaval', 'चावल'],
    ['paddy', 'rice'],
  ],
  [['gehun', 'गेहूं', 'गेहूँ', 'gahu', 'गहू'], ['wheat']],
];

const synonyms = new Map<string, string[]>();
for (const [spellings, means] of FARMER_WORDS) {
  for (const s of spellings) synonyms.set(phoneticKey(s), means);
}

/** The English words a farmer's word stands for (by its key), or none. */
export const farmerWordMeans = (key: string): readonly string[] => synonyms.get(key) ?? [];
