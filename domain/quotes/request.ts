import type { Kysely, Transaction } from 'kysely';
import type { Storage } from '../../adapters/storage/types';
import type { Db } from '../../db/client';
import { newId, nowIso } from '../../db/ids';
import type { Database } from '../../db/schema';
import { badRequest, notFound } from '../errors';
import { audit } from '../staff/audit';
import type { StaffMember } from '../staff/staff';
import { checkQuoteFiles, storeQuoteFiles } from './files';
import { QUOTE_MSG, QUOTE_STAFF_MSG } from './messages';
import { queueStaffQuoteNotice } from './notify';

// A buyer asks for a quote: packs from the catalogue and how many, lines in
// their own words for what the catalogue lacks (contract manufacturing, a
// custom pack), a note and up to three files. Staff may also make the request
// from a lead of the enquiry forms, for the account with the lead's e-mail.
// Files are stored first (an unused file is harmless, a request without the
// files it mentions is not); the request and the sales mailbox's message are
// written together.

type Executor = Kysely<Database> | Transaction<Database>;

export const QUOTE_LINES_MAX = 20;
export const QUOTE_QUANTITY_MAX = 100_000;
const TEXT_MAX = 2000;

export interface RequestLineInput {
  /** A pack on sale… */
  variantId?: string;
  /** …or what the buyer needs in their own words. */
  text?: string;
  quantity: unknown;
}

export interface QuoteRequestInput {
  lines: RequestLineInput[];
  note: string;
  files: Buffer[];
}

export const checkQuantity = (raw: unknown, field = 'lines'): number => {
  const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw.trim()) : raw;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > QUOTE_QUANTITY_MAX) throw badRequest(QUOTE_MSG.quantity, field);
  return n;
};

/** A pack on sale by its id (or, for staff, its SKU). */
export async function packForQuote(db: Executor, by: { variantId?: string; sku?: string }) {
  let q = db
    .selectFrom('product_variants')
    .innerJoin('products', 'products.id', 'product_variants.product_id')
    .select([
      'product_variants.id',
      'product_variants.product_id',
      'product_variants.pack',
      'product_variants.sku',
      'products.title',
      'products.hsn_code',
      'products.gst_rate',
    ])
    .where('products.archived_at', 'is', null)
    .where('product_variants.archived_at', 'is', null);
  if (by.variantId) q = q.where('product_variants.id', '=', by.variantId.slice(0, 64));
  else if (by.sku) q = q.where('product_variants.sku', '=', by.sku.trim().slice(0, 64));
  else return null;
  return (await q.executeTakeFirst()) ?? null;
}

/** Every pack on sale, for the request form's choices. */
export async function packsForQuote(db: Executor) {
  return db
    .selectFrom('product_variants')
    .innerJoin('products', 'products.id', 'product_variants.product_id')
    .select(['product_variants.id', 'product_variants.sku', 'product_variants.pack', 'products.id as productId', 'products.title'])
    .where('products.archived_at', 'is', null)
    .where('product_variants.archived_at', 'is', null)
    .orderBy('products.title')
    .orderBy('product_variants.position')
    .limit(500)
    .execute();
}

type LineRow = Omit<Database['quote_lines'], 'id' | 'quote_id' | 'version_id' | 'position'>;

async function requestLines(db: Executor, input: RequestLineInput[]): Promise<LineRow[]> {
  const asked = input.filter((l) => l.variantId?.trim() || l.text?.trim());
  if (!asked.length) throw badRequest(QUOTE_MSG.noLines, 'lines');
  if (asked.length > QUOTE_LINES_MAX) throw badRequest(QUOTE_MSG.tooManyLines, 'lines');
  const out: LineRow[] = [];
  for (const l of asked) {
    const quantity = checkQuantity(l.quantity);
    if (l.variantId?.trim()) {
      const pack = await packForQuote(db, { variantId: l.variantId.trim() });
      if (!pack) throw badRequest(QUOTE_MSG.productGone, 'lines');
      out.push({
        product_id: pack.product_id,
        variant_id: pack.id,
        title: pack.title,
        pack: pack.pack,
        quantity,
        unit_paise: null,
        hsn_code: pack.hsn_code,
        gst_rate: Number(pack.gst_rate),
      });
    } else {
      const text = l.text!.trim();
      if (text.length > TEXT_MAX) throw badRequest(QUOTE_MSG.noteTooLong, 'lines');
      out.push({ product_id: null, variant_id: null, title: text, pack: '', quantity, unit_paise: null, hsn_code: '', gst_rate: 0 });
    }
  }
  return out;
}

