import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { Services } from '../../server/services';
import { closeServices, createServices } from '../../server/services-factory';

export type DbKind = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const databases: DbKind[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  kind: DbKind;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A fresh database of its own: a temporary SQLite file, or a new PostgreSQL
 * database (not a schema: introspection of one schema trips over another
 * being dropped at the same moment).
 */
export async function freshDatabaseUrl(kind: DbKind, dataDir: string): Promise<{ url: string; drop(): Promise<void> }> {
  if (kind === 'sqlite') return { url: `file:${join(dataDir, 'shop.db')}`, drop: async () => {} };
  const base = process.env.TEST_DATABASE_URL!;
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    try {
      await c.query(statement);
    } finally {
      await c.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

export async function startTestApp(
  kind: DbKind,
  env: Record<string, string> = {},
  build: Parameters<typeof buildApp>[1] = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-test-'));
  const database = await freshDatabaseUrl(kind, dataDir);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    ASSETS_DIR: join(dataDir, 'no-assets'),
    ...env,
  });
  const services = await createServices(config);
  const app = await buildApp(services, build);
  await app.ready();
  return {
    app,
    services,
    kind,
    dataDir,
    async close() {
      await app.close();
      await closeServices(services);
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
/** A new customer account with a unique email and mobile number; returns its token. */
export async function signUpAndLogin(app: FastifyInstance, name = 'Asha') {
  counter += 1;
  const n = `${Date.now() % 100000}${counter}`.slice(-5);
  const user = {
    username: `${name} Patil`,
    email: `${name.toLowerCase()}.${n}.${randomBytes(3).toString('hex')}@example.com`,
    mobileNo: `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    password: 'soil-and-roots-42',
    confirmPassword: 'soil-and-roots-42',
  };
  const signup = await app.inject({ method: 'POST', url: '/api/signup', payload: user });
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.body}`);
  const login = await app.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password: user.password } });
  const body = login.json();
  return { ...user, token: body.token as string, id: body.user._id as string };
}

/** A staff account with this role, signed in through the admin API; returns its token. */
export async function staffToken(t: TestApp, role: string, email = `${role}@mitti.example`): Promise<string> {
  const { addStaff } = await import('../../domain/staff/staff');
  await addStaff(t.services.db, { email, role, password: 'long-staff-password' });
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password: 'long-staff-password' } });
  if (res.statusCode !== 200) throw new Error(`staff login failed: ${res.body}`);
  return res.json().token as string;
}

/** A form posted to a page's action as an island does (same-site, asking for the JSON answer), with a staff or customer token. */
export function postForm(t: TestApp, url: string, fields: Record<string, string>, token: string, accept = 'application/json') {
  return t.app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { authorization: token, accept, origin: t.services.config.PUBLIC_URL, 'content-type': 'application/x-www-form-urlencoded' },
  });
}
