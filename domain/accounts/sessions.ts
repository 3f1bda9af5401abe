import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { nowIso } from '../../db/ids';
import { SESSION_DAYS } from '../constants';

export interface SessionUser {
  id: string;
  username: string;
  email: string;
  mobileNo: string;
  role: 'customer' | 'staff';
}

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a session and returns its token; only the token's SHA-256 is stored. */
export async function createSession(db: Db, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(Date.now() + SESSION_DAYS * 86_400_000).toISOString();
  await db
    .insertInto('sessions')
    .values({ id: digest(token), user_id: userId, created_at: nowIso(), expires_at: expires })
    .execute();
  return token;
}

/** The user behind a token, or null for a missing, unknown, expired or literal "null" token. */
export async function userForToken(db: Db, token: string | undefined | null): Promise<SessionUser | null> {
  if (!token || token === 'null' || token === 'undefined' || token.length > 200) return null;
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.username', 'users.email', 'users.mobile_no', 'users.role', 'sessions.expires_at'])
    .where('sessions.id', '=', digest(token))
    .executeTakeFirst();
  if (!row || row.expires_at <= nowIso()) return null;
  return { id: row.id, username: row.username, email: row.email, mobileNo: row.mobile_no, role: row.role };
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', digest(token)).execute();
}