async function insertQuote(trx: Executor, id: string, userId: string, leadId: string | null, note: string, lines: LineRow[]) {
  const now = nowIso();
  await trx
    .insertInto('quotes')
    .values({
      id,
      user_id: userId,
      lead_id: leadId,
      state: 'requested',
      note,
      current_version: 0,
      order_id: null,
      accepted_version: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  for (const [i, l] of lines.entries())
    await trx
      .insertInto('quote_lines')
      .values({ ...l, id: newId(), quote_id: id, version_id: null, position: i + 1 })
      .execute();
}

/** The buyer's request; answers the new quote's id. */
export async function requestQuote(deps: { db: Db; storage: Storage }, userId: string, input: QuoteRequestInput): Promise<string> {
  const lines = await requestLines(deps.db, input.lines);
  const note = input.note.trim();
  if (note.length > TEXT_MAX) throw badRequest(QUOTE_MSG.noteTooLong, 'note');
  const files = checkQuoteFiles(input.files);
  const id = newId();
  const keys = await storeQuoteFiles(deps.storage, id, files);
  await deps.db.transaction().execute(async (trx) => {
    await insertQuote(trx, id, userId, null, note, lines);
    for (const [i, key] of keys.entries())
      await trx
        .insertInto('quote_attachments')
        .values({
          id: newId(),
          quote_id: id,
          position: i + 1,
          storage_key: key,
          file_name: `${i + 1}.${files[i].ext}`,
          content_type: files[i].contentType,
          size: files[i].body.length,
          created_at: nowIso(),
        })
        .execute();
    await queueStaffQuoteNotice(trx, id, 'requested', 'requested', keys.length ? `${keys.length} file(s) attached.` : '');
  });
  return id;
}

/**
 * A lead of the enquiry forms (bulk, contract manufacturing) made into a
 * request by staff: for the account that sent it, or the one with its e-mail.
 * Its product and message become the request's line in the buyer's words.
 */
export async function quoteFromLead(db: Db, staff: Pick<StaffMember, 'id' | 'email'>, leadId: string): Promise<string> {
  const lead = await db.selectFrom('enquiries').selectAll().where('id', '=', leadId.slice(0, 64)).executeTakeFirst();
  if (!lead) throw notFound(QUOTE_MSG.notFound);
  const existing = await db.selectFrom('quotes').select('id').where('lead_id', '=', lead.id).executeTakeFirst();
  if (existing) return existing.id;
  const user =
    (lead.user_id && (await db.selectFrom('users').select('id').where('id', '=', lead.user_id).executeTakeFirst())) ||
    (lead.email &&
      (await db
        .selectFrom('users')
        .select('id')
        .where('email_lower', '=', lead.email.trim().toLowerCase())
        .where('role', '=', 'customer')
        .executeTakeFirst()));
  if (!user) throw badRequest(QUOTE_STAFF_MSG.leadNoAccount(lead.email));
  const what =
    [lead.product_name, lead.message]
      .map((s) => s.trim())
      .filter(Boolean)
      .join(': ')
      .slice(0, TEXT_MAX) || 'As in the enquiry';
  const id = newId();
  await db.transaction().execute(async (trx) => {
    await insertQuote(trx, id, user.id, lead.id, lead.company_name ? `Company: ${lead.company_name}` : '', [
      { product_id: null, variant_id: null, title: what, pack: '', quantity: 1, unit_paise: null, hsn_code: '', gst_rate: 0 },
    ]);
    await audit(trx, staff, 'quote.from_lead', 'quote', id, { lead: lead.id }, { state: 'requested' });
  });
  return id;
}
