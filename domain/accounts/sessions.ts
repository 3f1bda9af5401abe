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

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a session and returns its token; only the token's SHA-256 is stored. */
export async function createSession(db: Db, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(Date.now() + SESSION_DAYS * 86_400_000).toISOString();
  await db
    .insertInto('sessions')
    .values({ id: digest(token), user_id: userId, created_at: nowIso(), expires_at: expires, last_seen_at: nowIso() })
    .execute();
  return token;
}

/** The user behind a token, or null for a missing, unknown, expired or literal "null" token. */
export async function userForToken(db: Db, token: string | undefined | null): Promise<SessionUser | null> {
  if (!token || token === 'null' || token === 'undefined' || token.length > 200) return null;
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
    .where('sessions.id', '=', digest(token))
    .where('users.disabled_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  const now = Date.now();
  const lastSeen = Date.parse(row.last_seen_at ?? row.created_at);
  if (Date.parse(row.expires_at) <= now || now - lastSeen > SESSION_IDLE_DAYS * 86_400_000) {
    await db.deleteFrom('sessions').where('id', '=', row.session_id).execute();
    return null;
  }
  if (now - lastSeen > SESSION_TOUCH_MS) {
    await db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(now).toISOString() })
      .where('id', '=', row.session_id)
      .execute();
  }
  return { id: row.id, username: row.username, email: row.email, mobileNo: row.mobile_no, role: row.role, lang: langOr(row.lang) };
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', digest(token)).execute();
}
