import type { Db } from '../../db/client';
import type { Database } from '../../db/schema';
import { JOB_ROLE_MAX, JOB_ROLES_MAX } from '../careers/validation';
import { PAGE_TEXT_FIELDS } from '../content/page-editing';
import { contentSlugs, pageText } from '../content/pages';
import type { StaffArea } from '../staff/roles';

// Every kind of record whose texts staff edit, and so translate: where its
// English is (the record's own table, or a company page's file and edits) and
// which fields are words a visitor reads. The translations themselves are rows
// of content_translations keyed by (entity, id, field, language).

export type EnglishTexts = Map<string, { name: string; texts: Record<string, string> }>;

export interface TranslatableEntity {
  /** The name in content_translations and in CSV files. */
  name: string;
  /** What staff call one ("Product"). */
  label: string;
  /** The fields staff translate → what the form calls them. */
  fields: Record<string, string>;
  /** Fields that hold a list (one item a line in a translation; a JSON array in the record's table). */
  lists?: readonly string[];
  /** The most characters each field may hold: the English editor's own limit. */
  max: Record<string, number>;
  /** A list field's limits: how many lines, each of at most how many characters. */
  lines?: { count: number; each: number };
  /** The back-office area whose roles edit its English, and so its translations. */
  area: Extract<StaffArea, 'catalogue' | 'content' | 'careers' | 'promotions'>;
  /** Today's English of every record, or of the given ids: id → its name and texts. */
  english(db: Db, ids?: readonly string[]): Promise<EnglishTexts>;
  /** Where staff edit one in the back office. */
  editPath(id: string): string;
  /** Where one is edited when that depends on its record (a stage: its crop's page); else editPath. */
  locate?(db: Db, id: string): Promise<string | null>;
}

type TableName = keyof Database & string;

/** A record kind whose English is in the columns of one table (the field names are the column names). */
function inTable(spec: Omit<TranslatableEntity, 'english'> & { table: TableName; nameColumn: string }): TranslatableEntity {
  const columns = Object.keys(spec.fields);
  return {
    ...spec,
    async english(db, ids) {
      let q = db.selectFrom(spec.table as 'products').select(['id', ...new Set([spec.nameColumn, ...columns])] as 'id'[]);
      if (ids) {
        if (!ids.length) return new Map();
        q = q.where('id', 'in', ids as string[]);
      }
      const rows = (await q.execute()) as unknown as Record<string, string | null>[];
      const out: EnglishTexts = new Map();
      for (const row of rows) {
        const texts: Record<string, string> = {};
        for (const c of columns) texts[c] = listText(row[c] ?? '', spec.lists?.includes(c));
        out.set(String(row.id), { name: String(row[spec.nameColumn] ?? row.id), texts });
      }
      return out;
    },
  };
}

/** A list field's JSON array as the lines a translator sees. */
export function listText(value: string, isList = false): string {
  if (!isList) return value;
  try {
    const items = JSON.parse(value) as unknown;
    return Array.isArray(items) ? items.map(String).join('\n') : value;
  } catch {
    return value;
  }
}

const pages: TranslatableEntity = {
  name: 'page',
  label: 'Company page',
  area: 'content',
  fields: { title: 'Title', description: 'Description (for search engines)', heading: 'Heading', body: 'Text (Markdown)' },
  max: Object.fromEntries(PAGE_TEXT_FIELDS.map((f) => [f.name, f.max])),
  async english(db, ids) {
    const out: EnglishTexts = new Map();
    for (const slug of ids ?? contentSlugs()) {
      const text = await pageText(db, slug, 'en');
      if (text)
        out.set(slug, {
          name: text.title,
          texts: { title: text.title, description: text.description, heading: text.heading, body: text.body },
        });
    }
    return out;
  },
  editPath: (slug) => `/admin/content/pages/${slug}`,
};

/** One limit for every field (the English editor checks them all alike). */
const each = (fields: Record<string, string>, max: number, except: Record<string, number> = {}) =>
  Object.fromEntries(Object.keys(fields).map((f) => [f, except[f] ?? max]));

const PRODUCT_FIELDS = {
  title: 'Title',
  description: 'Description',
  technical_name: 'Technical name',
  purpose: 'Benefit',
  mode_of_action: 'Mode of action',
  dosage: 'Dosage',
  crops: 'Crops',
  ph_range: 'pH range',
  cfu_count: 'CFU count',
  packaging_type: 'Packaging type',
  packaging_available: 'Packaging available',
  storage_advice: 'Storage',
};

const JOB_FIELDS = {
  position: 'Position',
  location: 'Location',
  description: 'Description',
  experience: 'Experience',
  qualification: 'Qualification',
  salary: 'Salary',
  roles: 'Roles',
};

