import type { Storage } from '../../adapters/storage/types';
import type { Db } from '../../db/client';
import { nowIso } from '../../db/ids';
import { today } from '../../db/lots';
import { RESUME_MAX_BYTES } from '../constants';
import { badRequest, notFound, tooLarge } from '../errors';
import { audit } from '../staff/audit';
import type { StaffMember } from '../staff/staff';
import { lotsOf } from './lots';

// A certificate of analysis per batch: the QC laboratory's PDF for a batch,
// uploaded by staff against one of its stock lots and kept in storage as
// `coa/<lotId>.pdf`. Buyers download it by batch number at /coa/<batch>.pdf,
// from their order (the batches their packs came from) and from the product
// page (the batch that sells next). A batch's analysis is not personal data,
// so the address is public. The same batch in several packs shares one
// analysis: the latest upload of any of its lots answers.

export const CERTIFICATE_MAX_BYTES = RESUME_MAX_BYTES;
const keyOf = (lotId: string) => `coa/${lotId}.pdf`;

/** Where a batch's certificate is downloaded. */
export const certificatePath = (batch: string) => `/coa/${encodeURIComponent(batch)}.pdf`;

/** Stores a lot's certificate (a PDF of at most 5 MB), replacing an earlier one. */
export async function saveCertificate(
  deps: { db: Db; storage: Storage },
  staff: Pick<StaffMember, 'id' | 'email'>,
  lotId: string,
  file: Buffer | undefined,
): Promise<{ batch: string }> {
  const lot = lotId
    ? await deps.db.selectFrom('stock_lots').select(['id', 'batch']).where('id', '=', lotId.slice(0, 64)).executeTakeFirst()
    : undefined;
  if (!lot) throw notFound('There is no such stock lot: choose a batch from the list.');
  if (!file?.length) throw badRequest('Choose the certificate’s PDF file.', 'certificate');
  if (file.length > CERTIFICATE_MAX_BYTES)
    throw tooLarge('The certificate is larger than 5 MB: save it smaller and upload again.', 'certificate');
  // A PDF starts with "%PDF-" (a scan saved as JPEG, a Word file renamed .pdf do not).
  if (file.subarray(0, 5).toString('latin1') !== '%PDF-')
    throw badRequest('The certificate must be a PDF file (this file is not a PDF).', 'certificate');
  await deps.storage.put(keyOf(lot.id), file, 'application/pdf');
  await deps.db.transaction().execute(async (trx) => {
    const row = { batch: lot.batch, uploaded_at: nowIso(), uploaded_by: staff.id };
    await trx
      .insertInto('batch_certificates')
      .values({ lot_id: lot.id, ...row })
      .onConflict((oc) => oc.column('lot_id').doUpdateSet(row))
      .execute();
    await audit(trx, staff, 'lot.certificate', 'stock_lot', lot.id, null, { batch: lot.batch, bytes: file.length });
  });
  return { batch: lot.batch };
}

/** A batch's certificate (the latest uploaded of its lots), or null. */
export async function certificateOfBatch(deps: { db: Db; storage: Storage }, batch: string): Promise<Buffer | null> {
  const wanted = batch.trim().toUpperCase();
  if (!/^[A-Z0-9][A-Z0-9/-]{0,29}$/.test(wanted)) return null;
  const row = await deps.db
    .selectFrom('batch_certificates')
    .select('lot_id')
    .where('batch', '=', wanted)
    .orderBy('uploaded_at', 'desc')
    .executeTakeFirst();
  return row ? deps.storage.get(keyOf(row.lot_id)) : null;
}

/** Which of these batches have a certificate, in the order given. */
export async function batchesWithCertificates(db: Db, batches: readonly string[]): Promise<string[]> {
  const unique = [...new Set(batches)];
  if (!unique.length) return [];
  const rows = await db.selectFrom('batch_certificates').select('batch').where('batch', 'in', unique).execute();
  const have = new Set(rows.map((r) => r.batch));
  return unique.filter((b) => have.has(b));
}

/** The batches a product's packs sell from next (the lot expiring first of each pack) that have a certificate. */
export async function currentCertifiedBatches(db: Db, variantIds: readonly string[]): Promise<string[]> {
  const lots = await lotsOf(db, variantIds);
  return batchesWithCertificates(
    db,
    [...lots.values()].map((l) => l[0]?.batch).filter((b): b is string => Boolean(b)),
  );
}

/** Lots holding unexpired stock, for staff to attach certificates to: newest first, with whether each has one. */
export async function lotsForCertificates(db: Db, limit = 200) {
  const rows = await db
    .selectFrom('stock_lots')
    .innerJoin('products', 'products.id', 'stock_lots.product_id')
    .innerJoin('product_variants', 'product_variants.id', 'stock_lots.variant_id')
    .leftJoin('batch_certificates', 'batch_certificates.lot_id', 'stock_lots.id')
    .select([
      'stock_lots.id',
      'stock_lots.batch',
      'stock_lots.expires_on',
      'products.title',
      'product_variants.pack',
      'batch_certificates.uploaded_at',
    ])
    .where('stock_lots.quantity', '>', 0)
    .where('stock_lots.expires_on', '>', today())
    .orderBy('stock_lots.created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    batch: r.batch,
    expiresOn: r.expires_on,
    title: r.title,
    pack: r.pack,
    certifiedAt: r.uploaded_at,
  }));
}
