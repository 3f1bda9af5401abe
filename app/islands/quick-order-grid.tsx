import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../domain/constants';
import { pageLanguage } from '../client/page-language';
import { useT } from '../framework/i18n';

/** A pack the grid can suggest: its SKU, the product's title (in the page's language) and the pack's size. */
export interface QuickPack {
  sku: string;
  productId: string;
  title: string;
  pack: string;
}

export interface QuickRow {
  sku: string;
  quantity: string;
  /** Why this row was refused, already in the page's language. */
  error?: string;
}

export interface QuickOrderGridProps {
  action: string;
  rows: QuickRow[];
  packs: QuickPack[];
}

const SUGGESTIONS_MAX = 8;
const ROWS_ADDED = 5;

const fold = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');

/** The packs whose SKU or product title holds what was typed, SKUs starting with it first. */
function localMatches(packs: QuickPack[], typed: string): QuickPack[] {
  const q = fold(typed.trim());
  if (!q) return [];
  const starts = packs.filter((p) => fold(p.sku).startsWith(q));
  const holds = packs.filter((p) => !starts.includes(p) && (fold(p.sku).includes(q) || fold(p.title).includes(q)));
  return [...starts, ...holds].slice(0, SUGGESTIONS_MAX);
}

/**
 * The quick order's grid: rows of SKU and quantity posted to the page as a
 * plain form (without JavaScript "Add more rows" posts too and the page comes
 * back longer). With JavaScript, typing in a SKU box suggests packs by SKU or
 * product name — the catalogue's own search for names it spells differently
 * — and more rows are added here.
 */
export function QuickOrderGrid({ action, rows: initial, packs }: QuickOrderGridProps) {
  const t = useT();
  const [rows, setRows] = useState(initial);
  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState<{ row: number; hits: QuickPack[] } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => setEnhanced(true), []);

  const setSku = (i: number, sku: string) => setRows((r) => r.map((row, n) => (n === i ? { ...row, sku, error: undefined } : row)));

  const suggest = (i: number, typed: string) => {
    const local = localMatches(packs, typed);
    setOpen(local.length ? { row: i, hits: local } : null);
    clearTimeout(timer.current);
    if (typed.trim().length < 3 || local.length >= SUGGESTIONS_MAX) return;
    // Names typed another way (Hindi, a misspelling): the catalogue's search finds the products, the grid their packs.
    timer.current = setTimeout(() => {
      fetch(`/api/search/products?search=${encodeURIComponent(typed)}&lang=${pageLanguage().lang}`)
        .then((r) => (r.ok ? (r.json() as Promise<{ _id: string }[]>) : []))
        .then((found) => {
          const ids = new Set(found.map((f) => f._id));
          const more = packs.filter((p) => ids.has(p.productId) && !local.includes(p));
          const hits = [...local, ...more].slice(0, SUGGESTIONS_MAX);
          setOpen(hits.length ? { row: i, hits } : null);
        })
        .catch(() => {});
    }, SEARCH_DEBOUNCE_MS);
  };

  return (
    <form method="post" action={action} className="card quick-order-grid p-4" aria-labelledby="quick-grid-title">
      <h2 id="quick-grid-title" className="checkout-step-title">
        {t('Type SKUs and quantities')}
      </h2>
      <table className="quick-order-table w-full">
        <thead>
          <tr>
            <th scope="col" className="text-left">
              #
            </th>
            <th scope="col" className="text-left">
              {t('SKU or product')}
            </th>
            <th scope="col" className="pl-2 text-left">
              {t('Quantity')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i} data-testid="quick-row">
              <td className="align-top pt-3 pr-2">{i + 1}</td>
              <td className="quick-order-sku relative pb-2 align-top">
                <input
                  className="input w-full"
                  name="sku"
                  aria-label={t('SKU of line {line}', { line: i + 1 })}
                  value={row.sku}
                  autoComplete="off"
                  maxLength={64}
                  aria-invalid={row.error ? true : undefined}
                  aria-describedby={row.error ? `quick-error-${i}` : undefined}
                  onInput={(e) => {
                    const v = (e.target as HTMLInputElement).value;
                    setSku(i, v);
                    if (enhanced) suggest(i, v);
                  }}
                  onBlur={() => setTimeout(() => setOpen((o) => (o?.row === i ? null : o)), 150)}
                />
                {open?.row === i && (
                  <ul
                    className="quick-order-suggestions absolute left-0 right-0 z-10 mt-1 rounded-lg bg-white p-1 shadow-lg"
                    aria-label={t('Packs that match')}
                  >
                    {open.hits.map((p) => (
                      <li key={p.sku}>
                        <button
                          type="button"
                          className="search-option block w-full text-left"
                          onMouseDown={(e) => e.preventDefault()}
                          onClick={() => {
                            setSku(i, p.sku);
                            setOpen(null);
                          }}
                        >
                          <strong>{p.sku}</strong> {p.title} ({p.pack})
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
                {row.error && (
                  <p id={`quick-error-${i}`} className="form-error">
                    {row.error}
                  </p>
                )}
              </td>
              <td className="pb-2 pl-2 align-top">
                <input
                  className="input w-24"
                  name="quantity"
                  aria-label={t('Quantity of line {line}', { line: i + 1 })}
                  inputMode="numeric"
                  value={row.quantity}
                  maxLength={4}
                  onInput={(e) => {
                    const quantity = (e.target as HTMLInputElement).value;
                    setRows((r) => r.map((x, n) => (n === i ? { ...x, quantity } : x)));
                  }}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="quick-order-actions mt-4 flex flex-wrap gap-2">
        <button
          type="submit"
          name="intent"
          value="more"
          className="btn btn-outline"
          onClick={(e) => {
            if (!enhanced) return;
            e.preventDefault();
            setRows((r) => [...r, ...Array.from({ length: ROWS_ADDED }, () => ({ sku: '', quantity: '' }))]);
          }}
        >
          {t('Add more rows')}
        </button>
        <button type="submit" name="intent" value="add" className="btn btn-primary">
          {t('Add all to cart')}
        </button>
      </div>
    </form>
  );
}
