import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MSG } from '../../../domain/messages';
import { isOtherLang, saveRecordTranslations, translationEditor, TranslationsRefused } from '../../../domain/translations/editing';
import {
  CSV_MAX_BYTES,
  exportTranslations,
  importedNotice,
  importTranslations,
  type ExportFilter,
} from '../../../domain/translations/exchange';
import { worklist } from '../../../domain/translations/work';
import type { Services } from '../../services';
import {
  importTranslationsSchema,
  saveTranslationsSchema,
  translationEditorSchema,
  translationWorkSchema,
} from '../schemas/admin-translations';

// Translations in the back office's API, and the CSV export the list page
// links to. Any staff member may call them; each kind of record is open to the
// roles that edit its English (domain/translations/editing.ts).

const access = { access: 'staff:dashboard' } as const;

/** The export's filters from its query (anything else: every language, kind and status). */
export function exportFilter(query: Record<string, unknown>): ExportFilter {
  const status = query.status;
  return {
    lang: isOtherLang(query.lang) ? query.lang : undefined,
    entity: typeof query.entity === 'string' && query.entity ? query.entity : undefined,
    status: status === 'missing' || status === 'stale' || status === 'done' || status === 'todo' ? status : undefined,
  };
}

function refuse(reply: FastifyReply, problems: { line?: number; field?: string; message: string }[], message = problems[0].message) {
  return reply.code(400).send({ status: false as const, message, problems });
}

export function adminTranslationsApi(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = services;

  api.get('/api/admin/translations', { config: access, schema: translationWorkSchema }, async (request) => {
    const kinds = await worklist(db, request.staff!.role, request.query);
    return kinds.map(({ entity, label, records }) => ({
      entity,
      label,
      records: records.map(({ id, name, missing, stale }) => ({ id, name, missing, stale })),
    }));
  });

  api.get('/api/admin/translations/:entity/:id', { config: access, schema: translationEditorSchema }, async (request) => {
    const e = await translationEditor(db, request.staff!, request.params.entity, request.params.id);
    const cell = (c: (typeof e.rows)[number]['cells']['hi']) =>
      c && { text: c.text, source: c.source, stale: c.stale, updatedAt: c.updatedAt };
    return {
      entity: e.entity.name,
      label: e.entity.label,
      id: e.id,
      name: e.name,
      englishPath: e.englishPath,
      fields: e.rows.map((r) => ({
        field: r.field,
        label: r.label,
        english: r.english,
        max: r.max,
        hi: cell(r.cells.hi),
        mr: cell(r.cells.mr),
      })),
    };
  });

  api.post('/api/admin/translations/:entity/:id', { config: access, schema: saveTranslationsSchema }, async (request, reply) => {
    const { lang, texts, confirm } = request.body;
    const posted = Object.fromEntries(Object.entries(texts).map(([field, text]) => [field, { text }]));
    try {
      const saved = await saveRecordTranslations(
        db,
        request.staff!,
        request.params.entity,
        request.params.id,
        { [lang]: posted },
        { [lang]: confirm },
      );
      return { status: true as const, message: MSG.translationsSaved(saved.changed), changed: saved.changed };
    } catch (e) {
      if (e instanceof TranslationsRefused) return refuse(reply, e.problems);
      throw e;
    }
  });

  api.post(
    '/api/admin/translations/import',
    { config: access, schema: importTranslationsSchema, bodyLimit: CSV_MAX_BYTES },
    async (request, reply) => {
      const result = await importTranslations(db, request.staff!, request.body.csv);
      if (!result.ok) {
        const problems = result.problems.map((p) => ({ line: p.line, message: MSG.csvLine(p.line, p.message) }));
        return refuse(reply, problems, MSG.csvRefused(problems.length));
      }
      return { status: true as const, message: importedNotice(result), saved: result.saved };
    },
  );

  // A page's link (the list's Export): the staff cookie or token, a file to save.
  app.get('/admin/translations/export.csv', { config: { ...access, page: true } }, async (request, reply) => {
    const filter = exportFilter(request.query as Record<string, unknown>);
    const csv = await exportTranslations(db, request.staff!.role, filter);
    const name = ['translations', filter.entity, filter.lang, new Date().toISOString().slice(0, 10)].filter(Boolean).join('-');
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name.replace(/[^\w.-]/g, '_')}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });
}
