import {
  addQuickOrder,
  linesFromCsv,
  linesFromGrid,
  packsToSuggest,
  problemText,
  QUICK_MSG,
  type LineProblem,
  type QuickLine,
} from '../../domain/cart/quick-order';
import { QUICK_ORDER_GRID_ROWS, QUICK_ORDER_LINES_MAX } from '../../domain/constants';
import { translatorFor } from '../../domain/i18n/dictionaries';
import { useT } from '../framework/i18n';
import { Island } from '../framework/island';
import { listsSchema } from '../framework/form';
import { definePage, redirect, type ActionFailure, type PageContext } from '../framework/page';
import { QuickOrderGrid, type QuickPack, type QuickRow } from '../islands/quick-order-grid';

// Quick order (decision 037): a dealer who knows the SKUs types them in a grid
// or uploads a CSV file of lines; all of it goes into the cart in one step, at
// the cart's prices and with its stock checks, or none of it with each wrong
// line named. Works without JavaScript; the grid's island suggests packs.

interface QuickOrderData {
  rows: QuickRow[];
  packs: QuickPack[];
}

const ROWS_MAX = 50;

/** The grid's rows: those typed (kept in the address by "Add more rows"), then empty ones up to the count asked for. */
function rowsOf(skus: string[], quantities: string[], count: number): QuickRow[] {
  const n = Math.min(ROWS_MAX, Math.max(count, skus.length, QUICK_ORDER_GRID_ROWS));
  return Array.from({ length: n }, (_, i) => ({ sku: skus[i] ?? '', quantity: quantities[i] ?? '' }));
}

/** Each problem in the page's language, keyed by where it shows: a grid row, a file's line, or the whole form. */
function errorsOf(problems: LineProblem[], t: ReturnType<typeof translatorFor>, where: 'row' | 'file'): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const p of problems) {
    const key = p.line === 0 ? 'form' : `${where}-${p.line}`;
    errors[key] = errors[key] ? `${errors[key]} ${problemText(p, t)}` : problemText(p, t);
  }
  return errors;
}

async function addLines(
  ctx: PageContext,
  lines: QuickLine[],
  earlier: LineProblem[],
  where: 'row' | 'file',
  values: Record<string, string>,
) {
  const t = translatorFor(ctx.lang);
  const result = await addQuickOrder(ctx.services.db, ctx.user!.id, lines, earlier);
  if (result.ok) return redirect('/cart', { type: 'success', text: t(QUICK_MSG.added, { count: result.added }) });
  const onlyForm = result.problems.every((p) => p.line === 0);
  return {
    kind: 'invalid',
    errors: errorsOf(result.problems, t, where),
    values,
    toast: { type: 'error', text: onlyForm ? problemText(result.problems[0], t) : t(QUICK_MSG.nothingAdded) },
  } satisfies ActionFailure;
}

export default definePage<QuickOrderData>({
  path: '/quick-order',
  access: 'customer',
  lists: listsSchema(['sku', 'quantity']),
  async load(ctx) {
    const count = Number(ctx.query.get('rows')) || QUICK_ORDER_GRID_ROWS;
    return {
      rows: rowsOf(ctx.query.getAll('sku'), ctx.query.getAll('quantity'), count),
      packs: await packsToSuggest(ctx.services.db, ctx.lang),
    };
  },
  head: (_d, ctx) => {
    const t = translatorFor(ctx.lang);
    return {
      title: `${t('Quick order')} | Mitti Biotech`,
      description: t('Order many packs at once by SKU, or upload a CSV file.'),
      noindex: true,
    };
  },
  async action(ctx, form) {
    const skus = ctx.lists.sku ?? [];
    const quantities = ctx.lists.quantity ?? [];
    if (form.intent === 'more') {
      const query = new URLSearchParams({ rows: String(Math.min(ROWS_MAX, skus.length + 5)) });
      skus.forEach((sku, i) => {
        query.append('sku', sku);
        query.append('quantity', quantities[i] ?? '');
      });
      return redirect(`/quick-order?${query}`);
    }
    if (form.intent === 'csv') {
      const file = ctx.files.file?.toString('utf8') ?? '';
      const { lines, problems } = linesFromCsv(file.trim() ? file : (form.csv ?? ''));
      return addLines(ctx, lines, problems, 'file', { csv: form.csv ?? '' });
    }
    const values = Object.fromEntries(
      skus.flatMap((sku, i) => [
        [`sku-${i}`, sku],
        [`quantity-${i}`, quantities[i] ?? ''],
      ]),
    );
    return addLines(ctx, linesFromGrid(skus, quantities), [], 'row', values);
  },
  Component: ({ data, action }) => <QuickOrder data={data} errors={action?.errors ?? {}} values={action?.values ?? {}} />,
});

function QuickOrder({ data, errors, values }: { data: QuickOrderData; errors: Record<string, string>; values: Record<string, string> }) {
  const t = useT();
  // A refused grid comes back as it was typed, each row with its reason.
  const typed = Object.keys(values).filter((k) => k.startsWith('sku-')).length;
  const rows = typed
    ? rowsOf(
        Array.from({ length: typed }, (_, i) => values[`sku-${i}`] ?? ''),
        Array.from({ length: typed }, (_, i) => values[`quantity-${i}`] ?? ''),
        typed,
      ).map((r, i) => ({ ...r, error: errors[`row-${i + 1}`] }))
    : data.rows;
  const fileProblems = Object.entries(errors).filter(([k]) => k.startsWith('file-') || k === 'form');
  return (
    <div className="container-page quick-order-page">
      <h1 className="page-title">{t('Quick order')}</h1>
      <p>{t('Know the SKUs? Add many packs to your cart at once, at your prices, and check out as usual.')}</p>
      {fileProblems.length > 0 && (
        <div className="card form-error mb-4 p-4" role="alert" data-testid="quick-problems">
          <p>{t(QUICK_MSG.nothingAdded)}</p>
          <ul>
            {fileProblems.map(([k, text]) => (
              <li key={k}>{text}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="quick-order-layout grid gap-4 md:grid-cols-2">
        <Island component={QuickOrderGrid} props={{ action: '/quick-order', rows, packs: data.packs }} />
        <form
          method="post"
          action="/quick-order"
          encType="multipart/form-data"
          className="card quick-order-csv p-4"
          aria-labelledby="quick-csv-title"
        >
          <h2 id="quick-csv-title" className="checkout-step-title">
            {t('Upload a CSV file')}
          </h2>
          <p className="field-hint">
            {t('One line per pack: its SKU and quantity with a comma between (a header line may come first), at most {max} lines.', {
              max: QUICK_ORDER_LINES_MAX,
            })}
          </p>
          <div className="field">
            <label htmlFor="quick-file">{t('CSV file')}</label>
            <input id="quick-file" name="file" type="file" accept=".csv,text/csv,text/plain" />
          </div>
          <div className="field">
            <label htmlFor="quick-csv">{t('Or paste the lines')}</label>
            <textarea id="quick-csv" name="csv" rows={6} defaultValue={values.csv ?? ''} placeholder="MB-VAM-G01-4KG,10" />
          </div>
          <button type="submit" name="intent" value="csv" className="btn btn-primary">
            {t('Add the file to cart')}
          </button>
        </form>
      </div>
      <p className="field-hint">
        <a href="/cart">{t('Go to cart')}</a>
      </p>
    </div>
  );
}
