// How a query word meets an index word for product search (./search.ts):
// the same word, its beginning, a small misspelling, or the same sound.

/** How many misspelt letters a query word of this length may have. */
export const allowedTypos = (length: number) => (length >= 7 ? 2 : length >= 5 ? 1 : 0);

/** Optimal string alignment distance (a swap of two letters counts once), stopping early beyond `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2] + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    prev2 = prev;
    prev = cur;
  }
  return prev[b.length];
}

/** A word as it sounds, for spellings that differ by a letter people swap by ear: zink → zinc, sulpher → sulfer. */
const byEar = (w: string) => w.replace(/ph/g, 'f').replace(/k/g, 'c');

/** 3 = the same word, 2 = the word begins with it, 1 = a small misspelling of it, 0 = no match. */
export function matchQuality(token: string, word: string, typing: boolean): number {
  if (word === token) return 3;
  if (word.startsWith(token) && (token.length >= 2 || typing)) return 2;
  if (token.length >= 3 && byEar(token) === byEar(word)) return 1;
  const k = allowedTypos(token.length);
  if (!k) return 0;
  if (editDistance(token, word, k) <= k) return 1;
  // A misspelt word still being typed: compare with the word's beginning.
  if (typing && word.length > token.length && editDistance(token, word.slice(0, token.length), k) <= k) return 1;
  return 0;
}

/** The first index in sorted `list` whose value is not below `value`. */
export function lowerBound(list: string[], value: string): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
