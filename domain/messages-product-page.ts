import { fmt } from './i18n/translate';

// Texts of choosing a pack and a quantity on a product's page (ours: SPEC.md
// has neither per-pack stock nor line totals), part of MSG in messages.ts.
// Hindi and Marathi in locales/*/product-page.json.

export const PACK_MSG = {
  /** Shown for the chosen pack when little of it is left (fewer than LOW_PACK_STOCK). */
  packLowStock: (count: number | string, pack: string) => fmt('Only {count} of {pack} left', { count, pack }),
  /** A quantity above the chosen pack's stock, refused in the browser and on the server alike. */
  packStockLimit: (count: number | string, pack: string) =>
    fmt('Only {count} of {pack} left: please choose {count} or fewer.', { count, pack }),
  packOutOfStock: (pack: string) => fmt('{pack} is out of stock just now. Please choose another pack size.', { pack }),
  /** The line before adding it, priced as the cart prices it. */
  packLineTotal: (quantity: number | string, unit: string, total: string) =>
    fmt('{quantity} × {unit} = {total}', { quantity, unit, total }),
  packLineSaving: (quantity: number | string, unit: string, total: string, saving: string) =>
    fmt('{quantity} × {unit} = {total}, you save {saving}', { quantity, unit, total, saving }),
} as const;
