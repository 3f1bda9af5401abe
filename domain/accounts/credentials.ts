import type { RateStore } from '../../adapters/rate-store/types';
import { LOGIN_FAILURE_WINDOW_MS, LOGIN_FAILURES_MAX } from '../constants';
import { tooMany, unauthorized } from '../errors';
import { MSG } from '../messages';
import { dummyHash, verifyPassword } from './passwords';

/**
 * Checks a password behind the lockout (customers and staff alike): unknown
 * email and wrong password answer alike; five failures in 15 minutes lock the
 * account, and many more lock the address. `scope` keeps the two kinds apart.
 */
export async function verifyWithLockout<T extends { password_hash: string }>(
  limits: RateStore,
  scope: 'login' | 'staff-login',
  input: { email: string; password: string },
  ip: string,
  find: (emailLower: string) => Promise<T | undefined>,
): Promise<T> {
  const email = input.email.trim().toLowerCase();
  const accountKey = `${scope}:acct:${email}`;
  const ipKey = `${scope}:ip:${ip}`;
  if ((await limits.count(ipKey, LOGIN_FAILURE_WINDOW_MS)) >= LOGIN_FAILURES_MAX * 4) throw tooMany(MSG.loginLocked);
  // Count the attempt before the slow password check, atomically: of many
  // guesses sent at once, none gets past the limit, the right one included.
  if ((await limits.hit(accountKey, LOGIN_FAILURE_WINDOW_MS)) > LOGIN_FAILURES_MAX) throw tooMany(MSG.loginLocked);
  const row = await find(email);
  const ok = await verifyPassword(row?.password_hash ?? (await dummyHash()), input.password);
  if (!row || !ok) {
    await limits.hit(ipKey, LOGIN_FAILURE_WINDOW_MS);
    throw unauthorized(MSG.loginFailed);
  }
  await limits.reset(accountKey);
  return row;
}
