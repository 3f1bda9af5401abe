import type { Transaction } from 'kysely';
import type { Db } from '../../db/client';
import { newId } from '../../db/ids';
import type { Database } from '../../db/schema';
import { badRequest, notFound } from '../errors';
import { MSG } from '../messages';
import { audit } from '../staff/audit';
import type { StaffMember } from '../staff/staff';
import { dropTranslations } from '../translations/store';
import { CROP_GROUPS, type CropSummary } from './crops';

// The catalogue team edits the crops the shop advises on and the stages of
// each crop's season, with the problems met at each stage. Public pages look
// crops up by slug and everything else by id, so a slug change moves the
// crop's address and every link to it at once.

type Staff = Pick<StaffMember, 'id' | 'email'>;
type Trx = Transaction<Database>;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug as staff typed it, trimmed; lowercase letters and digits joined by single hyphens, or a 400. */
export function checkSlug(value: string): string {
  const slug = value.trim();
  if (!SLUG.test(slug) || slug.length > 80) throw badRequest(MSG.cropSlugInvalid, 'slug');
  return slug;
}

/** A required one-line text of at most `max` characters, trimmed. */
export function requiredText(value: string, max: number, message: string, field: string): string {
  const text = value.trim();
  if (!text || text.length > max) throw badRequest(message, field);
  return text;
}

/** An optional text of at most `max` characters, trimmed. */
export function optionalText(value: string, max: number, message: string, field: string): string {
  const text = value.trim();
  if (text.length > max) throw badRequest(message, field);
  return text;
}

/** The next position at the end of a list (0 for an empty one). */
export const nextPosition = (max: number | string | null | undefined) => (max === null || max === undefined ? 0 : Number(max) + 1);

export interface CropInput {
  slug: string;
  name: string;
  group: string;
  about: string;
  seedKgPerAcre: string;
  /** 'on' (a ticked checkbox) or '1': the dosage calculator offers seed treatment first for this crop. */
  seedFirst?: string;
}

export interface StageInput {
  name: string;
  timing: string;
  /** 1 is first; empty keeps a stage where it is, or puts a new one last. */
  position: string;
  /** Ids of the problems met at this stage. */
  problems: readonly string[];
}

export interface EditableStage {
  id: string;
  name: string;
  timing: string;
  problemIds: string[];
}

function cropValues(input: CropInput) {
  const seed = input.seedKgPerAcre.trim().replace(/,/g, '');
  const seedKg = seed === '' ? null : Number(seed);
  if (seedKg !== null && !(Number.isFinite(seedKg) && seedKg > 0 && seedKg <= 1000)) throw badRequest(MSG.cropSeedInvalid, 'seedKgPerAcre');
  if (!(CROP_GROUPS as readonly string[]).includes(input.group)) throw badRequest(MSG.cropGroupInvalid, 'group');
  return {
    slug: checkSlug(input.slug),
    name: requiredText(input.name, 80, MSG.cropNameRequired, 'name'),
    crop_group: input.group,
    about: optionalText(input.about, 1000, MSG.cropAboutTooLong, 'about'),
    seed_kg_per_acre: seedKg,
    seed_treatment_first: ['on', '1', 'true'].includes((input.seedFirst ?? '').trim()) ? 1 : 0,
  };
}

async function refuseTakenSlug(trx: Trx, slug: string, exceptId: string) {
  const other = await trx.selectFrom('crops').select('id').where('slug', '=', slug).where('id', '!=', exceptId).executeTakeFirst();
  if (other) throw badRequest(MSG.cropSlugTaken, 'slug');
}

/** Every crop for the back office's list, with how many stages each has. */
export async function listCropsForStaff(db: Db) {
  const rows = await db
    .selectFrom('crops')
    .leftJoin('crop_stages', 'crop_stages.crop_id', 'crops.id')
    .select(['crops.id', 'crops.slug', 'crops.name', 'crops.crop_group', (eb) => eb.fn.count<number>('crop_stages.id').as('stages')])
    .groupBy(['crops.id', 'crops.slug', 'crops.name', 'crops.crop_group', 'crops.position'])
    .orderBy('crops.position')
    .orderBy('crops.id')
    .execute();
  return rows.map((r) => ({ id: r.id, slug: r.slug, name: r.name, group: r.crop_group, stages: Number(r.stages) }));
}

