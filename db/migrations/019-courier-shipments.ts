import type { Kysely } from 'kysely';

// Shipments booked with a courier and the tracking events taken in
// (db/schema-shipping.ts). One row per (courier, kind, ref): booking an
// order twice, or from two clicks at once, finds the same row; an AWB is
// unique; an event id is handled once.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('courier_shipments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('courier', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('claim', 'text', (c) => c.notNull())
    .addColumn('lease_until', 'text', (c) => c.notNull())
    .addColumn('request', 'text', (c) => c.notNull())
    .addColumn('provider_order_id', 'text')
    .addColumn('provider_shipment_id', 'text')
    .addColumn('awb', 'text')
    .addColumn('courier_name', 'text')
    .addColumn('label_url', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('pickup_requested_at', 'text')
    .addColumn('pickup_scheduled_at', 'text')
    .addColumn('journal', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('courier_shipments_by_key').unique().on('courier_shipments').columns(['courier', 'kind', 'ref']).execute();
  await db.schema.createIndex('courier_shipments_by_awb').unique().on('courier_shipments').column('awb').execute();
  await db.schema.createIndex('courier_shipments_by_order').on('courier_shipments').column('order_id').execute();

  await db.schema
    .createTable('courier_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('awb', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('remark', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('courier_events_by_awb').on('courier_events').columns(['awb', 'at']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('courier_events').execute();
  await db.schema.dropTable('courier_shipments').execute();
}
