import type { Db } from '../../db/client';

/** A company that buys from us or makes with us, shown on the about page. */
export interface ClientCompany {
  id: string;
  companyName: string;
  description: string;
  image: string;
}

/** The client companies in the order staff set. */
export async function listClients(db: Db): Promise<ClientCompany[]> {
  const rows = await db
    .selectFrom('client_companies')
    .select(['id', 'company_name', 'description', 'image'])
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, companyName: r.company_name, description: r.description, image: r.image }));
}
