import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../adapters/storage/local';
import { createS3Storage } from '../../adapters/storage/s3';
import { postgresTargetState } from '../../db/backup';
import { createBackup } from '../../ops/backup/create';
import type { Manifest } from '../../ops/backup/manifest';
import { copyUploadsIn, copyUploadsOut } from '../../ops/backup/uploads';
import { minimalPdf } from '../api/careers-files';
import { startS3Fake } from '../fakes/s3-fake';
import { freshDatabaseUrl, type DbKind } from '../setup/test-app';
import { postgresUrl } from './support/postgres';
import { json, startServer, type RunningServer } from './support/server';
import { buyOne, newApiCustomer, type ApiCustomer } from './support/shop-client';

// npm run backup / npm run restore against the real server on SQLite and
// PostgreSQL: a shop with orders, an invoice, a stock lot and an uploaded
// résumé is backed up while it serves requests, wiped, restored and started
// again, and everything is there; the invoice numbers go on from where they
// were. A backup that is missing or damaged is refused before anything changes.

const kinds: DbKind[] = postgresUrl ? ['sqlite', 'postgres'] : ['sqlite'];
const OWNER = { email: 'owner@mitti.example', password: 'owner-password-for-backups' };

function runScript(script: 'backup' | 'restore', env: Record<string, string>, args: string[] = []) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
      env: { ...process.env, LOG_LEVEL: 'fatal', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += String(d)));
    child.stderr.on('data', (d) => (stderr += String(d)));
    child.on('exit', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

async function ownerToken(base: string) {
  const r = await json(`${base}/api/admin/login`, { method: 'POST', body: JSON.stringify(OWNER) });
  if (r.status !== 200) throw new Error(`owner login: ${r.status} ${JSON.stringify(r.body)}`);
  return String(r.body.token);
}

/** Confirms and ships a Cash on Delivery order: that issues its tax invoice; returns the invoice's number. */
async function invoiceOf(base: string, token: string, orderId: string) {
  expect((await json(`${base}/api/admin/orders/${orderId}/confirm`, { method: 'POST', token, body: '{}' })).status).toBe(200);
  const shipped = await json(`${base}/api/admin/orders/${orderId}/ship`, {
    method: 'POST',
    token,
    body: JSON.stringify({ carrier: 'India Post', trackingNumber: `EE${Date.now() % 1e9}IN` }),
  });
  expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
  return String((shipped.body.order as { invoice: { number: string } }).invoice.number);
}

/** MB/26-27/000123 → MB/26-27/000124 */
const nextNumber = (n: string) => n.replace(/(\d+)$/, (d) => String(Number(d) + 1).padStart(d.length, '0'));

const lineOf = (out: string, start: string) => out.split('\n').find((l) => l.startsWith(start));

describe.each(kinds)('backup and restore on %s', (kind) => {
  const root = mkdtempSync(join(tmpdir(), 'shop-backup-'));
  const backups = join(root, 'backups');
  const dirA = join(root, 'shop');
  const dirB = join(root, 'wiped');
  const servers: RunningServer[] = [];
  const drops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const s of servers) await s.stop();
    for (const d of drops) await d().catch(() => {});
    rmSync(root, { recursive: true, force: true });
  });
  const database = async (dir: string) => {
    mkdirSync(dir, { recursive: true });
    const d = await freshDatabaseUrl(kind, dir);
    drops.push(d.drop);
    return d.url;
  };
  const start = async (env: Record<string, string>, port?: number) => {
    const s = await startServer({ ...env, ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password }, port);
    servers.push(s);
    return s;
  };

  // What the first test builds and backs up, for the next ones to find.
  const shop = {
    urlA: '',
    backupDir: '',
    customer: undefined as unknown as ApiCustomer,
    productId: '',
    orders: [] as string[],
    invoice: '',
    lot: { productId: '', pack: '7 kg', batch: `BK${randomBytes(3).toString('hex').toUpperCase()}` },
    resume: { id: '', body: minimalPdf('Resume of Priya Kale, backed up') },
    serverA: undefined as unknown as RunningServer,
  };

  async function findEverything(base: string, expectInvoiceAfter: string, orderToInvoice: string) {
    const owner = await ownerToken(base);
    // Every order, for staff and for the customer (whose session was backed up too).
    for (const id of shop.orders) expect((await json(`${base}/api/admin/orders/${id}`, { token: owner })).status).toBe(200);
    const mine = await json(`${base}/api/order/get/user`, { token: shop.customer.token });
    expect(mine.status).toBe(200);
    const listed = (mine.body as unknown as { _id: string }[]).map((o) => o._id);
    expect(listed).toEqual(expect.arrayContaining(shop.orders));
    // The first invoice kept its number; the next one continues the series.
    const first = await json(`${base}/api/admin/orders/${shop.orders[0]}`, { token: owner });
    expect((first.body.order as { invoice: { number: string } }).invoice.number).toBe(shop.invoice);
    expect(await invoiceOf(base, owner, orderToInvoice)).toBe(nextNumber(expectInvoiceAfter));
    // The stock lot received into its own pack, with its batch and quantity.
    const product = await json(`${base}/api/get/product/${shop.lot.productId}`);
    const pack = ((product.body.product ?? product.body) as { variants: { pack: string; batch?: string; stock: number }[] }).variants.find(
      (v) => v.pack === shop.lot.pack,
    );
    expect(pack).toMatchObject({ batch: shop.lot.batch, stock: 40 });
    // The résumé, byte for byte.
    const resume = await fetch(`${base}/api/admin/resumes/${shop.resume.id}`, { headers: { authorization: owner } });
    expect(resume.status).toBe(200);
    expect(Buffer.from(await resume.arrayBuffer()).equals(shop.resume.body)).toBe(true);
  }

  it('backs up while the shop serves requests, restores into an empty shop, and finds everything', async () => {
    shop.urlA = await database(dirA);
    const a = await start({ DATA_DIR: dirA, DATABASE_URL: shop.urlA });
    shop.serverA = a;
    const owner = await ownerToken(a.url);
    const products = (await json(`${a.url}/api/get/all/products`)).body as unknown as { _id: string; stock: number }[];
    const inStock = products.filter((p) => p.stock > 20);
    shop.productId = inStock[0]._id;

    shop.customer = await newApiCustomer(a.url);
    for (let i = 0; i < 3; i++) {
      const r = await buyOne(a.url, shop.customer, shop.productId, `before-backup-${i}`);
      expect(r.status).toBe(201);
      shop.orders.push(r.orderId!);
    }
    shop.invoice = await invoiceOf(a.url, owner, shop.orders[0]);

    shop.lot.productId = inStock[1]._id;
    const added = await json(`${a.url}/api/admin/products/${shop.lot.productId}/packs`, {
      method: 'POST',
      token: owner,
      body: JSON.stringify({ pack: shop.lot.pack, price: '2100', mrp: '2400' }),
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const product = await json(`${a.url}/api/get/product/${shop.lot.productId}`);
    const variant = ((product.body.product ?? product.body) as { variants: { _id: string; pack: string }[] }).variants.find(
      (v) => v.pack === shop.lot.pack,
    )!;
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const received = await json(`${a.url}/api/admin/products/${shop.lot.productId}/stock`, {
      method: 'POST',
      token: owner,
      body: JSON.stringify({
        reason: 'received',
        quantity: '40',
        variant: variant._id,
        batch: shop.lot.batch,
        manufacturedOn: day(-20),
        expiresOn: day(300),
      }),
    });
    expect(received.status, JSON.stringify(received.body)).toBe(200);

    const form = new FormData();
    form.append('name', 'Priya Kale');
    form.append('email', 'priya.kale@example.com');
    form.append('mobile', '9876543210');
    form.append('file', new Blob([new Uint8Array(shop.resume.body)], { type: 'application/pdf' }), 'resume.pdf');
    const applied = await fetch(`${a.url}/api/post/resume`, { method: 'POST', body: form });
    expect(applied.status).toBe(201);
    shop.resume.id = ((await applied.json()) as { data: { _id: string } }).data._id;

    // Customers browse and buy while the backup runs.
    let running = true;
    const served = { during: 0, failed: 0 };
    let backupRunning = false;
    let n = 0;
    const load = (async () => {
      while (running) {
        const answers = await Promise.all([
          fetch(`${a.url}/api/get/all/products`).then((r) => r.status),
          fetch(`${a.url}/readyz`).then((r) => r.status),
          buyOne(a.url, shop.customer, shop.productId, `during-backup-${n++}`).then((r) => r.status),
        ]);
        for (const s of answers) {
          if (s >= 500) served.failed += 1;
          else if (backupRunning) served.during += 1;
        }
      }
    })();
    await new Promise((r) => setTimeout(r, 300));
    backupRunning = true;
    const backup = await runScript('backup', { DATA_DIR: dirA, DATABASE_URL: shop.urlA, BACKUP_DIR: backups });
    backupRunning = false;
    await new Promise((r) => setTimeout(r, 200));
    running = false;
    await load;
    expect(backup.code, backup.stderr).toBe(0);
    expect(served.failed).toBe(0);
    expect(served.during).toBeGreaterThan(0);
    expect(lineOf(backup.stdout, 'Uploads:')).toMatch(/^Uploads: 1 files/);
    shop.backupDir = /^Backup written: (\S+)/m.exec(backup.stdout)![1];
    expect(readdirSync(backups)).toEqual([shop.backupDir.split('/').pop()]);

    // Wiped: a new empty DATA_DIR and an empty database.
    const urlB = await database(dirB);
    const restore = await runScript('restore', { DATA_DIR: dirB, DATABASE_URL: urlB }, [shop.backupDir]);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/^Checked \d+ files against the manifest: all intact$/m);
    expect(lineOf(restore.stdout, 'Uploads restored:')).toMatch(/^Uploads restored: 1 files/);
    expect(restore.stdout).toMatch(/^Verified: \d+ orders, .*as in the backup$/m);
    expect(restore.stdout).toMatch(/^Restore complete/m);

    const b = await start({ DATA_DIR: dirB, DATABASE_URL: urlB });
    await findEverything(b.url, shop.invoice, shop.orders[1]);
    await b.stop();
  });

  it('restores over the stopped shop (refused while it runs or without --force), and the shop starts on it', async () => {
    expect(shop.backupDir).not.toBe('');
    const a = shop.serverA;
    const after = await buyOne(a.url, shop.customer, shop.productId, 'after-backup');
    expect(after.status).toBe(201);
    const env = { DATA_DIR: dirA, DATABASE_URL: shop.urlA };

    const whileRunning = await runScript('restore', env, [shop.backupDir, '--force']);
    expect(whileRunning.code).not.toBe(0);
    expect(whileRunning.stderr).toMatch(/^Restore failed: .*stop (it|the shop) first/m);

    const port = Number(new URL(a.url).port);
    await a.stop();
    rmSync(join(dirA, 'uploads'), { recursive: true, force: true });

    const refused = await runScript('restore', env, [shop.backupDir]);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr.trim()).toMatch(
      /^Restore failed: .* already has \d+ orders: restore refused \(add --force to replace them with the backup\)$/,
    );

    const forced = await runScript('restore', env, [shop.backupDir, '--force']);
    expect(forced.code, forced.stderr).toBe(0);
    expect(forced.stdout).toMatch(/has \d+ orders, replaced \(--force\)/);
    // On SQLite the replaced database is kept beside the restored one, not deleted.
    if (kind === 'sqlite') expect(readdirSync(dirA).filter((n) => /^shop\.db\.before-restore-[\dT-]+Z$/.test(n))).toHaveLength(1);

    const again = await start(env, port);
    // The order placed after the backup is gone with the rest of what came after it.
    const owner = await ownerToken(again.url);
    expect((await json(`${again.url}/api/admin/orders/${after.orderId}`, { token: owner })).status).toBe(404);
    await findEverything(again.url, shop.invoice, shop.orders[2]);
    await again.stop();
  });

  it('refuses a missing or damaged backup with one clear line, and changes nothing', async () => {
    const target = join(root, 'untouched');
    const url = await database(target);
    const env = { DATA_DIR: target, DATABASE_URL: url };
    const noStack = (s: string) => expect(s).not.toMatch(/\n\s+at /);

    const missing = await runScript('restore', env, [join(root, 'no-such-backup')]);
    expect(missing.code).not.toBe(0);
    expect(missing.stderr.trim()).toMatch(/^Restore failed: No backup at .*no-such-backup/);
    noStack(missing.stderr);

    const notABackup = join(root, 'not-a-backup');
    mkdirSync(notABackup);
    const empty = await runScript('restore', env, [notABackup]);
    expect(empty.stderr.trim()).toMatch(/^Restore failed: .* is not a backup: it has no manifest\.json$/);

    const damaged = join(root, 'damaged');
    cpSync(shop.backupDir, damaged, { recursive: true });
    const manifest = JSON.parse(readFileSync(join(damaged, 'manifest.json'), 'utf8')) as Manifest;
    const dbFile = join(damaged, manifest.database.file);
    const bytes = readFileSync(dbFile);
    bytes[Math.floor(bytes.length / 2)] ^= 0xff;
    writeFileSync(dbFile, bytes);
    const corrupt = await runScript('restore', env, [damaged]);
    expect(corrupt.code).not.toBe(0);
    expect(corrupt.stderr.trim()).toBe(
      `Restore failed: The backup in ${damaged} is damaged: ${manifest.database.file} does not match its checksum in manifest.json`,
    );
    noStack(corrupt.stderr);

    const incomplete = join(root, 'incomplete');
    cpSync(shop.backupDir, incomplete, { recursive: true });
    const upload = manifest.files.find((f) => f.path.startsWith('uploads/'))!;
    rmSync(join(incomplete, upload.path));
    const partial = await runScript('restore', env, [incomplete]);
    expect(partial.stderr.trim()).toBe(`Restore failed: The backup in ${incomplete} is incomplete: ${upload.path} is missing`);

    // Nothing was written: no database file, no tables, no uploads.
    expect(existsSync(join(target, 'uploads'))).toBe(false);
    if (kind === 'sqlite') expect(existsSync(join(target, 'shop.db'))).toBe(false);
    else expect(await postgresTargetState(url)).toEqual({ tables: 0, orders: 0 });
  });

  it('keeps only the newest BACKUP_KEEP backups', async () => {
    const config = { DATA_DIR: dirB, DATABASE_URL: '', S3_REGION: 'auto' };
    config.DATABASE_URL = kind === 'sqlite' ? `file:${join(dirB, 'shop.db')}` : await database(join(root, 'retention'));
    if (kind === 'postgres') {
      // An empty database backs up too: a fresh shop restored from the first backup.
      const r = await runScript('restore', { DATA_DIR: dirB, DATABASE_URL: config.DATABASE_URL }, [shop.backupDir]);
      expect(r.code, r.stderr).toBe(0);
    }
    const second = await createBackup(config, { root: backups, keep: 2 });
    const third = await createBackup(config, { root: backups, keep: 2 });
    expect(third.removed).toEqual([shop.backupDir.split('/').pop()]);
    expect(readdirSync(backups).sort()).toEqual([second.dir, third.dir].map((d) => d.split('/').pop()).sort());
  });
});