/** A crop with its stages in order and the problems ticked at each; 404 for an unknown id. */
export async function cropForEditing(
  db: Db,
  id: string,
): Promise<{ crop: CropSummary & { seedTreatmentFirst: boolean }; stages: EditableStage[] }> {
  const row = await db
    .selectFrom('crops')
    .select(['id', 'slug', 'name', 'crop_group', 'about', 'seed_kg_per_acre', 'seed_treatment_first'])
    .where('id', '=', id.slice(0, 64))
    .executeTakeFirst();
  if (!row) throw notFound(MSG.cropNotFound);
  const stages = await db
    .selectFrom('crop_stages')
    .select(['id', 'name', 'timing'])
    .where('crop_id', '=', row.id)
    .orderBy('position')
    .execute();
  const ticked = stages.length
    ? await db
        .selectFrom('stage_problems')
        .select(['stage_id', 'problem_id'])
        .where(
          'stage_id',
          'in',
          stages.map((s) => s.id),
        )
        .execute()
    : [];
  const crop = {
    id: row.id,
    slug: row.slug,
    name: row.name,
    group: row.crop_group,
    about: row.about,
    seedKgPerAcre: row.seed_kg_per_acre === null ? null : Number(row.seed_kg_per_acre),
    seedTreatmentFirst: Number(row.seed_treatment_first) === 1,
  };
  return { crop, stages: stages.map((s) => ({ ...s, problemIds: ticked.filter((t) => t.stage_id === s.id).map((t) => t.problem_id) })) };
}

/** Adds a crop at the end of the shop's list; returns its id. Audited. */
export async function addCrop(db: Db, staff: Staff, input: CropInput): Promise<string> {
  const values = cropValues(input);
  const id = newId();
  await db.transaction().execute(async (trx) => {
    await refuseTakenSlug(trx, values.slug, id);
    const last = await trx
      .selectFrom('crops')
      .select((eb) => eb.fn.max<number>('position').as('m'))
      .executeTakeFirst();
    await trx
      .insertInto('crops')
      .values({ id, ...values, position: nextPosition(last?.m) })
      .execute();
    await audit(trx, staff, 'crop.create', 'crop', id, null, values);
  });
  return id;
}

/** Changes a crop's slug, name, group, description and seed rate. Audited. */
export async function saveCrop(db: Db, staff: Staff, id: string, input: CropInput): Promise<void> {
  const values = cropValues(input);
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('crops')
      .select(['slug', 'name', 'crop_group', 'about', 'seed_kg_per_acre', 'seed_treatment_first'])
      .where('id', '=', id.slice(0, 64))
      .executeTakeFirst();
    if (!before) throw notFound(MSG.cropNotFound);
    await refuseTakenSlug(trx, values.slug, id);
    await trx.updateTable('crops').set(values).where('id', '=', id).execute();
    await audit(trx, staff, 'crop.update', 'crop', id, before, values);
  });
}

function stageValues(input: StageInput) {
  return {
    name: requiredText(input.name, 80, MSG.stageNameRequired, 'name'),
    timing: optionalText(input.timing, 80, MSG.stageTimingTooLong, 'timing'),
  };
}

/** The 0-based place asked for among `count` places, or `fallback` when none was asked. */
function placeOf(position: string, count: number, fallback: number): number {
  if (!position.trim()) return fallback;
  const n = Number(position.trim());
  if (!Number.isInteger(n) || n < 1 || n > count) throw badRequest(MSG.stagePositionInvalid, 'position');
  return n - 1;
}

async function stagesOf(trx: Trx, cropId: string) {
  const crop = await trx.selectFrom('crops').select('id').where('id', '=', cropId.slice(0, 64)).executeTakeFirst();
  if (!crop) throw notFound(MSG.cropNotFound);
  return trx.selectFrom('crop_stages').select(['id', 'name', 'timing']).where('crop_id', '=', crop.id).orderBy('position').execute();
}