// The limits are those of each English editor (domain/catalog/editing.ts,
// category-editing.ts, crops/*-editing.ts, content/editing.ts,
// careers/validation.ts); the editors' modules read translations, so they are
// restated here rather than imported (tests/api/admin-translations.test.ts
// compares the content kinds').
export const ENTITIES: readonly TranslatableEntity[] = [
  inTable({
    name: 'product',
    label: 'Product',
    area: 'catalogue',
    table: 'products',
    nameColumn: 'title',
    fields: PRODUCT_FIELDS,
    max: each(PRODUCT_FIELDS, 5000, { title: 200 }),
    editPath: (id) => `/admin/products/${id}`,
  }),
  inTable({
    name: 'category',
    label: 'Category',
    area: 'catalogue',
    table: 'categories',
    nameColumn: 'name',
    fields: { name: 'Name', blurb: 'Blurb' },
    max: { name: 80, blurb: 500 },
    editPath: () => '/admin/categories',
  }),
  inTable({
    name: 'crop',
    label: 'Crop',
    area: 'catalogue',
    table: 'crops',
    nameColumn: 'name',
    fields: { name: 'Name', about: 'About' },
    max: { name: 80, about: 1000 },
    editPath: (id) => `/admin/crops/${id}`,
  }),
  inTable({
    name: 'stage',
    label: 'Crop stage',
    area: 'catalogue',
    table: 'crop_stages',
    nameColumn: 'name',
    fields: { name: 'Name', timing: 'Timing' },
    max: { name: 80, timing: 80 },
    editPath: () => '/admin/crops',
    async locate(db, id) {
      const row = await db.selectFrom('crop_stages').select('crop_id').where('id', '=', id).executeTakeFirst();
      return row ? `/admin/crops/${row.crop_id}#stage-${id}` : null;
    },
  }),
  inTable({
    name: 'problem',
    label: 'Crop problem',
    area: 'catalogue',
    table: 'problems',
    nameColumn: 'name',
    fields: { name: 'Name', about: 'About', signs: 'Signs' },
    max: { name: 80, about: 1000, signs: 1000 },
    editPath: (id) => `/admin/problems/${id}`,
  }),
  inTable({
    name: 'dose',
    label: 'Dose note',
    area: 'catalogue',
    table: 'product_doses',
    nameColumn: 'timing',
    fields: { timing: 'When to apply' },
    max: { timing: 200 },
    editPath: () => '/admin/products',
    async locate(db, id) {
      const row = await db.selectFrom('product_doses').select('product_id').where('id', '=', id).executeTakeFirst();
      return row ? `/admin/products/${row.product_id}/doses#dose-${id}` : null;
    },
  }),
  pages,
  inTable({
    name: 'news',
    label: 'News',
    area: 'content',
    table: 'news',
    nameColumn: 'title',
    fields: { title: 'Title', description: 'Text' },
    max: { title: 200, description: 20_000 },
    editPath: (id) => `/admin/content/news/${id}`,
  }),
  inTable({
    name: 'blog',
    label: 'Blog post',
    area: 'content',
    table: 'blogs',
    nameColumn: 'heading',
    fields: { heading: 'Heading', description: 'Text' },
    max: { heading: 200, description: 20_000 },
    editPath: (id) => `/admin/content/blog/${id}`,
  }),
  inTable({
    name: 'job',
    label: 'Job',
    area: 'careers',
    table: 'jobs',
    nameColumn: 'position',
    fields: JOB_FIELDS,
    lists: ['roles'],
    lines: { count: JOB_ROLES_MAX, each: JOB_ROLE_MAX },
    max: {
      position: 120,
      location: 160,
      description: 4000,
      experience: 200,
      qualification: 200,
      salary: 120,
      roles: JOB_ROLES_MAX * (JOB_ROLE_MAX + 1),
    },
    editPath: (id) => `/admin/jobs/${id}/edit`,
  }),
  inTable({
    name: 'team',
    label: 'Team member',
    area: 'content',
    table: 'team_members',
    nameColumn: 'name',
    fields: { name: 'Name', position: 'Position' },
    max: { name: 100, position: 100 },
    editPath: (id) => `/admin/content/team/${id}`,
  }),
  inTable({
    name: 'client',
    label: 'Client company',
    area: 'content',
    table: 'client_companies',
    nameColumn: 'company_name',
    fields: { company_name: 'Company name', description: 'Description' },
    max: { company_name: 120, description: 2000 },
    editPath: (id) => `/admin/content/clients/${id}`,
  }),
  inTable({
    name: 'zone',
    label: 'Delivery zone',
    area: 'catalogue',
    table: 'delivery_zones',
    nameColumn: 'name',
    fields: { name: 'Name' },
    max: { name: 80 },
    editPath: (id) => `/admin/delivery#zone-${id}`,
  }),
  inTable({
    name: 'promotion',
    label: 'Promotion',
    area: 'promotions',
    table: 'promotions',
    nameColumn: 'title',
    fields: { title: 'Title' },
    max: { title: 80 },
    editPath: (id) => `/admin/promotions/${id}`,
  }),
];

export type EntityName = (typeof ENTITIES)[number]['name'];

export function entityNamed(name: string): TranslatableEntity | undefined {
  return ENTITIES.find((e) => e.name === name);
}
