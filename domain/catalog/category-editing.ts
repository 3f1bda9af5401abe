import type { Db } from '../../db/client';
import { newId } from '../../db/ids';
import { slugOf } from '../slug';
import { badRequest, notFound } from '../errors';
import { MSG } from '../messages';
import { audit } from '../staff/audit';
import type { StaffMember } from '../staff/staff';
import { invalidateSearchIndex } from './search';

// The catalogue team's categories: name, badge colour and blurb.

type Staff = Pick<StaffMember, 'id' | 'email'>;

/** Adds a category (id 'new') or changes one's name, colour and blurb; the slug follows the name only when new. Audited. */
export async function saveCategory(db: Db, staff: Staff, id: string, input: { name: string; color: string; blurb: string }): Promise<void> {
  const name = input.name.trim();
  const blurb = input.blurb.trim();
  if (!name || name.length > 80) throw badRequest(MSG.categoryNameRequired, 'name');
  // The colour is a badge's background behind white text: a dark hex colour.
  if (!/^#[0-9a-f]{6}$/i.test(input.color)) throw badRequest(MSG.categoryColorInvalid, 'color');
  if (blurb.length > 500) throw badRequest(MSG.productFieldTooLong, 'blurb');
  const values = { name, color: input.color.toLowerCase(), blurb };
  await db.transaction().execute(async (trx) => {
    if (id === 'new') {
      const newCategory = newId();
      const last = await trx
        .selectFrom('categories')
        .select((eb) => eb.fn.max<number>('position').as('m'))
        .executeTakeFirst();
      await trx
        .insertInto('categories')
        .values({ id: newCategory, slug: slugOf(name), position: Number(last?.m ?? 0) + 1, ...values })
        .execute();
      await audit(trx, staff, 'category.create', 'category', newCategory, null, values);
      return;
    }
    const before = await trx
      .selectFrom('categories')
      .select(['name', 'color', 'blurb'])
      .where('id', '=', id.slice(0, 64))
      .executeTakeFirst();
    if (!before) throw notFound(MSG.notFound);
    await trx.updateTable('categories').set(values).where('id', '=', id).execute();
    await audit(trx, staff, 'category.update', 'category', id, before, values);
  });
  invalidateSearchIndex(db);
}
