import type { Transaction } from 'kysely';
import type { Db } from '../../db/client';
import type { Database } from '../../db/schema';
import { newId, nowIso } from '../../db/ids';
import { badRequest, conflict } from '../errors';
import { parseRupees } from '../money';
import { quoteOrder } from '../orders/quote';
import { audit } from '../staff/audit';
import type { StaffMember } from '../staff/staff';
import { QUOTE_MSG, QUOTE_STAFF_MSG } from './messages';
import { queueStaffQuoteNotice, queueVersionSent } from './notify';
import { checkQuantity, packForQuote, QUOTE_LINES_MAX } from './request';
import { indiaToday, loadQuote, type QuoteView } from './store';

// Staff answer a request with a version: a price for each pack (GST
// included, as the shop's prices are), the delivery charge and terms, the last
// day it may be accepted and a comment. The buyer may ask for a revision with
// a comment; staff send the next version; every version stays as it was sent.
// Versions are numbered by a guarded update of the quote (two staff sending at
// once: one is refused), so a number always means one set of prices.

const TEXT_MAX = 2000;
/** States a new version may answer: a request, a revision asked, or a version staff want to better. */
const OPEN = ['requested', 'revision', 'answered'];

export interface FormLine {
  sku: string;
  title: string;
  pack: string;
  quantity: number;
  /** Rupees as staff would type them; '' when nothing suggests a price. */
  price: string;
  /** The buyer's words, for a line not in the catalogue. */
  asked?: string;
}

const rupees = (paise: number) => (paise / 100).toFixed(2).replace(/\.00$/, '');

/**
 * The answer form's lines: the newest version's as sent, or for a first
 * answer the request's packs at the buyer's own best price today (quoteOrder:
 * tiers, dealer and contract prices), and its free-text lines to be given a SKU.
 */
export async function answerFormLines(db: Db, q: QuoteView): Promise<FormLine[]> {
  const skuOf = async (variantId: string | null) =>
    variantId ? ((await db.selectFrom('product_variants').select('sku').where('id', '=', variantId).executeTakeFirst())?.sku ?? '') : '';
  const last = q.versions.at(-1);
  if (last)
    return Promise.all(
      last.lines.map(async (l) => ({
        sku: await skuOf(l.variantId),
        title: l.title,
        pack: l.pack,
        quantity: l.quantity,
        price: rupees(l.unitPaise ?? 0),
      })),
    );
  const packs = q.requestLines.filter((l) => l.variantId && l.productId);
  const priced = await quoteOrder(
    db,
    packs.map((l) => ({ productId: l.productId!, variantId: l.variantId, quantity: l.quantity })),
    null,
    new Date(),
    { userId: q.userId },
  );
  return Promise.all(
    q.requestLines.map(async (l) => {
      const p = priced.lines.find((x) => x.variantId === l.variantId);
      if (!l.variantId) return { sku: '', title: '', pack: '', quantity: l.quantity, price: '', asked: l.title };
      return { sku: await skuOf(l.variantId), title: l.title, pack: l.pack, quantity: l.quantity, price: p ? rupees(p.unitPaise) : '' };
    }),
  );
}

export interface VersionInput {
  lines: { sku: string; quantity: string; price: string }[];
  deliveryTerms: string;
  delivery: string;
  validUntil: string;
  comment: string;
}

