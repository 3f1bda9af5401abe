import type { Db } from '../../db/client';
import { nowIso } from '../../db/ids';
import { badRequest, conflict, notFound } from '../errors';
import { MSG } from '../messages';
import { audit } from '../staff/audit';
import type { StaffMember } from '../staff/staff';
import { contentSlugs, fileText, pageText, type PageText } from './pages';

// The content team rewrites the company pages of content/pages in the back
// office. What they save is kept in the database and shown instead of the
// file; "Back to the original" removes it. Saves from an older version are
// refused, as for products.

type Staff = Pick<StaffMember, 'id' | 'email'>;

export const PAGE_TEXT_FIELDS = [
  { name: 'title', label: 'Title (browser tab and links)', max: 120 },
  { name: 'heading', label: 'Heading', max: 200 },
  { name: 'description', label: 'Description (search results)', max: 300 },
  { name: 'body', label: 'Text (Markdown)', max: 50_000 },
] as const satisfies readonly { name: keyof PageText; label: string; max: number }[];

export type PageTextForm = Record<keyof PageText | 'version', string>;

function checkPageText(input: PageTextForm): PageText {
  const out = {} as PageText;
  for (const f of PAGE_TEXT_FIELDS) {
    const label = f.label.split(' (')[0];
    const v = f.name === 'body' ? (input.body ?? '').replace(/\r\n/g, '\n') : (input[f.name] ?? '').trim();
    if (!v.trim()) throw badRequest(MSG.contentFieldRequired(label), f.name);
    if (v.length > f.max) throw badRequest(MSG.contentFieldTooLong(label, f.max), f.name);
    out[f.name] = v;
  }
  return out;
}

/** The page's text for its edit form, with the version it is at. */
export async function pageForEditing(db: Db, slug: string) {
  const text = await pageText(db, slug);
  if (!text) throw notFound(MSG.notFound);
  return text;
}

/** Saves the page's new text, made from the version the person saw. Audited. */
export async function savePageText(db: Db, staff: Staff, slug: string, input: PageTextForm): Promise<void> {
  const before = await pageForEditing(db, slug);
  const text = checkPageText(input);
  const version = Number(input.version);
  if (!Number.isInteger(version) || version !== before.version) throw conflict(MSG.changedByOther);
  const stamp = { updated_at: nowIso(), updated_by: staff.email };
  await db.transaction().execute(async (trx) => {
    if (before.edited) {
      const res = await trx
        .updateTable('page_texts')
        .set({ ...text, ...stamp, version: version + 1 })
        .where('slug', '=', slug)
        .where('version', '=', version)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) throw conflict(MSG.changedByOther);
    } else {
      // Two first saves at once: the primary key lets one in and refuses the other.
      const res = await trx
        .insertInto('page_texts')
        .values({ slug, ...text, ...stamp, version: 1 })
        .onConflict((oc) => oc.column('slug').doNothing())
        .executeTakeFirst();
      if (Number(res.numInsertedOrUpdatedRows ?? 0) !== 1) throw conflict(MSG.changedByOther);
    }
    const { title, heading, description, body } = before;
    await audit(trx, staff, 'page.update', 'page', slug, { title, heading, description, body }, text);
  });
}

/** Shows the page's text as shipped in content/pages again. Audited with what was saved. */
export async function resetPageText(db: Db, staff: Staff, slug: string): Promise<void> {
  const before = await pageForEditing(db, slug);
  if (!before.edited) return;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('page_texts').where('slug', '=', slug).execute();
    const { title, heading, description, body } = before;
    await audit(trx, staff, 'page.reset', 'page', slug, { title, heading, description, body }, null);
  });
}

/** Every company page, by its title as shown, and whether staff have changed it. */
export async function companyPages(db: Db): Promise<{ slug: string; title: string; edited: boolean }[]> {
  const saved = new Map((await db.selectFrom('page_texts').select(['slug', 'title']).execute()).map((r) => [r.slug, r.title]));
  return contentSlugs().map((slug) => ({ slug, title: saved.get(slug) ?? fileText(slug)!.title, edited: saved.has(slug) }));
}
