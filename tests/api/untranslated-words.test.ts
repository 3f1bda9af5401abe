import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages } from '../../app/routes/index';
import type { PageDef } from '../../app/framework/page';
import { transition } from '../../domain/orders/lifecycle';
import { canHappen } from '../../domain/orders/transitions';
import { placeOrder } from '../../domain/orders/orders';
import { isOrderRef } from '../../domain/order-ref';
import { databases, postForm, startTestApp, type TestApp } from '../setup/test-app';
import { putInCart, quickCustomer } from './orders-helpers';

// A Hindi or Marathi reader sees only Hindi or Marathi: every public page and
// every customer page of the route table (so a page added tomorrow is crawled
// too), logged out and logged in as a customer with an address, a cart and
// orders, in /hi/ and /mr/. The visible text (outside script, style, lang="en",
// translate="no") must hold no English word but the allowed ones below.

/**
 * Words a Hindi or Marathi page may show in Latin letters: the brand, units and
 * abbreviations printed so on Indian packs, bills and phones, and the names of
 * the languages in the switcher's own script.
 */
const ALLOWED = new Set(
  [
    // the brand and its registered name (the layout also marks it translate="no")
    ...['Mitti', 'Biotech', 'Pvt', 'Ltd'],
    // units and symbols as printed on packs, labels and price tags
    ...['kg', 'g', 'gm', 'ml', 'L', 'mg', 'cm', 'mm', 'km', 'kW', 'C', 'pH', 'CFU', 'IU', 'w', 'v', 'IP', 'MB'],
    // chemical elements of the micronutrient labels (Zn 12%, N, P and K)
    ...['N', 'P', 'K', 'S', 'B', 'Zn', 'Fe', 'Mn', 'Cu', 'Mo'],
    // abbreviations Hindi and Marathi write in Latin letters too: tax, payment, documents, degrees
    ...['GST', 'GSTIN', 'CGST', 'SGST', 'IGST', 'HSN', 'UPI', 'COD', 'PIN', 'OTP', 'SMS', 'MRP', 'PAN', 'ISO', 'IST'],
    ...['PDF', 'DOC', 'DOCX', 'CV', 'IT', 'PF', 'MSME', 'MBA', 'PhD', 'M.Sc', 'M.Tech', 'B.Sc', 'B.Tech', 'NDA', 'DPDP', 'R&D'],
    // a dealer's order sheet: its stock-keeping unit codes and the file they come in
    ...['SKU', 'CSV'],
    // the trade's own abbreviations, printed so on Indian labels and licences
    ...['VAM', 'AMF', 'PSB', 'KMB', 'ZSB', 'NPK', 'DAP', 'SSP', 'MOP', 'FYM', 'FPO', 'WP', 'Bt', 'EDTA', 'Zn-EDTA', 'Fe-EDTA'],
    ...['FCO', 'CIB&RC', 'QC', 'MIDC', 'ROC', 'HDPE', 'IAA', 'MPN', 'ITS'],
    // serotypes and Roman numerals of a schedule (H-3a, 3b, 3c; Schedule III)
    ...['a', 'b', 'c', 'II', 'III', 'VI'],
    // scientific names of the organisms, in Latin in every language as the FCO label requires
    ...['Acetobacter', 'Azospirillum', 'Azotobacter', 'Bacillus', 'Beauveria', 'Bradyrhizobium', 'Frateuria', 'Funneliformis'],
    ...['Glomus', 'Gluconacetobacter', 'Kappaphycus', 'Ascophyllum', 'Metarhizium', 'Paecilomyces', 'Pseudomonas', 'Rhizobium'],
    ...['Rhizophagus', 'Trichoderma', 'Verticillium', 'T', 'alvarezii', 'anisopliae', 'aurantia', 'bassiana', 'brasilense'],
    ...['chroococcum', 'diazotrophicus', 'fluorescens', 'harzianum', 'japonicum', 'kurstaki', 'lecanii', 'lilacinus'],
    ...['megaterium', 'nodosum', 'phosphaticum', 'striata', 'subtilis', 'thuringiensis', 'viride', 'spp', 'var'],
    // other companies' brands
    ...['WhatsApp', 'Facebook', 'Instagram', 'LinkedIn', 'YouTube', 'X'],
  ].map((w) => w.toLowerCase()),
);

