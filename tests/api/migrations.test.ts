import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from '../../db/client';
import { migrateToLatest } from '../../db/migrate';
import { addMonths } from '../../db/lots';
import { migrations } from '../../db/migrations/index';
import { databases, freshDatabaseUrl } from '../setup/test-app';

// A shop that ran before pack sizes keeps its products, carts and orders:
// every product gets the packs its "packs available" text names, the smallest
// at the old price with all the stock; cart and order lines name that pack.

describe.each(databases)('upgrading a shop to pack sizes on %s', (kind) => {
  const dir = mkdtempSync(join(tmpdir(), 'shop-migrate-'));
  let handle: DbHandle | undefined;
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await handle?.close();
    await drop?.();
    rmSync(dir, { recursive: true, force: true });
  });

  it('gives each product its packs and moves cart and order lines to the smallest', async () => {
    const fresh = await freshDatabaseUrl(kind, dir);
    drop = fresh.drop;
    handle = openDatabase(fresh.url);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const db = handle.db as unknown as Kysely<any>;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const before = await migrator.migrateTo('004-page-texts');
    expect(before.error).toBeUndefined();

    const now = new Date().toISOString();
    await db
      .insertInto('categories')
      .values({ id: 'c1', slug: 'biostimulants', name: 'Biostimulants', color: '#2f6b3a', blurb: '', position: 0 })
      .execute();
    const product = {
      id: 'p1', slug: 'vam', code: 'MB-VAM', title: 'VAM Granules', description: 'd', category_id: 'c1', form: 'Granular',
      technical_name: '', packaging_type: 'Bag', packaging_available: '1 kg, 5 kg', purpose: '', ph_range: '', cfu_count: '',
      mode_of_action: '', crops: '', dosage: '', price_paise: 45_000, stock: 30, featured: 0, average_rating: 0, review_count: 0,
      position: 0, created_at: now,
    }; // prettier-ignore
    await db.insertInto('products').values(product).execute();
    await db
      .insertInto('users')
      .values({
        id: 'u1',
        username: 'Asha',
        email: 'a@example.com',
        email_lower: 'a@example.com',
        mobile_no: '9876543210',
        password_hash: 'x',
        role: 'customer',
        created_at: now,
      })
      .execute();
    await db.insertInto('carts').values({ id: 'k1', user_id: 'u1', created_at: now, updated_at: now }).execute();
    await db.insertInto('cart_items').values({ id: 'i1', cart_id: 'k1', product_id: 'p1', quantity: 3, created_at: now }).execute();
    await db
      .insertInto('orders')
      .values({
        id: 'o1',
        user_id: 'u1',
        address_snapshot: '{}',
        payment_method: 'COD',
        payment_status: 'Cash on Delivery',
        status: 'Pending',
        total_paise: 90_000,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db
      .insertInto('order_lines')
      .values({ id: 'l1', order_id: 'o1', product_id: 'p1', title: 'VAM Granules', quantity: 2, price_paise: 45_000, status: 'Pending' })
      .execute();

    await migrateToLatest(handle.db, handle.dialect);

    const packs = await db.selectFrom('product_variants').selectAll().where('product_id', '=', 'p1').orderBy('position').execute();
    expect(packs.map((v) => [v.pack, v.sku, Number(v.price_paise), Number(v.stock)])).toEqual([
      ['1 kg', 'MB-VAM-1KG', 45_000, 30],
      ['5 kg', 'MB-VAM-5KG', 202_500, 0],
    ]);
    expect(Number(packs[1].mrp_paise)).toBeGreaterThanOrEqual(202_500);
    const line = await db.selectFrom('cart_items').selectAll().executeTakeFirstOrThrow();
    expect([line.variant_id, Number(line.quantity)]).toEqual([packs[0].id, 3]);
    const ordered = await db.selectFrom('order_lines').selectAll().executeTakeFirstOrThrow();
    expect([ordered.variant_id, ordered.pack, Number(ordered.price_paise)]).toEqual([packs[0].id, '1 kg', 45_000]);
    // GST (007): the product's HSN and rate come from its category; the line sold before takes them.
    const taxed = await db.selectFrom('products').select(['hsn_code', 'gst_rate']).executeTakeFirstOrThrow();
    expect([taxed.hsn_code, Number(taxed.gst_rate)]).toEqual(['3824', 18]);
    expect([ordered.hsn_code, Number(ordered.gst_rate)]).toEqual(['3824', 18]);
    // Lots (008): the stock on the shelf becomes one lot per pack, dated by the category's shelf life.
    const lots = await db.selectFrom('stock_lots').selectAll().orderBy('quantity').execute();
    const stocked = packs.filter((v) => Number(v.stock) > 0);
    expect(lots.map((l) => [l.variant_id, Number(l.quantity)])).toEqual(
      stocked.map((v) => [v.id, Number(v.stock)]).sort((a, b) => Number(a[1]) - Number(b[1])),
    );
    expect(lots[0].expires_on).toBe(addMonths(lots[0].manufactured_on, 24));
    const kept = await db.selectFrom('products').select(['shelf_life_months', 'storage_advice']).executeTakeFirstOrThrow();
    expect(Number(kept.shelf_life_months)).toBe(24);
    expect(kept.storage_advice).toContain('Store');
  });
});

