import type { Db } from '../../db/client';
import { newId, nowIso } from '../../db/ids';
import { badRequest, notFound } from '../errors';
import { MSG } from '../messages';
import { slugOf } from '../slug';
import { audit } from '../staff/audit';
import type { StaffMember } from '../staff/staff';
import { dropTranslations } from '../translations/store';

// The content team edits news, blog posts, the team and client companies. One
// description per kind says which fields its form has; the rules are shared.

export type ContentKind = 'news' | 'blog' | 'team' | 'clients';

/** Each kind's name among the translated records (domain/translations/entities.ts). */
export const TRANSLATED_AS: Record<ContentKind, string> = { news: 'news', blog: 'blog', team: 'team', clients: 'client' };

interface FieldSpec {
  name: string;
  label: string;
  /** text: one line; long: paragraphs (a blank line between them); date: YYYY-MM-DD. */
  type: 'text' | 'long' | 'date';
  max: number;
  required?: boolean;
}

interface KindSpec {
  table: 'news' | 'blogs' | 'team_members' | 'client_companies';
  label: string;
  /** The field that names an entry in lists. */
  title: string;
  fields: FieldSpec[];
  /** Where the public sees it (for "See it on the site"). */
  path?: (row: Record<string, string>) => string;
  order: string;
}

const IMAGE: FieldSpec = {
  name: 'image',
  label: 'Picture (path on this site, e.g. /images/news/field-day.svg)',
  type: 'text',
  max: 300,
  required: true,
};

export const CONTENT_KINDS: Record<ContentKind, KindSpec> = {
  news: {
    table: 'news',
    label: 'News and events',
    title: 'title',
    order: 'published_at',
    path: (r) => `/updates/news/${r.slug}`,
    fields: [
      { name: 'title', label: 'Title', type: 'text', max: 200, required: true },
      { name: 'published_at', label: 'Date', type: 'date', max: 10, required: true },
      { name: 'description', label: 'Text', type: 'long', max: 20_000, required: true },
      IMAGE,
    ],
  },
  blog: {
    table: 'blogs',
    label: 'Blog posts',
    title: 'heading',
    order: 'published_at',
    path: (r) => `/updates/blog/${r.slug}`,
    fields: [
      { name: 'heading', label: 'Heading', type: 'text', max: 200, required: true },
      { name: 'published_at', label: 'Date', type: 'date', max: 10, required: true },
      { name: 'description', label: 'Text', type: 'long', max: 20_000, required: true },
      IMAGE,
      { name: 'link', label: 'Link to read more (optional)', type: 'text', max: 300 },
    ],
  },
  team: {
    table: 'team_members',
    label: 'Team',
    title: 'name',
    order: 'position_order',
    fields: [
      { name: 'name', label: 'Name', type: 'text', max: 100, required: true },
      { name: 'position', label: 'Role', type: 'text', max: 100, required: true },
      IMAGE,
    ],
  },
  clients: {
    table: 'client_companies',
    label: 'Client companies',
    title: 'company_name',
    order: 'position',
    fields: [
      { name: 'company_name', label: 'Company', type: 'text', max: 120, required: true },
      { name: 'description', label: 'What we do for them', type: 'long', max: 2000, required: true },
      IMAGE,
    ],
  },
};

export const isContentKind = (k: string): k is ContentKind => k in CONTENT_KINDS;

function spec(kind: string): KindSpec {
  if (!isContentKind(kind)) throw notFound(MSG.notFound);
  return CONTENT_KINDS[kind];
}

// The content tables differ in columns; this module reads and writes them by name, checked above.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = any;

export async function listContent(db: Db, kind: string): Promise<{ id: string; title: string; path: string | null }[]> {
  const s = spec(kind);
  const rows: Record<string, string>[] = await (db as AnyDb)
    .selectFrom(s.table)
    .selectAll()
    .orderBy(s.order, s.order === 'published_at' ? 'desc' : 'asc')
    .execute();
  return rows.map((r) => ({ id: r.id, title: r[s.title], path: s.path?.(r) ?? null }));
}

