import type { FastifyInstance, FastifyReply } from 'fastify';
import { companyName, memberCompany, mayApprove } from '../../domain/credit/company';
import { statementCsv, statementPdf } from '../../domain/credit/documents';
import { statementOf } from '../../domain/credit/statement';
import { CREDIT_MSG } from '../../domain/credit/texts';
import { notFound } from '../../domain/errors';
import type { Services } from '../services';

// A company's statement as a CSV and a PDF, for its approvers and admins and
// for staff (decision 040).

async function sendStatement(db: Services['db'], reply: FastifyReply, companyId: string, format: 'csv' | 'pdf') {
  const company = await companyName(db, companyId);
  if (!company) throw notFound(CREDIT_MSG.notMember);
  const s = await statementOf(db, companyId);
  const name = `statement-${company.legalName.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()}-${new Date().toISOString().slice(0, 10)}`;
  reply.header('cache-control', 'private, no-store');
  if (format === 'csv')
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}.csv"`)
      .send(statementCsv(s));
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${name}.pdf"`)
    .send(await statementPdf(s, company.legalName));
}

export function creditApi(app: FastifyInstance, services: Services) {
  const { db } = services;
  for (const format of ['csv', 'pdf'] as const) {
    app.get(`/account/statement.${format}`, { config: { access: 'customer', page: true } }, async (request, reply) => {
      const c = await memberCompany(db, request.user!.id);
      if (!c || !mayApprove(c)) throw notFound(CREDIT_MSG.notMember);
      return sendStatement(db, reply, c.id, format);
    });
    app.get<{ Params: { id: string } }>(
      `/admin/companies/:id/statement.${format}`,
      { config: { access: 'staff:orders', page: true } },
      async (request, reply) => sendStatement(db, reply, String(request.params.id).slice(0, 64), format),
    );
  }
}
