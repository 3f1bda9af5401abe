import type { Transaction } from 'kysely';
import type { Db } from '../../db/client';
import { newId } from '../../db/ids';
import type { Database } from '../../db/schema';
import { badRequest, notFound } from '../errors';
import { MSG } from '../messages';
import { audit } from '../staff/audit';
import type { StaffMember } from '../staff/staff';
import { checkSlug, nextPosition, optionalText, requiredText } from './crop-editing';

// The catalogue team edits the problems farmers meet (diseases, pests,
// deficiencies, soil) and the products that address each, best first. The
// problem's page is found by slug; the crops and products point at its id.

type Staff = Pick<StaffMember, 'id' | 'email'>;
type Trx = Transaction<Database>;

export const PROBLEM_KINDS = ['disease', 'pest', 'deficiency', 'soil'] as const;
export type ProblemKind = (typeof PROBLEM_KINDS)[number];

/** More would bury the best ones on the problem's page. */
const MAX_PRODUCTS = 20;

export interface ProblemInput {
  slug: string;
  name: string;
  kind: string;
  about: string;
  signs: string;
}

export interface ProblemForEditing {
  problem: { id: string; slug: string; name: string; kind: ProblemKind; about: string; signs: string };
  /** The products that address it, best first (an archived one stays until it is taken off). */
  products: { id: string; title: string; code: string; archived: boolean }[];
}

function problemValues(input: ProblemInput) {
  if (!(PROBLEM_KINDS as readonly string[]).includes(input.kind)) throw badRequest(MSG.problemKindInvalid, 'kind');
  return {
    slug: checkSlug(input.slug),
    name: requiredText(input.name, 80, MSG.problemNameRequired, 'name'),
    kind: input.kind as ProblemKind,
    about: optionalText(input.about, 1000, MSG.problemTextTooLong, 'about'),
    signs: optionalText(input.signs, 1000, MSG.problemTextTooLong, 'signs'),
  };
}

async function refuseTakenSlug(trx: Trx, slug: string, exceptId: string) {
  const other = await trx.selectFrom('problems').select('id').where('slug', '=', slug).where('id', '!=', exceptId).executeTakeFirst();
  if (other) throw badRequest(MSG.problemSlugTaken, 'slug');
}

async function linkedProducts(db: Db | Trx, problemId: string) {
  return (
    await db.selectFrom('problem_products').select('product_id').where('problem_id', '=', problemId).orderBy('position').execute()
  ).map((r) => r.product_id);
}

/** Every problem for the back office's list, with how many products address it and at how many crop stages it is met. */
export async function listProblemsForStaff(db: Db) {
  const [problems, products, stages] = await Promise.all([
    db.selectFrom('problems').select(['id', 'slug', 'name', 'kind']).orderBy('position').orderBy('id').execute(),
    db
      .selectFrom('problem_products')
      .select(['problem_id', (eb) => eb.fn.count<number>('product_id').as('n')])
      .groupBy('problem_id')
      .execute(),
    db
      .selectFrom('stage_problems')
      .select(['problem_id', (eb) => eb.fn.count<number>('stage_id').as('n')])
      .groupBy('problem_id')
      .execute(),
  ]);
  const count = (rows: { problem_id: string; n: number }[], id: string) => Number(rows.find((r) => r.problem_id === id)?.n ?? 0);
  return problems.map((p) => ({ ...p, products: count(products, p.id), stages: count(stages, p.id) }));
}

/** A problem with its products in order; 404 for an unknown id. */
export async function problemForEditing(db: Db, id: string): Promise<ProblemForEditing> {
  const problem = await db
    .selectFrom('problems')
    .select(['id', 'slug', 'name', 'kind', 'about', 'signs'])
    .where('id', '=', id.slice(0, 64))
    .executeTakeFirst();
  if (!problem) throw notFound(MSG.problemNotFound);
  const rows = await db
    .selectFrom('problem_products')
    .innerJoin('products', 'products.id', 'problem_products.product_id')
    .select(['products.id', 'products.title', 'products.code', 'products.archived_at'])
    .where('problem_products.problem_id', '=', problem.id)
    .orderBy('problem_products.position')
    .execute();
  return { problem, products: rows.map((r) => ({ id: r.id, title: r.title, code: r.code, archived: r.archived_at !== null })) };
}

/** The products staff may add to a problem: those in the shop (not archived), by name. */
export async function productChoices(db: Db) {
  return db
    .selectFrom('products')
    .select(['id', 'title', 'code'])
    .where('archived_at', 'is', null)
    .orderBy('title')
    .orderBy('id')
    .execute();
}

/** Adds a problem at the end of the list; returns its id. Audited. */
export async function addProblem(db: Db, staff: Staff, input: ProblemInput): Promise<string> {
  const values = problemValues(input);
  const id = newId();
  await db.transaction().execute(async (trx) => {
    await refuseTakenSlug(trx, values.slug, id);
    const last = await trx
      .selectFrom('problems')
      .select((eb) => eb.fn.max<number>('position').as('m'))
      .executeTakeFirst();
    await trx
      .insertInto('problems')
      .values({ id, ...values, position: nextPosition(last?.m) })
      .execute();
    await audit(trx, staff, 'problem.create', 'problem', id, null, values);
  });
  return id;
}

/** Changes a problem's slug, name, kind, description and signs. Audited. */
export async function saveProblem(db: Db, staff: Staff, id: string, input: ProblemInput): Promise<void> {
  const values = problemValues(input);
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('problems')
      .select(['slug', 'name', 'kind', 'about', 'signs'])
      .where('id', '=', id.slice(0, 64))
      .executeTakeFirst();
    if (!before) throw notFound(MSG.problemNotFound);
    await refuseTakenSlug(trx, values.slug, id);
    await trx.updateTable('problems').set(values).where('id', '=', id).execute();
    await audit(trx, staff, 'problem.update', 'problem', id, before, values);
  });
}

/**
 * Sets the products that address a problem, best first. A product added must
 * be in the shop; one already listed may stay after being archived (the
 * public page leaves it out), so archiving needs no visit here.
 */
export async function setProblemProducts(db: Db, staff: Staff, id: string, productIds: readonly string[]): Promise<void> {
  const wanted = [...new Set(productIds.map((p) => p.trim()).filter(Boolean))];
  if (wanted.length > MAX_PRODUCTS) throw badRequest(MSG.problemProductsTooMany, 'add');
  await db.transaction().execute(async (trx) => {
    const problem = await trx.selectFrom('problems').select('id').where('id', '=', id.slice(0, 64)).executeTakeFirst();
    if (!problem) throw notFound(MSG.problemNotFound);
    const before = await linkedProducts(trx, problem.id);
    const known = wanted.length ? await trx.selectFrom('products').select(['id', 'archived_at']).where('id', 'in', wanted).execute() : [];
    for (const productId of wanted) {
      const p = known.find((k) => k.id === productId);
      if (!p || (p.archived_at !== null && !before.includes(productId))) throw badRequest(MSG.problemProductUnknown, 'add');
    }
    await trx.deleteFrom('problem_products').where('problem_id', '=', problem.id).execute();
    if (wanted.length)
      await trx
        .insertInto('problem_products')
        .values(wanted.map((product_id, position) => ({ problem_id: problem.id, product_id, position })))
        .execute();
    await audit(trx, staff, 'problem.products', 'problem', problem.id, before, wanted);
  });
}
