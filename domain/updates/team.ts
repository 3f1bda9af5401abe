import type { Db } from '../../db/client';

export interface TeamMember {
  id: string;
  name: string;
  position: string;
  image: string;
}

/** The team in the order staff set. */
export async function listTeam(db: Db): Promise<TeamMember[]> {
  return db.selectFrom('team_members').select(['id', 'name', 'position', 'image']).orderBy('position_order').orderBy('id').execute();
}
