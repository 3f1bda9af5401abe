import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { nowIso } from '../../db/ids';
import { SESSION_DAYS, SESSION_IDLE_DAYS, SESSION_TOUCH_MS } from '../constants';
import type { Lang } from '../i18n/languages';
import { langOr } from './language';

export interface SessionUser {
  id: string;
  username: string;
  /** None for an account made with a mobile number that gave no e-mail. */
  email: string | null;
  mobileNo: string;
  role: 'customer' | 'staff';
  /** The language the customer reads the shop in: their e-mails are written in it. */
  lang: Lang;
}

/** Only this digest of a token is stored (and kept in memory). */
export const tokenDigest = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a session and returns its token; only the token's SHA-256 is stored. */
export async function createSession(db: Db, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(Date.now() + SESSION_DAYS * 86_400_000).toISOString();
  await db
    .insertInto('sessions')
    .values({ id: tokenDigest(token), user_id: userId, created_at: nowIso(), expires_at: expires, last_seen_at: nowIso() })
    .execute();
  return token;
}

/** A session as read from the database: its user, and the times that decide whether it still stands. */
export interface SessionRecord {
  user: SessionUser;
  sessionId: string;
  expiresAt: number;
  lastSeenAt: number;
}

/** No token at all: none sent, or the original client's literal `null` (or `undefined`) when logged out. */
export const noToken = (token: string | undefined | null): token is '' | 'null' | 'undefined' | null | undefined =>
  !token || token === 'null' || token === 'undefined';

/** The session behind a token as stored, or null for a missing, unknown or literal "null" token (expiry not yet checked). */
export async function sessionForToken(db: Db, token: string | undefined | null): Promise<SessionRecord | null> {
  if (noToken(token) || token.length > 200) return null;
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'users.id',
      'users.username',
      'users.email',
      'users.mobile_no',
      'users.role',
      'users.lang',
      'sessions.id as session_id',
      'sessions.created_at',
      'sessions.expires_at',
      'sessions.last_seen_at',
    ])
    .where('sessions.id', '=', tokenDigest(token))
    .where('users.disabled_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  const user: SessionUser = {
    id: row.id,
    username: row.username,
    email: row.email,
    mobileNo: row.mobile_no,
    role: row.role,
    lang: langOr(row.lang),
  };
  return {
    user,
    sessionId: row.session_id,
    expiresAt: Date.parse(row.expires_at),
    lastSeenAt: Date.parse(row.last_seen_at ?? row.created_at),
  };
}

/**
 * The session's user if it still stands: an expired or idle session is deleted
 * (null); one not seen for SESSION_TOUCH_MS is marked seen now (on the record too).
 */
export async function sessionStillStands(db: Db, record: SessionRecord, now = Date.now()): Promise<SessionUser | null> {
  if (record.expiresAt <= now || now - record.lastSeenAt > SESSION_IDLE_DAYS * 86_400_000) {
    await db.deleteFrom('sessions').where('id', '=', record.sessionId).execute();
    return null;
  }
  if (now - record.lastSeenAt > SESSION_TOUCH_MS) {
    record.lastSeenAt = now;
    await db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(now).toISOString() })
      .where('id', '=', record.sessionId)
      .execute();
  }
  return record.user;
}

/** The user behind a token, or null for a missing, unknown, expired or literal "null" token. */
export async function userForToken(db: Db, token: string | undefined | null): Promise<SessionUser | null> {
  const record = await sessionForToken(db, token);
  return record && sessionStillStands(db, record);
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', tokenDigest(token)).execute();
}