/** Numbers the crop's stages 0, 1, 2… in the order given. */
async function renumber(trx: Trx, ids: readonly string[]) {
  for (const [position, id] of ids.entries()) await trx.updateTable('crop_stages').set({ position }).where('id', '=', id).execute();
}

/** Ticks exactly these problems at a stage; an unknown problem id is a 400. Returns the ids kept. */
async function tickProblems(trx: Trx, stageId: string, problemIds: readonly string[]): Promise<string[]> {
  const wanted = [...new Set(problemIds.map((p) => p.trim()).filter(Boolean))];
  const known = wanted.length ? await trx.selectFrom('problems').select('id').where('id', 'in', wanted).execute() : [];
  if (known.length !== wanted.length) throw badRequest(MSG.stageProblemUnknown, 'problems');
  await trx.deleteFrom('stage_problems').where('stage_id', '=', stageId).execute();
  if (wanted.length)
    await trx
      .insertInto('stage_problems')
      .values(wanted.map((problem_id) => ({ stage_id: stageId, problem_id })))
      .execute();
  return wanted;
}

async function problemsAt(trx: Trx, stageId: string) {
  return (await trx.selectFrom('stage_problems').select('problem_id').where('stage_id', '=', stageId).execute()).map((r) => r.problem_id);
}

/** Adds a stage to a crop's season at the position asked (last by default), with its problems. Audited. */
export async function addStage(db: Db, staff: Staff, cropId: string, input: StageInput): Promise<void> {
  const values = stageValues(input);
  await db.transaction().execute(async (trx) => {
    const stages = await stagesOf(trx, cropId);
    const at = placeOf(input.position, stages.length + 1, stages.length);
    const id = newId();
    await trx
      .insertInto('crop_stages')
      .values({ id, crop_id: cropId, ...values, position: at })
      .execute();
    const problems = await tickProblems(trx, id, input.problems);
    const order = stages.map((s) => s.id);
    order.splice(at, 0, id);
    await renumber(trx, order);
    await audit(trx, staff, 'crop.stage.add', 'crop', cropId, null, { stage: id, ...values, position: at + 1, problems });
  });
}

/** Changes a stage's name, timing, place in the season and problems. Audited. */
export async function saveStage(db: Db, staff: Staff, cropId: string, stageId: string, input: StageInput): Promise<void> {
  const values = stageValues(input);
  await db.transaction().execute(async (trx) => {
    const stages = await stagesOf(trx, cropId);
    const from = stages.findIndex((s) => s.id === stageId);
    if (from < 0) throw notFound(MSG.stageNotFound);
    const at = placeOf(input.position, stages.length, from);
    const before = { ...stages[from], position: from + 1, problems: await problemsAt(trx, stageId) };
    await trx.updateTable('crop_stages').set(values).where('id', '=', stageId).execute();
    const problems = await tickProblems(trx, stageId, input.problems);
    const order = stages.map((s) => s.id).filter((id) => id !== stageId);
    order.splice(at, 0, stageId);
    await renumber(trx, order);
    await audit(trx, staff, 'crop.stage.update', 'crop', cropId, before, { id: stageId, ...values, position: at + 1, problems });
  });
}

/** Removes a stage (and its ticked problems, and its Hindi and Marathi) from a crop's season. Audited. */
export async function removeStage(db: Db, staff: Staff, cropId: string, stageId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const stages = await stagesOf(trx, cropId);
    const stage = stages.find((s) => s.id === stageId);
    if (!stage) throw notFound(MSG.stageNotFound);
    const before = { ...stage, problems: await problemsAt(trx, stageId) };
    await trx.deleteFrom('stage_problems').where('stage_id', '=', stageId).execute();
    await trx.deleteFrom('crop_stages').where('id', '=', stageId).execute();
    await dropTranslations(trx, 'stage', stageId);
    await renumber(
      trx,
      stages.map((s) => s.id).filter((id) => id !== stageId),
    );
    await audit(trx, staff, 'crop.stage.remove', 'crop', cropId, before, null);
  });
}
