import { z } from 'zod';

// Pieces every API schema uses. Request bodies are strict: a field that is
// neither SPEC.md §7's nor one of our documented additions is a 400 naming it.

/** A text field that tolerates numbers, null and absence from older clients; trimmed. */
export const looseText = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v) => (v == null ? '' : String(v).trim()));

/** Like looseText, but kept exactly as sent (passwords). */
export const rawText = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v) => (v == null ? '' : String(v)));

/** A field the original client sends that the server ignores (prices, user ids, statuses come from the server). */
export const ignored = z.unknown().optional().describe('Sent by the original client and ignored.');

/** One query value; absent or empty means "no filter"; a repeated key is a 400. */
export const queryValue = (key: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .refine((v) => !Array.isArray(v), `${key} may be given only once.`)
    .transform((v) => (typeof v === 'string' ? v.trim() : ''));

export const idParams = z.object({ id: z.string() });

/** Every failure: a message a person can act on, and the field at fault when there is one. */
export const failure = z.object({ status: z.literal(false), message: z.string(), field: z.string().optional() }).meta({ id: 'Failure' });

/** The answers of a route: its success shapes plus the failures it can give (401 when a login is needed, and so on). */
export function answers<T extends Record<number, z.ZodType>>(ok: T, ...failures: number[]) {
  const all: Record<number, z.ZodType> = { ...ok };
  for (const code of [400, 500, 503, ...failures]) all[code] = failure;
  return all as T & Record<number, z.ZodType>;
}

/** A plain success with a message (`msg` too where the original client reads it). */
export const done = z.object({ status: z.literal(true), message: z.string() });

export const image = z.object({
  name: z.string(),
  url: z.string(),
  alt: z.string().optional().describe('What it shows, for screen readers'),
});
