import * as z from 'zod/mini';
import type { FieldError } from '../../domain/validation';

// A page form's schema: which fields it posts (as text, absent → "") and the
// rules of SPEC.md §5 in their order and words. The page's action receives the
// parsed values; the island runs the very same schema before posting.
// zod/mini keeps this small enough for the browser (decision 017).

type Rules<K extends string> = (values: Record<K, string>) => FieldError | FieldError[] | null;

export type FormSchema<K extends string = string> = z.ZodMiniType<Record<K, string>>;
export type FormValues<S> = S extends FormSchema<infer K> ? Record<K, string> : never;

/** A form of text fields, checked by `rules` (the domain's own check functions). */
export function formSchema<const K extends string>(fields: readonly K[], rules?: Rules<K>): FormSchema<K> {
  const shape = Object.fromEntries(fields.map((f) => [f, z._default(z.string(), '')])) as Record<K, z.ZodMiniDefault<z.ZodMiniString>>;
  const object = z.object(shape) as unknown as z.ZodMiniObject;
  if (!rules) return object as unknown as FormSchema<K>;
  return object.check(
    z.superRefine((values, ctx) => {
      for (const p of [rules(values as Record<K, string>) ?? []].flat()) {
        ctx.issues.push({ code: 'custom', message: p.message, path: [p.field], input: values });
      }
    }),
  ) as unknown as FormSchema<K>;
}

export type FormResult<K extends string> =
  { ok: true; values: Record<K, string> } | { ok: false; errors: Record<string, string>; first: FieldError };

/** Parses posted or typed values: the values, or the first message of each failing field. */
export function parseForm<K extends string>(schema: FormSchema<K>, input: Record<string, unknown>): FormResult<K> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, values: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  const [field, message] = Object.entries(errors)[0];
  return { ok: false, errors, first: { field, message } };
}

export type ListsSchema<L extends string = string> = z.ZodMiniType<Record<L, string[]>>;

/** The fields of a form that repeat, each read as the list of its values (none ticked: an empty list). */
export function listsSchema<const L extends string>(fields: readonly L[]): ListsSchema<L> {
  // Each: every value, in the order posted (a field posted once is a list of one).
  const postedMany = z.pipe(
    z.transform((v: unknown) =>
      [v ?? []]
        .flat()
        .filter((x) => typeof x === 'string' || typeof x === 'number')
        .map(String),
    ),
    z.array(z.string()),
  );
  return z.object(Object.fromEntries(fields.map((f) => [f, postedMany]))) as unknown as ListsSchema<L>;
}

/** Every value of each repeating field in a posted body; a body that is no form's reads as none posted. */
export function parseLists<L extends string>(schema: ListsSchema<L>, body: unknown): Record<L, string[]> {
  return schema.parse(body && typeof body === 'object' && !Array.isArray(body) ? body : {});
}
