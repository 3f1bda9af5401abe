import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CartLine } from '../../domain/cart/cart';
import type { Product } from '../../domain/catalog/products';
import { translatorFor } from '../../domain/i18n/dictionaries';
import type { Lang } from '../../domain/i18n/languages';
import { LABEL, MSG } from '../../domain/messages';
import { CartLineItem } from '../../app/components/cart-line';
import { CartSummary } from '../../app/components/cart-summary';
import { Checkout } from '../../app/components/checkout-page';
import type { CheckoutData } from '../../app/components/checkout-parts';
import { PackForm } from '../../app/components/pack-form';
import { PinCheck } from '../../app/components/pin-check';
import { I18nProvider } from '../../app/framework/i18n';
import { ApplyDialog } from '../../app/islands/apply-dialog';
import { FilterForm } from '../../app/islands/filter-form';
import { SearchCombobox } from '../../app/islands/search-combobox';

// The shop's pages in Hindi and Marathi: every text the customer-facing pages,
// components, islands and browser code pass to t() or tk() has a translation in
// both languages (locales/<lang>/*.json, any file), with the same {placeholders}.

const ROOT = join(import.meta.dirname, '..', '..');
const LOCALES = join(ROOT, 'locales');
const LANGS = ['hi', 'mr'] as const;

/** The files whose texts a shopper sees or hears (the back office is English). */
function shopFiles(): string[] {
  const inDir = (dir: string, ext: RegExp, skip?: RegExp) =>
    readdirSync(join(ROOT, dir))
      .filter((f) => ext.test(f) && !skip?.test(f))
      .map((f) => join(ROOT, dir, f));
  return [
    ...inDir('app/routes', /\.tsx$/, /^admin\./),
    ...inDir('app/components', /\.tsx$/),
    ...inDir('app/islands', /\.tsx$/),
    ...inDir('app/ui', /\.tsx$/),
    ...inDir('app/client', /\.ts$/),
    ...inDir('app/actions', /\.ts$/),
  ];
}

/** t('…'), t("…"), t(`…`) and tk('…') with a literal first argument. */
const LITERAL = /\b(?:t|tk)\(\s*(?:'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\$]|\\.)*)`)\s*[,)]/g;
const unescape = (s: string) => s.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));

function literals(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of shopFiles()) {
    for (const m of readFileSync(file, 'utf8').matchAll(LITERAL)) {
      const text = unescape(m[1] ?? m[2] ?? m[3]);
      found.set(text, [...(found.get(text) ?? []), relative(ROOT, file)]);
    }
  }
  return found;
}

/** Every file of a language, merged, and which file each key came from. */
function dictionary(lang: string): Map<string, { text: string; file: string }> {
  const out = new Map<string, { text: string; file: string }>();
  for (const file of readdirSync(join(LOCALES, lang)).filter((f) => f.endsWith('.json'))) {
    const entries = JSON.parse(readFileSync(join(LOCALES, lang, file), 'utf8')) as Record<string, unknown>;
    for (const [key, text] of Object.entries(entries))
      if (typeof text === 'string' && text) out.set(key, { text, file: `${lang}/${file}` });
  }
  return out;
}

