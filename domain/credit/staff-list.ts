import type { Db } from '../../db/client';
import { statementOf } from './statement';

// The companies with credit as staff see them on /admin/credit: limit,
// terms, balance owed and overdue (decision 040).

export interface CreditCompany {
  id: string;
  legalName: string;
  creditLimitPaise: number;
  termsDays: number;
  balancePaise: number;
  overduePaise: number;
}

export async function creditCompanies(db: Db): Promise<CreditCompany[]> {
  const rows = await db
    .selectFrom('companies')
    .select(['id', 'legal_name', 'credit_limit_paise', 'payment_terms_days'])
    .where('credit_limit_paise', '>', 0)
    .orderBy('legal_name')
    .limit(500)
    .execute();
  const out: CreditCompany[] = [];
  for (const r of rows) {
    const s = await statementOf(db, r.id);
    out.push({
      id: r.id,
      legalName: r.legal_name,
      creditLimitPaise: Number(r.credit_limit_paise),
      termsDays: Number(r.payment_terms_days ?? 0),
      balancePaise: s.balancePaise,
      overduePaise: s.overduePaise,
    });
  }
  return out;
}
