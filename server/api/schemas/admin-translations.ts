import { z } from 'zod';
import { answers, failure } from './common';

// The back office's translations (/api/admin/translations...): the Hindi and
// Marathi of each text staff edit, side by side with its English.

const lang = z.enum(['hi', 'mr']);
const params = z.object({ entity: z.string(), id: z.string() });

const translation = z
  .object({
    text: z.string(),
    source: z.string().describe('The English it was written for'),
    stale: z.boolean().describe('The English changed since: to check'),
    updatedAt: z.string(),
  })
  .nullable();

const editor = z
  .object({
    entity: z.string(),
    label: z.string(),
    id: z.string(),
    name: z.string(),
    englishPath: z.string().describe('Where the English is edited in the back office'),
    fields: z.array(
      z.object({ field: z.string(), label: z.string(), english: z.string(), max: z.number(), hi: translation, mr: translation }),
    ),
  })
  .meta({ id: 'TranslationEditor' });

/** A refusal that lists every problem: a field's (editor) or a line's (import). */
const refused = failure
  .extend({ problems: z.array(z.object({ line: z.number().optional(), field: z.string().optional(), message: z.string() })).optional() })
  .meta({ id: 'TranslationsRefused' });

const state = z.object({ hi: z.array(z.string()), mr: z.array(z.string()) });

export const translationWorkSchema = {
  summary: 'Per kind of record your role edits: the records missing a translation or with one to check',
  tags: ['admin'],
  querystring: z.object({ lang: lang.optional(), state: z.enum(['missing', 'stale']).optional() }),
  response: answers(
    {
      200: z.array(
        z.object({
          entity: z.string(),
          label: z.string(),
          records: z.array(z.object({ id: z.string(), name: z.string(), missing: state, stale: state })),
        }),
      ),
    },
    401,
    403,
  ),
};

export const translationEditorSchema = {
  summary: 'One record’s texts: the English and its Hindi and Marathi',
  tags: ['admin'],
  params,
  response: answers({ 200: editor }, 401, 403, 404),
};

export const saveTranslationsSchema = {
  summary: 'Save one language’s texts of a record (an empty text removes that translation); confirm those still right',
  description:
    'Only the fields sent change, in the language sent. A text different from the stored one is saved against today’s English; `confirm` marks unchanged texts as checked against today’s English.',
  tags: ['admin'],
  params,
  body: z.strictObject({
    lang,
    texts: z.record(z.string(), z.string()).default({}).describe('field → text'),
    confirm: z.array(z.string()).default([]).describe('Fields whose translation is still right for today’s English'),
  }),
  response: {
    ...answers({ 200: z.object({ status: z.literal(true), message: z.string(), changed: z.number() }) }, 401, 403, 404, 409),
    400: refused,
  },
};

export const importTranslationsSchema = {
  summary: 'Import a translator’s CSV (as exported at /admin/translations/export.csv): all of it, or nothing',
  description:
    'Columns entity, id, field, lang, english, text (name and status are ignored). Any wrong line refuses the whole file with each line’s reason; rows left empty or as stored change nothing.',
  tags: ['admin'],
  body: z.strictObject({ csv: z.string() }),
  response: {
    ...answers({ 200: z.object({ status: z.literal(true), message: z.string(), saved: z.number() }) }, 401, 403, 413),
    400: refused,
  },
};