export async function contentEntry(db: Db, kind: string, id: string): Promise<Record<string, string>> {
  const s = spec(kind);
  const row: Record<string, unknown> | undefined = await (db as AnyDb)
    .selectFrom(s.table)
    .selectAll()
    .where('id', '=', id.slice(0, 64))
    .executeTakeFirst();
  if (!row) throw notFound(MSG.notFound);
  return Object.fromEntries(
    s.fields.map((f) => [f.name, f.type === 'date' ? String(row[f.name] ?? '').slice(0, 10) : String(row[f.name] ?? '')]),
  );
}

function checkEntry(s: KindSpec, input: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of s.fields) {
    const v = (input[f.name] ?? '').trim();
    if (f.required && !v) throw badRequest(MSG.contentFieldRequired(f.label.split(' (')[0]), f.name);
    if (v.length > f.max) throw badRequest(MSG.contentFieldTooLong(f.label.split(' (')[0], f.max), f.name);
    if (f.type === 'date' && v && !/^\d{4}-\d{2}-\d{2}$/.test(v)) throw badRequest(MSG.contentDateInvalid, f.name);
    if (f.name === 'image' && !/^\/[a-z0-9/_.-]+$/i.test(v)) throw badRequest(MSG.contentImageInvalid, f.name);
    if (f.name === 'link' && v && !/^https?:\/\/\S+$/.test(v)) throw badRequest(MSG.contentLinkInvalid, f.name);
    out[f.name] = f.type === 'date' ? `${v}T00:00:00.000Z` : v;
  }
  return out;
}

/** Creates (id 'new') or changes an entry; answers its id. Audited. */
export async function saveContent(
  db: Db,
  staff: Pick<StaffMember, 'id' | 'email'>,
  kind: string,
  id: string,
  input: Record<string, string>,
): Promise<string> {
  const s = spec(kind);
  const values = checkEntry(s, input);
  return db.transaction().execute(async (trx) => {
    const t = trx as AnyDb;
    if (id === 'new') {
      const newEntry = newId();
      const extra: Record<string, unknown> = {};
      if (s.table === 'news' || s.table === 'blogs') extra.slug = `${slugOf(values[s.title])}-${newEntry.slice(-6)}`;
      if (s.table === 'blogs' && !values.link) extra.link = '';
      if (s.table === 'team_members' || s.table === 'client_companies') {
        const col = s.table === 'team_members' ? 'position_order' : 'position';
        const last = await t
          .selectFrom(s.table)
          .select((eb: AnyDb) => eb.fn.max(col).as('m'))
          .executeTakeFirst();
        extra[col] = Number(last?.m ?? 0) + 1;
      }
      await t
        .insertInto(s.table)
        .values({ id: newEntry, ...values, ...extra })
        .execute();
      await audit(trx, staff, 'content.add', kind, newEntry, null, values);
      return newEntry;
    }
    const before = await contentEntry(trx as unknown as Db, kind, id);
    await t.updateTable(s.table).set(values).where('id', '=', id).execute();
    await audit(trx, staff, 'content.update', kind, id, before, values);
    return id;
  });
}

/** Removes an entry from the site, with its Hindi and Marathi. Audited with what it held. */
export async function deleteContent(db: Db, staff: Pick<StaffMember, 'id' | 'email'>, kind: string, id: string): Promise<void> {
  const s = spec(kind);
  const before = await contentEntry(db, kind, id);
  await db.transaction().execute(async (trx) => {
    await (trx as AnyDb).deleteFrom(s.table).where('id', '=', id).execute();
    await dropTranslations(trx, TRANSLATED_AS[kind as ContentKind], id);
    await audit(trx, staff, 'content.delete', kind, id, before, null);
  });
}

export const nowDate = () => nowIso().slice(0, 10);
