import type { Db } from '../../db/client';
import type { Lang } from '../i18n/languages';
import { inLanguage, type Shown } from '../translations/store';

export interface TeamMember {
  id: string;
  name: string;
  position: string;
  image: string;
}

/** The team in the order staff set, in a language (English where a member's name or position has no translation). */
export async function listTeam(db: Db, lang: Lang = 'en'): Promise<(TeamMember & Shown)[]> {
  const rows = await db
    .selectFrom('team_members')
    .select(['id', 'name', 'position', 'image'])
    .orderBy('position_order')
    .orderBy('id')
    .execute();
  return inLanguage(db, lang, 'team', rows, { name: 'name', position: 'position' });
}
