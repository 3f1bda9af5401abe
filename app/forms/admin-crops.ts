import { formSchema, listsSchema } from '../framework/form';

// The back office's crop, problem and dose editors. Ticked checkboxes and the
// rows of an ordered list post one field many times: those are declared as the
// page's `lists`, and its action reads every value in `ctx.lists`.

/** A crop's fields, and a stage's (with `stage` naming it, `problems` ticked). */
export const cropForm = formSchema([
  'intent',
  'slug',
  'name',
  'group',
  'about',
  'seedKgPerAcre',
  'seedFirst',
  'stage',
  'timing',
  'position',
  'problems',
]);

/** A problem's fields, and its products: `product` and `position` a row (or the one to remove), `add` a new one. */
export const problemForm = formSchema(['intent', 'slug', 'name', 'kind', 'about', 'signs', 'product', 'position', 'add']);

/** A dose (`dose` naming it when it exists), and the crops a product suits. */
export const doseForm = formSchema(['intent', 'dose', 'method', 'crop', 'amount', 'timing', 'crops']);

/** The repeating fields: a stage's ticked problems, a problem's product rows, a product's ticked crops. */
export const cropLists = listsSchema(['problems']);
export const problemLists = listsSchema(['product', 'position']);
export const doseLists = listsSchema(['crops']);

/**
 * A list reordered by the position numbers typed next to each row (1 first);
 * rows with the same or no number keep their order; `add` puts a new one last.
 */
export function reordered(ids: readonly string[], positions: readonly string[], add = ''): string[] {
  const rows = ids.map((id, i) => {
    const n = Number(positions[i]?.trim() || NaN);
    return { id, at: Number.isFinite(n) ? n : i + 1, i };
  });
  rows.sort((a, b) => a.at - b.at || a.i - b.i);
  const out = rows.map((r) => r.id).filter(Boolean);
  return add && !out.includes(add) ? [...out, add] : out;
}
