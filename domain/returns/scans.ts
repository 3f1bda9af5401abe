import type { Courier, TrackingEvent } from '../../adapters/courier/types';
import type { Db } from '../../db/client';
import { nowIso } from '../../db/ids';

// The courier's scans of a reverse pickup (webhook or polling) show on the
// return: picked up, on the way, delivered to the shop. They move no order
// and no stock: staff receive and inspect the packs themselves.

/** Notes each return parcel's latest scan; answers how many returns it touched. */
export async function applyReturnScans(db: Db, events: TrackingEvent[]): Promise<number> {
  let touched = 0;
  for (const e of [...events].sort((a, b) => a.at.localeCompare(b.at))) {
    const res = await db
      .updateTable('returns')
      .set({ pickup_status: e.status, updated_at: nowIso() })
      .where('pickup_awb', '=', e.awb)
      .where('state', '=', 'approved')
      .executeTakeFirst();
    touched += Number(res.numUpdatedRows);
  }
  return touched;
}

/** The polling fallback: asks the courier for the scans of every reverse pickup still on its way to the shop. */
export async function pollPickups(deps: { db: Db; courier: Courier }): Promise<number> {
  const rows = await deps.db
    .selectFrom('returns')
    .select('pickup_awb')
    .where('state', '=', 'approved')
    .where('pickup_awb', 'is not', null)
    .orderBy('updated_at')
    .limit(200)
    .execute();
  let touched = 0;
  for (const { pickup_awb } of rows) {
    try {
      touched += await applyReturnScans(deps.db, await deps.courier.track(pickup_awb!));
    } catch {
      // One parcel the courier cannot answer for now does not stop the others.
    }
  }
  return touched;
}