/** Sends the next version to the buyer (and queues their message); answers its number. */
export async function sendVersion(db: Db, staff: Pick<StaffMember, 'id' | 'email'>, quoteId: string, input: VersionInput): Promise<number> {
  const q = await loadQuote(db, quoteId);
  if (!OPEN.includes(q.state)) throw conflict(QUOTE_STAFF_MSG.notOpen);
  const rows = input.lines.filter((l) => l.sku.trim());
  if (!rows.length) throw badRequest(QUOTE_STAFF_MSG.noLines, 'lines');
  if (rows.length > QUOTE_LINES_MAX) throw badRequest(QUOTE_MSG.tooManyLines, 'lines');
  const lines: { pack: NonNullable<Awaited<ReturnType<typeof packForQuote>>>; quantity: number; unitPaise: number }[] = [];
  for (const r of rows) {
    const pack = await packForQuote(db, { sku: r.sku });
    if (!pack) throw badRequest(QUOTE_STAFF_MSG.unknownSku(r.sku.trim()), 'lines');
    const price = parseRupees(r.price);
    if (price === null || price <= 0) throw badRequest(QUOTE_STAFF_MSG.price(pack.sku), 'lines');
    let quantity: number;
    try {
      quantity = checkQuantity(r.quantity);
    } catch {
      throw badRequest(QUOTE_STAFF_MSG.quantity(pack.sku), 'lines');
    }
    lines.push({ pack, quantity, unitPaise: price });
  }
  const delivery = input.delivery.trim() === '' ? 0 : parseRupees(input.delivery);
  if (delivery === null || delivery < 0) throw badRequest(QUOTE_STAFF_MSG.delivery, 'delivery');
  const validUntil = input.validUntil.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(validUntil) || Number.isNaN(Date.parse(validUntil)) || validUntil < indiaToday())
    throw badRequest(QUOTE_STAFF_MSG.validity, 'validUntil');
  const terms = input.deliveryTerms.trim();
  const comment = input.comment.trim();
  if (terms.length > TEXT_MAX || comment.length > TEXT_MAX) throw badRequest(QUOTE_STAFF_MSG.termsTooLong, 'comment');

  const number = q.currentVersion + 1;
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const moved = await trx
      .updateTable('quotes')
      .set({ current_version: number, state: 'answered', updated_at: now })
      .where('id', '=', q.id)
      .where('current_version', '=', q.currentVersion)
      .where('state', 'in', OPEN)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw conflict(QUOTE_MSG.notCurrent);
    const versionId = newId();
    await trx
      .insertInto('quote_versions')
      .values({
        id: versionId,
        quote_id: q.id,
        number,
        delivery_terms: terms,
        delivery_paise: delivery,
        valid_until: validUntil,
        comment,
        staff_id: staff.id,
        created_at: now,
      })
      .execute();
    for (const [i, l] of lines.entries())
      await trx
        .insertInto('quote_lines')
        .values({
          id: newId(),
          quote_id: q.id,
          version_id: versionId,
          product_id: l.pack.product_id,
          variant_id: l.pack.id,
          title: l.pack.title,
          pack: l.pack.pack,
          quantity: l.quantity,
          unit_paise: l.unitPaise,
          hsn_code: l.pack.hsn_code,
          gst_rate: Number(l.pack.gst_rate),
          position: i + 1,
        })
        .execute();
    if (comment) await addCommentIn(trx, q.id, number, 'staff', staff.id, comment);
    const totalPaise = lines.reduce((s, l) => s + l.unitPaise * l.quantity, 0) + delivery;
    await queueVersionSent(trx, q.id, { number, totalPaise, validUntil });
    await audit(trx, staff, 'quote.version', 'quote', q.id, { version: q.currentVersion }, { version: number, totalPaise, validUntil });
  });
  return number;
}

type Trx = Transaction<Database>;

async function addCommentIn(trx: Trx, quoteId: string, version: number, kind: 'customer' | 'staff', authorId: string, body: string) {
  await trx
    .insertInto('quote_comments')
    .values({ id: newId(), quote_id: quoteId, version, author_kind: kind, author_id: authorId, body, created_at: nowIso() })
    .execute();
}

function checkComment(text: string, required: boolean): string {
  const body = text.trim();
  if (required && !body) throw badRequest(QUOTE_MSG.commentNeeded, 'comment');
  if (body.length > TEXT_MAX) throw badRequest(QUOTE_MSG.commentTooLong, 'comment');
  return body;
}

/** The buyer asks for another version of the one they were sent, saying what should change. */
export async function askRevision(db: Db, userId: string, quoteId: string, text: string): Promise<void> {
  const q = await loadQuote(db, quoteId, userId);
  const body = checkComment(text, true);
  if (q.state !== 'answered') throw conflict(QUOTE_MSG.notAnswered);
  await db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('quotes')
      .set({ state: 'revision', updated_at: nowIso() })
      .where('id', '=', q.id)
      .where('state', '=', 'answered')
      .where('current_version', '=', q.currentVersion)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw conflict(QUOTE_MSG.notCurrent);
    await addCommentIn(trx, q.id, q.currentVersion, 'customer', userId, body);
    await queueStaffQuoteNotice(trx, q.id, 'revision', `revision-${q.currentVersion}`, `They wrote: “${body}”`);
  });
}

/** A comment on the quote's current version, from the buyer or from staff (audited). */
export async function commentOnQuote(
  db: Db,
  who: { kind: 'customer'; userId: string } | { kind: 'staff'; staff: Pick<StaffMember, 'id' | 'email'> },
  quoteId: string,
  text: string,
): Promise<void> {
  const q = await loadQuote(db, quoteId, who.kind === 'customer' ? who.userId : undefined);
  const body = checkComment(text, true);
  await db.transaction().execute(async (trx) => {
    await addCommentIn(trx, q.id, q.currentVersion, who.kind, who.kind === 'customer' ? who.userId : who.staff.id, body);
    await trx.updateTable('quotes').set({ updated_at: nowIso() }).where('id', '=', q.id).execute();
    if (who.kind === 'staff') await audit(trx, who.staff, 'quote.comment', 'quote', q.id, null, { comment: body });
  });
}

/** Staff close a quote nobody will accept (the buyer went elsewhere, a duplicate); audited. */
export async function withdrawQuote(db: Db, staff: Pick<StaffMember, 'id' | 'email'>, quoteId: string): Promise<void> {
  const q = await loadQuote(db, quoteId);
  await db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('quotes')
      .set({ state: 'withdrawn', updated_at: nowIso() })
      .where('id', '=', q.id)
      .where('state', 'in', OPEN)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw conflict(QUOTE_STAFF_MSG.notOpen);
    await audit(trx, staff, 'quote.withdraw', 'quote', q.id, { state: q.state }, { state: 'withdrawn' });
  });
}
