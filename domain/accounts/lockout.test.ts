import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryRateStore } from '../../adapters/rate-store/memory';
import { openDatabase, type DbHandle } from '../../db/client';
import { migrateToLatest } from '../../db/migrate';
import { LOGIN_FAILURES_MAX } from '../constants';
import { DomainError } from '../errors';
import { login, signup } from './accounts';

// The lockout rule: every attempt is counted before the password is checked,
// so once five have failed, not even the right password gets in.

describe('login lockout', () => {
  let handle: DbHandle;
  const dir = mkdtempSync(join(tmpdir(), 'lockout-'));
  const limits = createMemoryRateStore();
  const user = {
    username: 'Asha Patil',
    email: 'asha@example.com',
    mobileNo: '9876543210',
    password: 'soil-and-roots',
    confirmPassword: 'soil-and-roots',
  };
  beforeAll(async () => {
    handle = openDatabase(`file:${join(dir, 'shop.db')}`);
    await migrateToLatest(handle.db, handle.dialect);
    await signup(handle.db, limits, user, '10.0.0.1');
  });
  afterAll(async () => {
    await handle.close();
    await limits.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const attempt = (password: string) =>
    login(handle.db, limits, { email: user.email, password }, '10.0.0.2').then(
      () => 'ok',
      (e: DomainError) => e.kind,
    );

  it('lets the right password in, then locks after five failures, the right password included', async () => {
    expect(await attempt(user.password)).toBe('ok');
    for (let i = 0; i < LOGIN_FAILURES_MAX; i++) expect(await attempt(`wrong-${i}`)).toBe('unauthorized');
    expect(await attempt(user.password)).toBe('tooMany');
  });

  it('never lets more than five of many parallel guesses reach the password check', async () => {
    await limits.reset(`login:acct:${user.email}`);
    const kinds = await Promise.all(Array.from({ length: 40 }, (_, i) => attempt(`guess-${i}`)));
    expect(kinds.filter((k) => k === 'unauthorized')).toHaveLength(LOGIN_FAILURES_MAX);
    expect(kinds.filter((k) => k === 'tooMany')).toHaveLength(40 - LOGIN_FAILURES_MAX);
  });
});
