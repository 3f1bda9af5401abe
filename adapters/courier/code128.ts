// Code 128 barcodes, as couriers print AWB numbers: code set C (two digits a
// symbol) for an even number of digits, code set B (printable ASCII) otherwise.
// The answer is the widths in modules of bar, space, bar, … from the start
// symbol through the stop pattern; the caller draws them with its quiet zones.

// prettier-ignore
const PATTERNS = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
];
const START_B = 104;
const START_C = 105;
const STOP = 106;

/** The symbol values of the text: start, data, check symbol, stop. */
export function code128Values(text: string): number[] {
  const digits = /^\d+$/.test(text) && text.length % 2 === 0;
  const data = digits
    ? Array.from({ length: text.length / 2 }, (_, i) => Number(text.slice(2 * i, 2 * i + 2)))
    : Array.from(text, (c) => {
        const code = c.charCodeAt(0);
        if (code < 32 || code > 127) throw new Error(`Code 128 B cannot encode ${JSON.stringify(c)}`);
        return code - 32;
      });
  const start = digits ? START_C : START_B;
  const check = data.reduce((sum, v, i) => sum + v * (i + 1), start) % 103;
  return [start, ...data, check, STOP];
}

/** Module widths, bar first, for the whole symbol sequence. */
export function code128Widths(text: string): number[] {
  return code128Values(text).flatMap((v) => Array.from(PATTERNS[v], Number));
}
