import type { Db } from '../../db/client';
import type { Database } from '../../db/schema';
import { contentSlugs, pageText } from '../content/pages';

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
  /** Today's English of every record, or of the given ids: id → its name and texts. */
  english(db: Db, ids?: readonly string[]): Promise<EnglishTexts>;
  /** Where staff edit one in the back office. */
  editPath(id: string): string;
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
  fields: { title: 'Title', description: 'Description (for search engines)', heading: 'Heading', body: 'Text (Markdown)' },
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

export const ENTITIES: readonly TranslatableEntity[] = [
  inTable({
    name: 'product',
    label: 'Product',
    table: 'products',
    nameColumn: 'title',
    fields: {
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
    },
    editPath: (id) => `/admin/products/${id}`,
  }),
  inTable({
    name: 'category',
    label: 'Category',
    table: 'categories',
    nameColumn: 'name',
    fields: { name: 'Name', blurb: 'Blurb' },
    editPath: () => '/admin/categories',
  }),
  inTable({
    name: 'crop',
    label: 'Crop',
    table: 'crops',
    nameColumn: 'name',
    fields: { name: 'Name', about: 'About' },
    editPath: (id) => `/admin/crops/${id}`,
  }),
  inTable({
    name: 'stage',
    label: 'Crop stage',
    table: 'crop_stages',
    nameColumn: 'name',
    fields: { name: 'Name', timing: 'Timing' },
    editPath: () => '/admin/crops',
  }),
  inTable({
    name: 'problem',
    label: 'Crop problem',
    table: 'problems',
    nameColumn: 'name',
    fields: { name: 'Name', about: 'About', signs: 'Signs' },
    editPath: (id) => `/admin/problems/${id}`,
  }),
  inTable({
    name: 'dose',
    label: 'Dose note',
    table: 'product_doses',
    nameColumn: 'timing',
    fields: { timing: 'When to apply' },
    editPath: () => '/admin/products',
  }),
  pages,
  inTable({
    name: 'news',
    label: 'News',
    table: 'news',
    nameColumn: 'title',
    fields: { title: 'Title', description: 'Text' },
    editPath: (id) => `/admin/content/news/${id}`,
  }),
  inTable({
    name: 'blog',
    label: 'Blog post',
    table: 'blogs',
    nameColumn: 'heading',
    fields: { heading: 'Heading', description: 'Text' },
    editPath: (id) => `/admin/content/blog/${id}`,
  }),
  inTable({
    name: 'job',
    label: 'Job',
    table: 'jobs',
    nameColumn: 'position',
    fields: {
      position: 'Position',
      location: 'Location',
      description: 'Description',
      experience: 'Experience',
      qualification: 'Qualification',
      salary: 'Salary',
      roles: 'Roles',
    },
    lists: ['roles'],
    editPath: (id) => `/admin/jobs/${id}/edit`,
  }),
  inTable({
    name: 'team',
    label: 'Team member',
    table: 'team_members',
    nameColumn: 'name',
    fields: { name: 'Name', position: 'Position' },
    editPath: (id) => `/admin/content/team/${id}`,
  }),
  inTable({
    name: 'client',
    label: 'Client company',
    table: 'client_companies',
    nameColumn: 'company_name',
    fields: { company_name: 'Company name', description: 'Description' },
    editPath: (id) => `/admin/content/clients/${id}`,
  }),
  inTable({
    name: 'zone',
    label: 'Delivery zone',
    table: 'delivery_zones',
    nameColumn: 'name',
    fields: { name: 'Name' },
    editPath: () => '/admin/delivery',
  }),
];

export type EntityName = (typeof ENTITIES)[number]['name'];

export function entityNamed(name: string): TranslatableEntity | undefined {
  return ENTITIES.find((e) => e.name === name);
}
