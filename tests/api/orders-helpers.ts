import type { Db } from '../../db/client';
import { createSession } from '../../domain/accounts/sessions';
import { newId, nowIso } from '../../db/ids';

// Shared set-up of the order and payment tests: products with a known price and
// stock, saved addresses and cart lines, written straight to the database.

export async function makeProduct(db: Db, { pricePaise = 45_000, stock = 20, title = 'Test VAM Granules' } = {}) {
  const category = await db.selectFrom('categories').select('id').executeTakeFirstOrThrow();
  const id = newId();
  const tag = id.slice(-8);
  await db
    .insertInto('products')
    .values({
      id,
      slug: `test-${tag}`,
      code: `T-${tag}`,
      title: `${title} ${tag}`,
      description: 'Mycorrhizal granules for test orders.',
      category_id: category.id,
      form: 'Granular',
      technical_name: 'Glomus spp.',
      packaging_type: 'Bag',
      packaging_available: '1 kg',
      purpose: '',
      ph_range: '',
      cfu_count: '',
      mode_of_action: '',
      crops: '',
      dosage: '',
      price_paise: pricePaise,
      stock,
      featured: 0,
      average_rating: 0,
      review_count: 0,
      position: 0,
      created_at: nowIso(),
      hsn_code: '3101',
      gst_rate: 5,
    })
    .execute();
  const variantId = newId();
  await db
    .insertInto('product_variants')
    .values({
      id: variantId,
      product_id: id,
      sku: `T-${tag}-1KG`,
      pack: '1 kg',
      net_amount: 1000,
      net_unit: 'g',
      price_paise: pricePaise,
      mrp_paise: pricePaise,
      stock,
      position: 0,
      archived_at: null,
    })
    .execute();
  await db
    .insertInto('product_images')
    .values({ id: newId(), product_id: id, name: 'Product_Main_Image', url: '/products/test.svg', position: 0 })
    .execute();
  return { id, title: `${title} ${tag}`, pricePaise, variantId };
}

export async function makeAddress(
  db: Db,
  userId: string,
  name = 'Asha Patil',
  place: { pincode: string; city: string; state: string } = { pincode: '411005', city: 'Pune', state: 'Maharashtra' },
) {
  const id = newId();
  await db
    .insertInto('addresses')
    .values({
      id,
      user_id: userId,
      name,
      mobile: '9876543210',
      ...place,
      locality: 'Shivajinagar',
      country: 'India',
      address: '12 FC Road',
      landmark: '',
      alternate_phone: '',
      address_type: 'home',
      created_at: nowIso(),
      deleted_at: null,
    })
    .execute();
  return id;
}

/** The last time a test put something in a cart: lines put in one after the other keep that order (the cart lists them by time). */
let lastPut = 0;

export async function putInCart(db: Db, userId: string, productId: string, quantity: number) {
  lastPut = Math.max(Date.now(), lastPut + 1);
  const now = new Date(lastPut).toISOString();
  let cart = await db.selectFrom('carts').select('id').where('user_id', '=', userId).executeTakeFirst();
  if (!cart) {
    cart = { id: newId() };
    await db.insertInto('carts').values({ id: cart.id, user_id: userId, created_at: now, updated_at: now }).execute();
  }
  const pack = await db
    .selectFrom('product_variants')
    .select('id')
    .where('product_id', '=', productId)
    .orderBy('position')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('cart_items')
    .values({ id: newId(), cart_id: cart.id, product_id: productId, variant_id: pack.id, quantity, created_at: now })
    .execute();
}

/** Sets a product's stock for a test: all of it in the smallest pack, none in the others. */
export async function setStock(db: Db, productId: string, stock: number) {
  const packs = await db.selectFrom('product_variants').select('id').where('product_id', '=', productId).orderBy('position').execute();
  for (const [i, v] of packs.entries()) {
    await db
      .updateTable('product_variants')
      .set({ stock: i === 0 ? stock : 0 })
      .where('id', '=', v.id)
      .execute();
  }
  await db.updateTable('products').set({ stock }).where('id', '=', productId).execute();
}

export async function stockOf(db: Db, productId: string) {
  const row = await db.selectFrom('products').select('stock').where('id', '=', productId).executeTakeFirstOrThrow();
  return Number(row.stock);
}

/**
 * A customer straight in the database with a session (many buyers, no sign-up
 * rate limit); `mobileVerified`: their number confirmed by an SMS code, so it
 * gets WhatsApp and SMS order updates.
 */
export async function quickCustomer(db: Db, name = 'Buyer', { mobileVerified = false } = {}) {
  const id = newId();
  const email = `${name.toLowerCase()}.${id.slice(-8)}@example.com`;
  await db
    .insertInto('users')
    .values({
      id,
      username: `${name} Rao`,
      email,
      email_lower: email,
      mobile_no: `9${String(parseInt(id.slice(-7), 16))
        .padStart(9, '0')
        .slice(-9)}`,
      password_hash: 'x',
      role: 'customer',
      created_at: nowIso(),
      ...(mobileVerified && { mobile_verified_at: nowIso() }),
    })
    .execute();
  return { id, email, token: await createSession(db, id) };
}
