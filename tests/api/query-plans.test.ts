import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, type CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema';
import { userForToken } from '../../domain/accounts/sessions';
import { listAddresses } from '../../domain/addresses/addresses';
import { cartItemCount } from '../../domain/cart/count';
import { getCart } from '../../domain/cart/cart';
import { getProduct, listProducts, productsByIds } from '../../domain/catalog/products';
import { findOwnReview } from '../../domain/catalog/reviews';
import { searchProducts } from '../../domain/catalog/search';
import { planDose } from '../../domain/crops/calculator';
import { getCropPage } from '../../domain/crops/crops';
import { getProblemPage } from '../../domain/crops/problems';
import { getOrder, listOrders } from '../../domain/orders/views';
import { signUpAndLogin, startTestApp, type TestApp } from '../setup/test-app';
import { makeAddress } from './orders-helpers';

// Every query a shopper's request runs (catalogue, crops, cart, orders,
// sessions) finds its rows through an index: SQLite's EXPLAIN QUERY PLAN shows
// no full scan of a table that grows with customers, orders or the catalogue's
// own lists. The queries are the domain's own, captured as they run.

/** Tables that grow; a full scan of one is a missing index. (categories, crops and problems are short lists read whole.) */
const GROWING = [
  'users',
  'sessions',
  'products',
  'product_variants',
  'product_images',
  'price_tiers',
  'reviews',
  'carts',
  'cart_items',
  'addresses',
  'orders',
  'order_lines',
  'order_history',
  'stock_lots',
  'invoices',
  'product_doses',
  'product_crops',
  'problem_products',
  'stage_problems',
  'crop_stages',
];

describe('query plans of a shopper’s requests (SQLite)', () => {
  let t: TestApp;
  let sqlite: SqliteDatabase.Database;
  let db: Kysely<Database>;
  const captured: CompiledQuery[] = [];

  beforeAll(async () => {
    t = await startTestApp('sqlite');
    sqlite = new SqliteDatabase(join(t.dataDir, 'shop.db'), { readonly: true });
    db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: sqlite }),
      log: (e) => {
        if (e.level === 'query') captured.push(e.query);
      },
    });
  });
  afterAll(async () => {
    await db.destroy();
    await t.close();
  });

  /** Plan lines that read a growing table whole ("SCAN orders", not "SCAN orders USING INDEX …"). */
  function fullScans(q: CompiledQuery): string[] {
    const plan = sqlite.prepare(`explain query plan ${q.sql}`).all(...(q.parameters as unknown[])) as { detail: string }[];
    return plan
      .map((p) => p.detail)
      .filter((d) => /^SCAN (\w+)/.test(d) && !/USING (COVERING )?INDEX|USING INTEGER PRIMARY KEY/.test(d))
      .filter((d) => GROWING.includes(/^SCAN (\w+)/.exec(d)![1]))
      .map((d) => `${d}  ←  ${q.sql.slice(0, 160)}`);
  }

  it('reads through indexes for the catalogue, crop pages, the calculator, carts, sessions and orders', async () => {
    const c = await signUpAndLogin(t.app, 'Plans');
    const address = await makeAddress(t.services.db, c.id, 'Plan Buyer');
    const [product] = await listProducts(t.services.db, {}, { reviews: false });
    await t.app.inject({
      method: 'POST',
      url: '/api/post/card',
      headers: { authorization: c.token },
      payload: { product: product.id, quantity: 1 },
    });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/order/place',
      headers: { authorization: c.token },
      payload: { products: [{ productId: product.id, quantity: 1 }], paymentMethod: 'COD', address },
    });
    expect(placed.statusCode).toBe(201);
    const orderId = String(placed.json().order?._id ?? placed.json()._id);

    // The search reads every product's names by design (typo-tolerant matching
    // over a catalogue of tens of products, its answers cached): not checked here.
    await searchProducts(db, 'mycoriza');
    captured.length = 0;
    await userForToken(db, c.token);
    await getProduct(db, product.id);
    await productsByIds(db, [product.id]);
    await findOwnReview(db, product.id, c.id);
    await getCropPage(db, 'tomato');
    const problem = await db.selectFrom('problems').select('slug').executeTakeFirstOrThrow();
    await getProblemPage(db, problem.slug);
    await planDose(db, { product: product.id, crop: 'tomato', area: 2, unit: 'acre' }).catch(() => undefined);
    await getCart(db, c.id);
    await cartItemCount(db, c.id);
    await listAddresses(db, c.id);
    await listOrders(db, c.id);
    await getOrder(db, c.id, orderId);

    expect(captured.length).toBeGreaterThan(20);
    // The check sees a scan when there is one (no index on how an order was paid).
    expect(
      fullScans({ sql: 'select id from orders where payment_method = ?', parameters: ['COD'] } as unknown as CompiledQuery),
    ).toHaveLength(1);
    const scans = captured.filter((q) => /^\s*select/i.test(q.sql)).flatMap(fullScans);
    expect(scans, scans.join('\n')).toEqual([]);
  });
});