// 009: an existing shop's accounts keep everything hanging from them (sessions,
// carts, addresses, orders) when e-mail becomes optional; on SQLite the users
// table is rebuilt, so its foreign keys must still hold and still cascade.
describe.each(databases)('making e-mail optional (009) on %s', (kind) => {
  const dir = mkdtempSync(join(tmpdir(), 'shop-migrate-009-'));
  let handle: DbHandle | undefined;
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await handle?.close();
    await drop?.();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps accounts and what hangs from them, and lets new accounts go without e-mail', async () => {
    const fresh = await freshDatabaseUrl(kind, dir);
    drop = fresh.drop;
    handle = openDatabase(fresh.url);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const db = handle.db as unknown as Kysely<any>;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('008-stock-lots')).error).toBeUndefined();

    const now = new Date().toISOString();
    const user = (id: string, email: string, mobile: string) => ({
      id, username: `User ${id}`, email, email_lower: email.toLowerCase(), mobile_no: mobile, password_hash: 'x', role: 'customer', created_at: now,
    }); // prettier-ignore
    await db
      .insertInto('users')
      .values([user('u1', 'Asha@example.com', '9876543210'), user('u2', 'ravi@example.com', '9876543211')])
      .execute();
    await db.updateTable('users').set({ disabled_at: now }).where('id', '=', 'u2').execute();
    await db.insertInto('sessions').values({ id: 's1', user_id: 'u1', created_at: now, expires_at: now, last_seen_at: now }).execute();
    await db.insertInto('carts').values({ id: 'k1', user_id: 'u1', created_at: now, updated_at: now }).execute();
    await db
      .insertInto('orders')
      .values({
        id: 'o1',
        user_id: 'u1',
        address_snapshot: '{}',
        payment_method: 'COD',
        payment_status: 'Cash on Delivery',
        status: 'Pending',
        total_paise: 100,
        created_at: now,
        updated_at: now,
      }) // prettier-ignore
      .execute();

    await migrateToLatest(handle.db, handle.dialect);

    const users = await db.selectFrom('users').selectAll().orderBy('id').execute();
    expect(
      users.map((u) => [u.id, u.email, u.email_lower, u.mobile_no, !!u.disabled_at, Number(u.whatsapp_opt_in), u.whatsapp_opt_in_at]),
    ).toEqual([
      ['u1', 'Asha@example.com', 'asha@example.com', '9876543210', false, 0, null],
      ['u2', 'ravi@example.com', 'ravi@example.com', '9876543211', true, 0, null],
    ]);
    expect(await db.selectFrom('sessions').select('id').execute()).toHaveLength(1);
    expect(await db.selectFrom('orders').select('id').execute()).toHaveLength(1);

    // Without e-mail, twice; e-mail stays unique when present.
    await db
      .insertInto('users')
      .values({ ...user('u3', 'x', '9000000003'), email: null, email_lower: null })
      .execute();
    await db
      .insertInto('users')
      .values({ ...user('u4', 'x', '9000000004'), email: null, email_lower: null })
      .execute();
    await expect(
      db
        .insertInto('users')
        .values(user('u5', 'asha@example.com', '9000000005'))
        .execute(),
    ).rejects.toThrow();
    // Since 016 a number typed at sign-up is unverified (existing ones too): several accounts may
    // carry it, and only one may have it verified.
    expect(users.every((u) => u.mobile_verified_at === null)).toBe(true);
    await db
      .insertInto('users')
      .values(user('u6', 'new@example.com', '9876543210'))
      .execute();
    await db
      .insertInto('users')
      .values({ ...user('u7', 'seven@example.com', '9876543210'), mobile_verified_at: now })
      .execute();
    await expect(
      db
        .insertInto('users')
        .values({ ...user('u8', 'eight@example.com', '9876543210'), mobile_verified_at: now })
        .execute(),
    ).rejects.toThrow();

    // The foreign keys to users still hold: no session for a missing user, and deleting a user cascades.
    await expect(
      db.insertInto('sessions').values({ id: 's2', user_id: 'nobody', created_at: now, expires_at: now, last_seen_at: now }).execute(),
    ).rejects.toThrow();
    await db.insertInto('sessions').values({ id: 's3', user_id: 'u3', created_at: now, expires_at: now, last_seen_at: now }).execute();
    await db.deleteFrom('users').where('id', '=', 'u3').execute();
    expect(await db.selectFrom('sessions').select('id').where('id', '=', 's3').execute()).toHaveLength(0);
    await db.deleteFrom('users').where('id', '=', 'u1').execute();
    expect(await db.selectFrom('orders').select('id').execute()).toHaveLength(0);
    expect(await db.selectFrom('carts').select('id').execute()).toHaveLength(0);
  });
});