const placeholders = (s: string) => [...new Set([...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort().join(',');

describe('texts of the shop pages', () => {
  const found = literals();

  it('finds the texts it checks', () => {
    expect(found.size).toBeGreaterThan(300);
    expect(found.has('Price Details')).toBe(true);
    expect(found.has('{count, plural, one {# pack} other {# packs}}')).toBe(true);
  });

  for (const lang of LANGS) {
    it(`has a ${lang} translation for every t() and tk() text`, () => {
      const dict = dictionary(lang);
      const missing = [...found].filter(([text]) => !dict.has(text)).map(([text, files]) => `${JSON.stringify(text)} (${files[0]})`);
      expect(missing, `no ${lang} translation in locales/${lang}/*.json`).toEqual([]);
    });

    it(`keeps the {placeholders} of every ${lang} text`, () => {
      const dict = dictionary(lang);
      const ours = ['pages.json', 'islands.json'].flatMap((f) =>
        Object.keys(JSON.parse(readFileSync(join(LOCALES, lang, f), 'utf8')) as object),
      );
      const wrong = [...new Set([...found.keys(), ...ours])]
        .filter((key) => dict.has(key) && placeholders(key) !== placeholders(dict.get(key)!.text))
        .map((key) => `${JSON.stringify(key)} → ${JSON.stringify(dict.get(key)!.text)} (${dict.get(key)!.file})`);
      expect(wrong).toEqual([]);
    });

    it(`keeps each ${lang} key of the pages in one file`, () => {
      const pages = JSON.parse(readFileSync(join(LOCALES, lang, 'pages.json'), 'utf8')) as object;
      const islands = JSON.parse(readFileSync(join(LOCALES, lang, 'islands.json'), 'utf8')) as object;
      expect(Object.keys(pages).filter((k) => k in islands)).toEqual([]);
    });
  }
});

// Rendered in Hindi, a page's buttons read in Hindi: a button still in English
// is a text that skipped t() or lacks its translation.

function render(lang: Lang, element: ReactElement): string {
  return renderToString(createElement(I18nProvider, { value: { lang, t: translatorFor(lang) } }, element));
}

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
const textOf = (html: string) =>
  decode(html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

/** The visible labels of buttons, button-like links and summaries, and the accessible names given by aria-label. */
function labels(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<(button|summary|a)\b([^>]*)>([\s\S]*?)<\/\1>/g)) {
    if (m[1] === 'a' && !/class="[^"]*\bbtn\b/.test(m[2])) continue;
    out.push(textOf(m[3]));
  }
  for (const m of html.matchAll(/\baria-label="([^"]*)"/g)) out.push(decode(m[1]));
  for (const m of html.matchAll(/\bplaceholder="([^"]*)"/g)) out.push(decode(m[1]));
  return out.filter((l) => /[A-Za-z]{3,}/.test(l));
}

/** The texts of MSG and LABEL (their translations are the messages' own file). */
const MESSAGE_TEXTS = new Set<string>(
  [...Object.values(MSG), ...Object.values(LABEL)].flatMap((v) => (typeof v === 'string' ? [v] : Array.isArray(v) ? v : [])),
);

/** A label left in English: either it skipped t() (its translation exists) or nobody wrapped it. */
function english(lang: Lang, html: string): string[] {
  const dict = dictionary(lang);
  const product = ['Azotobacter Liquid', 'PSB Powder'];
  return labels(html).filter((l) => {
    const latin = l.replace(/[^\x20-\x7e]/g, '').trim();
    if (!/[A-Za-z]{3,}/.test(latin) || /[\u0900-\u097F]/.test(l)) return false;
    if (product.some((p) => l.includes(p))) return false; // a product's own name
    return dict.has(l) || !MESSAGE_TEXTS.has(l);
  });
}

const address = {
  id: 'a1',
  name: 'Ramesh Patil',
  mobile: '9876543210',
  pincode: '411045',
  locality: 'Baner',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  address: 'Plot 12, Shivaji Nagar',
  landmark: '',
  alternatePhone: '',
  addressType: 'home' as const,
  gstin: '',
  businessName: '',
  createdAt: '2026-11-01T10:00:00Z',
};

const checkout: CheckoutData = {
  user: { username: 'Ramesh', mobileNo: '', email: 'ramesh@example.com' },
  cartId: 'c1',
  lines: [
    {
      itemId: 'i1',
      productId: 'p1',
      variantId: 'v1',
      pack: '1 litre',
      title: 'Azotobacter Liquid',
      image: '',
      pricePaise: 45_000,
      quantity: 2,
      stock: 10,
    },
  ],
  quote: {
    unavailable: [],
    packs: 2,
    itemsPaise: 90_000,
    discountPaise: 0,
    promotions: [],
    coupons: [],
    shippingPaise: 0,
    totalPaise: 90_000,
    freeDeliveryMorePaise: null,
    delivery: null,
    cod: true,
    codReason: null,
  },
  addresses: [address],
  selectedAddress: 'a1',
  paymentMethod: 'UPI',
  product: null,
  variant: null,
  qty: 1,
  self: '/checkout',
  idempotencyKey: 'key',
  confirm: null,
};

const product = {
  id: 'p2',
  title: 'PSB Powder',
  variants: [
    { id: 'v1', pack: '1 kg', pricePaise: 30_000, mrpPaise: 36_000, stock: 5, perBase: { paise: 30_000, per: 'kg' } },
    { id: 'v2', pack: '5 kg', pricePaise: 140_000, mrpPaise: 140_000, stock: 0, perBase: { paise: 28_000, per: 'kg' } },
  ],
  tiers: [{ minQuantity: 10, percentOff: 5 }],
} as unknown as Product;

const pages: [string, ReactElement][] = [
  ['checkout', createElement(Checkout, { data: checkout })],
  [
    'cart',
    createElement(
      'div',
      null,
      createElement(
        'ul',
        null,
        createElement(CartLineItem, {
          cartId: 'c1',
          line: {
            id: 'i1',
            productId: 'p1',
            title: 'Azotobacter Liquid',
            variantId: 'v1',
            pack: '1 litre',
            quantity: 3,
            pricePaise: 42_750,
            listPaise: 45_000,
            percentOff: 5,
            stock: 2,
            image: '',
          } as CartLine,
        }),
      ),
      createElement(CartSummary, { totalPaise: 128_250, shippingPaise: 0, count: 1 }),
      createElement(PinCheck, { action: '/cart', delivery: { pin: '411045', result: null, error: null } }),
    ),
  ],
  ['product', createElement(PackForm, { product, next: '/product_page/p2', buyNow: true })],
  [
    'islands',
    createElement(
      'div',
      null,
      createElement(FilterForm, {
        action: '/b2b',
        categoryParam: 'category',
        categories: [],
        category: '',
        types: [],
        type: '',
        sorts: [],
        sort: '',
      }),
      createElement(SearchCombobox, { id: 'q', initial: '' }),
      createElement(ApplyDialog, {
        jobId: 'j1',
        position: 'Field agronomist',
        hrEmail: 'hr@example.com',
        open: false,
        values: {},
        errors: {},
      }),
    ),
  ],
];

describe('pages rendered in Hindi and Marathi', () => {
  it('reads in Hindi: headings, steps and buttons', () => {
    const html = render('hi', pages[0][1]);
    expect(html).toContain('चेकआउट');
    expect(html).toContain('डिलीवरी का पता चुनें');
    expect(html).toContain('भुगतान के विकल्प');
    expect(textOf(html)).toContain('2 पैक');
  });

  for (const lang of ['hi', 'mr'] as const) {
    for (const [name, element] of pages) {
      it(`leaves no button, link button or accessible name of the ${name} in English (${lang})`, () => {
        const html = render(lang, element);
        expect(html).toMatch(/[\u0900-\u097F]{3}/);
        expect(english(lang, html)).toEqual([]);
      });
    }
  }

  it('stays English without a language, as the tests of the pages expect', () => {
    const html = renderToString(pages[0][1]);
    expect(html).toContain('Select delivery address');
    expect(html).not.toMatch(/[\u0900-\u097F]/);
  });
});
