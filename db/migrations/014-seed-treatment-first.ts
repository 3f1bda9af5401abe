import type { Kysely } from 'kysely';

// Which way of applying a product the dosage calculator offers first is the
// crop's (decision 027, issue 22): an agronomist treats the seed first for a
// field crop sown from seed (soybean, wheat, gram), and goes to the soil for a
// transplanted vegetable (tomato, chilli), whatever the product's doses list
// first. Staff change it per crop in the back office. Existing shops start
// with the rule: field crops that have a seed rate.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('crops')
    .addColumn('seed_treatment_first', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db
    .updateTable('crops')
    .set({ seed_treatment_first: 1 })
    .where('crop_group', '=', 'Field crops')
    .where('seed_kg_per_acre', 'is not', null)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('crops').dropColumn('seed_treatment_first').execute();
}
