import type { Kysely } from 'kysely';

// Shopping by crop (db/schema-crops.ts): crops and their stages, problems met
// at a stage, the products that address a problem, the crops a product suits,
// and product doses for the dosage calculator. The seed fills them on the
// next start when they are empty, also in a shop that was seeded before.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('crops')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('crop_group', 'text', (c) => c.notNull())
    .addColumn('about', 'text', (c) => c.notNull())
    .addColumn('seed_kg_per_acre', 'double precision')
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('crop_stages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('crop_id', 'text', (c) => c.notNull().references('crops.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('timing', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('crop_stages_by_crop').on('crop_stages').columns(['crop_id', 'position']).execute();
  await db.schema
    .createTable('problems')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('about', 'text', (c) => c.notNull())
    .addColumn('signs', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('stage_problems')
    .addColumn('stage_id', 'text', (c) => c.notNull().references('crop_stages.id').onDelete('cascade'))
    .addColumn('problem_id', 'text', (c) => c.notNull().references('problems.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('stage_problems_pk', ['stage_id', 'problem_id'])
    .execute();
  await db.schema.createIndex('stage_problems_by_problem').on('stage_problems').column('problem_id').execute();
  await db.schema
    .createTable('problem_products')
    .addColumn('problem_id', 'text', (c) => c.notNull().references('problems.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('problem_products_pk', ['problem_id', 'product_id'])
    .execute();
  await db.schema.createIndex('problem_products_by_product').on('problem_products').column('product_id').execute();
  await db.schema
    .createTable('product_crops')
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('crop_id', 'text', (c) => c.notNull().references('crops.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('product_crops_pk', ['product_id', 'crop_id'])
    .execute();
  await db.schema.createIndex('product_crops_by_crop').on('product_crops').column('crop_id').execute();
  await db.schema
    .createTable('product_doses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('crop_id', 'text', (c) => c.references('crops.id').onDelete('cascade'))
    .addColumn('amount', 'double precision', (c) => c.notNull())
    .addColumn('timing', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('product_doses_by_product').on('product_doses').columns(['product_id', 'position']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['product_doses', 'product_crops', 'problem_products', 'stage_problems', 'problems', 'crop_stages', 'crops'])
    await db.schema.dropTable(table).execute();
}
