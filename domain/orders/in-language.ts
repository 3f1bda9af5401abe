import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { withTitlesIn } from '../catalog/localize';
import type { Lang } from '../i18n/languages';
import type { OrderView } from './views';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Orders as a page in `lang` shows them: each line names its product by the
 * product's title in that language; a line keeps the English title it was
 * bought under (marked English) where there is none. The stored lines stay as sold.
 */
export async function ordersIn(db: Executor, lang: Lang, orders: OrderView[]): Promise<OrderView[]> {
  if (lang === 'en') return orders;
  const lines = await withTitlesIn(
    db,
    lang,
    orders.flatMap((o) => o.lines),
  );
  let next = 0;
  return orders.map((o) => ({ ...o, lines: o.lines.map(() => lines[next++]) }));
}
