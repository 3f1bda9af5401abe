import { sql } from 'kysely';
import type { Db } from '../../db/client';
import { ADMIN_PAGE_SIZE, LEAD_STATUSES, type LeadStatus } from '../constants';
import { readPositiveInteger } from '../decimal-integer';
import { badRequest, notFound } from '../errors';
import { MSG } from '../messages';
import { paged, pageWindow, type Paged } from '../paging';
import { audit } from '../staff/audit';
import type { StaffMember } from '../staff/staff';

// One inbox for sales: product enquiries, enquire-now requests and contact
// messages, each with a status, an assignee and notes.

export type LeadKind = 'enquiry' | 'contact';

export interface Lead {
  kind: LeadKind;
  id: string;
  createdAt: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  about: string;
  message: string;
  source: string;
  status: string;
  assignee: string | null;
  notes: string;
}

export interface LeadFilters {
  status?: LeadStatus;
  q?: string;
  page?: number;
}

export function cleanLeadFilters(raw: Record<string, string | undefined>): LeadFilters {
  const page = readPositiveInteger(raw.page); // decimal digits only ('0x10' is no page 16)
  return {
    status: (LEAD_STATUSES as readonly string[]).includes(raw.status ?? '') ? (raw.status as LeadStatus) : undefined,
    q: raw.q?.trim().slice(0, 100) || undefined,
    page: page ?? 1,
  };
}

/** Both tables as one, with the same columns. */
function allLeads(db: Db) {
  const enquiries = db
    .selectFrom('enquiries')
    .select([
      sql<string>`'enquiry'`.as('kind'),
      'id',
      'created_at',
      'full_name as name',
      'email',
      'phone',
      'company_name as company',
      'product_name as about',
      'message',
      'source',
      'status',
      'assignee_staff_id',
      'notes',
    ]);
  const contacts = db
    .selectFrom('contact_messages')
    .select([
      sql<string>`'contact'`.as('kind'),
      'id',
      'created_at',
      'name',
      'email',
      'phone',
      'company',
      'occupation as about',
      'message',
      sql<string>`'contact'`.as('source'),
      'status',
      'assignee_staff_id',
      'notes',
    ]);
  return db.selectFrom(enquiries.unionAll(contacts).as('leads')).leftJoin('staff', 'staff.id', 'leads.assignee_staff_id');
}

const toLead = (r: Record<string, unknown>): Lead => ({
  kind: r.kind as LeadKind,
  id: String(r.id),
  createdAt: String(r.created_at),
  name: String(r.name),
  email: String(r.email),
  phone: String(r.phone),
  company: String(r.company ?? ''),
  about: String(r.about ?? ''),
  message: String(r.message),
  source: String(r.source),
  status: String(r.status),
  assignee: (r.assignee as string | null) ?? null,
  notes: String(r.notes ?? ''),
});

export async function listLeads(db: Db, f: LeadFilters, pageSize = ADMIN_PAGE_SIZE): Promise<Paged<Lead>> {
  let query = allLeads(db);
  if (f.status) query = query.where('leads.status', '=', f.status);
  if (f.q) {
    const like = `%${f.q.toLowerCase().replace(/[%_]/g, '')}%`;
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['leads.name']), 'like', like),
        eb(eb.fn('lower', ['leads.email']), 'like', like),
        eb('leads.phone', 'like', like),
      ]),
    );
  }
  const counted = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const total = Number(counted?.n ?? 0);
  const rows = await query
    .selectAll('leads')
    .select('staff.email as assignee')
    .orderBy('leads.created_at', 'desc')
    .orderBy('leads.id', 'desc')
    .limit(pageWindow(f.page, pageSize).limit)
    .offset(pageWindow(f.page, pageSize).offset)
    .execute();
  return paged(rows.map(toLead), total, pageSize);
}

export async function getLead(db: Db, kind: string, id: string): Promise<Lead> {
  if (kind !== 'enquiry' && kind !== 'contact') throw notFound(MSG.notFound);
  const row = await allLeads(db)
    .selectAll('leads')
    .select('staff.email as assignee')
    .where('leads.kind', '=', kind)
    .where('leads.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(MSG.notFound);
  return toLead(row);
}

/** Changes a lead's status, assignee (a staff e-mail, or none) and notes; audited. */
export async function updateLead(
  db: Db,
  staff: Pick<StaffMember, 'id' | 'email'>,
  kind: string,
  id: string,
  input: { status: string; assignee: string; notes: string },
): Promise<Lead> {
  const before = await getLead(db, kind, id);
  if (!(LEAD_STATUSES as readonly string[]).includes(input.status)) throw badRequest(MSG.leadStatusInvalid, 'status');
  const notes = input.notes.trim().slice(0, 5000);
  let assigneeId: string | null = null;
  if (input.assignee.trim()) {
    const who = await db.selectFrom('staff').select('id').where('email_lower', '=', input.assignee.trim().toLowerCase()).executeTakeFirst();
    if (!who) throw badRequest(MSG.leadAssigneeUnknown, 'assignee');
    assigneeId = who.id;
  }
  const table = kind === 'enquiry' ? 'enquiries' : 'contact_messages';
  await db.transaction().execute(async (trx) => {
    await trx.updateTable(table).set({ status: input.status, assignee_staff_id: assigneeId, notes }).where('id', '=', id).execute();
    const after = { status: input.status, assignee: input.assignee.trim() || null, notes };
    await audit(trx, staff, 'lead.update', kind, id, { status: before.status, assignee: before.assignee, notes: before.notes }, after);
  });
  return getLead(db, kind, id);
}

/** One CSV cell: a formula a spreadsheet would run is kept as text (a leading '), and a cell with a separator (, or ; as spreadsheets set to a comma decimal read it), a quote or a line break is quoted. */
export const csvCell = (v: string) => {
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",;\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** Every lead matching the filters as CSV (UTF-8 with a BOM, so spreadsheets read ₹ and Devanagari). */
export async function leadsCsv(db: Db, f: LeadFilters): Promise<string> {
  const { rows } = await listLeads(db, { ...f, page: 1 }, 100_000);
  const head = ['Received', 'Kind', 'Source', 'Name', 'Email', 'Phone', 'Company', 'About', 'Message', 'Status', 'Assignee', 'Notes'];
  const lines = rows.map((l) =>
    [l.createdAt, l.kind, l.source, l.name, l.email, l.phone, l.company, l.about, l.message, l.status, l.assignee ?? '', l.notes]
      .map(csvCell)
      .join(','),
  );
  return '\uFEFF' + [head.join(','), ...lines].join('\r\n') + '\r\n';
}
