import type { Db } from '../../db/client';
import { nowIso } from '../../db/ids';
import { notFound } from '../errors';
import { MSG } from '../messages';

// "My account": what the customer sees of their account, and the switches for
// order updates by WhatsApp (decision 026) and, with WhatsApp, by SMS as well
// (without WhatsApp they come by SMS; decision 034).

export interface Profile {
  username: string;
  email: string | null;
  mobileNo: string;
  whatsappOptIn: boolean;
  whatsappOptInAt: string | null;
  /** With WhatsApp updates on, the SMS as well (otherwise one or the other, never both). */
  smsWithWhatsapp: boolean;
  /** The owner typed a code sent to the number (only then it signs in and gets order messages). */
  mobileVerified: boolean;
}

export async function profileOf(db: Db, userId: string): Promise<Profile> {
  const row = await db
    .selectFrom('users')
    .select(['username', 'email', 'mobile_no', 'whatsapp_opt_in', 'whatsapp_opt_in_at', 'mobile_verified_at', 'sms_with_whatsapp'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound(MSG.authRequired);
  return {
    username: row.username,
    email: row.email,
    mobileNo: row.mobile_no,
    whatsappOptIn: Number(row.whatsapp_opt_in) === 1,
    whatsappOptInAt: row.whatsapp_opt_in_at,
    smsWithWhatsapp: Number(row.sms_with_whatsapp) === 1,
    mobileVerified: !!row.mobile_verified_at,
  };
}

/**
 * Turns order updates by WhatsApp on (remembering when) or off, and, when
 * `smsToo` is given, whether the SMS comes as well; answers the new state.
 */
export async function setWhatsAppOptIn(db: Db, userId: string, on: boolean, smsToo?: boolean): Promise<boolean> {
  await db
    .updateTable('users')
    .set({
      whatsapp_opt_in: on ? 1 : 0,
      whatsapp_opt_in_at: on ? nowIso() : null,
      ...(smsToo === undefined ? {} : { sms_with_whatsapp: smsToo ? 1 : 0 }),
    })
    .where('id', '=', userId)
    .execute();
  return on;
}

/**
 * Where an order update by WhatsApp goes: the customer's mobile number when
 * they asked for updates and proved the number is theirs (a code sent to it),
 * else nowhere: a number typed at sign-up may be someone else's.
 */
export async function whatsappNumberOf(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select(['mobile_no', 'whatsapp_opt_in', 'mobile_verified_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return row && Number(row.whatsapp_opt_in) === 1 && row.mobile_no && row.mobile_verified_at ? row.mobile_no : null;
}
