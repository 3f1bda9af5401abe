import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { migrations } from '../../db/migrations/index';
import { seedIfEmpty } from '../../db/seed/index';
import { SHIPPED_TRANSLATIONS } from '../../domain/translations/carry-over';
import { parseCsv } from '../../domain/translations/csv';
import { ENTITIES } from '../../domain/translations/entities';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { closeServices, createServices } from '../../server/services-factory';
import { databases, freshDatabaseUrl } from '../setup/test-app';

// A shop running before content translations moved into the database (schema
// 016, its Hindi and Marathi matched by English words in files) is upgraded:
// every text it showed in Hindi or Marathi is still shown, now stored per
// record and field; a text staff had changed in English (which the old files
// no longer matched, so it showed in English) stays untranslated; and
// restarting does not bring back a translation staff removed since.

const BEFORE = '016-verified-mobiles-and-staff-safety';

function shipped(): Map<string, string> {
  const parsed = parseCsv(readFileSync(SHIPPED_TRANSLATIONS, 'utf8'));
  if ('error' in parsed) throw new Error(parsed.error);
  return new Map(
    parsed.rows.slice(1).map(([entity, field, lang, english, text]) => [`${entity}|${field}|${lang}|${english.trim()}`, text]),
  );
}

for (const kind of databases) {
  describe(`upgrading a shop to stored translations on ${kind}`, () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-upgrade-'));
    let database: Awaited<ReturnType<typeof freshDatabaseUrl>>;
    let editedProductId = '';
    const config = () =>
      loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        ASSETS_DIR: join(dataDir, 'no-assets'),
      });

    beforeAll(async () => {
      database = await freshDatabaseUrl(kind, dataDir);
      // The shop as it was: migrated up to 016 and seeded, then one English description rewritten by staff.
      const old = openDatabase(database.url);
      const { error } = await new Migrator({ db: old.db, provider: { getMigrations: async () => migrations } }).migrateTo(BEFORE);
      if (error) throw error;
      await seedIfEmpty(old.db);
      const product = await old.db.selectFrom('products').select('id').orderBy('position').executeTakeFirstOrThrow();
      editedProductId = product.id;
      await old.db
        .updateTable('products')
        .set({ description: 'Rewritten by staff before the upgrade.' })
        .where('id', '=', product.id)
        .execute();
      await old.close();
    });

    afterAll(async () => {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('keeps every Hindi and Marathi text the shop showed, and shows it', async () => {
      const services = await createServices(config());
      try {
        const { db } = services;
        const expected = shipped();
        const stored = new Map(
          (await db.selectFrom('content_translations').selectAll().execute()).map((r) => [
            `${r.entity}|${r.entity_id}|${r.field}|${r.lang}`,
            r,
          ]),
        );
        const lost: string[] = [];
        let kept = 0;
        for (const entity of ENTITIES) {
          for (const [id, { texts }] of await entity.english(db)) {
            for (const [field, english] of Object.entries(texts)) {
              for (const lang of ['hi', 'mr']) {
                const before = expected.get(`${entity.name}|${field}|${lang}|${english.trim()}`);
                if (before === undefined) continue;
                const now = stored.get(`${entity.name}|${id}|${field}|${lang}`);
                if (now?.text !== before || now.source !== english) lost.push(`${entity.name} ${id} ${field} ${lang}`);
                else kept++;
              }
            }
          }
        }
        expect(lost).toEqual([]);
        expect(kept).toBeGreaterThan(2000);
        // What had already lost its match stays without a translation, to be written by staff.
        expect(stored.has(`product|${editedProductId}|description|hi`)).toBe(false);
        expect(stored.has(`product|${editedProductId}|title|hi`)).toBe(true);

        const app = await buildApp(services);
        await app.ready();
        const page = await app.inject({ url: '/hi/categoriwise_product' });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('जैव उर्वरक');
        const api = await app.inject({ url: '/api/getall/categories?lang=mr' });
        expect(api.json().map((c: { category: string }) => c.category)).toContain('जैविक खते');
        await app.close();
      } finally {
        await closeServices(services);
      }
    });

    it('does not bring back a translation staff removed when the shop restarts', async () => {
      const first = await createServices(config());
      const category = await first.db.selectFrom('categories').select('id').orderBy('position').executeTakeFirstOrThrow();
      await first.db
        .deleteFrom('content_translations')
        .where('entity', '=', 'category')
        .where('entity_id', '=', category.id)
        .where('lang', '=', 'mr')
        .execute();
      await closeServices(first);

      const again = await createServices(config());
      try {
        const rows = await again.db
          .selectFrom('content_translations')
          .select('field')
          .where('entity', '=', 'category')
          .where('entity_id', '=', category.id)
          .where('lang', '=', 'mr')
          .execute();
        expect(rows).toEqual([]);
        const hindi = await again.db
          .selectFrom('content_translations')
          .select('field')
          .where('entity', '=', 'category')
          .where('entity_id', '=', category.id)
          .where('lang', '=', 'hi')
          .execute();
        expect(hindi.map((r) => r.field).sort()).toEqual(['blurb', 'name']);
      } finally {
        await closeServices(again);
      }
    });
  });
}