/** A product code, SKU, batch or order reference (VAM-G-01, T-1KG, FFEEACAD): letters and digits together, all capitals with a digit or hyphen, or an order's eight hex digits. */
const isCode = (word: string) => /\d/.test(word) || /^[A-Z]{2,}(-[A-Z0-9]+)+$/.test(word) || isOrderRef(word);

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const SKIPPED_TAGS = new Set(['script', 'style', 'template', 'head', 'svg', 'math']);
const VISIBLE_ATTRIBUTES = ['placeholder', 'aria-label', 'alt', 'title'];

const decode = (s: string) =>
  s
    .replace(/&nbsp;/g, ' ')
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The texts a reader sees (text and the labelling attributes), outside what is English on purpose. */
export function visibleTexts(html: string): string[] {
  const out: string[] = [];
  const stack: { tag: string; skip: boolean }[] = [];
  const skipping = () => stack.length > 0 && stack[stack.length - 1].skip;
  const token =
    /<!--[\s\S]*?-->|<!DOCTYPE[^>]*>|<(\/?)([a-zA-Z][\w-]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*(\/?)>|([^<]+)/g;
  for (const m of html.matchAll(token)) {
    const [, closing, rawTag, attrs = '', selfClosing, text] = m;
    if (text !== undefined) {
      if (!skipping() && text.trim()) out.push(decode(text));
      continue;
    }
    if (!rawTag) continue;
    const tag = rawTag.toLowerCase();
    if (closing) {
      const at = stack.map((s) => s.tag).lastIndexOf(tag);
      if (at >= 0) stack.length = at;
      continue;
    }
    const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i').exec(attrs)?.[1];
    const skip =
      skipping() ||
      SKIPPED_TAGS.has(tag) ||
      /^en(-|$)/i.test(attr('lang') ?? '') ||
      attr('translate') === 'no' ||
      (tag === 'input' && attr('type') === 'hidden');
    if (!skip) for (const name of VISIBLE_ATTRIBUTES) if (attr(name)) out.push(decode(attr(name)!));
    if (!skip && tag === 'input' && /^(submit|button)$/.test(attr('type') ?? '') && attr('value')) out.push(decode(attr('value')!));
    if (VOID.has(tag) || selfClosing) continue;
    stack.push({ tag, skip });
  }
  return out;
}

/** The English words of a text that are not allowed, each with a little of its sentence. */
export function englishWords(texts: string[]): string[] {
  const found: string[] = [];
  for (const text of texts) {
    // E-mail and web addresses are written in Latin letters in every language.
    const words = text.replace(/\S+@\S+|https?:\/\/\S+|www\.\S+/g, ' ');
    // A token starts at a letter or digit, so the letters after digits (81603DAF) stay part of their code.
    for (const m of words.matchAll(/[A-Za-z0-9][A-Za-z0-9'’&.-]*/g)) {
      const word = m[0].replace(/[.'’-]+$/, '');
      if (!word || isCode(word) || ALLOWED.has(word.toLowerCase())) continue;
      found.push(`${word} ‹${text.trim().slice(0, 80)}›`);
    }
  }
  return found;
}

interface Route {
  pattern: string;
  regex: RegExp;
  access: string;
}

/** Every page of the route table a shopper can open: public and customer pages, not the back office. */
function shopperRoutes(): Route[] {
  return (pages as PageDef<unknown>[])
    .filter((p) => !String(p.access ?? 'public').startsWith('staff'))
    .flatMap((p) =>
      [p.path].flat().map((pattern) => ({
        pattern,
        access: String(p.access ?? 'public'),
        regex: new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/?#]+')}$`),
      })),
    )
    .filter((r) => !r.pattern.startsWith('/admin'));
}

/** Pages that do something on GET rather than show something (the session would end). */
const NOT_VISITED = new Set(['/logout']);
/** How many pages of one dynamic route to read (a product page or two is every product page). */
const SAMPLES = 2;

describe.each(databases)('Hindi and Marathi pages show no English on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    const db = t.services.db;
    const buyer = await quickCustomer(db, 'Asha');
    token = buyer.token;
    // A name as its owner writes it: the customer's own words are not the shop's.
    await db.updateTable('users').set({ username: 'आशा राव' }).where('id', '=', buyer.id).execute();
    // An address as a Hindi reader fills it in: the PIN fills city, state and country in Hindi.
    const place = (await t.app.inject({ url: '/api/pincode/411005?lang=hi' })).json();
    expect([place.city, place.state, place.country]).toEqual(['पुणे', 'महाराष्ट्र', 'भारत']);
    const saved = await postForm(
      t,
      '/hi/addresses/new',
      {
        name: 'आशा पाटील',
        mobile: '9876543210',
        pincode: '411005',
        locality: 'शिवाजीनगर',
        address: '12, फर्ग्युसन रोड',
        city: place.city,
        state: place.state,
        country: place.country,
        landmark: 'हनुमान मंदिराजवळ',
        addressType: 'home',
        next: '/manage_add',
      },
      token,
    );
    expect(saved.statusCode, saved.body).toBeLessThan(400);
    const address = await db.selectFrom('addresses').select('id').where('user_id', '=', buyer.id).executeTakeFirstOrThrow();
    const products = await db.selectFrom('products').select('id').where('archived_at', 'is', null).orderBy('position').limit(3).execute();
    await placeOrder(db, {
      userId: buyer.id,
      lines: [{ productId: products[0].id, quantity: 2 }],
      addressId: address.id,
      paymentMethod: 'COD',
    });
    await placeOrder(db, {
      userId: buyer.id,
      lines: [{ productId: products[1].id, quantity: 1 }],
      addressId: address.id,
      paymentMethod: 'UPI',
    });
    await putInCart(db, buyer.id, products[2].id, 3);
  });
  afterAll(() => t.close());

  async function crawl(lang: 'hi' | 'mr', loggedIn: boolean) {
    const routes = shopperRoutes().filter((r) => loggedIn || r.access === 'public');
    const seen = new Map<string, number>();
    const visited = new Set<string>();
    const queue = routes.filter((r) => !r.pattern.includes(':')).map((r) => r.pattern);
    // The blog's list too: a page's sample of the sections may take others first, and its stories are reached from it.
    queue.push('/search?q=ट्राइकोडर्मा', '/cart', '/updates/blog');
    const problems: Record<string, string[]> = {};
    // Old addresses no page links any more: a real id from the seed.
    const fromSeed: Record<string, () => Promise<string>> = {
      '/News_details/:id': async () =>
        `/News_details/${(await t.services.db.selectFrom('news').select('id').executeTakeFirstOrThrow()).id}`,
      // Returns open once an order is delivered: the buyer's Cash on Delivery order is, the form and all.
      '/orders/:id/return': async () => {
        const { id } = await t.services.db.selectFrom('orders').select('id').where('payment_method', '=', 'COD').executeTakeFirstOrThrow();
        await t.services.db.transaction().execute(async (trx) => {
          for (const [event, data] of [
            ['confirm', {}],
            ['ship', { carrier: 'Delhivery', trackingNumber: 'AWB42' }],
            ['deliver', {}],
          ] as const) {
            const { state } = await trx.selectFrom('orders').select('state').where('id', '=', id).executeTakeFirstOrThrow();
            if (canHappen(state, event)) await transition(trx, id, event, data, { kind: 'system' });
          }
        });
        return `/orders/${id}/return`;
      },
      // A draft order's payment link reaches its customer in a message, never through a page: one written for the buyer.
      '/pay/link/:token': async () => {
        const db = t.services.db;
        const address = await db.selectFrom('addresses').select(['id', 'user_id']).executeTakeFirstOrThrow();
        const pack = await db
          .selectFrom('product_variants')
          .select(['id', 'product_id'])
          .where('archived_at', 'is', null)
          .executeTakeFirstOrThrow();
        const now = new Date();
        await db
          .insertInto('draft_orders')
          .values({
            id: 'd1'.padEnd(24, '0'),
            user_id: address.user_id,
            address_id: address.id,
            lines: JSON.stringify([{ productId: pack.product_id, variantId: pack.id, quantity: 2 }]),
            total_paise: 90_000,
            status: 'link_sent',
            link_token: 'crawl-link',
            provider_link_id: 'plink_crawl',
            link_url: null,
            link_expires_at: new Date(now.getTime() + 86_400_000).toISOString(),
            payment_id: null,
            order_id: null,
            problem: null,
            created_by: 'staff',
            created_at: now.toISOString(),
            updated_at: now.toISOString(),
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        return '/pay/link/crawl-link';
      },
    };
    let seeded = false;
    while (queue.length || !seeded) {
      if (!queue.length) {
        seeded = true;
        for (const r of routes) if (!seen.has(r.pattern) && fromSeed[r.pattern]) queue.push(await fromSeed[r.pattern]());
        continue;
      }
      const path = queue.shift()!;
      const dynamic = routes.find((r) => r.pattern.includes(':') && r.regex.test(path.split('?')[0]));
      if (dynamic && !seen.has(dynamic.pattern)) seen.set(dynamic.pattern, 1);
      if (visited.has(path) || NOT_VISITED.has(path.split('?')[0])) continue;
      visited.add(path);
      const res = await t.app.inject({
        url: `/${lang}${path === '/' ? '' : path}`,
        headers: { accept: 'text/html', ...(loggedIn ? { authorization: token } : {}) },
      });
      if (res.statusCode >= 300 && res.statusCode < 400) {
        // A page that sends elsewhere (/explore → its first section): read where it sends.
        const to = String(res.headers.location ?? '');
        if (to.startsWith(`/${lang}/`)) queue.push(to.slice(lang.length + 1).split('?')[0]);
        continue;
      }
      expect(res.statusCode, `/${lang}${path}`).toBeLessThan(500);
      const words = englishWords(visibleTexts(res.body));
      if (words.length) problems[`/${lang}${path}${loggedIn ? ' (logged in)' : ''}`] = [...new Set(words)];
      for (const [, href] of res.body.matchAll(/<a [^>]*href="([^"#]+)"/g)) {
        const local = decode(href).replace(new RegExp(`^/${lang}(?=/|$)`), '') || '/';
        if (!href.startsWith(`/${lang}`) || visited.has(local)) continue;
        const bare = local.split('?')[0];
        const route = routes.find((r) => r.pattern.includes(':') && r.regex.test(bare));
        if (!route || visited.has(bare)) continue;
        const count = seen.get(route.pattern) ?? 0;
        if (count >= SAMPLES) continue;
        seen.set(route.pattern, count + 1);
        queue.push(bare);
      }
    }
    const unreached = routes.filter((r) => r.pattern.includes(':') && !seen.has(r.pattern)).map((r) => r.pattern);
    if (process.env.CRAWL_REPORT) {
      const { appendFileSync } = await import('node:fs');
      appendFileSync(process.env.CRAWL_REPORT, JSON.stringify(problems) + '\n');
    }
    return { problems, unreached, visited: visited.size };
  }

  const page = (url: string) => t.app.inject({ url, headers: { accept: 'text/html', authorization: token } });

  it('keeps the address in English for GST and delivery, and shows it in the reader’s language', async () => {
    const stored = await t.services.db.selectFrom('addresses').select(['city', 'state', 'country']).executeTakeFirstOrThrow();
    expect(stored).toEqual({ city: 'Pune', state: 'Maharashtra', country: 'India' });
    const marathi = englishWords(visibleTexts((await page('/mr/manage_add')).body)).join(' ');
    expect(marathi).toBe('');
    const list = visibleTexts((await page('/mr/manage_add')).body).join(' ');
    // A home address is a house (घर), not the home page (मुखपृष्ठ); the landmark is said once.
    const badge = /<span class="address-badge">([^<]*)<\/span>/.exec((await page('/mr/manage_add')).body)?.[1];
    expect(badge).toBe('घर');
    expect(list).toContain('खूण: हनुमान मंदिराजवळ, पुणे, महाराष्ट्र 411005');
    expect(list).not.toMatch(/जवळ\s*जवळ/);
    expect(visibleTexts((await page('/hi/manage_add')).body).join(' ')).toContain('लैंडमार्क: हनुमान मंदिराजवळ, पुणे, महाराष्ट्र 411005');
    // The nav's Home stays the home page.
    expect((await page('/mr/')).body).toContain('मुखपृष्ठ');
  });

  it('says a time of day in words and a status once in the order history', async () => {
    const order = await t.services.db.selectFrom('orders').select('id').orderBy('created_at').executeTakeFirstOrThrow();
    const { transition } = await import('../../domain/orders/lifecycle');
    await t.services.db
      .transaction()
      .execute((trx) => transition(trx, order.id, 'confirm', {}, { kind: 'staff', id: 'staff', email: 'staff@example.com' }));
    for (const lang of ['hi', 'mr']) {
      const texts = visibleTexts((await page(`/${lang}/orders/${order.id}`)).body).join(' ');
      expect(texts).not.toMatch(/\b(am|pm|AM|PM)\b/);
      expect(texts).not.toMatch(/(पक्का हुआ|निश्चित झाली)\s*:\s*\1/);
    }
  });

  for (const lang of ['hi', 'mr'] as const) {
    it(`every public page in /${lang}/, logged out`, async () => {
      const { problems, visited } = await crawl(lang, false);
      expect(visited).toBeGreaterThan(40);
      expect(problems).toEqual({});
    });

    it(`every page of a customer with an address, a cart and orders in /${lang}/`, async () => {
      const { problems, unreached } = await crawl(lang, true);
      // Every dynamic page of the table is reached through a link from another page (a real id from the seed or the orders).
      expect(unreached).toEqual([]);
      expect(problems).toEqual({});
    });
  }
});
