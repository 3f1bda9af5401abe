import type { Kysely, Transaction } from 'kysely';
import type { Db } from '../../db/client';
import type { Database } from '../../db/schema';
import { readPositiveInteger } from '../decimal-integer';
import { packOnSale } from '../catalog/variants';
import { withTitlesIn } from '../catalog/localize';
import type { Lang } from '../i18n/languages';
import { CART_QUANTITY_MAX, QUICK_ORDER_LINES_MAX } from '../constants';
import { DomainError } from '../errors';
import { fmt, tk } from '../i18n/translate';
import { addLinesToCart, getCart, type Cart } from './cart';

// Quick order (decision 037): lines typed as SKU and quantity, or uploaded as
// a CSV file, go into the cart in one step through the cart's own
// addLinesToCart — the same prices and the same stock checks. Before that,
// every line is checked on its own so a person sees each wrong line with its
// number and reason; one wrong line and nothing is added.

type Executor = Kysely<Database> | Transaction<Database>;

/** One line as typed or read from the file: its number as the person counts them. */
export interface QuickLine {
  line: number;
  sku: string;
  quantity: string;
}

/** A line that cannot be added: the text to translate and its values (the line number among them). */
export interface LineProblem {
  line: number;
  text: string;
  values: Record<string, string | number>;
}

/** A pack a quick order found for a line. */
export interface FoundPack {
  line: number;
  sku: string;
  productId: string;
  variantId: string;
  title: string;
  pack: string;
  quantity: number;
}

export const QUICK_MSG = {
  noLines: tk('Type at least one SKU and its quantity, or upload a CSV file of lines.'),
  tooManyLines: tk('A file may have at most {max} lines; this one has {count}.'),
  badCsvLine: tk('Line {line}: write it as SKU,quantity (for example VAM-1KG,4).'),
  unknownSku: tk('Line {line}: SKU {sku} is not known.'),
  noQuantity: tk('Line {line}: the quantity of {sku} must be a whole number from 1 to {max}.'),
  outOfStock: tk('Line {line}: {product} ({pack}) is out of stock.'),
  onlyLeft: tk('Line {line}: only {stock} left of {product} ({pack}); you asked for {wanted}.'),
  nothingAdded: tk('Nothing was added to your cart: correct the lines below and try again.'),
  added: tk('{count, plural, one {# line was added to your cart.} other {# lines were added to your cart.}}'),
  notCsv: tk('The file must be a CSV text file of lines: SKU,quantity.'),
} as const;

const problem = (line: number, text: string, values: Record<string, string | number> = {}): LineProblem => ({
  line,
  text,
  values: { line, ...values },
});

/** A CSV cell without its quotes and spaces. */
const cell = (raw: string | undefined) =>
  (raw ?? '')
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .trim();

/**
 * The lines of an uploaded CSV (`sku,quantity`; a header line optional; `;`
 * or a tab also separate), numbered as a spreadsheet numbers them. Blank
 * lines are skipped; a line without two cells is a problem of its own.
 */
export function linesFromCsv(text: string): { lines: QuickLine[]; problems: LineProblem[] } {
  if (text.includes('\u0000')) return { lines: [], problems: [problem(0, QUICK_MSG.notCsv)] };
  const rows = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const lines: QuickLine[] = [];
  const problems: LineProblem[] = [];
  rows.forEach((row, i) => {
    if (!row.trim()) return;
    const cells = row.split(/[,;\t]/).map(cell);
    // A header names its columns instead of giving a quantity.
    if (i === 0 && /^sku$/i.test(cells[0]) && /^(qty|quantity)$/i.test(cells[1] ?? '')) return;
    if (cells.length < 2 || !cells[0]) problems.push(problem(i + 1, QUICK_MSG.badCsvLine));
    else lines.push({ line: i + 1, sku: cells[0], quantity: cells[1] });
  });
  if (lines.length + problems.length > QUICK_ORDER_LINES_MAX)
    return {
      lines: [],
      problems: [problem(0, QUICK_MSG.tooManyLines, { max: QUICK_ORDER_LINES_MAX, count: lines.length + problems.length })],
    };
  return { lines, problems };
}

/** The rows of the grid that say something (an empty row is no line), numbered from 1 as shown. */
export function linesFromGrid(skus: readonly string[], quantities: readonly string[]): QuickLine[] {
  return skus
    .map((sku, i) => ({ line: i + 1, sku: sku.trim(), quantity: (quantities[i] ?? '').trim() }))
    .filter((l) => l.sku || l.quantity);
}

