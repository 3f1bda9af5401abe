import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { newId, nowIso } from '../../db/ids';
import type { StaffMember } from './staff';

type Executor = Kysely<Database> | Transaction<Database>;

export interface AuditEntry {
  at: string;
  staff: string;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
}

/** Writes one staff change (who, what, before → after); call it in the change's own transaction. */
export async function audit(
  db: Executor,
  staff: Pick<StaffMember, 'id' | 'email'>,
  action: string,
  entity: string,
  entityId: string,
  before: unknown,
  after: unknown,
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: newId(),
      at: nowIso(),
      staff_id: staff.id,
      staff_email: staff.email,
      action,
      entity,
      entity_id: entityId,
      before: before === undefined ? null : JSON.stringify(before),
      after: after === undefined ? null : JSON.stringify(after),
    })
    .execute();
}

/** The newest entries first, a page at a time. */
export async function listAudit(db: Executor, page: { limit: number; offset: number }): Promise<AuditEntry[]> {
  const rows = await db
    .selectFrom('audit_log')
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map((r) => ({
    at: r.at,
    staff: r.staff_email,
    action: r.action,
    entity: r.entity,
    entityId: r.entity_id,
    before: r.before === null ? null : JSON.parse(r.before),
    after: r.after === null ? null : JSON.parse(r.after),
  }));
}
