import { Secret, TOTP } from 'otpauth';
import type { Db } from '../../db/client';
import { badRequest, unauthorized } from '../errors';
import { MSG } from '../messages';
import { audit } from './audit';
import type { StaffMember } from './staff';

// The optional second factor: a time-based code (RFC 6238, 30 s, 6 digits)
// from any authenticator app. Required for owners when the shop runs on https.
// Each code works once (the last time-step accepted is kept); replacing the
// app needs a code of the current one (or an owner's reset); turning it on,
// replacing and removing it are audited.

const PERIOD_S = 30;

const totpOf = (secret: string, label = 'staff') =>
  new TOTP({ issuer: 'Mitti Biotech', label, algorithm: 'SHA1', digits: 6, period: PERIOD_S, secret: Secret.fromBase32(secret) });

/**
 * The time-step of the code when it is the current one (or the one before or
 * after, for a slow clock), else null.
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, window: 1, timestamp: now });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_S) + delta;
}

/** True when the code is the current one (or the one before or after). Does not spend it: use `useTotp` to sign in. */
export function checkTotp(secret: string, code: string): boolean {
  return totpStep(secret, code) !== null;
}

/**
 * Checks a staff member's code and spends it: a code (its time-step) works once,
 * and no older one after it. Atomic: of the same code sent twice at once, one passes.
 */
export async function useTotp(db: Db, staffId: string, secret: string, code: string): Promise<boolean> {
  const step = totpStep(secret, code.replace(/\s/g, ''));
  if (step === null) return false;
  const spent = await db
    .updateTable('staff')
    .set({ totp_last_step: step })
    .where('id', '=', staffId)
    .where('totp_secret', '=', secret)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}

/** A new secret and the otpauth:// link an authenticator app reads. */
export function newTotpSecret(email: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, uri: totpOf(secret, email).toString() };
}

/**
 * Turns the second factor on, once the person has typed a code from the new
 * secret. When one is on already, it is replaced only with a code of the
 * current app (`currentCode`). Audited.
 */
export async function enableTotp(
  db: Db,
  staff: Pick<StaffMember, 'id' | 'email'>,
  secret: string,
  code: string,
  currentCode?: string,
): Promise<'enabled' | 'replaced'> {
  if (!/^[A-Z2-7]{32}$/.test(secret)) throw badRequest(MSG.totpInvalid, 'totp');
  const row = await db.selectFrom('staff').select(['totp_secret']).where('id', '=', staff.id).executeTakeFirstOrThrow();
  if (row.totp_secret) {
    const current = (currentCode ?? '').replace(/\s/g, '');
    if (!current) throw badRequest(MSG.totpCurrentRequired, 'current');
    if (!(await useTotp(db, staff.id, row.totp_secret, current))) throw unauthorized(MSG.totpInvalid, 'current');
  }
  const step = totpStep(secret, code.replace(/\s/g, ''));
  if (step === null) throw badRequest(MSG.totpInvalid, 'totp');
  const kind = row.totp_secret ? 'replaced' : 'enabled';
  await db.transaction().execute(async (trx) => {
    // The code typed to set it up is spent too.
    await trx.updateTable('staff').set({ totp_secret: secret, totp_last_step: step }).where('id', '=', staff.id).execute();
    await audit(trx, staff, kind === 'enabled' ? 'staff.totp.enable' : 'staff.totp.replace', 'staff', staff.id, null, null);
  });
  return kind;
}

/** An owner removes a staff member's authenticator (a lost phone): they set up a new one after signing in. Audited. */
export async function resetTotp(db: Db, by: Pick<StaffMember, 'id' | 'email'>, staffId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('staff')
      .set({ totp_secret: null, totp_last_step: null })
      .where('id', '=', staffId.slice(0, 64))
      .where('totp_secret', 'is not', null)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 1) await audit(trx, by, 'staff.totp.remove', 'staff', staffId, { totp: true }, { totp: false });
  });
}

/** The current code for a secret (for tests and the CLI). */
export const currentTotp = (secret: string) => totpOf(secret).generate();
