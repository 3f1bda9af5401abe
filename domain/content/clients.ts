import type { Db } from '../../db/client';
import type { Lang } from '../i18n/languages';
import { inLanguage, type Shown } from '../translations/store';

/** A company that buys from us or makes with us, shown on the about page. */
export interface ClientCompany {
  id: string;
  companyName: string;
  description: string;
  image: string;
}

/** The client companies in the order staff set, in a language (English where there is no translation). */
export async function listClients(db: Db, lang: Lang = 'en'): Promise<(ClientCompany & Shown)[]> {
  const rows = await db
    .selectFrom('client_companies')
    .select(['id', 'company_name', 'description', 'image'])
    .orderBy('position')
    .orderBy('id')
    .execute();
  const clients = rows.map((r) => ({ id: r.id, companyName: r.company_name, description: r.description, image: r.image }));
  return inLanguage(db, lang, 'client', clients, { companyName: 'company_name', description: 'description' });
}
