import type { Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';

// Delivery by PIN code: zones of states, each with its days in transit,
// whether Cash on Delivery is offered and up to what amount, and its shipping
// charge (free above an amount). Orders keep the shipping they were charged.
// Every shop starts with these zones, from the home state (Maharashtra) out;
// staff change them in the back office.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('delivery_zones')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('states', 'text', (c) => c.notNull()) // JSON array of state names; ["*"]: every state no other zone names
    .addColumn('eta_days', 'integer', (c) => c.notNull())
    .addColumn('cod', 'integer', (c) => c.notNull())
    .addColumn('cod_limit_paise', 'integer', (c) => c.notNull())
    .addColumn('shipping_paise', 'integer', (c) => c.notNull())
    .addColumn('free_above_paise', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  const zones = [
    { name: 'Maharashtra', states: ['Maharashtra'], eta: 2, cod: 1, codLimit: 10_000, shipping: 0, freeAbove: 0 },
    {
      name: 'West and South India',
      states: [
        'Goa',
        'Gujarat',
        'Dadra and Nagar Haveli and Daman and Diu',
        'Karnataka',
        'Telangana',
        'Andhra Pradesh',
        'Madhya Pradesh',
        'Chhattisgarh',
        'Tamil Nadu',
        'Kerala',
        'Puducherry',
      ],
      eta: 4,
      cod: 1,
      codLimit: 10_000,
      shipping: 60,
      freeAbove: 1_500,
    },
    {
      name: 'North-East, hills and islands',
      states: [
        'Assam',
        'Arunachal Pradesh',
        'Manipur',
        'Meghalaya',
        'Mizoram',
        'Nagaland',
        'Tripura',
        'Sikkim',
        'Jammu and Kashmir',
        'Ladakh',
        'Andaman and Nicobar Islands',
        'Lakshadweep',
      ],
      eta: 9,
      cod: 0,
      codLimit: 0,
      shipping: 199,
      freeAbove: 5_000,
    },
    { name: 'Rest of India', states: ['*'], eta: 6, cod: 1, codLimit: 10_000, shipping: 99, freeAbove: 2_500 },
  ];
  for (const [position, z] of zones.entries()) {
    await db
      .insertInto('delivery_zones')
      .values({
        id: randomBytes(12).toString('hex'),
        name: z.name,
        states: JSON.stringify(z.states),
        eta_days: z.eta,
        cod: z.cod,
        cod_limit_paise: z.codLimit * 100,
        shipping_paise: z.shipping * 100,
        free_above_paise: z.freeAbove * 100,
        position,
      })
      .execute();
  }
  await db.schema
    .alterTable('orders')
    .addColumn('shipping_paise', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Not reversible.');
}