/** The packs on sale a quick order can suggest: SKU, product and pack size, titles in the reader's language. */
export async function packsToSuggest(db: Db, lang: Lang) {
  const rows = await db
    .selectFrom('product_variants')
    .innerJoin('products', 'products.id', 'product_variants.product_id')
    .select(['product_variants.sku', 'products.id as productId', 'products.title', 'product_variants.pack'])
    .where('products.archived_at', 'is', null)
    .where('product_variants.archived_at', 'is', null)
    .orderBy('products.title')
    .orderBy('product_variants.position')
    .execute();
  const titled = await withTitlesIn(db, lang, rows);
  return titled.map((r) => ({ sku: r.sku, productId: r.productId, title: r.title, pack: r.pack }));
}

/** The pack on sale with this SKU (any case), or null. */
export async function packBySku(db: Executor, sku: string) {
  if (!sku || sku.length > 64) return null;
  const row = await db
    .selectFrom('product_variants')
    .select(['id', 'product_id', 'sku'])
    .where((eb) => eb(eb.fn('upper', ['sku']), '=', sku.toUpperCase()))
    .executeTakeFirst();
  if (!row) return null;
  const pack = await packOnSale(db, row.product_id, row.id);
  return pack ? { ...pack, sku: row.sku } : null;
}

/**
 * Checks every line against the catalogue and the stock, counting what this
 * customer's cart holds already and the other lines of the same pack: the
 * packs found, and each line's problem in the order of the lines.
 */
export async function checkQuickLines(
  db: Executor,
  lines: readonly QuickLine[],
  inCart: ReadonlyMap<string, number> = new Map(),
): Promise<{ found: FoundPack[]; problems: LineProblem[] }> {
  const found: FoundPack[] = [];
  const problems: LineProblem[] = [];
  const wanted = new Map(inCart);
  for (const l of lines) {
    const pack = await packBySku(db, l.sku);
    if (!pack) {
      problems.push(problem(l.line, QUICK_MSG.unknownSku, { sku: l.sku || '—' }));
      continue;
    }
    const quantity = readPositiveInteger(l.quantity);
    if (quantity === null || quantity > CART_QUANTITY_MAX) {
      problems.push(problem(l.line, QUICK_MSG.noQuantity, { sku: pack.sku, max: CART_QUANTITY_MAX }));
      continue;
    }
    const total = (wanted.get(pack.id) ?? 0) + quantity;
    wanted.set(pack.id, total);
    const names = { product: pack.title, pack: pack.pack };
    if (pack.stock <= 0) problems.push(problem(l.line, QUICK_MSG.outOfStock, names));
    else if (total > pack.stock) problems.push(problem(l.line, QUICK_MSG.onlyLeft, { ...names, stock: pack.stock, wanted: total }));
    else
      found.push({
        line: l.line,
        sku: pack.sku,
        productId: pack.productId,
        variantId: pack.id,
        title: pack.title,
        pack: pack.pack,
        quantity,
      });
  }
  return { found, problems };
}

export type QuickOrderResult = { ok: true; cart: Cart; added: number } | { ok: false; problems: LineProblem[] };

/**
 * Adds the lines to the customer's cart, all or none: refused line by line
 * when any is wrong; what the cart itself refuses (another order took the
 * last packs meanwhile) comes back as a problem of the whole upload.
 */
export async function addQuickOrder(
  db: Db,
  userId: string,
  lines: readonly QuickLine[],
  earlier: LineProblem[] = [],
): Promise<QuickOrderResult> {
  if (!lines.length && !earlier.length) return { ok: false, problems: [problem(0, QUICK_MSG.noLines)] };
  const cart = await getCart(db, userId);
  const inCart = new Map(cart.items.map((i) => [i.variantId, i.quantity]));
  const { found, problems } = await checkQuickLines(db, lines, inCart);
  const all = [...earlier, ...problems].sort((a, b) => a.line - b.line);
  if (all.length) return { ok: false, problems: all };
  try {
    const after = await addLinesToCart(
      db,
      userId,
      found.map((f) => ({ productId: f.productId, variantId: f.variantId, quantity: f.quantity })),
    );
    return { ok: true, cart: after, added: found.length };
  } catch (e) {
    if (!(e instanceof DomainError)) throw e;
    return { ok: false, problems: [problem(0, e.message)] };
  }
}

/** A problem as a person reads it, in their language. */
export const problemText = (p: LineProblem, t: (text: string, values?: Record<string, string | number>) => string) => t(p.text, p.values);

/** The English of a problem (logs, tests). */
export const problemInEnglish = (p: LineProblem) => fmt(p.text, p.values);