describe('uploads kept in an S3-compatible bucket', () => {
  const dir = mkdtempSync(join(tmpdir(), 'shop-backup-s3-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lists every object (across pages), backs them up and puts them back into another bucket', async () => {
    const from = await startS3Fake({ bucket: 'shop-uploads' });
    const to = await startS3Fake({ bucket: 'shop-restored' });
    try {
      const storage = (f: typeof from) =>
        createS3Storage({
          endpoint: f.url,
          bucket: f.bucket,
          accessKeyId: f.accessKeyId,
          secretAccessKey: f.secretAccessKey,
          region: f.region,
        });
      const source = storage(from);
      const resume = minimalPdf('Resume in a bucket');
      await source.put('resumes/2026/11/aa11.pdf', resume, 'application/pdf');
      await source.put('media/products/p1/i1-640.webp', Buffer.from('webp bytes'), 'image/webp');
      for (let i = 0; i < 1005; i++)
        await source.put(`returns/r${String(i).padStart(4, '0')}/1.jpg`, Buffer.from(`photo ${i}`), 'image/jpeg');
      // An object the shop did not write (an unsafe key) is left alone.
      from.objects.set('../outside', { body: Buffer.from('x'), contentType: 'text/plain' });

      expect(await source.list('resumes/')).toEqual(['resumes/2026/11/aa11.pdf']);
      const files = await copyUploadsOut(source, dir);
      expect(files).toHaveLength(1007);
      const manifest = { files } as Manifest;
      expect(await copyUploadsIn(storage(to), dir, manifest)).toBe(1007);
      expect(to.objects.get('resumes/2026/11/aa11.pdf')).toEqual({ body: resume, contentType: 'application/pdf' });
      expect(to.objects.get('media/products/p1/i1-640.webp')?.contentType).toBe('image/webp');
      expect(to.objects.get('returns/r1004/1.jpg')?.body.toString()).toBe('photo 1004');
      expect(to.objects.has('../outside')).toBe(false);
    } finally {
      await from.close();
      await to.close();
    }
  });

  it('lists a local uploads folder, leaving out files still being written', async () => {
    const data = join(dir, 'local');
    const local = createLocalStorage(data);
    expect(await local.list('')).toEqual([]);
    await local.put('resumes/2026/11/bb22.pdf', Buffer.from('%PDF'), 'application/pdf');
    await local.put('media/products/p2/i1-320.avif', Buffer.from('avif'), 'image/avif');
    writeFileSync(join(data, 'uploads', 'resumes', '2026', '11', 'bb22.pdf.abc123.tmp'), 'half');
    expect(await local.list('')).toEqual(['media/products/p2/i1-320.avif', 'resumes/2026/11/bb22.pdf']);
    expect(await local.list('resumes/')).toEqual(['resumes/2026/11/bb22.pdf']);
  });
});
