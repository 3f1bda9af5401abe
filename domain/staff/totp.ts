import { Secret, TOTP } from 'otpauth';
import type { Db } from '../../db/client';
import { badRequest } from '../errors';
import { MSG } from '../messages';

// The optional second factor: a time-based code (RFC 6238, 30 s, 6 digits)
// from any authenticator app. Required for owners when the shop runs on https.

const totpOf = (secret: string, label = 'staff') =>
  new TOTP({ issuer: 'Mitti Biotech', label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });

/** True when the code is the current one (or the one before or after, for a slow clock). */
export function checkTotp(secret: string, code: string): boolean {
  return /^\d{6}$/.test(code) && totpOf(secret).validate({ token: code, window: 1 }) !== null;
}

/** A new secret and the otpauth:// link an authenticator app reads. */
export function newTotpSecret(email: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, uri: totpOf(secret, email).toString() };
}

/** Turns the second factor on, once the person has typed a code from the new secret. */
export async function enableTotp(db: Db, staffId: string, secret: string, code: string): Promise<void> {
  if (!/^[A-Z2-7]{32}$/.test(secret)) throw badRequest(MSG.totpInvalid, 'totp');
  if (!checkTotp(secret, code.replace(/\s/g, ''))) throw badRequest(MSG.totpInvalid, 'totp');
  await db.updateTable('staff').set({ totp_secret: secret }).where('id', '=', staffId).execute();
}

/** The current code for a secret (for tests and the CLI). */
export const currentTotp = (secret: string) => totpOf(secret).generate();
