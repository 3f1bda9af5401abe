import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_FAILURES_MAX } from '../../domain/constants';
import { databases, signUpAndLogin, startTestApp, type TestApp } from '../setup/test-app';

// Guessing a password in parallel: each attempt is counted before the slow
// password check, so the lockout holds however many arrive at once.

describe.each(databases)('login lockout under parallel guessing on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  // Each guess from its own address, as a botnet would send them.
  const attempt = (email: string, password: string, i: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
      remoteAddress: `10.9.${Math.floor(i / 250)}.${i % 250}`,
    });

  it('lets at most five guesses through at once, and the right password not after them', async () => {
    const user = await signUpAndLogin(t.app, 'Guess');
    const guesses = Array.from({ length: 100 }, (_, i) => attempt(user.email, i === 60 ? user.password : `wrong-${i}`, i));
    const answers = (await Promise.all(guesses)).map((r) => r.statusCode);
    expect(answers.filter((s) => s !== 429).length).toBeLessThanOrEqual(LOGIN_FAILURES_MAX);
    expect(answers.filter((s) => s === 429).length).toBeGreaterThanOrEqual(100 - LOGIN_FAILURES_MAX);
    // Whatever got through, the account is locked now: the right password is refused too.
    expect((await attempt(user.email, user.password, 999)).statusCode).toBe(429);
  });

  it('never logs in once the account is locked, with the right password among 100 parallel guesses', async () => {
    const user = await signUpAndLogin(t.app, 'Locked');
    for (let i = 0; i < LOGIN_FAILURES_MAX; i++) expect((await attempt(user.email, `nope-${i}`, 1000 + i)).statusCode).toBe(401);
    const guesses = Array.from({ length: 100 }, (_, i) => attempt(user.email, i % 10 === 0 ? user.password : `wrong-${i}`, 2000 + i));
    const answers = await Promise.all(guesses);
    expect(answers.filter((r) => r.statusCode === 200)).toEqual([]);
    expect(new Set(answers.map((r) => r.statusCode))).toEqual(new Set([429]));
  });
});
