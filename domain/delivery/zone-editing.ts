import type { Db } from '../../db/client';
import { badRequest, notFound } from '../errors';
import { MSG } from '../messages';
import { parseRupees } from '../money';
import { audit } from '../staff/audit';
import type { StaffMember } from '../staff/staff';
import { listZones } from './zones';

// Staff change a delivery zone's days on the road, its Cash on Delivery and
// limit, and its charge; the states in each zone stay as set up.

export type ZoneForm = Record<'etaDays' | 'cod' | 'codLimit' | 'shipping' | 'freeAbove', string>;

function rupees(text: string, field: string): number {
  const paise = parseRupees(text || '0');
  if (paise === null) throw badRequest(MSG.zoneAmountInvalid, field);
  return paise;
}

/** Saves one zone's terms. Audited with what they were. */
export async function saveZone(db: Db, staff: Pick<StaffMember, 'id' | 'email'>, id: string, input: ZoneForm): Promise<void> {
  const before = (await listZones(db)).find((z) => z.id === id);
  if (!before) throw notFound(MSG.notFound);
  const eta = Number(input.etaDays);
  if (!Number.isInteger(eta) || eta < 1 || eta > 30) throw badRequest(MSG.zoneEtaInvalid, 'etaDays');
  const values = {
    eta_days: eta,
    cod: input.cod === '1' || input.cod === 'on' ? 1 : 0,
    cod_limit_paise: rupees(input.codLimit, 'codLimit'),
    shipping_paise: rupees(input.shipping, 'shipping'),
    free_above_paise: rupees(input.freeAbove, 'freeAbove'),
  };
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('delivery_zones').set(values).where('id', '=', id).execute();
    const { states: _states, ...was } = before;
    await audit(trx, staff, 'zone.update', 'delivery_zone', id, was, values);
  });
}
