import type { Db } from '../../db/client';
import { nowIso } from '../../db/ids';
import { listAddresses } from '../addresses/addresses';
import { ADMIN_PAGE_SIZE } from '../constants';
import { listEnquiries } from '../enquiries/enquiries';
import { notFound } from '../errors';
import { MSG } from '../messages';
import { paged, pageWindow, type Paged } from '../paging';
import { listOrders } from '../orders/views';
import { audit } from '../staff/audit';
import type { StaffMember } from '../staff/staff';

// Customers as staff see them: find one, read their orders, enquiries and
// addresses, and disable an account (which ends its sessions at once).

export interface CustomerRow {
  id: string;
  username: string;
  email: string;
  mobileNo: string;
  createdAt: string;
  disabled: boolean;
}

const toCustomerRow = (r: {
  id: string;
  username: string;
  email: string | null;
  mobile_no: string;
  created_at: string;
  disabled_at: string | null;
}): CustomerRow => ({
  id: r.id,
  username: r.username,
  email: r.email ?? '', // '' for an account made with a mobile number and no e-mail
  mobileNo: r.mobile_no,
  createdAt: r.created_at,
  disabled: !!r.disabled_at,
});

export async function listCustomers(db: Db, f: { q?: string; page?: number }): Promise<Paged<CustomerRow>> {
  let query = db.selectFrom('users').where('role', '=', 'customer');
  const q = f.q?.trim().toLowerCase().slice(0, 100);
  if (q) {
    const like = `%${q.replace(/[%_]/g, '')}%`;
    query = query.where((eb) =>
      eb.or([eb('email_lower', 'like', like), eb(eb.fn('lower', ['username']), 'like', like), eb('mobile_no', 'like', like)]),
    );
  }
  const counted = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const total = Number(counted?.n ?? 0);
  const window = pageWindow(f.page, ADMIN_PAGE_SIZE);
  const rows = await query
    .select(['id', 'username', 'email', 'mobile_no', 'created_at', 'disabled_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return paged(rows.map(toCustomerRow), total, ADMIN_PAGE_SIZE);
}

/** One customer with their orders, enquiries and addresses (read only). */
export async function getCustomer(db: Db, id: string) {
  const row =
    typeof id === 'string' && id.length <= 64
      ? await db.selectFrom('users').selectAll().where('id', '=', id).where('role', '=', 'customer').executeTakeFirst()
      : undefined;
  if (!row) throw notFound(MSG.notFound);
  const customer = toCustomerRow(row);
  const [orders, enquiries, addresses] = await Promise.all([listOrders(db, id), listEnquiries(db, id), listAddresses(db, id)]);
  return { customer, orders, enquiries, addresses };
}

/** Disables (ending every session) or enables an account; audited. */
export async function setCustomerDisabled(db: Db, staff: Pick<StaffMember, 'id' | 'email'>, id: string, disabled: boolean): Promise<void> {
  const { customer } = await getCustomer(db, id);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ disabled_at: disabled ? nowIso() : null })
      .where('id', '=', id)
      .execute();
    if (disabled) await trx.deleteFrom('sessions').where('user_id', '=', id).execute();
    await audit(
      trx,
      staff,
      disabled ? 'customer.disable' : 'customer.enable',
      'customer',
      id,
      { disabled: customer.disabled },
      { disabled },
    );
  });
}
