import * as z from 'zod/mini';

// A count someone sends (a quantity, a page number) is written in decimal
// digits and nothing else. JavaScript's Number() reads far more: '0x10' is 16,
// '1e1' is 10, ' 5', '5.0' and '+5' are 5. Every quantity, page and count read
// from a form, a query or a JSON body goes through this one schema instead.

/** Decimal digits only: no sign, spaces, point, exponent or hexadecimal (at most 9, so the number is exact). */
const DIGITS = /^[0-9]{1,9}$/;

/**
 * A positive whole number: a JSON number that is one, or text of decimal digits
 * only. Parses to the number; anything else fails (zod/mini: fit for islands too).
 */
export const positiveDecimalInteger = z.pipe(
  z.union([z.int().check(z.positive()), z.string().check(z.regex(DIGITS))]),
  z.pipe(
    z.transform((v: number | string) => Number(v)),
    z.int().check(z.positive()),
  ),
);

/** The positive whole number written in `value`, or null when it is anything else. */
export function readPositiveInteger(value: unknown): number | null {
  const r = positiveDecimalInteger.safeParse(value);
  return r.success ? r.data : null;
}
